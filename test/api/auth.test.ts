import { expect } from 'chai';
import { client, testApp } from '../helpers/app';
import { createUser, PASSWORD, signedInClient } from '../helpers/factories';

describe('API: sign-in, sign-out and the current user', () => {
  it('POST /api/login without the X-XSRF-TOKEN header is refused with 403', async () => {
    const user = await createUser();
    const c = await (await client()).prime();
    const res = await c.agent.post('/api/login').send({ email: user.email, password: PASSWORD });
    expect(res.status).to.equal(403);
    expect(res.body).to.deep.equal({ message: 'CSRF token mismatch.' });
    expect(String(res.headers['set-cookie'] ?? '')).not.to.include('token=');
  });

  it('POST /api/login with a wrong X-XSRF-TOKEN is refused with 403', async () => {
    const user = await createUser();
    const c = await (await client()).prime();
    const res = await c.agent.post('/api/login').set('X-XSRF-TOKEN', 'forged.value').send({ email: user.email, password: PASSWORD });
    expect(res.status).to.equal(403);
  });

  it('the XSRF cookie is readable by scripts and set on a GET that lacks it', async () => {
    const c = await client();
    const res = await c.get('/api/user');
    const cookie = (res.headers['set-cookie'] as unknown as string[] | undefined)?.find((h) => h.startsWith('XSRF-TOKEN='));
    expect(cookie).to.be.a('string');
    expect(cookie).not.to.match(/HttpOnly/i);
    const again = await c.get('/api/user');
    expect(again.headers['set-cookie'] ?? []).to.have.length(0);
  });

  it('with remember, login answers the contract shape and a token cookie that lasts 365 days', async () => {
    const user = await createUser();
    const c = await client();
    const res = await c.post('/api/login', { email: user.email.toUpperCase(), password: PASSWORD, remember: true });
    expect(res.status).to.equal(200);
    expect(res.body).to.include.keys('token', 'token_type', 'expires_in', 'user');
    expect(res.body.token_type).to.equal('bearer');
    expect(res.body.expires_in).to.equal(365 * 24 * 3600);
    expect(res.body.user).to.deep.include({ id: user.id, email: user.email, role: 'user' });
    expect(res.body.user).not.to.have.any.keys('password', 'token_hash');
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((h) => h.startsWith('token='))!;
    expect(cookie).to.match(/Max-Age=31536000/);
    expect(cookie).to.match(/HttpOnly/);
    expect(cookie).to.match(/SameSite=Lax/);
  });

  it('without remember, the token cookie is a session cookie (no Max-Age, no Expires)', async () => {
    const user = await createUser();
    const c = await client();
    const res = await c.post('/api/login', { email: user.email, password: PASSWORD });
    expect(res.status).to.equal(200);
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((h) => h.startsWith('token='))!;
    expect(cookie).not.to.match(/Max-Age|Expires/i);
  });

  it('the token is stored only as a hash', async () => {
    const { db } = await testApp();
    const { token, user } = await signedInClient();
    const rows = await db('access_tokens').where({ user_id: user.id });
    expect(rows).to.have.length(1);
    expect(rows[0].token_hash).to.match(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.to.include(token);
  });

  it('wrong credentials answer 422 on email with the contract message', async () => {
    const user = await createUser();
    const c = await client();
    for (const body of [
      { email: user.email, password: 'not the password' },
      { email: 'nobody@example.com', password: PASSWORD },
    ]) {
      const res = await c.post('/api/login', body);
      expect(res.status).to.equal(422);
      expect(res.body.errors.email).to.deep.equal(['These credentials do not match our records.']);
    }
  });

  it('a malformed or wrongly typed body answers 400/422, never 500', async () => {
    const c = await (await client()).prime();
    const xsrf = c.cookie('XSRF-TOKEN')!;
    const broken = await c.agent.post('/api/login').set('X-XSRF-TOKEN', xsrf).set('Content-Type', 'application/json').send('{"email": ');
    expect(broken.status).to.equal(400);
    expect(broken.body).to.deep.equal({ message: 'The request body is not valid JSON.' });

    for (const body of [{}, { email: 42, password: [] }, { email: 'a@b.co', password: 'x', remember: 'yes' }, [1, 2], { email: 'x'.repeat(300), password: 'p' }]) {
      const res = await c.post('/api/login', body);
      expect(res.status, JSON.stringify(body)).to.equal(422);
      expect(res.body.errors).to.be.an('object');
    }

    const huge = await c.agent.post('/api/login').set('X-XSRF-TOKEN', c.cookie('XSRF-TOKEN')!).set('Content-Type', 'application/json').send(JSON.stringify({ email: 'a'.repeat(200_000) }));
    expect(huge.status).to.equal(413);
  });

  it('GET /api/user answers the user for a cookie or a bearer token, and 401 for nobody', async () => {
    const { client: c, user, token } = await signedInClient();
    const byCookie = await c.get('/api/user');
    expect(byCookie.status).to.equal(200);
    expect(byCookie.body).to.deep.include({ id: user.id, firstname: user.firstname });

    const anonymous = await client();
    const byBearer = await anonymous.get('/api/user').set('Authorization', `Bearer ${token}`);
    expect(byBearer.status).to.equal(200);
    expect(byBearer.body.id).to.equal(user.id);

    const nobody = await (await client()).get('/api/user');
    expect(nobody.status).to.equal(401);
    expect(nobody.body).to.deep.equal({ message: 'Unauthenticated.' });
  });

  it('after POST /api/logout the old token answers 401 and the cookie is cleared', async () => {
    const { client: c, token } = await signedInClient('user', true);
    const res = await c.post('/api/logout');
    expect(res.status).to.equal(204);
    const cleared = (res.headers['set-cookie'] as unknown as string[]).find((h) => h.startsWith('token='))!;
    expect(cleared).to.match(/Expires=Thu, 01 Jan 1970/);
    const after = await (await client()).get('/api/user').set('Authorization', `Bearer ${token}`);
    expect(after.status).to.equal(401);
  });

  it('logout answers 204 when nobody was signed in', async () => {
    const res = await (await client()).post('/api/logout');
    expect(res.status).to.equal(204);
  });

  it('login while signed in is refused with 400 "Already authenticated."', async () => {
    const { client: c, user } = await signedInClient();
    const res = await c.post('/api/login', { email: user.email, password: PASSWORD });
    expect(res.status).to.equal(400);
    expect(res.body).to.deep.equal({ error: 'Already authenticated.' });
  });

  it('a token cookie that no longer works is cleared, and a retry with the fresh XSRF cookie succeeds', async () => {
    const { client: c, token } = await signedInClient();
    const other = await (await client()).prime();
    const revoked = await other.agent.post('/api/logout').set('Authorization', `Bearer ${token}`).set('X-XSRF-TOKEN', other.cookie('XSRF-TOKEN')!);
    expect(revoked.status).to.equal(204);
    const stale = await c.get('/api/user');
    expect(stale.status).to.equal(401);
    expect((stale.headers['set-cookie'] as unknown as string[]).join('\n')).to.match(/^token=;/m);
    const res = await c.post('/api/logout');
    expect(res.status).to.equal(204);
  });

  it('unknown API paths answer JSON 404 and errors carry no stack trace', async () => {
    const res = await (await client()).get('/api/no/such/thing');
    expect(res.status).to.equal(404);
    expect(res.body).to.deep.equal({ message: 'Not found.' });
    expect(res.headers['x-powered-by']).to.equal(undefined);
  });
});
