import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect } from 'chai';
import request from 'supertest';
import { query as blogQuery } from '../../client/pages/public/Blog';
import { query as fitQuery } from '../../client/pages/public/StudyFit';
import { createApp } from '../../server/app';
import { MAX_ENTRIES } from '../../server/config';
import { contentVersion } from '../../server/lib/content-version';
import { createPageCache, type PageCache, type PageCacheOptions } from '../../server/http/page-cache';
import { ASSETS_DIR, readManifest } from '../../server/ssr/assets';
import { Client, client, testApp, testEnv } from '../helpers/app';
import { fakeVersion } from '../helpers/content-version';
import { PASSWORD, signedInClient } from '../helpers/factories';

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;

/** Waits until the cache has filed one more page (compression runs in the background). */
async function filedOneMore(cache: PageCache, before: number): Promise<void> {
  const deadline = Date.now() + 5000;
  while (cache.stats().stores <= before) {
    if (Date.now() > deadline) throw new Error('the page was not stored');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Waits until the cache has filed a page for `url` (compression runs in the background). */
async function stored(cache: PageCache, url: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!cache.has(url)) {
    if (Date.now() > deadline) throw new Error(`no page was kept for ${url}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * Until this app knows the newest content version: a write made by an earlier test straight through a service (no
 * request, so no re-read) is only learnt from its notification, which could otherwise arrive after the page below was
 * kept and make it stale at once.
 */
async function knowsLatestVersion(cache: PageCache): Promise<void> {
  const { db } = await testApp();
  const latest = await contentVersion(db);
  const deadline = Date.now() + 5000;
  while ((await cache.version()) !== latest) {
    if (Date.now() > deadline) throw new Error(`the app never learnt content version ${latest}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** An anonymous GET whose answer is kept (already, or once the background compression has filed it). */
async function warm(cache: PageCache, path: string) {
  await knowsLatestVersion(cache);
  const first = await (await client()).get(path);
  expect(first.status, path).to.equal(200);
  await stored(cache, path);
  return first;
}

/** The bytes on the wire, undecoded (supertest would decompress them). */
async function rawBody(path: string, encoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  const { handler } = await testApp();
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, headers: { 'Accept-Encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('page cache for visitors', () => {
  it('answers a visitor from memory: same bytes, ETag and 304, gzip and brotli, HEAD, security headers', async () => {
    const { pageCache } = await testApp();
    const cache = pageCache!;
    const first = await warm(cache, '/about');
    const hits = cache.stats().hits;

    const second = await (await client()).get('/about');
    expect(cache.stats().hits).to.equal(hits + 1);
    expect(second.text).to.equal(first.text);
    expect(second.headers['content-type']).to.equal('text/html; charset=utf-8');
    expect(second.headers['content-security-policy']).to.equal(first.headers['content-security-policy']).and.include("script-src 'self'");
    expect(second.headers['cache-control']).to.equal('no-cache');
    expect(second.headers.vary).to.match(/Accept-Encoding/).and.match(/Cookie/);
    const etag = second.headers.etag as string;
    expect(etag).to.match(/^"[\w-]+"$/);

    const revalidated = await (await client()).get('/about').set('If-None-Match', etag);
    expect(revalidated.status).to.equal(304);
    expect(revalidated.text ?? '').to.equal('');

    const br = await rawBody('/about', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).to.equal('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).to.equal(first.text);
    const gz = await rawBody('/about', 'gzip');
    expect(gz.headers['content-encoding']).to.equal('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).to.equal(first.text);
    const plain = await rawBody('/about', 'identity');
    expect(plain.headers['content-encoding']).to.equal(undefined);
    expect(Number(plain.headers['content-length'])).to.equal(Buffer.byteLength(first.text));

    const head = await request((await testApp()).handler).head('/about');
    expect(head.status).to.equal(200);
    expect(head.headers.etag).to.equal(etag);
  });

  it('a cached answer gives a visitor without one an XSRF cookie that works for signing in', async () => {
    const { pageCache, handler } = await testApp();
    await warm(pageCache!, '/study');
    const hits = pageCache!.stats().hits;
    const agent = request.agent(handler);
    const page = await agent.get('/study');
    expect(pageCache!.stats().hits).to.equal(hits + 1);
    const cookie = (page.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('XSRF-TOKEN='));
    expect(cookie).to.match(/; Path=\/; SameSite=Lax$/);
    const token = decodeURIComponent(cookie!.split(';')[0]!.slice('XSRF-TOKEN='.length));
    const { user } = await signedInClient('user');
    const login = await agent.post('/api/login').set('X-XSRF-TOKEN', token).send({ email: user.email, password: PASSWORD });
    expect(login.status).to.equal(200);
    // A visitor who already has the cookie is not given another.
    const again = await request(handler).get('/study').set('Cookie', `XSRF-TOKEN=${encodeURIComponent(token)}`);
    expect(again.headers['set-cookie']).to.equal(undefined);
  });

  it('an edit in the admin portal is what the next visitor sees', async () => {
    const { pageCache } = await testApp();
    const { client: admin } = await signedInClient('admin');
    const widget = await admin.post('/api/admin/widgets', { name: 'contact-intro', title: 'Contact', html: '<p>First version of the contact text.</p>' });
    const id = widget.status === 201 ? (widget.body.id as number) : ((await admin.get('/api/admin/widgets?q=contact-intro')).body.results[0].id as number);
    await admin.put(`/api/admin/widgets/${id}`, { name: 'contact-intro', title: 'Contact', html: '<p>First version of the contact text.</p>' });
    const before = await warm(pageCache!, '/contact');
    expect(before.text).to.include('First version of the contact text.');

    const text = `Edited at ${unique('t')}.`;
    expect((await admin.put(`/api/admin/widgets/${id}`, { name: 'contact-intro', title: 'Contact', html: `<p>${text}</p>` })).status).to.equal(200);
    const after = await (await client()).get('/contact');
    expect(after.text).to.include(text);
    expect(after.text).not.to.include('First version of the contact text.');
  });

  it('another instance on the same database drops its pages when this one changes content (LISTEN/NOTIFY)', async () => {
    const { db } = await testApp();
    const other = createApp({ env: testEnv(), db });
    try {
      const visitor = new Client(other.handler);
      const { client: admin } = await signedInClient('admin');
      const name = unique('notify');
      const created = await admin.post('/api/admin/testimonials', { name, text: 'Before the change.' });
      expect(created.status).to.equal(201);
      // Wait until the other instance knows the current version and answers /about from memory (with an ETag:
      // rendered answers have none).
      const deadline = Date.now() + 5000;
      let page = await visitor.get('/about');
      while (!(page.text.includes(name) && page.headers.etag) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 25));
        page = await visitor.get('/about');
      }
      expect(page.headers.etag, 'answered from the cache').to.be.a('string');
      expect(page.text).to.include('Before the change.');

      await admin.put(`/api/admin/testimonials/${created.body.id}`, { name, text: 'After the change.' });
      // The other instance learns of it by notification, within moments, without any request of its own.
      let seen = '';
      const until = Date.now() + 5000;
      while (Date.now() < until) {
        seen = (await visitor.get('/about')).text;
        if (seen.includes('After the change.')) break;
        await new Promise((r) => setTimeout(r, 25));
      }
      expect(seen).to.include('After the change.');
    } finally {
      await other.close();
    }
  });

  it('signed-in users always get a fresh render, never a visitor’s page, and never fill the cache', async () => {
    const { pageCache } = await testApp();
    await warm(pageCache!, '/');
    const { client: student, user } = await signedInClient('user');
    const stats = pageCache!.stats();
    const page = await student.get('/');
    expect(page.text).to.include(user.firstname);
    expect(page.headers['cache-control']).to.equal('private, no-store');
    expect(page.headers.etag).to.equal(undefined);
    expect(pageCache!.stats().hits).to.equal(stats.hits);
    expect(pageCache!.stats().stores).to.equal(stats.stores);
  });

  it('redirects, errors and pages that set cookies are not kept', async () => {
    const { pageCache } = await testApp();
    const stores = pageCache!.stats().stores;
    const guarded = await (await client()).get('/account/profile').redirects(0);
    expect(guarded.status).to.equal(302);
    expect((await (await client()).get('/no/such/page')).status).to.equal(404);
    expect((await (await client()).get('/countries/atlantis')).status).to.equal(404);
    await new Promise((r) => setTimeout(r, 100));
    expect(pageCache!.stats().stores).to.equal(stores);
    // The guard's cookie is still set on the next visit.
    const again = await (await client()).get('/account/profile').redirects(0);
    expect((again.headers['set-cookie'] as unknown as string[]).some((c) => c.startsWith('intended_url='))).to.equal(true);
  });

  it('a page past its time to live is sent at once while a render in the background replaces it: a change made without a version bump appears', async () => {
    const { db } = await testApp();
    // The caches' clock stands still until the test moves it, so no page goes stale early on a slow machine (a render
    // started while the page was being kept would make the later counts depend on the machine's moment).
    let at = Date.now();
    const ttlMs = 60_000;
    const site = createApp({ env: testEnv(), db, cacheTimes: { ttlMs, now: () => at } });
    try {
      const cache = site.pageCache!;
      const visitor = () => request(site.handler).get('/blog');
      const { client: admin } = await signedInClient('admin');
      const title = `Kept ${unique('post')}`;
      const created = await admin.post('/api/admin/blog', { title, excerpt: 'Now.', body: '<p>Now.</p>', status: 'published' });
      expect(created.status).to.equal(201);

      // Kept (answered with an ETag), with the post.
      const deadline = Date.now() + 5000;
      let kept = await visitor();
      while ((!kept.headers.etag || !kept.text.includes(title)) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 20));
        kept = await visitor();
      }
      expect(kept.headers.etag, 'answered from the cache').to.be.a('string');
      // Changed straight in the database: no content version tells the cache (scheduled records do, decision 0035).
      const renamed = `${title} renamed`;
      await db('posts').where({ id: created.body.id }).update({ title: renamed });

      // Within its time to live the kept page is sent, unchanged, and nothing is rendered.
      at += ttlMs - 1;
      const within = cache.stats();
      expect((await visitor()).headers.etag).to.equal(kept.headers.etag);
      expect(cache.stats().stale).to.equal(within.stale);
      expect(cache.stats().revalidations).to.equal(within.revalidations);

      at += 2;
      const before = cache.stats();
      const late = await visitor();
      // Sent at once from memory, past its time…
      expect(late.headers.etag).to.equal(kept.headers.etag);
      expect(cache.stats().stale).to.equal(before.stale + 1);
      expect(cache.stats().revalidations).to.equal(before.revalidations + 1);
      // …while one render replaces it, whatever the number of visitors meanwhile.
      await Promise.all([visitor(), visitor(), visitor()]);
      expect(cache.stats().revalidations).to.equal(before.revalidations + 1);
      await filedOneMore(cache, before.stores);
      const fresh = await visitor();
      expect(fresh.headers.etag).to.be.a('string').and.not.equal(kept.headers.etag);
      expect(fresh.text).to.include(renamed);
    } finally {
      await site.close();
    }
  });

  it('made-up query parameters are left out of the key: the page without them answers, and none is kept for them', async () => {
    const { pageCache } = await testApp();
    const cache = pageCache!;
    await warm(cache, '/');
    await warm(cache, '/about');
    const visitor = await client();
    const home = await visitor.get('/');
    expect(home.headers.etag, 'answered from the cache').to.be.a('string');
    const before = cache.stats();
    for (let i = 0; i < 200; i++) {
      const res = await visitor.get(`/?a=${i}&utm_source=${unique('u')}`);
      expect(res.status).to.equal(200);
      expect(res.headers.etag, 'the page of / from the cache').to.equal(home.headers.etag);
    }
    expect(cache.stats().hits).to.be.at.least(before.hits + 200);
    expect(cache.stats().stores).to.equal(before.stores);
    expect(cache.stats().entries).to.equal(before.entries);
    expect(cache.has('/about')).to.equal(true);
  });

  it('a page that reads a parameter is kept once per value, up to the bound per path, beside its own page', async () => {
    const { pageCache } = await testApp();
    const cache = pageCache!;
    await warm(cache, '/blog');
    const bound = MAX_ENTRIES.pageVariants;
    const pages = Array.from({ length: bound + 2 }, (_, i) => 9000 + i);
    for (const page of pages) {
      const res = await warm(cache, `/blog?page=${page}`);
      expect(res.text).to.include(`Blog — page ${page}`);
    }
    // The most recent `bound` values are kept; the oldest went first, and /blog itself stays.
    expect(pages.filter((page) => cache.has(`/blog?page=${page}`))).to.deep.equal(pages.slice(2));
    expect(cache.has('/blog')).to.equal(true);
    // Each value answers its own page from memory, whatever else the address carries.
    const last = pages.at(-1)!;
    const kept = await (await client()).get(`/blog?utm_source=mail&page=${last}`);
    expect(kept.headers.etag, 'answered from the cache').to.be.a('string');
    expect(kept.text).to.include(`Blog — page ${last}`);
    const other = await (await client()).get(`/blog?page=${pages.at(-2)}`);
    expect(other.headers.etag).to.be.a('string').and.not.equal(kept.headers.etag);
  });

  it('with PAGE_CACHE=false every request is rendered', async () => {
    const { db } = await testApp();
    const off = createApp({ env: testEnv({ PAGE_CACHE: 'false' }), db });
    expect(off.pageCache).to.equal(null);
    const c = new Client(off.handler);
    const a = await c.get('/about');
    const b = await c.get('/about');
    expect(a.status).to.equal(200);
    expect(b.headers.etag).to.equal(undefined);
  });
});

describe('page cache keys', () => {
  const page = Buffer.from('<!doctype html><p>A page.</p>');
  const cacheWith = (options: Partial<PageCacheOptions>) => createPageCache(fakeVersion(1).watch, { xsrfCookie: () => 'XSRF-TOKEN=x; Path=/', ...options });
  const blog = blogQuery;

  it('an address with parameters its page does not read is never kept, so any number of them push no page out', async () => {
    const cache = cacheWith({ maxEntries: 3 });
    for (const url of ['/', '/about', '/study']) expect(await cache.store(url, 1, page, {}), url).to.equal(true);
    for (let i = 0; i < 100; i++) expect(await cache.store(`/?a=${i}`, 1, page, {})).to.equal(false);
    // Nor one whose parameters the page reads but spelt otherwise: its render read the address as it was.
    expect(await cache.store('/blog?utm_source=x&page=2', 1, page, {}, blog)).to.equal(false);
    for (const url of ['/', '/about', '/study']) expect(cache.has(url), url).to.equal(true);
    expect(cache.stats().entries).to.equal(3);
    // Looked up without them.
    expect(cache.has('/about?a=1&b=2')).to.equal(true);
  });

  it('a page is kept per value of each parameter it reads (the first one given), at most maxVariants per path', async () => {
    const cache = cacheWith({ maxVariants: 2 });
    expect(await cache.store('/blog', 1, page, {}, blog)).to.equal(true);
    expect(cache.has('/blog?page=2'), 'another page of the list').to.equal(false);
    expect(cache.has('/blog?utm_source=x')).to.equal(true);
    for (const n of [2, 3, 4]) expect(await cache.store(`/blog?page=${n}`, 1, page, {}, blog)).to.equal(true);
    expect(cache.has('/blog?page=2')).to.equal(false);
    expect(cache.has('/blog?page=3&page=9')).to.equal(true);
    expect(cache.has('/blog?page=4')).to.equal(true);
    expect(cache.has('/blog')).to.equal(true);
    // Another path has its own allowance.
    expect(await cache.store('/study/fit?level=master&field=Law&budget=9000', 1, page, {}, fitQuery)).to.equal(true);
    expect(cache.has('/blog?page=4')).to.equal(true);
    expect(cache.stats().entries).to.equal(4);
  });
});

describe('static files compressed at build time', () => {
  it('scripts, style sheets and public SVGs are sent as stored brotli or gzip, with their own type; others as they are', async () => {
    const manifest = readManifest();
    // The largest first-load script (the entry itself is a few bytes that calls the shell chunk).
    const script = [manifest.entry, ...manifest.entryImports]
      .map((url) => ({ url, size: fs.statSync(path.join(ASSETS_DIR, url.slice('/dist/'.length))).size }))
      .sort((a, b) => b.size - a.size)[0]!.url;
    for (const [url, type, file] of [
      [script, /javascript/, path.join(ASSETS_DIR, script.slice('/dist/'.length))],
      [manifest.css, /text\/css/, path.join(ASSETS_DIR, manifest.css.slice('/dist/'.length))],
      ['/images/flags/gb.svg', /image\/svg\+xml/, 'client/public/images/flags/gb.svg'],
    ] as const) {
      const original = fs.readFileSync(file);
      const br = await rawBody(url, 'gzip, deflate, br, zstd');
      expect(br.headers['content-encoding'], url).to.equal('br');
      expect(br.headers['content-type'], url).to.match(type);
      expect(br.headers.vary, url).to.match(/Accept-Encoding/);
      expect(zlib.brotliDecompressSync(br.body).equals(original), url).to.equal(true);
      const gz = await rawBody(url, 'gzip');
      expect(gz.headers['content-encoding'], url).to.equal('gzip');
      expect(zlib.gunzipSync(gz.body).equals(original), url).to.equal(true);
      const plain = await rawBody(url, '');
      expect(plain.headers['content-encoding'], url).to.equal(undefined);
      expect(plain.body.equals(original), url).to.equal(true);
    }
    const refused = await rawBody(script, 'br;q=0, gzip');
    expect(refused.headers['content-encoding']).to.equal('gzip');
    expect((await rawBody(script, 'br')).headers['cache-control']).to.match(/max-age=31536000/).and.match(/immutable/);
  });
});
