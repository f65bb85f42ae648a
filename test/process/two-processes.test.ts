// Several processes, one site: two server processes on one database and one uploads directory share migrations
// (run once, under a lock), content (visible everywhere within a second), documents, sessions and attempt limits.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { testDatabase } from '../helpers/database';
import { pdf } from '../helpers/files';
import { Caller, signedIn, sleep } from '../helpers/http';
import { freshDatabaseUrl, type Site, startSite } from '../helpers/site';


/** Polls `read` until it is true; resolves to the milliseconds it took, or throws after `limitMs`. */
async function timeUntil(read: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = Date.now();
  while (!(await read())) {
    if (Date.now() - started > limitMs) throw new Error(`not seen within ${limitMs} ms`);
    await sleep(25);
  }
  return Date.now() - started;
}

describe('two server processes on one database and one uploads directory', function () {
  this.timeout(120_000);
  let a: Site;
  let b: Site;
  let uploads: string;

  before(async () => {
    const { url } = await testDatabase();
    const databaseUrl = await freshDatabaseUrl(url, 'pair');
    uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'study-abroad-pair-uploads-'));
    // Started together on an empty database: both migrate, one after the other under the lock.
    [a, b] = await Promise.all([
      startSite({ databaseUrl, uploadsDir: uploads, env: { SEED_DEMO: 'false', LOG_LEVEL: 'info' } }),
      startSite({ databaseUrl, uploadsDir: uploads, env: { SEED_DEMO: 'false', LOG_LEVEL: 'info' } }),
    ]);
  });

  after(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    fs.rmSync(uploads, { recursive: true, force: true });
  });

  it('ran each migration once', async () => {
    const rows = (await a.database.db('knex_migrations').select('name')) as Array<{ name: string }>;
    const names = rows.map((r) => r.name);
    expect(names.length).to.be.above(0);
    expect(new Set(names).size).to.equal(names.length);
    // One process applied them; the other found nothing left to do.
    const applying = [a, b].filter((site) => /migrations applied/.test(site.output()));
    expect(applying).to.have.length(1);
  });

  it('a content edit through one is visible through the other within a second, in its API and in its cached pages', async () => {
    const admin = await a.createUser('admin');
    const staff = await signedIn(a.url, admin.email, admin.password);
    const name = `pair-${Date.now()}`;
    const created = await staff.request('POST', '/api/admin/widgets', { json: { name, title: 'Pair', html: '<p>first words</p>' } });
    expect(created.status).to.equal(201);
    const id = (JSON.parse(created.body.toString('utf8')) as { id: number }).id;
    const visitor = new Caller(b.url);
    const widget = async () => (await visitor.get(`/api/widgets/${name}`)).body.toString('utf8');
    await timeUntil(async () => (await widget()).includes('first words'), 1000);

    const slug = `pair-post-${Date.now()}`;
    const page = async () => (await fetch(`${b.url}/blog`)).text();
    await page();
    expect(await page(), 'the page as kept for visitors').not.to.include(slug);

    expect((await staff.request('PUT', `/api/admin/widgets/${id}`, { json: { name, title: 'Pair', html: '<p>second words</p>' } })).status).to.equal(200);
    expect(await timeUntil(async () => (await widget()).includes('second words'), 1000)).to.be.at.most(1000);
    const post = { title: `Studying in pairs ${slug}`, slug, excerpt: 'Two of us.', body: '<p>Together.</p>', status: 'published', published_at: new Date(Date.now() - 60_000).toISOString() };
    expect((await staff.request('POST', '/api/admin/blog', { json: post })).status).to.equal(201);
    expect(await timeUntil(async () => (await page()).includes(slug), 1000)).to.be.at.most(1000);
  });

  it('a document uploaded through one downloads through the other, byte for byte', async () => {
    const student = await a.createUser();
    const throughA = await signedIn(a.url, student.email, student.password);
    const file = pdf(64 * 1024);
    const form = new FormData();
    form.set('kind', 'transcript');
    form.set('file', new Blob([new Uint8Array(file)]), 'transcript.pdf');
    const uploaded = await throughA.request('POST', '/api/account/documents', { form });
    expect(uploaded.status, uploaded.body.toString('utf8')).to.equal(201);
    const id = (JSON.parse(uploaded.body.toString('utf8')) as { id: number }).id;

    const throughB = await signedIn(b.url, student.email, student.password);
    const download = await throughB.get(`/api/account/documents/${id}/download`);
    expect(download.status).to.equal(200);
    expect(Buffer.compare(download.body, file)).to.equal(0);
  });

  it('a session started on one works on the other, and signing out on one ends it on both', async () => {
    const student = await a.createUser();
    const caller = await signedIn(a.url, student.email, student.password);
    const token = caller.cookie('token')!;
    const me = async (site: Site) => (await fetch(`${site.url}/api/user`, { headers: { Authorization: `Bearer ${token}` } })).status;
    expect(await me(a)).to.equal(200);
    expect(await me(b)).to.equal(200);
    expect((await caller.request('POST', '/api/logout')).status).to.equal(204);
    expect(await me(b)).to.equal(401);
    expect(await me(a)).to.equal(401);
  });

  it('the attempt limit is shared: wrong passwords through one count on the other', async () => {
    const student = await a.createUser();
    const wrong = async (site: Site) => {
      const c = new Caller(site.url);
      await c.prime();
      return (await c.request('POST', '/api/login', { json: { email: student.email, password: 'not the password' } })).status;
    };
    for (let i = 0; i < 3; i++) expect(await wrong(a)).to.equal(422);
    for (let i = 0; i < 2; i++) expect(await wrong(b)).to.equal(422);
    expect(await wrong(a)).to.equal(429);
    expect(await wrong(b)).to.equal(429);
  });
});
