import { expect } from 'chai';
import { createApp } from '../../server/app';
import { outboxDir } from '../../server/mail/mailer';
import { Client, client, testApp, testEnv } from '../helpers/app';
import { createUser, ensureCountry, PASSWORD, signedInClient, uniqueEmail } from '../helpers/factories';
import { firstLink, mailTo } from '../helpers/mail';

async function outbox(to: string) {
  const { services, env } = await testApp();
  await services.mailer.idle();
  return mailTo(outboxDir(env), to);
}

async function userCount(): Promise<number> {
  const { db } = await testApp();
  const [{ count }] = (await db('users').count({ count: '*' })) as [{ count: number }];
  return Number(count);
}

const newcomer = () => ({ firstname: 'Wanjiru', lastname: 'Kamau', email: uniqueEmail('new'), password: 'lanterns over nairobi', password_confirmation: 'lanterns over nairobi', terms: true });

describe('API: registration', () => {
  it('answers 201 {status} and nothing else; the new address gets a link, which confirms it and signs in', async () => {
    const c = await client();
    const body = newcomer();
    const res = await c.post('/api/register', body);
    expect(res.status).to.equal(201);
    expect(Object.keys(res.body)).to.deep.equal(['status']);
    expect(res.headers['set-cookie'] ?? []).not.to.satisfy((cookies: string[]) => cookies.some((h) => h.startsWith('token=')));
    expect((await c.get('/api/user')).status).to.equal(401);
    const [mail] = await outbox(body.email);
    expect(mail?.subject).to.equal('Confirm your e-mail address for Meridian Study Abroad');
    const link = new URL(firstLink(mail!));
    expect(link.pathname).to.match(/^\/email\/verify\/[\w-]{20,}$/);
    const verified = await c.post('/api/email/verify', { token: link.pathname.split('/').pop() });
    expect(verified.status).to.equal(200);
    expect(verified.body).to.include.keys('token', 'token_type', 'expires_in', 'user');
    expect(verified.body.user).to.deep.include({ firstname: 'Wanjiru', email: body.email, role: 'user', has_password: true });
    expect(verified.body.user.email_verified_at).to.be.a('string');
    const cookie = (verified.headers['set-cookie'] as unknown as string[]).find((h) => h.startsWith('token='))!;
    expect(cookie).not.to.match(/Max-Age|Expires/);
    expect((await c.get('/api/user')).body.email).to.equal(body.email);
    const welcome = (await outbox(body.email)).find((m) => m.subject === 'Welcome to Meridian Study Abroad');
    expect(welcome?.html).to.include('Hello Wanjiru');
  });

  it('answers a known address exactly as a new one, writes nothing, and tells its owner someone tried', async () => {
    const { db } = await testApp();
    const existing = await createUser();
    const before = await userCount();
    const waiting = async (email: string) => Number((await db('pending_registrations').whereRaw('lower(email) = lower(?)', [email]).count({ n: '*' }))[0]!.n);
    const known = await (await client()).post('/api/register', { ...newcomer(), email: existing.email.toUpperCase() });
    const body = newcomer();
    const fresh = await (await client()).post('/api/register', body);
    expect(known.status).to.equal(201);
    expect(known.body).to.deep.equal(fresh.body);
    // No account before a link is followed: the new address has a registration waiting, the known one nothing.
    expect(await userCount()).to.equal(before);
    expect(await waiting(body.email)).to.equal(1);
    expect(await waiting(existing.email)).to.equal(0);
    const mails = await outbox(existing.email);
    expect(mails.map((m) => m.subject)).to.deep.equal(['Someone tried to register with your address']);
    expect(mails[0]!.text).to.match(/nothing was created/);
  });

  it('puts each mistake beside its field', async () => {
    const c = await client();
    const before = await userCount();
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ ...newcomer(), firstname: '' }, 'firstname', /first name/],
      [{ ...newcomer(), email: 'not-an-address' }, 'email', /valid e-mail/],
      [{ ...newcomer(), password: 'short', password_confirmation: 'short' }, 'password', /at least 8/],
      [{ ...newcomer(), password: 'x'.repeat(129), password_confirmation: 'x'.repeat(129) }, 'password', /at most 128/],
      [{ ...newcomer(), password_confirmation: 'something else entirely' }, 'password_confirmation', /do not match/],
      [{ ...newcomer(), password: 'password123', password_confirmation: 'password123' }, 'password', /too common/],
      [{ ...newcomer(), password: 'Iloveyou12', password_confirmation: 'Iloveyou12' }, 'password', /too common/],
      [{ ...newcomer(), firstname: 42 }, 'firstname', /first name/],
    ];
    for (const [body, field, message] of cases) {
      const res = await c.post('/api/register', body);
      expect(res.status, field).to.equal(422);
      expect(res.body.errors[field]?.[0], JSON.stringify(res.body)).to.match(message);
    }
    expect(await userCount()).to.equal(before);
  });

  it('records consent when the form sends it, on the account its link makes', async () => {
    const { db } = await testApp();
    const body = newcomer();
    await (await client()).post('/api/register', body);
    const [mail] = await outbox(body.email);
    expect((await (await client()).post('/api/email/verify', { token: new URL(firstLink(mail!)).pathname.split('/').pop() })).status).to.equal(200);
    const row = await db('users').whereRaw('lower(email) = lower(?)', [body.email]).first();
    expect(row.terms_accepted_at).to.be.a('string');
  });
});

describe('API: guest-only calls while signed in', () => {
  it('answer 400 {"error":"Already authenticated."}', async () => {
    const { client: c, user } = await signedInClient();
    const calls: Array<[string, unknown]> = [
      ['/api/login', { email: user.email, password: PASSWORD }],
      ['/api/register', newcomer()],
      ['/api/password/email', { email: user.email }],
      ['/api/password/reset', { token: 'x', email: user.email, password: 'a new long password', password_confirmation: 'a new long password' }],
      ['/api/oauth/github', {}],
    ];
    for (const [path, body] of calls) {
      const res = await c.post(path, body);
      expect(res.status, path).to.equal(400);
      expect(res.body, path).to.deep.equal({ error: 'Already authenticated.' });
    }
  });
});

describe('API: password reset by mail', () => {
  const STATUS = 'If an account exists for that address, we have e-mailed a link to reset its password.';

  async function requestReset(email: string): Promise<string> {
    const res = await (await client()).post('/api/password/email', { email });
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal({ status: STATUS });
    const [mail] = await outbox(email);
    expect(mail, `a mail to ${email}`).to.not.equal(undefined);
    return firstLink(mail!);
  }

  it('answers the same whether or not the address has an account, and mails only real accounts', async () => {
    const nobody = uniqueEmail('nobody');
    const res = await (await client()).post('/api/password/email', { email: nobody });
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal({ status: STATUS });
    expect(await outbox(nobody)).to.have.length(0);
  });

  it('mails a one-time link (HTML and text, with the site name) that resets the password and signs out every session', async () => {
    const user = await createUser();
    const { db } = await testApp();
    const other = await client();
    const session = await other.post('/api/login', { email: user.email, password: PASSWORD });
    const oldToken = session.body.token as string;

    const link = await requestReset(user.email);
    const url = new URL(link);
    expect(url.origin).to.equal('http://localhost:3000');
    expect(url.pathname).to.match(/^\/password\/reset\/[\w-]{40,}$/);
    expect(url.searchParams.get('email')).to.equal(user.email);
    const [mail] = await outbox(user.email);
    expect(mail!.subject).to.equal('Reset your Meridian Study Abroad password');
    expect(mail!.html).to.include('Meridian Study Abroad').and.include('Reset password');
    expect(mail!.text).to.include('60 minutes');
    const token = url.pathname.split('/').pop()!;
    const rows = await db('password_resets').where({ user_id: user.id });
    expect(JSON.stringify(rows)).not.to.include(token);

    const c = await client();
    const reset = await c.post('/api/password/reset', { token, email: user.email, password: 'sunrise over lagos lagoon', password_confirmation: 'sunrise over lagos lagoon' });
    expect(reset.status).to.equal(200);
    expect(reset.body.status).to.be.a('string');

    expect((await (await client()).get('/api/user').set('Authorization', `Bearer ${oldToken}`)).status).to.equal(401);
    expect((await (await client()).post('/api/login', { email: user.email, password: PASSWORD })).status).to.equal(422);
    expect((await (await client()).post('/api/login', { email: user.email, password: 'sunrise over lagos lagoon' })).status).to.equal(200);

    const again = await c.post('/api/password/reset', { token, email: user.email, password: 'another long password', password_confirmation: 'another long password' });
    expect(again.status).to.equal(422);
    expect(again.body.errors.email[0]).to.match(/invalid or has expired/);
  });

  it('refuses an expired token, a token for another address, and an earlier token after a reset', async () => {
    const { db } = await testApp();
    const user = await createUser();
    const first = new URL(await requestReset(user.email)).pathname.split('/').pop()!;
    const stranger = await createUser();
    const body = (token: string, email = user.email) => ({ token, email, password: 'a fresh long password', password_confirmation: 'a fresh long password' });

    expect((await (await client()).post('/api/password/reset', body(first, stranger.email))).status).to.equal(422);

    await db('password_resets').where({ user_id: user.id }).update({ expires_at: db.raw(`now() - interval '1 minute'`) });
    const expired = await (await client()).post('/api/password/reset', body(first));
    expect(expired.status).to.equal(422);

    const user2 = await createUser();
    const a = new URL(await requestReset(user2.email)).pathname.split('/').pop()!;
    await new Promise((r) => setTimeout(r, 5));
    const { services, env } = await testApp();
    await (await client()).post('/api/password/email', { email: user2.email });
    await services.mailer.idle();
    const mails = mailTo(outboxDir(env), user2.email);
    const b = new URL(firstLink(mails.at(-1)!)).pathname.split('/').pop()!;
    expect(b).not.to.equal(a);
    expect((await (await client()).post('/api/password/reset', body(b, user2.email))).status).to.equal(200);
    expect((await (await client()).post('/api/password/reset', body(a, user2.email))).status).to.equal(422);
  });

  it('the sixth reset request in a minute for one address answers 429 with Retry-After', async () => {
    const email = uniqueEmail('flood');
    const c = await client();
    for (let i = 0; i < 5; i++) expect((await c.post('/api/password/email', { email })).status).to.equal(200);
    const res = await c.post('/api/password/email', { email });
    expect(res.status).to.equal(429);
    expect(Number(res.headers['retry-after'])).to.be.within(1, 3600);
  });
});

describe('API: sign-in attempts are limited per account', () => {
  it('the sixth attempt within 15 minutes answers 429 from any address, and a second app instance sees the same count', async () => {
    const { db } = await testApp();
    const env = testEnv({ TRUST_PROXY: '1' });
    const first = new Client(createApp({ env, db }).app);
    const second = new Client(createApp({ env, db }).app);
    const user = await createUser();
    const attempt = async (c: Client, password: string, from: string) => {
      await c.prime();
      return c.agent.post('/api/login').set('X-Forwarded-For', from).set('X-XSRF-TOKEN', c.cookie('XSRF-TOKEN')!).send({ email: user.email, password });
    };
    for (let i = 0; i < 5; i++) expect((await attempt(first, 'wrong password', `203.0.113.${i + 1}`)).status).to.equal(422);
    const limited = await attempt(first, 'wrong password', '203.0.113.99');
    expect(limited.status).to.equal(429);
    expect(Number(limited.headers['retry-after'])).to.be.within(1, 15 * 60);
    // The counter lives in PostgreSQL: the other instance refuses even the right password, from another address.
    expect((await attempt(second, PASSWORD, '198.51.100.7')).status).to.equal(429);
  });

  it('a successful sign-in clears the count', async () => {
    const user = await createUser();
    const c = await client();
    for (let i = 0; i < 4; i++) await c.post('/api/login', { email: user.email, password: 'wrong password' });
    expect((await c.post('/api/login', { email: user.email, password: PASSWORD })).status).to.equal(200);
    await c.post('/api/logout');
    for (let i = 0; i < 5; i++) expect((await c.post('/api/login', { email: user.email, password: 'wrong password' })).status).to.equal(422);
  });
});

describe('API: the signed-in user’s profile and password', () => {
  before(async () => {
    for (const slug of ['australia', 'canada']) await ensureCountry(slug);
  });
  const profile = (email: string) => ({
    firstname: 'Thao',
    lastname: 'Nguyen',
    email,
    phone: '+84 28 3822 1234',
    date_of_birth: '2004-03-15',
    nationality: 'Vietnam',
    country_of_residence: 'Vietnam',
    highest_qualification: 'secondary',
    intended_level: 'undergraduate',
    preferred_destinations: ['australia', 'canada'],
    intended_start: `${new Date().getUTCFullYear() + 1}-09`,
  });

  it('PATCH /api/settings/profile saves every field and answers the user', async () => {
    const { client: c, user } = await signedInClient();
    const res = await c.patch('/api/settings/profile', profile(user.email));
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.include({ ...profile(user.email), id: user.id });
    expect((await c.get('/api/user')).body.preferred_destinations).to.deep.equal(['australia', 'canada']);
    const cleared = await c.patch('/api/settings/profile', { ...profile(user.email), phone: '', nationality: '', preferred_destinations: [] });
    expect(cleared.body).to.deep.include({ phone: null, nationality: null, preferred_destinations: [] });
  });

  it('refuses bad values field by field and changes nothing', async () => {
    const { client: c, user } = await signedInClient();
    await c.patch('/api/settings/profile', profile(user.email));
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ date_of_birth: '2004-02-30' }, 'date_of_birth'],
      [{ date_of_birth: '1890-01-01' }, 'date_of_birth'],
      [{ nationality: 'Atlantis' }, 'nationality'],
      [{ highest_qualification: 'wizard' }, 'highest_qualification'],
      [{ preferred_destinations: ['mars'] }, 'preferred_destinations'],
      [{ preferred_destinations: 'canada' }, 'preferred_destinations'],
      [{ intended_start: '2027-13' }, 'intended_start'],
      [{ phone: 'call me maybe' }, 'phone'],
    ];
    for (const [change, field] of cases) {
      const res = await c.patch('/api/settings/profile', { ...profile(user.email), ...change });
      expect(res.status, field).to.equal(422);
      expect(res.body.errors, field).to.have.property(field);
    }
    expect((await c.get('/api/user')).body).to.deep.include(profile(user.email));
  });

  it('changing the password needs the current one, signs out other sessions and keeps this one', async () => {
    const { client: c, user } = await signedInClient();
    const elsewhere = await client();
    const other = await elsewhere.post('/api/login', { email: user.email, password: PASSWORD });
    expect(other.status).to.equal(200);

    const wrong = await c.patch('/api/settings/password', { current_password: 'not it at all', password: 'kilimanjaro at dawn', password_confirmation: 'kilimanjaro at dawn' });
    expect(wrong.status).to.equal(422);
    expect(wrong.body.errors.current_password).to.be.an('array');
    const missing = await c.patch('/api/settings/password', { password: 'kilimanjaro at dawn', password_confirmation: 'kilimanjaro at dawn' });
    expect(missing.status).to.equal(422);

    const ok = await c.patch('/api/settings/password', { current_password: PASSWORD, password: 'kilimanjaro at dawn', password_confirmation: 'kilimanjaro at dawn' });
    expect(ok.status).to.equal(204);
    expect((await c.get('/api/user')).status).to.equal(200);
    expect((await elsewhere.get('/api/user')).status).to.equal(401);
    expect((await (await client()).post('/api/login', { email: user.email, password: PASSWORD })).status).to.equal(422);
    expect((await (await client()).post('/api/login', { email: user.email, password: 'kilimanjaro at dawn' })).status).to.equal(200);
  });

  it('a user without a password (OAuth) sets a first one only after proving it is them through the provider', async () => {
    const { db, services } = await testApp();
    const email = uniqueEmail('oauth');
    const userId = await services.oauth.signIn('github', { id: `gh-${email}`, email, firstname: 'Kofi', lastname: 'Mensah' });
    const { token } = await services.auth.issueToken((await services.repos.users.findById(userId).then((row) => row && services.repos.users.toUser(row)))!, false);
    const c = await client();
    await c.prime();
    const setPassword = () =>
      c.agent
        .patch('/api/settings/password')
        .set('Authorization', `Bearer ${token}`)
        .set('X-XSRF-TOKEN', c.cookie('XSRF-TOKEN')!)
        .send({ password: 'accra evening tide', password_confirmation: 'accra evening tide' });
    const refused = await setPassword();
    expect(refused.status).to.equal(403);
    expect(refused.body).to.deep.equal({ message: 'Sign in again with your provider to confirm it is you.', code: 'reauth_required' });
    expect((await db('users').where({ id: userId }).first()).password).to.equal(null);
    // The provider round trip itself is tested against a real provider (identity-hardened.test.ts); here, its outcome.
    const session = await db('access_tokens').where({ user_id: userId }).first('id');
    await services.auth.providerReauthenticated(Number(session.id));
    expect((await setPassword()).status).to.equal(204);
    expect((await db('users').where({ id: userId }).first()).password).to.match(/^\$argon2id\$/);
  });

  it('anonymous callers get 401', async () => {
    const c = await client();
    expect((await c.patch('/api/settings/profile', profile(uniqueEmail()))).status).to.equal(401);
    expect((await c.patch('/api/settings/password', {})).status).to.equal(401);
  });
});
