// Trouble in the database is a quick 503 with Retry-After, never a 500 or a hang: a server that is not there, and a
// pool whose connections are all stuck behind a lock. (The long runs with a real outage are in npm run test:load.)
import { expect } from 'chai';
import request from 'supertest';
import { type App, createApp } from '../../server/app';
import { freePort } from '../../server/db/embedded';
import { createDb, type Db } from '../../server/db/knex';
import { watchContentVersion } from '../../server/lib/content-version';
import { isDatabaseUnavailable } from '../../server/lib/errors';
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

    it('answers writes and signed-in callers with 503; readiness says unavailable while liveness stays 200', async () => {
      const anonymous = new Client(site.handler);
      const login = await anonymous.post('/api/login', { email: 'someone@example.com', password: 'a long enough password' });
      expect(login.status).to.equal(503);
      const bearer = await request(site.handler).get('/api/user').set('Authorization', 'Bearer 1|abcdefabcdefabcdefabcdefabcdefabcdefabcd');
      expect(bearer.status).to.equal(503);
      const ready = await request(site.handler).get('/readyz');
      expect(ready.status).to.equal(503);
      expect(ready.body).to.deep.equal({ status: 'database unavailable' });
      // An orchestrator restarting the process would not bring the database back.
      const health = await request(site.handler).get('/healthz');
      expect(health.status).to.equal(200);
      expect(health.body).to.deep.equal({ status: 'ok' });
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

    it('visitors keep getting kept pages past their time while the pool is stuck, and fresh ones once it is free', async () => {
      const { url } = await testApp();
      // Statements wait long enough on the lock for the whole test; the lock's end frees them.
      const db = createDb(url, { max: 2 }, { acquireMs: 1000, statementMs: 8000 });
      const watch = watchContentVersion(db);
      const cached = createApp({ env: testEnv(), db, contentVersion: watch, cacheTimes: { ttlMs: 300, retryMs: 200 } });
      try {
        const cache = cached.pageCache!;
        const page = () => timed(() => request(cached.handler).get('/about'));
        const deadline = Date.now() + 5000;
        while (!(await page()).result.headers.etag && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
        const kept = await page();
        expect(kept.result.headers.etag, 'answered from the cache').to.be.a('string');

        const { token } = await signedInClient();
        const trx = await holder.transaction();
        let stuck: Promise<unknown> = Promise.resolve();
        const before = cache.stats();
        try {
          await trx.raw('lock table access_tokens in access exclusive mode');
          // Both pool connections wait on the lock until their statements time out; meanwhile the page goes stale.
          stuck = Promise.all(Array.from({ length: 4 }, () => request(cached.handler).get('/api/user').set('Authorization', `Bearer ${token}`)));
          await new Promise((r) => setTimeout(r, 400));
          // A write under way on this instance makes each answer re-read the content version first: that read uses
          // the listening connection, not the stuck pool.
          const writeDone = watch.writeStarted();
          const answers: Array<Awaited<ReturnType<typeof page>>> = [];
          for (let i = 0; i < 10; i += 1) {
            answers.push(await page());
            await new Promise((r) => setTimeout(r, 150));
          }
          for (const answer of answers) {
            expect(answer.result.status).to.equal(200);
            expect(answer.result.headers.etag).to.equal(kept.result.headers.etag);
            expect(answer.ms).to.be.below(500);
          }
          writeDone();
          expect(cache.stats().stale - before.stale).to.equal(10);
          // Renders were tried in the background and failed for want of a connection; none was kept.
          expect(cache.stats().revalidations - before.revalidations).to.be.at.least(1);
          expect(cache.stats().stores).to.equal(before.stores);
        } finally {
          await trx.rollback();
          await stuck;
        }

        // Once connections are free again, the next render in the background replaces the page.
        const until = Date.now() + 5000;
        while (cache.stats().stores === before.stores && Date.now() < until) {
          await page();
          await new Promise((r) => setTimeout(r, 50));
        }
        expect(cache.stats().stores).to.be.above(before.stores);
      } finally {
        await cached.close();
        await watch.close();
        await db.destroy();
      }
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
