// Identity (decisions 0023, 0024, 0026): verified addresses, e-mail changes with proof, two-step sign-in with real TOTP
// codes and recovery codes, sessions, limits that hold under a burst, the hashing queue, and ADMIN_MFA.
import { expect } from 'chai';
import { createApp } from '../../server/app';
import { HASH_CONCURRENCY, HASH_QUEUE, hashingLoad, hashPassword } from '../../server/lib/passwords';
import { Client, client, testApp, testEnv } from '../helpers/app';
import { createUser, PASSWORD, signedInClient, uniqueEmail } from '../helpers/factories';
import { outbox, tokenOf, totpCode } from '../helpers/identity';
import { firstLink } from '../helpers/mail';

const subjects = async (to: string) => (await outbox(to)).map((m) => m.subject);

/** A student who registered through the API and has not followed the link yet. */
async function unverifiedStudent(): Promise<{ email: string; password: string }> {
  const email = uniqueEmail('pending');
  const password = 'tamarind on the terrace';
  const res = await (await client()).post('/api/register', { firstname: 'Nadia', lastname: 'Rahman', email, password, password_confirmation: password, terms: true });
  expect(res.status).to.equal(201);
  return { email, password };
}

/** A signed-in user with two-step sign-in on: their secret and recovery codes. */
async function withTwoStep() {
  const signed = await signedInClient();
  const setup = await signed.client.post('/api/settings/mfa', { current_password: PASSWORD });
  expect(setup.status).to.equal(200);
  const confirmed = await signed.client.post('/api/settings/mfa/confirm', { code: totpCode(setup.body.secret) });
  expect(confirmed.status, JSON.stringify(confirmed.body)).to.equal(200);
  return { ...signed, secret: setup.body.secret as string, recoveryCodes: confirmed.body.recovery_codes as string[] };
}

describe('API: verified e-mail addresses', () => {
  it('an address not yet confirmed cannot sign in: 403 email_unverified, and the link then works once', async () => {
    const { email, password } = await unverifiedStudent();
    const c = await client();
    const refused = await c.post('/api/login', { email, password });
    expect(refused.status).to.equal(403);
    expect(refused.body).to.deep.equal({ message: 'Confirm your e-mail address first.', code: 'email_unverified' });
    const token = tokenOf((await outbox(email))[0]!);
    expect((await c.post('/api/email/verify', { token })).status).to.equal(200);
    expect((await (await client()).post('/api/email/verify', { token })).status, 'a used link').to.equal(422);
    expect((await (await client()).post('/api/login', { email, password })).status).to.equal(200);
  });

  it('a link older than 24 hours, or made up, is refused on token', async () => {
    const { db } = await testApp();
    const { email } = await unverifiedStudent();
    const token = tokenOf((await outbox(email))[0]!);
    await db('pending_registrations').whereRaw('lower(email) = lower(?)', [email]).update({ expires_at: db.raw(`now() - interval '1 minute'`) });
    for (const body of [{ token }, { token: 'made-up-token-value' }, { token: '' }, {}]) {
      const res = await (await client()).post('/api/email/verify', body);
      expect(res.status, JSON.stringify(body)).to.equal(422);
      expect(res.body.errors).to.have.property('token');
    }
  });

  it('resend answers 202 with the same words for every address; only a waiting account gets a new link', async () => {
    const { email } = await unverifiedStudent();
    const verified = await createUser();
    const nobody = uniqueEmail('nobody');
    const answers = [];
    for (const address of [email, verified.email, nobody]) {
      const res = await (await client()).post('/api/email/resend', { email: address });
      expect(res.status).to.equal(202);
      answers.push(res.body);
    }
    expect(answers[1]).to.deep.equal(answers[0]);
    expect(answers[2]).to.deep.equal(answers[0]);
    const links = (await outbox(email)).filter((m) => m.subject.startsWith('Confirm your e-mail address'));
    expect(links).to.have.length(2);
    // The newest link works; the first stopped working when the second was made.
    expect((await (await client()).post('/api/email/verify', { token: tokenOf(links[0]!) })).status).to.equal(422);
    expect((await (await client()).post('/api/email/verify', { token: tokenOf(links[1]!) })).status).to.equal(200);
    expect(await outbox(verified.email)).to.have.length(0);
    expect(await outbox(nobody)).to.have.length(0);
  });
});

describe('API: changing the e-mail address needs proof', () => {
  const profileOf = (user: { firstname: string; lastname: string }, email: string, extra: Record<string, unknown> = {}) => ({
    firstname: user.firstname,
    lastname: user.lastname,
    email,
    preferred_destinations: [],
    ...extra,
  });

  it('asks for the current password, keeps the old address until the new one confirms, then tells both', async () => {
    const { client: c, user } = await signedInClient();
    const other = await client();
    expect((await other.post('/api/login', { email: user.email, password: PASSWORD })).status).to.equal(200);
    const next = uniqueEmail('moved');
    expect((await c.patch('/api/settings/profile', profileOf(user, next))).body.errors).to.have.property('current_password');
    expect((await c.patch('/api/settings/profile', profileOf(user, next, { current_password: 'not my password' }))).body.errors).to.have.property('current_password');

    const res = await c.patch('/api/settings/profile', profileOf(user, next, { current_password: PASSWORD }));
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.include({ email: user.email, pending_email: next });
    expect(await subjects(user.email)).to.include('A change of your e-mail address was requested');
    const [link] = (await outbox(next)).filter((m) => m.subject.startsWith('Confirm your new e-mail address'));
    expect(new URL(firstLink(link!)).pathname).to.match(/^\/email\/confirm\//);
    // Until then the old address signs in, the new one does not.
    expect((await (await client()).post('/api/login', { email: next, password: PASSWORD })).status).to.equal(422);

    const confirmed = await c.post('/api/email/confirm', { token: tokenOf(link!) });
    expect(confirmed.status).to.equal(200);
    expect(confirmed.body).to.deep.include({ email: next, pending_email: null });
    for (const address of [user.email, next]) expect(await subjects(address), address).to.include('Your e-mail address has been changed');
    expect((await (await client()).post('/api/login', { email: next, password: PASSWORD })).status).to.equal(200);
    expect((await (await client()).post('/api/login', { email: user.email, password: PASSWORD })).status).to.equal(422);
    // The session that confirmed stays; the other one ends.
    expect((await c.get('/api/user')).status).to.equal(200);
    expect((await other.get('/api/user')).status).to.equal(401);
    expect((await c.post('/api/email/confirm', { token: tokenOf(link!) })).status, 'the link works once').to.equal(422);
  });

  it('the profile shows the waiting address; resend makes a new link, cancel ends it and the links stop working', async () => {
    const { client: c, user } = await signedInClient();
    const next = uniqueEmail('waiting');
    expect((await c.patch('/api/settings/profile', profileOf(user, next, { current_password: PASSWORD }))).status).to.equal(200);
    expect((await c.get('/api/user')).body.pending_email).to.equal(next);
    expect((await c.post('/api/settings/pending-email/resend')).status).to.equal(200);
    const links = (await outbox(next)).filter((m) => m.subject.startsWith('Confirm your new e-mail address'));
    expect(links).to.have.length(2);
    const cancelled = await c.delete('/api/settings/pending-email');
    expect(cancelled.status).to.equal(200);
    expect(cancelled.body.pending_email).to.equal(null);
    for (const link of links) expect((await (await client()).post('/api/email/confirm', { token: tokenOf(link) })).status).to.equal(422);
    expect((await c.get('/api/user')).body.email).to.equal(user.email);
    expect((await c.post('/api/settings/pending-email/resend')).status).to.equal(409);
  });

  it('an address that belongs to another account gets the same answer; its owner is told, and no link is sent to it', async () => {
    const { client: c, user } = await signedInClient();
    const owner = await createUser();
    const res = await c.patch('/api/settings/profile', profileOf(user, owner.email.toUpperCase(), { current_password: PASSWORD }));
    expect(res.status).to.equal(200);
    expect(res.body.email).to.equal(user.email);
    expect(await subjects(owner.email)).to.deep.equal(['Someone tried to use your e-mail address']);
  });

  it('the same address in another case is saved as a correction, with no link and no password', async () => {
    const { client: c, user } = await signedInClient();
    const res = await c.patch('/api/settings/profile', profileOf(user, user.email.toUpperCase()));
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.include({ email: user.email.toUpperCase(), pending_email: null });
  });
});

describe('API: two-step sign-in (TOTP)', () => {
  it('set-up gives a secret, an otpauth address and a QR code; a code from the secret turns it on with ten recovery codes', async () => {
    const { client: c, user } = await signedInClient();
    const setup = await c.post('/api/settings/mfa', { current_password: PASSWORD });
    expect(setup.status).to.equal(200);
    expect(setup.body.secret).to.match(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauth_url).to.match(/^otpauth:\/\/totp\/.+\?/).and.include(`secret=${setup.body.secret}`).and.include('algorithm=SHA1').and.include('digits=6').and.include('period=30');
    expect(setup.body.qr_svg).to.match(/^<svg[^>]+>/);
    expect((await c.get('/api/user')).body.mfa_enabled, 'not on before a code confirms it').to.equal(false);
    const wrong = await c.post('/api/settings/mfa/confirm', { code: '000000' === totpCode(setup.body.secret) ? '111111' : '000000' });
    expect(wrong.status).to.equal(422);
    expect(wrong.body.errors).to.have.property('code');
    const confirmed = await c.post('/api/settings/mfa/confirm', { code: totpCode(setup.body.secret) });
    expect(confirmed.status).to.equal(200);
    expect(confirmed.body.recovery_codes).to.have.length(10);
    expect(new Set(confirmed.body.recovery_codes).size).to.equal(10);
    expect((await c.get('/api/user')).body.mfa_enabled).to.equal(true);
    const { db } = await testApp();
    const stored = (await db('mfa_recovery_codes').where({ user_id: user.id })) as Array<{ code_hash: string }>;
    expect(stored.map((r) => r.code_hash).join()).not.to.include((confirmed.body.recovery_codes as string[])[0]!.replace('-', ''));
    const [mail] = (await outbox(user.email)).filter((m) => m.subject === 'Two-step sign-in is on');
    expect(mail?.text).to.match(/ UTC/).and.match(/If this was not you/);
  });

  it('sign-in then asks for a code: no session from the password alone; a wrong code is 422 on code; the right one signs in', async () => {
    const { user, secret } = await withTwoStep();
    const c = await client();
    const first = await c.post('/api/login', { email: user.email, password: PASSWORD, remember: true });
    expect(first.status).to.equal(200);
    expect(Object.keys(first.body).sort()).to.deep.equal(['mfa_required', 'mfa_token']);
    expect(first.body.mfa_required).to.equal(true);
    expect(String(first.headers['set-cookie'] ?? '')).not.to.match(/token=/);
    expect((await c.get('/api/user')).status).to.equal(401);
    const wrong = await c.post('/api/login/mfa', { mfa_token: first.body.mfa_token, code: totpCode(secret, -10) });
    expect(wrong.status).to.equal(422);
    expect(wrong.body.errors).to.have.property('code');
    const second = await c.post('/api/login/mfa', { mfa_token: first.body.mfa_token, code: totpCode(secret, 1) });
    expect(second.status, JSON.stringify(second.body)).to.equal(200);
    expect(second.body).to.include.keys('token', 'token_type', 'expires_in', 'user');
    const cookie = (second.headers['set-cookie'] as unknown as string[]).find((h) => h.startsWith('token='))!;
    expect(cookie, 'remember me carries through the second step').to.match(/Max-Age=31536000/);
    expect((await c.get('/api/user')).body.id).to.equal(user.id);
    // The challenge is used up, and the same code never works twice.
    expect((await (await client()).post('/api/login/mfa', { mfa_token: first.body.mfa_token, code: totpCode(secret, 1) })).status).to.equal(422);
    const again = await (await client()).post('/api/login', { email: user.email, password: PASSWORD });
    const replay = await (await client()).post('/api/login/mfa', { mfa_token: again.body.mfa_token, code: totpCode(secret, 1) });
    expect(replay.status, 'a code seen once is refused').to.equal(422);
  });

  it('a recovery code works once, in any case and with or without its dash', async () => {
    const { user, recoveryCodes } = await withTwoStep();
    const code = recoveryCodes[3]!;
    const start = async () => (await (await client()).post('/api/login', { email: user.email, password: PASSWORD })).body.mfa_token as string;
    const c = await client();
    expect((await c.post('/api/login/mfa', { mfa_token: await start(), recovery_code: ` ${code.toUpperCase().replace('-', '')} ` })).status).to.equal(200);
    const reused = await (await client()).post('/api/login/mfa', { mfa_token: await start(), recovery_code: code });
    expect(reused.status).to.equal(422);
    expect(reused.body.errors).to.have.property('code');
  });

  it('the second step expires after 5 minutes: 422 on mfa_token', async () => {
    const { user, secret } = await withTwoStep();
    const { db } = await testApp();
    const first = await (await client()).post('/api/login', { email: user.email, password: PASSWORD });
    await db('mfa_challenges').where({ user_id: user.id }).update({ expires_at: db.raw(`now() - interval '1 second'`) });
    const late = await (await client()).post('/api/login/mfa', { mfa_token: first.body.mfa_token, code: totpCode(secret, 1) });
    expect(late.status).to.equal(422);
    expect(late.body.errors).to.have.property('mfa_token');
  });

  it('turning it off needs the password (or a code), tells the user, and sign-in is one step again', async () => {
    const { client: c, user, secret } = await withTwoStep();
    const wrong = await c.send('delete', '/api/settings/mfa', { password: 'not my password' });
    expect(wrong.status).to.equal(422);
    expect(wrong.body.errors).to.have.property('password');
    expect((await c.send('delete', '/api/settings/mfa', { code: totpCode(secret, -10) })).status).to.equal(422);
    expect((await c.send('delete', '/api/settings/mfa', { password: PASSWORD })).status).to.equal(204);
    expect((await c.get('/api/user')).body.mfa_enabled).to.equal(false);
    expect(await subjects(user.email)).to.include('Two-step sign-in has been turned off');
    const login = await (await client()).post('/api/login', { email: user.email, password: PASSWORD });
    expect(login.status).to.equal(200);
    expect(login.body).to.have.property('token');
  });
});

describe('API: sessions', () => {
  it('lists the signed-in sessions with their browser and address; ends one, or every other', async () => {
    const user = await createUser();
    const sign = async (agent: string) => {
      const c = await (await client()).prime();
      const res = await c.agent.post('/api/login').set('User-Agent', agent).set('X-Forwarded-For', c.address).set('X-XSRF-TOKEN', c.cookie('XSRF-TOKEN')!).send({ email: user.email, password: PASSWORD });
      expect(res.status).to.equal(200);
      return c;
    };
    const laptop = await sign('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36');
    const phone = await sign('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1');
    const tablet = await sign('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0');
    const list = await laptop.get('/api/settings/sessions');
    expect(list.status).to.equal(200);
    const results = list.body.results as Array<{ id: number; browser: string; ip: string; current: boolean; user_agent: string; created_at: string; last_used_at: string }>;
    expect(results).to.have.length(3);
    for (const s of results) expect(s).to.include.keys('id', 'created_at', 'last_used_at', 'user_agent', 'ip', 'current');
    const mine = results.find((s) => s.current)!;
    expect(mine.browser).to.equal('Chrome 131 on Windows');
    expect(mine.ip).to.equal(laptop.address);
    expect(results.filter((s) => s.current)).to.have.length(1);
    expect(results.map((s) => s.browser)).to.include.members(['Safari 17 on iOS', 'Firefox 133 on Linux']);

    // Another user's session is unknown to this one.
    const stranger = await signedInClient();
    expect((await stranger.client.delete(`/api/settings/sessions/${mine.id}`)).status).to.equal(404);
    expect((await laptop.get('/api/user')).status).to.equal(200);

    const phoneSession = results.find((s) => s.browser.startsWith('Safari'))!;
    expect((await laptop.delete(`/api/settings/sessions/${phoneSession.id}`)).status).to.equal(204);
    expect((await phone.get('/api/user')).status).to.equal(401);
    expect((await tablet.get('/api/user')).status).to.equal(200);
    expect((await laptop.delete('/api/settings/sessions')).status).to.equal(204);
    expect((await tablet.get('/api/user')).status).to.equal(401);
    expect((await laptop.get('/api/user')).status).to.equal(200);
    expect((await laptop.get('/api/settings/sessions')).body.results).to.have.length(1);
  });
});

describe('API: limits that hold', () => {
  it('thirty wrong passwords at once for one account: at most five are checked, the rest are 429 with Retry-After', async () => {
    const user = await createUser();
    const callers = await Promise.all(Array.from({ length: 30 }, async () => (await client()).prime()));
    const answers = await Promise.all(callers.map((c) => c.post('/api/login', { email: user.email, password: 'not the password at all' })));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 422).length, statuses.join(',')).to.be.at.most(5);
    expect(statuses.filter((s) => s !== 422 && s !== 429), statuses.join(',')).to.deep.equal([]);
    for (const res of answers.filter((r) => r.status === 429)) expect(Number(res.headers['retry-after'])).to.be.within(1, 15 * 60);
    // Even the right password waits now.
    expect((await (await client()).post('/api/login', { email: user.email, password: PASSWORD })).status).to.equal(429);
  });

  it('the second step is limited per account too', async () => {
    const { user, secret } = await withTwoStep();
    const statuses = [];
    for (let i = 0; i < 7; i++) {
      const first = await (await client()).post('/api/login', { email: user.email, password: PASSWORD });
      statuses.push((await (await client()).post('/api/login/mfa', { mfa_token: first.body.mfa_token, code: totpCode(secret, -10) })).status);
    }
    expect(statuses.slice(0, 5)).to.deep.equal([422, 422, 422, 422, 422]);
    expect(statuses.slice(5)).to.deep.equal([429, 429]);
  });

  it('a password reset looks its token up before hashing anything: made-up tokens cost no hash', async () => {
    const user = await createUser();
    let busiest = 0;
    const watch = setInterval(() => (busiest = Math.max(busiest, hashingLoad().running + hashingLoad().waiting)), 1);
    try {
      const answers = await Promise.all(
        Array.from({ length: 12 }, async (_, i) =>
          (await client()).post('/api/password/reset', { token: `made-up-${i}`, email: user.email, password: 'a brand new passphrase', password_confirmation: 'a brand new passphrase' }),
        ),
      );
      expect(answers.map((r) => r.status)).to.deep.equal(Array(12).fill(422));
    } finally {
      clearInterval(watch);
    }
    expect(busiest).to.equal(0);
  });

  it(`password hashing runs ${HASH_CONCURRENCY} at a time with ${HASH_QUEUE} waiting; past that, 503 with Retry-After at once`, async () => {
    const total = HASH_CONCURRENCY + HASH_QUEUE + 10;
    const outcomes = await Promise.allSettled(Array.from({ length: total }, (_, i) => hashPassword(`queued password ${i}`)));
    const refused = outcomes.filter((o) => o.status === 'rejected') as PromiseRejectedResult[];
    expect(refused).to.have.length(10);
    for (const r of refused) {
      expect(r.reason.status).to.equal(503);
      expect(r.reason.headers['Retry-After']).to.match(/^\d+$/);
    }
    expect(hashingLoad()).to.deep.equal({ running: 0, waiting: 0 });
  });

  it('a flood of sign-ins past the queue is answered 503 with Retry-After, and a signed-in page still answers', async () => {
    const { client: reader } = await signedInClient();
    const accounts = [];
    for (let i = 0; i < 40; i++) accounts.push(await createUser());
    const flood = Promise.all(accounts.map(async (a) => (await client()).post('/api/login', { email: a.email, password: 'wrong but plausible password' })));
    const page = await reader.get('/account/profile');
    const statuses = (await flood).map((r) => r.status);
    expect(page.status).to.equal(200);
    expect(statuses.filter((s) => s === 503).length, statuses.join(',')).to.be.above(0);
    expect(statuses.filter((s) => s !== 422 && s !== 503), statuses.join(',')).to.deep.equal([]);
  });
});

describe('API: ADMIN_MFA=required', () => {
  it('an admin without two-step sign-in is kept out of /api/admin (403 mfa_setup_required) until it is on', async () => {
    const { db } = await testApp();
    const site = createApp({ env: testEnv({ ADMIN_MFA: 'required', TRUST_PROXY: 'loopback' }), db });
    const admin = await createUser({ role: 'admin' });
    const c = new Client(site.handler);
    expect((await c.post('/api/login', { email: admin.email, password: PASSWORD })).status).to.equal(200);
    const refused = await c.get('/api/admin/users');
    expect(refused.status).to.equal(403);
    expect(refused.body).to.deep.equal({ message: 'Set up two-step sign-in first.', code: 'mfa_setup_required' });
    const page = await c.get('/admin');
    expect(page.status).to.equal(302);
    expect(page.headers.location).to.equal('/account/security?required=admin');
    const setup = await c.post('/api/settings/mfa', { current_password: PASSWORD });
    expect((await c.post('/api/settings/mfa/confirm', { code: totpCode(setup.body.secret) })).status).to.equal(200);
    expect((await c.get('/api/admin/users')).status).to.equal(200);
    expect((await c.get('/admin')).status).to.equal(200);
    // Students are refused as before.
    const student = new Client(site.handler);
    const s = await createUser();
    await student.post('/api/login', { email: s.email, password: PASSWORD });
    expect((await student.get('/api/admin/users')).status).to.equal(403);
    await site.close();
  });

  it('is the default in production, and optional can be chosen', () => {
    const vars = { NODE_ENV: 'production', SESSION_SECRET: 'Xq7Lm2Np9Rt4Kw1Bc8Hd3Fg6Js0Ay5Ue-Io_Zv', DATA_DIR: '/tmp/identity-env' };
    expect(testEnv({ ...vars }).adminMfa).to.equal('required');
    expect(testEnv({ ...vars, ADMIN_MFA: 'optional' }).adminMfa).to.equal('optional');
    expect(testEnv().adminMfa).to.equal('optional');
  });
});

describe('mail that tells the user', () => {
  it('a password change says what happened, when, and what to do if it was not them', async () => {
    const { client: c, user } = await signedInClient();
    expect((await c.patch('/api/settings/password', { current_password: PASSWORD, password: 'new lanterns at dusk', password_confirmation: 'new lanterns at dusk' })).status).to.equal(204);
    const [mail] = (await outbox(user.email)).filter((m) => m.subject === 'Your password has been changed');
    expect(mail?.text).to.match(/password of your Meridian Study Abroad account was changed/).and.match(/\d{4} at \d{2}:\d{2} UTC/).and.match(/If this was not you, reset your password/);
  });
});
