// Identity against an attacker: every way in passes the same checks (a provider too: its second step, a verified
// address), whoever reads the mailbox decides a new account's password, sensitive changes need proof of the owner
// (sudo mode), a TOTP step signs in once, a wrong password costs the same work for every address, and no attempt
// limit starves the database pool. OAuth runs against a real provider on loopback.
import { expect } from 'chai';
import type { Response } from 'supertest';
import { createApp } from '../../server/app';
import { createDb } from '../../server/db/knex';
import { passwordChecks } from '../../server/lib/passwords';
import { Client, client, testApp, testEnv } from '../helpers/app';
import { createUser, PASSWORD, signedInClient, uniqueEmail } from '../helpers/factories';
import { outbox, tokenOf, totpCode } from '../helpers/identity';
import { type MockProvider, providerTrip, startMockProvider } from '../helpers/oauth';

const REAUTH_REQUIRED = { message: 'Sign in again with your provider to confirm it is you.', code: 'reauth_required' };

describe('identity against an attacker', () => {
  let provider: MockProvider;
  /** The shared test database behind an app that knows the provider (and one with ADMIN_MFA=required). */
  let site: ReturnType<typeof createApp>;
  let strictSite: ReturnType<typeof createApp>;

  before(async () => {
    provider = await startMockProvider();
    const { db } = await testApp();
    site = createApp({ env: testEnv(provider.env), db });
    strictSite = createApp({ env: testEnv({ ...provider.env, ADMIN_MFA: 'required' }), db });
  });

  after(async () => {
    await site?.close();
    await strictSite?.close();
    await provider?.stop();
  });

  /** A person at the provider, with a verified address; the provider answers as them from now on. */
  function providerPerson(prefix = 'provider') {
    const email = uniqueEmail(prefix);
    const person = { sub: `sub-${email}`, email, email_verified: true, given_name: 'Abena', family_name: 'Osei' };
    provider.setUser(person);
    return person;
  }

  /** A user who signs in with the provider (no password), signed in on a new client of `app`. */
  async function providerUser(app = site) {
    const person = providerPerson();
    const c = new Client(app.handler);
    const { data } = await providerTrip(c);
    expect(data.status).to.equal('success');
    const me = await c.get('/api/user');
    return { c, person, id: me.body.id as number };
  }

  /** Proves again, on this client's session, who its user is (the provider must be answering as them). */
  async function reauthenticate(c: Client) {
    const { page, data } = await providerTrip(c, 'mock', { intent: 'reauth' });
    expect(page.status, page.text).to.equal(200);
    expect(data).to.deep.equal({ status: 'reauthenticated', redirect: '/' });
  }

  /** Two-step sign-in turned on through the API, as the security page does it (the proof given first). */
  async function turnOnTwoStep(c: Client, proof: Record<string, unknown>) {
    const setup = await c.post('/api/settings/mfa', proof);
    expect(setup.status, JSON.stringify(setup.body)).to.equal(200);
    const confirmed = await c.post('/api/settings/mfa/confirm', { code: totpCode(setup.body.secret) });
    expect(confirmed.status, JSON.stringify(confirmed.body)).to.equal(200);
    return { secret: setup.body.secret as string, recoveryCodes: confirmed.body.recovery_codes as string[] };
  }

  const hasSessionCookie = (res: Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []).some((h) => h.startsWith('token='));

  describe('API: a provider never skips the second step', () => {
    it('a provider sign-in of an account with two-step sign-in hands the opener an mfa_token and no session; the code finishes it', async () => {
      const { c, person, id } = await providerUser();
      await reauthenticate(c);
      const { secret } = await turnOnTwoStep(c, {});

      provider.setUser(person);
      const browser = new Client(site.handler);
      const { page, data } = await providerTrip(browser);
      expect(page.status).to.equal(200);
      expect(Object.keys(data).sort()).to.deep.equal(['mfa_required', 'mfa_token', 'redirect', 'status']);
      expect(data).to.deep.include({ status: 'mfa_required', mfa_required: true, redirect: '/' });
      expect(data.mfa_token).to.be.a('string').with.length.above(20);
      expect(hasSessionCookie(page), 'no session cookie before the code').to.equal(false);
      expect(page.text).not.to.include(`"token"`);
      expect((await browser.get('/api/user')).status).to.equal(401);

      expect((await browser.post('/api/login/mfa', { mfa_token: data.mfa_token, code: totpCode(secret, -10) })).status).to.equal(422);
      const signed = await browser.post('/api/login/mfa', { mfa_token: data.mfa_token, code: totpCode(secret, 1) });
      expect(signed.status, JSON.stringify(signed.body)).to.equal(200);
      expect(signed.body.user.id).to.equal(id);
      expect((await browser.get('/api/user')).body.id).to.equal(id);
    });

    it('ADMIN_MFA holds for staff who come through a provider: the portal stays shut until two-step sign-in, then asks for the code', async () => {
      const { db } = await testApp();
      const person = providerPerson('provider-admin');
      const first = new Client(strictSite.handler);
      expect((await providerTrip(first)).data.status).to.equal('success');
      const { id } = (await first.get('/api/user')).body as { id: number };
      await db('users').where({ id }).update({ role: 'admin' });

      const refused = await first.get('/api/admin/users');
      expect(refused.status).to.equal(403);
      expect(refused.body).to.deep.equal({ message: 'Set up two-step sign-in first.', code: 'mfa_setup_required' });
      expect((await first.get('/api/admin/audit')).status).to.equal(403);

      await reauthenticate(first);
      const { secret } = await turnOnTwoStep(first, {});
      provider.setUser(person);
      const second = new Client(strictSite.handler);
      const { data } = await providerTrip(second);
      expect(data.status).to.equal('mfa_required');
      expect((await second.get('/api/admin/users')).status, 'the provider alone opens nothing').to.equal(401);
      expect((await second.post('/api/login/mfa', { mfa_token: data.mfa_token, code: totpCode(secret, 1) })).status).to.equal(200);
      expect((await second.get('/api/admin/users')).status).to.equal(200);
    });

    it('an identity linked earlier signs in only while the provider says its address is verified', async () => {
      const person = providerPerson('linked');
      const c = new Client(site.handler);
      expect((await providerTrip(c)).data.status).to.equal('success');
      for (const claim of [{ email_verified: false }, { email_verified: undefined }, { email_verified: 'no' }]) {
        provider.setUser({ ...person, ...claim });
        const stranger = new Client(site.handler);
        const { page, data } = await providerTrip(stranger);
        expect(page.status, JSON.stringify(claim)).to.equal(400);
        expect(data.status).to.equal('error');
        expect(String(data.message)).to.include('no verified e-mail address');
        expect(hasSessionCookie(page)).to.equal(false);
        expect((await stranger.get('/api/user')).status).to.equal(401);
      }
    });
  });

  describe('API: whoever reads the mailbox decides the password', () => {
    const register = async (email: string, password: string, firstname: string) =>
      (await client()).post('/api/register', { firstname, lastname: 'Mensah', email, password, password_confirmation: password, terms: true });
    const login = async (email: string, password: string) => (await client()).post('/api/login', { email, password });

    it('a registration by someone who cannot read the mailbox never opens the account (the pre-hijacking sequence)', async () => {
      const { db } = await testApp();
      const victim = uniqueEmail('victim');
      const attackerPassword = 'the attacker picked this one';
      const victimPassword = 'the victim chose this passphrase';

      const first = await register(victim, attackerPassword, 'Mallory');
      const second = await register(victim, victimPassword, 'Akosua');
      expect(first.status).to.equal(201);
      expect(second.body).to.deep.equal(first.body);
      expect(await db('users').whereRaw('lower(email) = lower(?)', [victim])).to.have.length(0);
      // Before a link is followed: each registration's own password is told to confirm the address; any other, 422.
      expect((await login(victim, attackerPassword)).body.code).to.equal('email_unverified');
      expect((await login(victim, victimPassword)).body.code).to.equal('email_unverified');
      expect((await login(victim, 'neither of the two passwords')).status).to.equal(422);

      const mails = (await outbox(victim)).filter((m) => m.subject.startsWith('Confirm your e-mail address'));
      expect(mails).to.have.length(2);
      // Each mail says when the registration was made and in whose name, so a mail nobody asked for can be ignored.
      expect(mails[0]!.text).to.match(/registered .* account with this e-mail address, in the name Mallory Mensah/).and.match(/ UTC/).and.match(/If you did not register then, do not follow the link/);
      expect(mails[1]!.text).to.include('in the name Akosua Mensah');

      const c = await client();
      const verified = await c.post('/api/email/verify', { token: tokenOf(mails[1]!) });
      expect(verified.status).to.equal(200);
      expect(verified.body.user).to.deep.include({ email: victim, firstname: 'Akosua' });
      expect((await login(victim, attackerPassword)).status, "the attacker's password opens nothing").to.equal(422);
      expect((await login(victim, victimPassword)).status).to.equal(200);
      expect((await (await client()).post('/api/email/verify', { token: tokenOf(mails[0]!) })).status, "the attacker's link is dead").to.equal(422);
      expect(await db('pending_registrations').whereRaw('lower(email) = lower(?)', [victim])).to.have.length(0);
      expect(await db('users').whereRaw('lower(email) = lower(?)', [victim])).to.have.length(1);
    });

    it('a registration for an address with an account never sets its password', async () => {
      const owner = await createUser();
      expect((await register(owner.email, 'an intruder’s new passphrase', 'Mallory')).status).to.equal(201);
      expect((await login(owner.email, 'an intruder’s new passphrase')).status).to.equal(422);
      expect((await login(owner.email, PASSWORD)).status).to.equal(200);
    });

    it('an address that gets an account another way (a provider, an operator) ends the registrations waiting for it', async () => {
      const { db } = await testApp();
      const viaProvider = providerPerson('claimed');
      expect((await register(viaProvider.email, 'waiting for its link here', 'Mallory')).status).to.equal(201);
      expect((await providerTrip(new Client(site.handler))).data.status).to.equal('success');
      const viaOperator = uniqueEmail('operator');
      expect((await register(viaOperator, 'waiting for its link here', 'Mallory')).status).to.equal(201);
      await createUser({ email: viaOperator });
      for (const email of [viaProvider.email, viaOperator]) {
        expect(await db('pending_registrations').whereRaw('lower(email) = lower(?)', [email]), email).to.have.length(0);
        const [mail] = await outbox(email);
        expect((await (await client()).post('/api/email/verify', { token: tokenOf(mail!) })).status, email).to.equal(422);
        expect((await login(email, 'waiting for its link here')).status, email).to.equal(422);
      }
    });

    it('an account made unconfirmed before registrations waited apart is decided by the link too', async () => {
      const { db } = await testApp();
      const email = uniqueEmail('legacy');
      const [legacy] = (await db('users').insert({ firstname: 'Mallory', lastname: 'Early', email, password: null, email_verified_at: null }).returning('id')) as Array<{ id: number }>;
      expect((await register(email, 'the owner’s own passphrase', 'Yaa')).status).to.equal(201);
      const [mail] = await outbox(email);
      const verified = await (await client()).post('/api/email/verify', { token: tokenOf(mail!) });
      expect(verified.status).to.equal(200);
      expect(verified.body.user).to.deep.include({ id: Number(legacy!.id), firstname: 'Yaa', email });
      expect((await login(email, 'the owner’s own passphrase')).status).to.equal(200);
    });

    it('registrations nobody confirmed in time are erased by the privacy sweep', async () => {
      const { db, services } = await testApp();
      const email = uniqueEmail('expired');
      await register(email, 'a passphrase left waiting', 'Kojo');
      await db('pending_registrations').whereRaw('lower(email) = lower(?)', [email]).update({ expires_at: db.raw(`now() - interval '1 minute'`) });
      const { registrationsErased } = await services.privacy.sweep();
      expect(registrationsErased).to.be.at.least(1);
      expect(await db('pending_registrations').whereRaw('lower(email) = lower(?)', [email])).to.have.length(0);
    });

    it('resend mails the newest registration’s link again: a new link, the earlier one of it stops working', async () => {
      const email = uniqueEmail('resend');
      await register(email, 'the only passphrase here', 'Kojo');
      // The first link is in the outbox before the second is asked for: the outbox lists them in that order.
      expect(await outbox(email)).to.have.length(1);
      expect((await (await client()).post('/api/email/resend', { email })).status).to.equal(202);
      const links = (await outbox(email)).filter((m) => m.subject.startsWith('Confirm your e-mail address'));
      expect(links).to.have.length(2);
      expect(links[1]!.text).to.include('in the name Kojo Mensah');
      expect((await (await client()).post('/api/email/verify', { token: tokenOf(links[0]!) })).status).to.equal(422);
      expect((await (await client()).post('/api/email/verify', { token: tokenOf(links[1]!) })).status).to.equal(200);
    });
  });

  describe('API: names a person types', () => {
    const bad = ['Ali\u202Ece', 'Ana\u2066x', 'Bell\u0007a', 'Tab\tName', 'Line\nBreak', 'Nul\u0000l'];

    it('refuse control characters and bidi overrides, and keep the joiners Persian and Indic names need', async () => {
      const { db } = await testApp();
      for (const firstname of bad) {
        const email = uniqueEmail('names');
        const res = await (await client()).post('/api/register', { firstname, lastname: 'Rahimi', email, password: 'a name test passphrase', password_confirmation: 'a name test passphrase', terms: true });
        expect(res.status, JSON.stringify(firstname)).to.equal(422);
        expect(Object.keys(res.body.errors), JSON.stringify(firstname)).to.deep.equal(['firstname']);
        expect(await db('pending_registrations').whereRaw('lower(email) = lower(?)', [email])).to.have.length(0);
      }
      const { client: c, user } = await signedInClient();
      const profile = (lastname: string) => ({ firstname: user.firstname, lastname, email: user.email, preferred_destinations: [] });
      expect((await c.patch('/api/settings/profile', profile('Ka\u202Ehn'))).status).to.equal(422);
      const contact = (name: string) => ({ name, email: 'names@example.com', enquiry_type: 'other', message: 'A message long enough to be sent.', consent: true, website: '' });
      expect((await (await client()).post('/api/contact', contact('Mallory\u202E'))).status).to.equal(422);
      // Zero-width non-joiner and joiner: نامه‌ها, क्‍ष.
      const joined = 'Mehr\u200Cdad Kṣa\u200Dtra';
      const saved = await c.patch('/api/settings/profile', profile(joined));
      expect(saved.status).to.equal(200);
      expect(saved.body.lastname).to.equal(joined);
    });

    it('a provider’s name is taken with those characters left out', async () => {
      const email = uniqueEmail('provider-name');
      provider.setUser({ sub: `sub-${email}`, email, email_verified: true, given_name: 'Kofi\u202E', family_name: 'An\u0007an' });
      const c = new Client(site.handler);
      expect((await providerTrip(c)).data.status).to.equal('success');
      expect((await c.get('/api/user')).body).to.deep.include({ firstname: 'Kofi', lastname: 'An an' });
    });
  });

  describe('API: a wrong password costs the same work for every address', () => {
    it('one password hash is checked for an unknown address, as for a known one (counted, not timed)', async () => {
      const known = await createUser();
      const { id: providerOnly } = await providerUser();
      const { db } = await testApp();
      const providerEmail = ((await db('users').where({ id: providerOnly }).first('email')) as { email: string }).email;
      const work = async (email: string, password: string) => {
        const before = passwordChecks();
        const res = await (await client()).post('/api/login', { email, password });
        return { status: res.status, hashes: passwordChecks() - before };
      };
      expect(await work(uniqueEmail('nobody'), 'a wrong password here')).to.deep.equal({ status: 422, hashes: 1 });
      expect(await work(known.email, 'a wrong password here')).to.deep.equal({ status: 422, hashes: 1 });
      expect(await work(providerEmail, 'a wrong password here'), 'an account without a password').to.deep.equal({ status: 422, hashes: 1 });
      expect(await work(known.email, PASSWORD)).to.deep.equal({ status: 200, hashes: 1 });
    });
  });

  describe('API: one TOTP code signs in once', () => {
    it('the same code sent by two sign-ins at the same moment signs in one of them (five races)', async () => {
      for (let race = 0; race < 5; race++) {
        const { client: c, user } = await signedInClient();
        const { secret } = await turnOnTwoStep(c, { current_password: PASSWORD });
        const challenges = await Promise.all([0, 1].map(async () => (await (await client()).post('/api/login', { email: user.email, password: PASSWORD })).body.mfa_token as string));
        const code = totpCode(secret, 1);
        const answers = await Promise.all(challenges.map(async (mfa_token) => (await client()).post('/api/login/mfa', { mfa_token, code })));
        expect(answers.map((a) => a.status).sort(), `race ${race}`).to.deep.equal([200, 422]);
      }
    });
  });

  describe('API: sudo mode before sensitive changes', () => {
    it('with a password: setting up two-step sign-in and new recovery codes ask for it (422 on current_password)', async () => {
      const { client: c, user } = await signedInClient();
      for (const body of [{}, { current_password: 'not my password at all' }]) {
        const res = await c.post('/api/settings/mfa', body);
        expect(res.status, JSON.stringify(body)).to.equal(422);
        expect(res.body.errors).to.have.property('current_password');
      }
      expect((await c.post('/api/settings/mfa/recovery-codes', { current_password: PASSWORD })).status, 'two-step sign-in is off').to.equal(409);
      const { recoveryCodes } = await turnOnTwoStep(c, { current_password: PASSWORD });

      for (const body of [{}, { current_password: 'not my password at all' }]) {
        const res = await c.post('/api/settings/mfa/recovery-codes', body);
        expect(res.status, JSON.stringify(body)).to.equal(422);
        expect(res.body.errors).to.have.property('current_password');
      }
      const renewed = await c.post('/api/settings/mfa/recovery-codes', { current_password: PASSWORD });
      expect(renewed.status).to.equal(200);
      expect(renewed.headers['cache-control']).to.equal('no-store');
      const fresh = renewed.body.recovery_codes as string[];
      expect(fresh).to.have.length(10);
      expect(fresh.filter((code) => recoveryCodes.includes(code))).to.deep.equal([]);
      const start = async () => (await (await client()).post('/api/login', { email: user.email, password: PASSWORD })).body.mfa_token as string;
      expect((await (await client()).post('/api/login/mfa', { mfa_token: await start(), recovery_code: recoveryCodes[0] })).status, 'an old code').to.equal(422);
      expect((await (await client()).post('/api/login/mfa', { mfa_token: await start(), recovery_code: fresh[0] })).status, 'a new code').to.equal(200);
      expect((await outbox(user.email)).map((m) => m.subject)).to.include('New recovery codes for two-step sign-in');
    });

    it('without a password: every sensitive change is 403 reauth_required and changes nothing, until a provider sign-in on this session', async () => {
      const { db } = await testApp();
      const { c, id } = await providerUser();
      const profile = { firstname: 'Abena', lastname: 'Osei', email: uniqueEmail('moved'), preferred_destinations: [] };
      const sensitive: Array<[string, () => Promise<Response>]> = [
        ['POST /api/settings/mfa', () => c.post('/api/settings/mfa', {})],
        ['PATCH /api/settings/password', () => c.patch('/api/settings/password', { password: 'a first password of mine', password_confirmation: 'a first password of mine' })],
        ['PATCH /api/settings/profile (address)', () => c.patch('/api/settings/profile', profile)],
        ['DELETE /api/account', () => c.send('delete', '/api/account', {})],
      ];
      const before = await db('users').where({ id }).first();
      for (const [label, call] of sensitive) {
        const res = await call();
        expect(res.status, label).to.equal(403);
        expect(res.body, label).to.deep.equal(REAUTH_REQUIRED);
      }
      expect(await db('users').where({ id }).first()).to.deep.equal(before);

      await reauthenticate(c);
      const { secret } = await turnOnTwoStep(c, {});
      const renewed = await c.post('/api/settings/mfa/recovery-codes', {});
      expect(renewed.status).to.equal(200);
      const moved = await c.patch('/api/settings/profile', profile);
      expect(moved.status).to.equal(200);
      expect(moved.body.pending_email).to.equal(profile.email);
      expect((await c.send('delete', '/api/settings/mfa', { code: totpCode(secret, 1) })).status).to.equal(204);
      expect((await c.patch('/api/settings/password', { password: 'a first password of mine', password_confirmation: 'a first password of mine' })).status).to.equal(204);
      expect((await db('users').where({ id }).first()).password).to.match(/^\$argon2id\$/);
    });

    it('a provider sign-in proves the session for 10 minutes, and only the session that made it', async () => {
      const { db } = await testApp();
      const { c, person, id } = await providerUser();
      provider.setUser(person);
      const other = new Client(site.handler);
      expect((await providerTrip(other)).data.status).to.equal('success');
      await reauthenticate(c);
      expect((await other.post('/api/settings/mfa', {})).body, 'another session of the same user').to.deep.equal(REAUTH_REQUIRED);
      await db('access_tokens').where({ user_id: id }).whereNotNull('reauthenticated_at').update({ reauthenticated_at: db.raw(`now() - interval '11 minutes'`) });
      expect((await c.post('/api/settings/mfa', {})).body, 'eleven minutes later').to.deep.equal(REAUTH_REQUIRED);
      await reauthenticate(c);
      expect((await c.post('/api/settings/mfa', {})).status).to.equal(200);
    });

    it('the provider must answer with the same user: anyone else is a 403 and proves nothing', async () => {
      const { db } = await testApp();
      const { c, id } = await providerUser();
      providerPerson('someone-else');
      const { page, data } = await providerTrip(c, 'mock', { intent: 'reauth' });
      expect(page.status).to.equal(403);
      expect(data.status).to.equal('error');
      expect((await c.post('/api/settings/mfa', {})).body).to.deep.equal(REAUTH_REQUIRED);
      expect(await db('access_tokens').where({ user_id: id }).whereNotNull('reauthenticated_at')).to.have.length(0);
    });

    it('{"intent":"reauth"} is for a signed-in caller; a sign-in is for guests; any other intent is 422', async () => {
      const anonymous = new Client(site.handler);
      expect((await anonymous.post('/api/oauth/mock', { intent: 'reauth' })).status).to.equal(401);
      expect((await anonymous.post('/api/oauth/mock', { intent: 'sudo' })).status).to.equal(422);
      const { c } = await providerUser();
      const signIn = await c.post('/api/oauth/mock');
      expect(signIn.status).to.equal(400);
      expect(signIn.body).to.deep.equal({ error: 'Already authenticated.' });
    });
  });

  describe('API: no attempt limit starves the database pool', () => {
    /** The shared database behind an app whose pool has two connections. */
    let small: ReturnType<typeof createApp>;
    let smallDb: ReturnType<typeof createDb>;

    before(async () => {
      const { url } = await testApp();
      smallDb = createDb(url, { max: 2 });
      small = createApp({ env: testEnv(), db: smallDb });
    });

    after(async () => {
      await small?.close();
      await smallDb?.destroy();
    });

    /** Requests to `url` at once from `count` clients, while another signed-in user reads their account. */
    async function burst(label: string, count: number, send: (c: Client, i: number) => Promise<Response>) {
      const reader = new Client(small.handler);
      const bystander = await createUser();
      expect((await reader.post('/api/login', { email: bystander.email, password: PASSWORD })).status).to.equal(200);
      const callers = await Promise.all(Array.from({ length: count }, () => new Client(small.handler).prime()));
      const answers = Promise.all(callers.map((c, i) => send(c, i)));
      const meanwhile = await reader.get('/api/user');
      const statuses = (await answers).map((r) => r.status);
      expect(statuses.filter((s) => s >= 500), `${label}: ${statuses.join(',')}`).to.deep.equal([]);
      expect(meanwhile.status, `${label}: another user's request meanwhile`).to.equal(200);
      expect((await reader.get('/api/user')).status, `${label}: another user's request after`).to.equal(200);
      return statuses;
    }

    it('twelve wrong second-step codes for one account at once: no 503, and another user is answered meanwhile', async () => {
      const { client: c, user } = await signedInClient();
      const { secret } = await turnOnTwoStep(c, { current_password: PASSWORD });
      // Twelve challenges, one after the other (the right password gives the account's sign-in attempts back each time).
      const challenges: string[] = [];
      for (let i = 0; i < 12; i++) challenges.push((await (await client()).post('/api/login', { email: user.email, password: PASSWORD })).body.mfa_token as string);
      const statuses = await burst('POST /api/login/mfa', 12, (caller, i) => caller.post('/api/login/mfa', { mfa_token: challenges[i], code: totpCode(secret, -10) }));
      expect(statuses.filter((s) => s === 422).length, statuses.join(',')).to.be.at.most(5);
      expect(statuses.filter((s) => s !== 422 && s !== 429)).to.deep.equal([]);
    });

    it('every other limited route under a burst: no 5xx, and another user is answered meanwhile', async () => {
      const target = await createUser();
      const email = uniqueEmail('burst');
      const routes: Array<[string, (c: Client) => Promise<Response>]> = [
        ['POST /api/login', (c) => c.post('/api/login', { email: target.email, password: 'not the password at all' })],
        ['POST /api/register', (c) => c.post('/api/register', { firstname: 'Burst', lastname: 'Test', email, password: 'a burst of registrations', password_confirmation: 'a burst of registrations', terms: true })],
        ['POST /api/password/email', (c) => c.post('/api/password/email', { email: target.email })],
        ['POST /api/password/reset', (c) => c.post('/api/password/reset', { token: 'made-up-token', email: target.email, password: 'a brand new passphrase', password_confirmation: 'a brand new passphrase' })],
        ['POST /api/email/verify', (c) => c.post('/api/email/verify', { token: 'made-up-token' })],
        ['POST /api/email/resend', (c) => c.post('/api/email/resend', { email })],
        ['POST /api/email/confirm', (c) => c.post('/api/email/confirm', { token: 'made-up-token' })],
        ['POST /api/account/restore', (c) => c.post('/api/account/restore', { token: 'made-up-token' })],
        ['POST /api/contact', (c) => c.post('/api/contact', { name: 'Burst Sender', email: 'burst@example.com', enquiry_type: 'other', message: 'A message long enough to be sent.', consent: true, website: '' })],
        ['POST /api/fit-check', (c) => c.post('/api/fit-check', {})],
      ];
      for (const [label, send] of routes) await burst(label, 12, send);
    });

    it('sudo mode’s password checks under a burst from one session: no 5xx, and another user is answered meanwhile', async () => {
      const owner = await createUser();
      const session = new Client(small.handler);
      expect((await session.post('/api/login', { email: owner.email, password: PASSWORD })).status).to.equal(200);
      await burst('POST /api/settings/mfa', 12, () => session.post('/api/settings/mfa', { current_password: 'not my password at all' }));
      await burst('PATCH /api/settings/password', 12, () => session.patch('/api/settings/password', { current_password: 'not my password at all', password: 'another passphrase', password_confirmation: 'another passphrase' }));
    });
  });
});
