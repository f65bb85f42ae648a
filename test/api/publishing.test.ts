// Drafts, publish times, old addresses and revisions for every kind of content (decision 0035).
import { expect } from 'chai';
import { createApp } from '../../server/app';
import { AppError } from '../../server/lib/errors';
import { clock } from '../../server/lib/clock';
import { bumpContentVersion } from '../../server/lib/content-version';
import { fieldChanges, REVISIONS_KEPT } from '../../shared/revisions';
import { Client, client, testApp, testEnv } from '../helpers/app';
import { createUser, PASSWORD, signedInClient } from '../helpers/factories';

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
const admin = async (): Promise<Client> => (await signedInClient('admin')).client;
const student = async (): Promise<Client> => (await signedInClient('user')).client;

interface Kind {
  kind: string;
  /** /api/admin/<api> */
  api: string;
  /** The public API of one record by address, and the public list. */
  publicApi: string;
  list: string;
  /** The public page of one record, where there is one. */
  page: ((slug: string) => string) | null;
  /** A public page listing the kind. */
  listPage: string;
  /** In the sitemap. */
  sitemap: boolean;
  name: 'title' | 'name';
  body: (name: string) => Record<string, unknown>;
}

const KINDS: Kind[] = [
  { kind: 'post', api: 'blog', publicApi: '/api/blog', list: '/api/blog?per_page=50', page: (s) => `/blog/${s}`, listPage: '/blog', sitemap: true, name: 'title', body: (title) => ({ title, body: '<p>Words.</p>', author: 'Test Author' }) },
  { kind: 'service', api: 'services', publicApi: '/api/services', list: '/api/services', page: null, listPage: '/services/students', sitemap: false, name: 'name', body: (name) => ({ audience: 'students', name, summary: 'What we do.', body: '<p>Words.</p>' }) },
  { kind: 'country', api: 'study-countries', publicApi: '/api/study-countries', list: '/api/study-countries', page: (s) => `/countries/${s}`, listPage: '/study', sitemap: true, name: 'name', body: (name) => ({ name, summary: 'A place to study.', body: '<p>Words.</p>' }) },
  { kind: 'gallery', api: 'galleries', publicApi: '/api/galleries', list: '/api/galleries', page: (s) => `/galleries/${s}`, listPage: '/galleries', sitemap: true, name: 'title', body: (title) => ({ title, description: 'Photos.' }) },
];

const ids = (body: { results: Array<{ id: number }> }) => body.results.map((r) => r.id);
const inFuture = (ms: number) => new Date(clock.ms() + ms).toISOString();

/** Pages and reads kept under a clock set forward must not outlive it. */
async function resetClock(): Promise<void> {
  clock.reset();
  await bumpContentVersion((await testApp()).db);
}

describe('publishing: old addresses answer 301, for every kind', () => {
  for (const k of KINDS) {
    it(`${k.kind}: a changed address answers 301 with the new one (API${k.page ? ' and page' : ''}); the old one stays reserved`, async () => {
      const c = await admin();
      const name = `Moving ${unique(k.kind)}`;
      const created = await c.post(`/api/admin/${k.api}`, { ...k.body(name), status: 'published' });
      expect(created.status, JSON.stringify(created.body)).to.equal(201);
      const oldSlug = created.body.slug as string;
      const newSlug = unique('moved');
      const moved = await c.put(`/api/admin/${k.api}/${created.body.id}`, { ...k.body(name), status: 'published', slug: newSlug });
      expect(moved.status, JSON.stringify(moved.body)).to.equal(200);

      const visitor = await client();
      const api = await visitor.get(`${k.publicApi}/${oldSlug}`).redirects(0);
      expect(api.status).to.equal(301);
      expect(api.headers.location).to.equal(`${k.publicApi}/${newSlug}`);
      expect((await visitor.get(`${k.publicApi}/${newSlug}`)).status).to.equal(200);
      if (k.page) {
        const page = await visitor.get(k.page(oldSlug)).redirects(0);
        expect(page.status).to.equal(301);
        expect(page.headers.location).to.equal(k.page(newSlug));
        expect((await visitor.get(k.page(newSlug))).status).to.equal(200);
      }
      // Another record cannot take the old address; the record itself can take it back.
      const taken = await c.post(`/api/admin/${k.api}`, { ...k.body(`Other ${unique(k.kind)}`), slug: oldSlug });
      expect(taken.status).to.equal(422);
      expect(taken.body.errors.slug).to.be.an('array');
      const back = await c.put(`/api/admin/${k.api}/${created.body.id}`, { ...k.body(name), status: 'published', slug: oldSlug });
      expect(back.status).to.equal(200);
      expect((await visitor.get(`${k.publicApi}/${oldSlug}`)).status).to.equal(200);
      expect((await visitor.get(`${k.publicApi}/${newSlug}`).redirects(0)).headers.location).to.equal(`${k.publicApi}/${oldSlug}`);
    });
  }

  it('a draft’s address changes freely: nobody saw it, so no 301 is kept', async () => {
    const c = await admin();
    const created = await c.post('/api/admin/services', { ...KINDS[1]!.body(`Draft ${unique('s')}`), status: 'draft' });
    const oldSlug = created.body.slug as string;
    await c.put(`/api/admin/services/${created.body.id}`, { ...KINDS[1]!.body(created.body.name), status: 'published', slug: unique('fresh') });
    expect((await (await client()).get(`/api/services/${oldSlug}`).redirects(0)).status).to.equal(404);
  });
});

describe('publishing: drafts and scheduled items', () => {
  afterEach(resetClock);

  it('a new record without a status gets its kind’s default; an update without one keeps the record’s', async () => {
    const c = await admin();
    const service = await c.post('/api/admin/services', KINDS[1]!.body(`Plain ${unique('s')}`));
    expect(service.body.status).to.equal('published');
    const post = await c.post('/api/admin/blog', KINDS[0]!.body(`Plain ${unique('p')}`));
    expect(post.body.status).to.equal('draft');
    const draft = await c.post('/api/admin/galleries', { ...KINDS[3]!.body(`Draft ${unique('g')}`), status: 'draft' });
    const kept = await c.put(`/api/admin/galleries/${draft.body.id}`, { title: draft.body.title, slug: draft.body.slug, description: 'Edited.' });
    expect(kept.body).to.include({ status: 'draft', published_at: null, description: 'Edited.' });
    const bad = await c.put(`/api/admin/galleries/${draft.body.id}`, { title: draft.body.title, status: 'live', published_at: 'tomorrow' });
    expect(bad.status).to.equal(422);
    expect(Object.keys(bad.body.errors)).to.include.members(['status', 'published_at']);
  });

  for (const k of KINDS) {
    it(`${k.kind}: a draft and a scheduled one are hidden from visitors (API, lists, pages, sitemap) and shown to admins in preview`, async () => {
      const c = await admin();
      const draft = await c.post(`/api/admin/${k.api}`, { ...k.body(`Draft ${unique(k.kind)}`), status: 'draft' });
      const later = await c.post(`/api/admin/${k.api}`, { ...k.body(`Later ${unique(k.kind)}`), status: 'published', published_at: inFuture(86_400_000) });
      const now = await c.post(`/api/admin/${k.api}`, { ...k.body(`Now ${unique(k.kind)}`), status: 'published' });
      for (const r of [draft, later, now]) expect(r.status, JSON.stringify(r.body)).to.equal(201);
      expect(draft.body).to.include({ status: 'draft', published_at: null });
      expect(later.body.status).to.equal('published');

      const { client: pupil } = await signedInClient('user');
      for (const who of [await client(), pupil]) {
        const list = await who.get(k.list);
        expect(ids(list.body)).to.include(now.body.id).and.not.include(draft.body.id).and.not.include(later.body.id);
        for (const hidden of [draft, later]) {
          expect((await who.get(`${k.publicApi}/${hidden.body.slug}`)).status).to.equal(404);
          // Asking for a preview changes nothing for anyone but an admin.
          expect((await who.get(`${k.publicApi}/${hidden.body.slug}?preview=1`)).status).to.equal(404);
          if (k.page) expect((await who.get(k.page(hidden.body.slug))).status).to.equal(404);
          if (k.page) expect((await who.get(`${k.page(hidden.body.slug)}?preview=1`)).status).to.equal(404);
        }
        const listPage = await who.get(k.listPage);
        expect(listPage.text).to.include(now.body[k.name]).and.not.include(draft.body[k.name]).and.not.include(later.body[k.name]);
      }
      if (k.sitemap) {
        const sitemap = (await (await client()).get('/sitemap.xml')).text;
        expect(sitemap).to.include(`/${now.body.slug}</loc>`).and.not.include(`/${draft.body.slug}</loc>`).and.not.include(`/${later.body.slug}</loc>`);
      }

      // An admin sees what visitors see, unless asking for a preview.
      expect((await c.get(`${k.publicApi}/${draft.body.slug}`)).status).to.equal(404);
      for (const hidden of [draft, later]) {
        const preview = await c.get(`${k.publicApi}/${hidden.body.slug}?preview=1`);
        expect(preview.status).to.equal(200);
        expect(preview.headers['cache-control']).to.equal('private, no-store');
        expect(preview.body.results.id ?? preview.body.results.country.id).to.equal(hidden.body.id);
        if (k.page) {
          const page = await c.get(`${k.page(hidden.body.slug)}?preview=1`);
          expect(page.status).to.equal(200);
          expect(page.text).to.include(hidden.body[k.name]).and.include('Preview: drafts');
        } else {
          expect((await c.get(`${k.listPage}?preview=1`)).text).to.include(hidden.body[k.name]);
        }
      }
      expect(ids((await c.get(`/api/admin/${k.api}?per_page=100&q=${encodeURIComponent(String(draft.body[k.name]))}`)).body)).to.deep.equal([draft.body.id]);
    });
  }

  it('a scheduled item of every kind appears when its time comes, through the page cache and the public reads (a clock set forward)', async () => {
    const { db } = await testApp();
    const site = createApp({ env: testEnv(), db });
    try {
      const c = await admin();
      const at = clock.ms() + 3_600_000;
      const made = [];
      for (const k of KINDS) {
        const r = await c.post(`/api/admin/${k.api}`, { ...k.body(`Scheduled ${unique(k.kind)}`), status: 'published', published_at: new Date(at).toISOString() });
        expect(r.status).to.equal(201);
        made.push({ k, record: r.body as { id: number; slug: string } & Record<string, string> });
      }
      const visitor = () => new Client(site.handler);
      // Kept for visitors (the second answer comes from the cache), without the scheduled items.
      for (const { k, record } of made) {
        await visitor().get(k.listPage);
        const deadline = Date.now() + 5000;
        while (!site.pageCache!.has(k.listPage) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
        const kept = await visitor().get(k.listPage);
        expect(kept.headers.etag, `${k.listPage} kept`).to.be.a('string');
        expect(kept.text).not.to.include(record[k.name]);
        expect(ids((await visitor().get(k.list)).body)).not.to.include(record.id);
      }
      expect(site.contentVersion.nextPublishAt?.()).to.be.at.most(at);

      clock.set(at + 1000);
      // No write, no waiting: the first answer after the time sees them.
      for (const { k, record } of made) {
        const page = await visitor().get(k.listPage);
        expect(page.text, `${k.listPage} after the time`).to.include(record[k.name]);
        expect(ids((await visitor().get(k.list)).body)).to.include(record.id);
        expect((await visitor().get(`${k.publicApi}/${record.slug}`)).status).to.equal(200);
        if (k.page) expect((await visitor().get(k.page(record.slug))).status).to.equal(200);
      }
      const sitemap = (await visitor().get('/sitemap.xml')).text;
      for (const { k, record } of made) if (k.sitemap) expect(sitemap).to.include(`/${record.slug}</loc>`);
    } finally {
      await site.close();
    }
  });
});

describe('revisions', () => {
  const post = (title: string, body = '<p>First words.</p>', slug = '') => ({ title, slug, body, excerpt: 'Short.', author: 'Ada', status: 'published' });

  it('each save keeps a snapshot (who, when); the list compares with the current version; restore saves it again and is audit-logged', async () => {
    const { client: c, user } = await signedInClient('admin', false, 'Reviser');
    const title = `Revised ${unique('p')}`;
    const created = await c.post('/api/admin/blog', post(title));
    const id = created.body.id as number;
    await c.put(`/api/admin/blog/${id}`, post(`${title} again`, undefined, created.body.slug));
    await c.put(`/api/admin/blog/${id}`, post(`${title} again`, '<p>Other words entirely.</p>', created.body.slug));

    const list = await c.get(`/api/admin/blog/${id}/revisions`);
    expect(list.status).to.equal(200);
    expect(list.body.results).to.have.length(3);
    const [newest, , first] = list.body.results;
    expect(newest.by).to.deep.equal({ id: user.id, name: `Reviser ${user.lastname}` });
    expect(newest.created_at).to.be.a('string');
    expect(newest.values).to.deep.equal(list.body.current);
    expect(first.values).to.include({ title, body: '<p>First words.</p>', status: 'published' });
    expect(fieldChanges(first.values, list.body.current).map((f) => f.field)).to.deep.equal(['title', 'body']);

    const restored = await c.post(`/api/admin/blog/${id}/revisions/${first.id}/restore`, {});
    expect(restored.status).to.equal(200);
    expect(restored.body).to.include({ title, body: '<p>First words.</p>', slug: created.body.slug });
    const after = await c.get(`/api/admin/blog/${id}/revisions`);
    expect(after.body.results).to.have.length(4);
    expect(fieldChanges(after.body.results[0].values, first.values)).to.deep.equal([]);
    const audit = await c.get(`/api/admin/audit?action=post.restore&per_page=50`);
    expect(audit.status).to.equal(200);
    const entry = audit.body.results.find((e: { target_id: number }) => e.target_id === id);
    expect(entry, 'the restore is in the audit log').to.not.equal(undefined);
    expect(entry.summary).to.match(/restored the version saved/);

    expect((await c.post(`/api/admin/blog/${id}/revisions/999999999/restore`, {})).status).to.equal(404);
    const other = await c.post('/api/admin/blog', post(`Other ${unique('p')}`));
    expect((await c.post(`/api/admin/blog/${other.body.id}/revisions/${first.id}/restore`, {})).status).to.equal(404);
  });

  it(`keeps the last ${REVISIONS_KEPT} saves of a record`, async () => {
    const c = await admin();
    const { db } = await testApp();
    const created = await c.post('/api/admin/widgets', { name: unique('w'), title: 'Version 0', html: '<p>0</p>' });
    const firstId = Number((await db('revisions').where({ type: 'widget', record_id: created.body.id }).first()).id);
    for (let i = 1; i <= REVISIONS_KEPT + 2; i += 1) {
      const saved = await c.put(`/api/admin/widgets/${created.body.id}`, { name: created.body.name, title: `Version ${i}`, html: `<p>${i}</p>` });
      expect(saved.status).to.equal(200);
    }
    const rows = await db('revisions').where({ type: 'widget', record_id: created.body.id }).orderBy('id');
    expect(rows).to.have.length(REVISIONS_KEPT);
    expect(rows.some((r) => Number(r.id) === firstId)).to.equal(false);
    expect(rows.at(-1).snapshot.title).to.equal(`Version ${REVISIONS_KEPT + 2}`);
    expect(rows[0].snapshot.title).to.equal('Version 3');
    const list = await c.get(`/api/admin/widgets/${created.body.id}/revisions`);
    expect(list.body.results).to.have.length(REVISIONS_KEPT);
    // Deleting the record deletes its revisions.
    await c.delete(`/api/admin/widgets/${created.body.id}`);
    expect(await db('revisions').where({ type: 'widget', record_id: created.body.id })).to.have.length(0);
  });

  it('services, study countries (with their documents) and widgets restore too', async () => {
    const c = await admin();
    const service = await c.post('/api/admin/services', { audience: 'students', name: `Service ${unique('s')}`, summary: 'First.' });
    await c.put(`/api/admin/services/${service.body.id}`, { audience: 'students', name: service.body.name, summary: 'Second.', slug: service.body.slug });
    const country = await c.post('/api/admin/study-countries', { name: `Country ${unique('c')}`, summary: 'First.', required_documents: [{ kind: 'passport', note: 'Valid for a year.' }] });
    expect(country.status, JSON.stringify(country.body)).to.equal(201);
    await c.put(`/api/admin/study-countries/${country.body.id}`, { name: country.body.name, slug: country.body.slug, summary: 'Second.', required_documents: [] });
    const widget = await c.post('/api/admin/widgets', { name: unique('w'), title: 'First', html: '<p>First.</p>' });
    await c.put(`/api/admin/widgets/${widget.body.id}`, { name: widget.body.name, title: 'Second', html: '<p>Second.</p>' });

    for (const [api, id, check] of [
      ['services', service.body.id, (r: Record<string, unknown>) => expect(r.summary).to.equal('First.')],
      ['study-countries', country.body.id, (r: Record<string, unknown>) => expect(r).to.deep.include({ summary: 'First.', required_documents: [{ kind: 'passport', note: 'Valid for a year.' }] })],
      ['widgets', widget.body.id, (r: Record<string, unknown>) => expect(r).to.include({ title: 'First', html: '<p>First.</p>' })],
    ] as const) {
      const list = await c.get(`/api/admin/${api}/${id}/revisions`);
      expect(list.body.results, api).to.have.length(2);
      const restored = await c.post(`/api/admin/${api}/${id}/revisions/${list.body.results[1].id}/restore`, {});
      expect(restored.status, JSON.stringify(restored.body)).to.equal(200);
      check(restored.body);
      expect((await c.get(`/api/admin/${api}/${id}/revisions`)).body.results).to.have.length(3);
    }
  });

  it('only admins: students get 403, visitors 401, and an adviser is refused by the content services', async () => {
    const c = await admin();
    const created = await c.post('/api/admin/blog', post(`Guarded ${unique('p')}`));
    const id = created.body.id as number;
    const rev = (await c.get(`/api/admin/blog/${id}/revisions`)).body.results[0].id as number;
    const pupil = await student();
    expect((await pupil.get(`/api/admin/blog/${id}/revisions`)).status).to.equal(403);
    expect((await pupil.post(`/api/admin/blog/${id}/revisions/${rev}/restore`, {})).status).to.equal(403);
    expect((await pupil.get(`/api/blog/${created.body.slug}?preview=1`)).status).to.equal(200);
    const anon = await client();
    expect((await anon.get(`/api/admin/study-countries/1/revisions`)).status).to.equal(401);
    expect((await anon.post(`/api/admin/widgets/1/revisions/1/restore`, {})).status).to.equal(401);

    // An adviser is staff, but content is the admins' alone: the services refuse whatever the mount lets through.
    const { services } = await testApp();
    const adminUser = (await c.get('/api/user')).body;
    const adviser = { ...adminUser, role: 'adviser' as const };
    for (const call of [
      () => services.content.posts.admin.revisions(adviser, id),
      () => services.content.posts.admin.restore(adviser, id, rev),
      () => services.content.services.admin.revisions(adviser, id),
      () => services.content.widgets.admin.revisions(adviser, id),
      () => services.study.countries.admin.revisions(adviser, id),
      () => services.content.posts.admin.update(adviser, id, post('Hijacked')),
    ]) {
      const error = await (async () => call())().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).to.be.instanceOf(AppError);
      expect((error as AppError).status).to.equal(403);
    }
    // Through HTTP as well, once the database knows the adviser role (its migration).
    const real = await createUser({ role: 'adviser' }).catch(() => null);
    if (real) {
      const signed = await client();
      expect((await signed.post('/api/login', { email: real.email, password: PASSWORD, remember: false })).status).to.equal(200);
      expect((await signed.get(`/api/admin/blog/${id}/revisions`)).status).to.equal(403);
      expect((await signed.post(`/api/admin/blog/${id}/revisions/${rev}/restore`, {})).status).to.equal(403);
      expect((await signed.get(`/api/blog/${created.body.slug}?preview=1`)).status).to.equal(200);
    }
  });
});
