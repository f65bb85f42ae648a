import { expect } from 'chai';
import { createApp } from '../../server/app';
import { Client, testApp, testEnv } from '../helpers/app';
import { createUser, uniqueEmail } from '../helpers/factories';
import { type MockProvider, startMockProvider } from '../helpers/oauth';

describe('API: OAuth sign-in against a provider on loopback', () => {
  let provider: MockProvider;
  let makeClient: () => Client;

  before(async () => {
    provider = await startMockProvider();
    const { db } = await testApp();
    const { app } = createApp({ env: testEnv(provider.env), db });
    makeClient = () => new Client(app);
  });

  after(() => provider?.stop());

  /** Start, follow the provider's redirect (it approves at once), and load our callback. */
  async function signIn(c: Client) {
    const start = await c.post('/api/oauth/mock');
    expect(start.status).to.equal(200);
    const answer = await fetch(start.body.url, { redirect: 'manual' });
    expect(answer.status).to.equal(302);
    const back = new URL(answer.headers.get('location')!);
    return c.get(back.pathname + back.search);
  }

  it('POST /api/oauth/<provider> answers the authorisation address with state; unknown providers are 404', async () => {
    const c = makeClient();
    const res = await c.post('/api/oauth/mock');
    const url = new URL(res.body.url);
    expect(`${url.origin}${url.pathname}`).to.equal(`${provider.url}/authorize`);
    expect(url.searchParams.get('client_id')).to.equal('study-abroad-test');
    expect(url.searchParams.get('redirect_uri')).to.equal('http://localhost:3000/api/oauth/mock/callback');
    expect(url.searchParams.get('state')).to.match(/^[\w-]{20,}$/);
    expect(String(res.headers['set-cookie'])).to.match(/oauth_state=.*HttpOnly/);
    expect((await c.post('/api/oauth/nowhere')).status).to.equal(404);
  });

  it('creates the user on first sign-in, signs them in, and links the same user the second time', async () => {
    const { db } = await testApp();
    const email = uniqueEmail('oauth');
    const sub = `mock-${email}`;
    provider.setUser({ sub, email, email_verified: true, given_name: 'Kwame', family_name: 'Asante' });

    const first = makeClient();
    const page = await signIn(first);
    expect(page.status).to.equal(200);
    expect(page.headers['cache-control']).to.equal('no-store');
    expect(page.text).to.include('Signed in').and.include('id="__oauth"');
    expect(String(page.headers['set-cookie'])).to.match(/token=/);
    const me = await first.get('/api/user');
    expect(me.body).to.deep.include({ email, firstname: 'Kwame', lastname: 'Asante', has_password: false });

    const second = makeClient();
    expect((await signIn(second)).status).to.equal(200);
    expect((await second.get('/api/user')).body.id).to.equal(me.body.id);
    expect(await db('oauth_identities').where({ provider: 'mock', provider_user_id: sub })).to.have.length(1);
    expect(await db('users').whereRaw('lower(email) = lower(?)', [email])).to.have.length(1);
  });

  it('an e-mail address that belongs to another account is refused with a 400 page "Email already taken."', async () => {
    const { db } = await testApp();
    const owner = await createUser();
    provider.setUser({ sub: `other-${owner.email}`, email: owner.email, email_verified: true, name: 'Someone Else' });
    const c = makeClient();
    const page = await signIn(c);
    expect(page.status).to.equal(400);
    expect(page.text).to.include('Email already taken.');
    expect((await c.get('/api/user')).status).to.equal(401);
    expect(await db('oauth_identities').where({ provider_user_id: `other-${owner.email}` })).to.have.length(0);
  });

  it('a callback whose state does not match the one this browser started is refused', async () => {
    const c = makeClient();
    const start = await c.post('/api/oauth/mock');
    const answer = await fetch(start.body.url, { redirect: 'manual' });
    const back = new URL(answer.headers.get('location')!);
    back.searchParams.set('state', 'forged-state-value-1234567890');
    const page = await c.get(back.pathname + back.search);
    expect(page.status).to.equal(400);
    expect(page.text).to.include('Sign-in failed');
    const stranger = makeClient();
    const replay = await stranger.get(new URL(answer.headers.get('location')!).pathname + new URL(answer.headers.get('location')!).search);
    expect(replay.status).to.equal(400);
    expect((await stranger.get('/api/user')).status).to.equal(401);
  });

  it('creates or signs in an account only with an address the provider says it verified', async () => {
    const { db } = await testApp();
    for (const claim of [{}, { email_verified: false }, { email_verified: 'no' }]) {
      const email = uniqueEmail('unverified');
      provider.setUser({ sub: `unverified-${email}`, email, name: 'Ama Boateng', ...claim });
      const c = makeClient();
      const page = await signIn(c);
      expect(page.status, JSON.stringify(claim)).to.equal(400);
      expect(page.text).to.include('no verified e-mail address');
      expect((await c.get('/api/user')).status).to.equal(401);
      expect(await db('users').whereRaw('lower(email) = lower(?)', [email])).to.have.length(0);
    }
    const email = uniqueEmail('verified');
    provider.setUser({ sub: `verified-${email}`, email, email_verified: 'true', name: 'Ama Boateng' });
    const c = makeClient();
    expect((await signIn(c)).status).to.equal(200);
    expect((await c.get('/api/user')).body).to.deep.include({ email, firstname: 'Ama' });
    expect((await c.get('/api/user')).body.email_verified_at).to.be.a('string');
  });

  it('OAUTH_<NAME>_TRUST_EMAIL=true takes a provider’s address without the claim, set on purpose', async () => {
    const { db } = await testApp();
    const { app } = createApp({ env: testEnv({ ...provider.env, OAUTH_MOCK_TRUST_EMAIL: 'true' }), db });
    const email = uniqueEmail('trusted');
    provider.setUser({ sub: `trusted-${email}`, email, given_name: 'Yaa', family_name: 'Asantewaa' });
    const c = new Client(app);
    expect((await signIn(c)).status).to.equal(200);
    expect((await c.get('/api/user')).body).to.deep.include({ email, firstname: 'Yaa' });
  });
});
