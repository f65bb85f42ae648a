// Behind a proxy: the attempt limits key on the real client's address. X-Forwarded-For counts only when TRUST_PROXY
// says which hops are ours; a client cannot forge its way past the limit either way. (The contact form's limit,
// five messages a minute per address, stands for every per-address limit: they share features/auth/attempts.ts and clientIp.)
import { expect } from 'chai';
import request from 'supertest';
import { createApp } from '../../server/app';
import { testApp, testEnv } from '../helpers/app';

const randomAddress = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

/** A robot's message (the honeypot filled): counted by the limit, answered 204, kept nowhere. */
async function send(handler: Parameters<typeof request>[0], forwardedFor: string) {
  const xsrf = (await request(handler).get('/api/user')).headers['set-cookie'] as unknown as string[];
  const cookie = xsrf.find((c) => c.startsWith('XSRF-TOKEN='))!.split(';')[0]!;
  return request(handler)
    .post('/api/contact')
    .set('Cookie', cookie)
    .set('X-XSRF-TOKEN', decodeURIComponent(cookie.slice('XSRF-TOKEN='.length)))
    .set('X-Forwarded-For', forwardedFor)
    .send({ name: 'Robot', email: 'robot@example.com', message: 'Buy now', website: 'https://spam.example' });
}

async function siteWith(trustProxy?: string) {
  const { db } = await testApp();
  return createApp({ env: testEnv({ TRUST_PROXY: trustProxy ?? '' }), db });
}

describe('API: the client address behind a proxy', () => {
  it('without TRUST_PROXY, a forged X-Forwarded-For is ignored: the sixth request is refused whatever it claims', async () => {
    const site = await siteWith();
    // Every request here comes from loopback, as do other tests' requests to apps that trust no proxy: a clean count.
    const { db } = await testApp();
    await db('rate_limits').where('key', 'like', 'contact:%127.0.0.1').delete();
    for (let i = 0; i < 5; i++) expect((await send(site.handler, randomAddress())).status).to.equal(204);
    expect((await send(site.handler, randomAddress())).status).to.equal(429);
    await site.close();
  });

  it('with TRUST_PROXY=1, each client behind the proxy has its own count, and a forged first hop does not help', async () => {
    const site = await siteWith('1');
    const client = randomAddress();
    for (let i = 0; i < 5; i++) expect((await send(site.handler, client)).status).to.equal(204);
    const limited = await send(site.handler, client);
    expect(limited.status).to.equal(429);
    expect(Number(limited.headers['retry-after'])).to.be.within(1, 60);
    // The proxy appends the address it saw; whatever the client put before it is not trusted.
    expect((await send(site.handler, `203.0.113.77, ${client}`)).status).to.equal(429);
    // Another client behind the same proxy is not blocked.
    expect((await send(site.handler, `203.0.113.77, 192.0.2.${Math.floor(Math.random() * 250) + 1}`)).status).to.equal(204);
    await site.close();
  });

  it('with TRUST_PROXY naming the proxy, only that hop is trusted; a list that does not name the caller trusts nothing', async () => {
    const named = await siteWith('loopback');
    const client = randomAddress();
    for (let i = 0; i < 5; i++) expect((await send(named.handler, client)).status).to.equal(204);
    expect((await send(named.handler, client)).status).to.equal(429);
    expect((await send(named.handler, `192.0.2.${Math.floor(Math.random() * 250) + 1}`)).status).to.equal(204);
    await named.close();

    const elsewhere = await siteWith('10.0.0.0/8');
    const { db } = await testApp();
    await db('rate_limits').where('key', 'like', 'contact:%127.0.0.1').delete();
    for (let i = 0; i < 5; i++) expect((await send(elsewhere.handler, randomAddress())).status).to.equal(204);
    expect((await send(elsewhere.handler, randomAddress())).status).to.equal(429);
    await elsewhere.close();
  });
});
