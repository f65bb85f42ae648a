// Trouble in the database is a quick 503 with Retry-After, never a 500 or a hang: a server that is not there, and a
// pool whose connections are all stuck behind a lock. (The long runs with a real outage are in npm run test:load.)
import { expect } from 'chai';
import request from 'supertest';
import { type App, createApp } from '../../server/app';
import { freePort } from '../../server/db/embedded';
import { createDb, type Db } from '../../server/db/knex';
import { isDatabaseUnavailable } from '../../server/http/errors';
import { Client, testApp, testEnv } from '../helpers/app';
import { signedInClient } from '../helpers/factories';

/** Sends the requests together and returns each answer with how long it took. */
async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = Date.now();
  const result = await work();
  return { result, ms: Date.now() - started };
}

describe('database unavailable', () => {
  describe('no server at the address', () => {
    let site: App & { db: Db };

    before(async () => {
      const port = await freePort(); // nothing listens there
      const db = createDb(`postgres://nobody@127.0.0.1:${port}/none`, { max: 4 }, { acquireMs: 1500, connectMs: 1000 });
      site = { ...createApp({ env: testEnv({ PAGE_CACHE: 'false' }), db }), db };
    });

    after(async () => {
      await site.close();
      await site.db.destroy();
    });

    it('answers API reads with a JSON 503 and Retry-After, quickly', async () => {
      const { result: res, ms } = await timed(() => request(site.handler).get('/api/blog'));
      expect(res.status).to.equal(503);
      expect(res.headers['retry-after']).to.equal('5');
      expect(res.body.message).to.match(/briefly unavailable/);
      expect(ms).to.be.below(3000);
    });

    it('answers a page with the error layout as 503, not 500', async () => {
      const res = await request(site.handler).get('/study').set('Accept', 'text/html');
      expect(res.status).to.equal(503);
      expect(res.headers['retry-after']).to.equal('5');
      expect(res.headers['content-type']).to.match(/^text\/html/);
      expect(res.text).to.contain('There has been a problem');
    });

    it('answers writes and signed-in callers with 503 and the health check says unavailable', async () => {
      const anonymous = new Client(site.handler);
      const login = await anonymous.post('/api/login', { email: 'someone@example.com', password: 'a long enough password' });
      expect(login.status).to.equal(503);
      const bearer = await request(site.handler).get('/api/user').set('Authorization', 'Bearer 1|abcdefabcdefabcdefabcdefabcdefabcdefabcd');
      expect(bearer.status).to.equal(503);
      const health = await request(site.handler).get('/healthz');
      expect(health.status).to.equal(503);
      expect(health.body).to.deep.equal({ status: 'unavailable' });
    });

    it('still serves files that need no database', async () => {
      const res = await request(site.handler).get('/robots.txt');
      expect(res.status).to.equal(200);
    });
  });

  describe('every pool connection stuck behind a lock', () => {
    let site: App & { db: Db };
    let holder: Db;

    before(async () => {
      const { url } = await testApp();
      const db = createDb(url, { max: 2 }, { acquireMs: 1000, statementMs: 2500 });
      site = { ...createApp({ env: testEnv({ PAGE_CACHE: 'false' }), db }), db };
      holder = createDb(url, { max: 1 });
    });

    after(async () => {
      await site.close();
      await site.db.destroy();
      await holder.destroy();
    });

    it('answers every waiting caller with 503 within seconds, then serves again when the lock goes', async () => {
      const { token } = await signedInClient();
      const ask = () => request(site.handler).get('/api/user').set('Authorization', `Bearer ${token}`);
      expect((await ask()).status).to.equal(200);

      const trx = await holder.transaction();
      try {
        await trx.raw('lock table access_tokens in access exclusive mode');
        const answers = await Promise.all(Array.from({ length: 6 }, () => timed(ask)));
        const statuses = answers.map((a) => a.result.status);
        // Two callers hold the pool's connections until their statements time out; the rest give up waiting for one.
        expect(statuses).to.deep.equal(Array(6).fill(503));
        for (const answer of answers) {
          expect(answer.ms).to.be.below(6000);
          expect(answer.result.headers['retry-after']).to.equal('5');
        }
      } finally {
        await trx.rollback();
      }
      expect((await ask()).status).to.equal(200);
    });
  });

  it('tells database trouble from a bug', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }))).to.equal(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('Knex: Timeout acquiring a connection.'), { name: 'KnexTimeoutError' }))).to.equal(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).to.equal(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }))).to.equal(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).to.equal(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).to.equal(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).to.equal(false);
  });
});
