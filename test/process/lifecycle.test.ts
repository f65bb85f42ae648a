// The server as a process: readiness, and the drain on SIGTERM or Ctrl-C (an upload in flight finishes, then the
// database goes, then the process exits 0).
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { testDatabase } from '../helpers/database';
import { pdf, sha256 } from '../helpers/files';
import { signedIn, sleep, slowUpload } from '../helpers/http';
import { processAlive as alive } from '../../server/db/embedded';
import { freshDatabaseUrl, type Site, spawnSite, startSite } from '../helpers/site';

/** What /readyz answers now: a status, or the connection refused (the server no longer accepts). */
async function readiness(site: Site): Promise<number | 'refused'> {
  try {
    return (await fetch(`${site.url}/readyz`)).status;
  } catch {
    return 'refused';
  }
}

async function within<T>(ms: number, promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms)));
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('the server process: readiness and the drain on shutdown', function () {
  this.timeout(120_000);
  const sites: Site[] = [];
  after(async () => {
    for (const site of sites) await site.stop().catch(() => undefined);
  });

  it('answers /healthz and /readyz once started; on SIGTERM an upload in flight finishes, readiness is gone, exit 0', async () => {
    const { url } = await testDatabase();
    const site = await startSite({ databaseUrl: await freshDatabaseUrl(url, 'drain'), env: { SEED_DEMO: 'false', LOG_LEVEL: 'info' } });
    sites.push(site);
    expect(await (await fetch(`${site.url}/healthz`)).json()).to.deep.equal({ status: 'ok' });
    const ready = await fetch(`${site.url}/readyz`);
    expect(ready.status).to.equal(200);
    // The idle keep-alive time chosen for a proxy in front (server/index.ts), told to the client.
    expect(ready.headers.get('keep-alive')).to.equal('timeout=65');
    expect(await ready.json()).to.deep.equal({ status: 'ready' });

    const student = await site.createUser();
    const caller = await signedIn(site.url, student.email, student.password);
    const file = pdf(512 * 1024);
    const upload = slowUpload(caller, '/api/account/documents', file, 'passport.pdf', { kind: 'passport' });
    await upload.started;
    await sleep(300);
    site.child.kill('SIGTERM');
    await sleep(300);
    expect(await readiness(site), 'readiness after SIGTERM').not.to.equal(200);
    expect(site.child.exitCode, 'still draining the upload').to.equal(null);
    upload.finish();
    const answer = await upload.response;
    expect(answer.status, answer.body).to.equal(201);
    expect(answer.headers.connection).to.equal('close');
    const exit = await within(20_000, site.exited, 'exit after the drain');
    expect(exit).to.deep.equal({ code: 0, signal: null });
    const row = await site.database.db('document_versions').where({ sha256: sha256(file) }).first();
    expect(row, 'the uploaded version is stored').to.not.equal(undefined);
    expect(fs.existsSync(path.join(site.env.UPLOADS_DIR!, 'private', row.storage_key)), 'and its file').to.equal(true);
    expect(site.output()).to.match(/shut down/);
  });

  it('cuts a request still running at SHUTDOWN_TIMEOUT_MS and still exits 0', async () => {
    const { url } = await testDatabase();
    const site = await startSite({ databaseUrl: await freshDatabaseUrl(url, 'drain'), env: { SEED_DEMO: 'false', SHUTDOWN_TIMEOUT_MS: '1000', LOG_LEVEL: 'info' } });
    sites.push(site);
    const student = await site.createUser();
    const caller = await signedIn(site.url, student.email, student.password);
    const upload = slowUpload(caller, '/api/account/documents', pdf(256 * 1024), 'transcript.pdf', { kind: 'transcript' });
    upload.response.catch(() => undefined);
    await upload.started;
    await sleep(200);
    const signalled = Date.now();
    site.child.kill('SIGTERM');
    const exit = await within(15_000, site.exited, 'exit at the deadline');
    expect(exit).to.deep.equal({ code: 0, signal: null });
    expect(Date.now() - signalled).to.be.within(900, 10_000);
    expect(site.output()).to.match(/requests still running at the deadline were cut count=1/);
    expect(await site.database.db('documents').where({ user_id: student.id }).count({ n: '*' }).first()).to.deep.equal({ n: 0 });
  });

  it('npm start on the embedded database, Ctrl-C to the whole process group: the upload finishes, PostgreSQL stops after it, exit 0', async () => {
    const site = await startSite({ command: 'start', embedded: true, detached: true, env: { SEED_DEMO: 'false' } });
    sites.push(site);
    const pidFile = path.join(site.env.DATA_DIR!, 'postgres', 'postmaster.pid');
    const postgresPid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    expect(alive(postgresPid)).to.equal(true);

    const student = await site.createUser();
    const caller = await signedIn(site.url, student.email, student.password);
    const upload = slowUpload(caller, '/api/account/documents', pdf(512 * 1024), 'passport.pdf', { kind: 'passport' });
    await upload.started;
    await sleep(300);
    // What a terminal does on Ctrl-C: SIGINT to every process of the foreground group.
    process.kill(-site.child.pid!, 'SIGINT');
    await sleep(500);
    expect(alive(postgresPid), 'PostgreSQL is still up while the upload is in flight').to.equal(true);
    upload.finish();
    const answer = await upload.response;
    expect(answer.status, answer.body).to.equal(201);
    const exit = await within(30_000, site.exited, 'exit after the drain');
    expect(exit).to.deep.equal({ code: 0, signal: null });
    for (let i = 0; i < 50 && alive(postgresPid); i++) await sleep(100);
    expect(alive(postgresPid), 'PostgreSQL stopped after the drain').to.equal(false);
    expect(fs.existsSync(pidFile), 'a clean stop removes postmaster.pid').to.equal(false);
  });

  it('SIGTERM while starting (the demo seed under way) stops the start and the embedded database, exit 0', async () => {
    const site = await spawnSite({ embedded: true, env: { LOG_LEVEL: 'info', SEED_DEMO: 'true' } });
    try {
      const seeding = async () => {
        while (!site.output().includes('migrations applied')) await sleep(25);
      };
      await within(60_000, seeding(), 'the start reaching the seed');
      const pidFile = path.join(site.env.DATA_DIR!, 'postgres', 'postmaster.pid');
      const postgresPid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
      site.child.kill('SIGTERM');
      expect(await within(60_000, site.exited, 'exit after the seed')).to.deep.equal({ code: 0, signal: null });
      expect(site.output()).to.match(/stopping before serving/);
      expect(site.output()).not.to.match(/serving Meridian/);
      for (let i = 0; i < 50 && alive(postgresPid); i++) await sleep(100);
      expect(alive(postgresPid), 'the embedded PostgreSQL stopped').to.equal(false);
    } finally {
      if (site.child.exitCode === null) site.child.kill('SIGKILL');
      await site.exited;
      site.remove();
    }
  });
});
