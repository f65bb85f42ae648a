// Behind a proxy: the attempt limits key on the real client's address. X-Forwarded-For counts only when TRUST_PROXY
// says which hops are ours; a client cannot forge its way past the limit either way.
import { expect } from 'chai';
import { createApp } from '../../server/app';
import { Client, testApp, testEnv } from '../helpers/app';
import { createUser } from '../helpers/factories';

const randomAddress = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

async function attempt(c: Client, email: string, forwardedFor: string) {
  await c.prime();
  return c.agent.post('/api/login').set('X-Forwarded-For', forwardedFor).set('X-XSRF-TOKEN', c.cookie('XSRF-TOKEN')!).send({ email, password: 'not the password' });
}

async function siteWith(trustProxy?: string) {
  const { db } = await testApp();
  return createApp({ env: testEnv(trustProxy ? { TRUST_PROXY: trustProxy } : {}), db });
}

describe('API: the client address behind a proxy', () => {
  it('without TRUST_PROXY, a forged X-Forwarded-For is ignored: the sixth attempt is refused whatever it claims', async () => {
    const site = await siteWith();
    const c = new Client(site.handler);
    const user = await createUser();
    for (let i = 0; i < 5; i++) expect((await attempt(c, user.email, randomAddress())).status).to.equal(422);
    expect((await attempt(c, user.email, randomAddress())).status).to.equal(429);
    await site.close();
  });

  it('with TRUST_PROXY=1, each client behind the proxy has its own count, and a forged first hop does not help', async () => {
    const site = await siteWith('1');
    const c = new Client(site.handler);
    const user = await createUser();
    const client = randomAddress();
    for (let i = 0; i < 5; i++) expect((await attempt(c, user.email, client)).status).to.equal(422);
    expect((await attempt(c, user.email, client)).status).to.equal(429);
    // The proxy appends the address it saw; whatever the client put before it is not trusted.
    expect((await attempt(c, user.email, `203.0.113.77, ${client}`)).status).to.equal(429);
    // Another client behind the same proxy is not blocked.
    expect((await attempt(c, user.email, `203.0.113.77, 192.0.2.10`)).status).to.equal(422);
    await site.close();
  });

  it('with TRUST_PROXY naming the proxy, only that hop is trusted; a list that does not name the caller trusts nothing', async () => {
    const named = await siteWith('loopback');
    const user = await createUser();
    const c = new Client(named.handler);
    const client = randomAddress();
    for (let i = 0; i < 5; i++) expect((await attempt(c, user.email, client)).status).to.equal(422);
    expect((await attempt(c, user.email, client)).status).to.equal(429);
    expect((await attempt(c, user.email, randomAddress())).status).to.equal(422);
    await named.close();

    const elsewhere = await siteWith('10.0.0.0/8');
    const other = await createUser();
    const d = new Client(elsewhere.handler);
    for (let i = 0; i < 5; i++) expect((await attempt(d, other.email, randomAddress())).status).to.equal(422);
    expect((await attempt(d, other.email, randomAddress())).status).to.equal(429);
    await elsewhere.close();
  });
});
