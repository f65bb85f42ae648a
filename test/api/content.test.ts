import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import sharp from 'sharp';
import { contentVersion } from '../../server/lib/content-version';
import { publicUploadsDir } from '../../server/features/images/images.service';
import { type Client, client, testApp } from '../helpers/app';
import { ensureCountry, signedInClient } from '../helpers/factories';
import { filesUnder, pdf, photo, pngBomb } from '../helpers/files';

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;

async function admin(): Promise<Client> {
  return (await signedInClient('admin')).client;
}

async function uploadImage(c: Client, bytes: Buffer, name = 'photo.jpg') {
  return c.upload('/api/admin/images', bytes, name);
}

describe('API: widgets', () => {
  it('creates a widget, cleans its HTML, and serves it publicly by name (one or several)', async () => {
    const c = await admin();
    const name = unique('w');
    const res = await c.post('/api/admin/widgets', {
      name,
      title: 'Test widget',
      html: '<h2>Hello</h2><p onclick="steal()">Text <img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">link</a> <a href="/contact">contact</a></p>',
    });
    expect(res.status).to.equal(201);
    expect(res.body.html).to.equal('<h2>Hello</h2><p>Text <img src="x" loading="lazy" /><a>link</a> <a href="/contact">contact</a></p>');
    const pub = await (await client()).get(`/api/widgets/${name}`);
    expect(pub.status).to.equal(200);
    expect(pub.body).to.deep.equal({ id: res.body.id, name, html: res.body.html, locale: 'en', fallback: false });
    const batch = await (await client()).get(`/api/widgets?names=${name},missing-one`);
    expect(batch.body.results[name].id).to.equal(res.body.id);
    expect(batch.body.results['missing-one']).to.equal(null);
    expect((await (await client()).get('/api/widgets/no-such-widget')).status).to.equal(404);
  });

  it('refuses duplicate names and bad input with 422 per field; image widgets need an image and alt text', async () => {
    const c = await admin();
    const name = unique('dup');
    expect((await c.post('/api/admin/widgets', { name, title: 'One' })).status).to.equal(201);
    const dup = await c.post('/api/admin/widgets', { name, title: 'Two' });
    expect(dup.status).to.equal(422);
    expect(dup.body.errors.name).to.be.an('array');
    const bad = await c.post('/api/admin/widgets', { name: 'Not A Slug', title: '', html: 42 });
    expect(bad.status).to.equal(422);
    expect(bad.body.errors).to.include.keys('name', 'title', 'html');
    const image = await c.post('/api/admin/widgets', { name: unique('img'), title: 'Image', kind: 'image' });
    expect(image.body.errors).to.include.keys('image_id', 'alt');

    const uploaded = await uploadImage(c, await photo());
    const ok = await c.post('/api/admin/widgets', { name: unique('img'), title: 'Banner', kind: 'image', image_id: uploaded.body.id, alt: 'Students on a lawn', link_url: '/study' });
    expect(ok.status).to.equal(201);
    expect(ok.body.html).to.match(/^<a href="\/study"><img src="\/uploads\/images\/[0-9a-f]{2}\/[0-9a-f]{40}\/w\d+\.jpg" alt="Students on a lawn"/);
    const js = await c.post('/api/admin/widgets', { name: unique('img'), title: 'Bad link', kind: 'image', image_id: uploaded.body.id, alt: 'x', link_url: 'javascript:alert(1)' });
    expect(js.body.errors.link_url).to.be.an('array');
  });

  it('every admin content call answers 401 to a visitor and 403 to a student, and changes nothing', async () => {
    const { db } = await testApp();
    const { client: student } = await signedInClient('user');
    const anonymous = await client();
    const before = await contentVersion(db);
    for (const base of ['/api/admin/widgets', '/api/admin/services', '/api/admin/blog', '/api/admin/testimonials', '/api/admin/galleries']) {
      for (const c of [anonymous, student]) {
        const expected = c === anonymous ? 401 : 403;
        expect((await c.get(base)).status, base).to.equal(expected);
        expect((await c.post(base, { name: 'x', title: 'x' })).status, base).to.equal(expected);
        expect((await c.put(`${base}/1`, { title: 'x' })).status, base).to.equal(expected);
        expect((await c.delete(`${base}/1`)).status, base).to.equal(expected);
      }
    }
    expect((await anonymous.upload('/api/admin/images', await photo(), 'a.jpg')).status).to.equal(401);
    expect((await student.upload('/api/admin/images', await photo(), 'a.jpg')).status).to.equal(403);
    expect(await contentVersion(db)).to.equal(before);
  });
});

describe('API: images', () => {
  it('applies the EXIF orientation, strips metadata (location included) and writes WebP and JPEG variants', async () => {
    const { env } = await testApp();
    const c = await admin();
    const res = await uploadImage(c, await photo({ width: 1400, height: 700, orientation: 6, gps: true }), 'holiday.jpg');
    expect(res.status).to.equal(201);
    expect(res.body).to.deep.include({ width: 700, height: 1400 });
    expect(res.body.widths).to.deep.equal([320, 640, 700]);
    const dir = path.join(publicUploadsDir(env), res.body.key);
    for (const w of res.body.widths) {
      for (const ext of ['webp', 'jpg']) {
        const meta = await sharp(path.join(dir, `w${w}.${ext}`)).metadata();
        expect(meta.width).to.equal(w);
        expect(meta.exif, `w${w}.${ext} has no EXIF`).to.equal(undefined);
      }
    }
    const served = await (await client()).get(`/uploads/${res.body.key}/w320.webp`);
    expect(served.status).to.equal(200);
    expect(served.headers['cache-control']).to.match(/immutable/);
  });

  it('refuses non-images and decompression bombs with 422, leaving no files', async () => {
    const { env } = await testApp();
    const c = await admin();
    const before = filesUnder(publicUploadsDir(env)).length;
    const notImage = await uploadImage(c, pdf(), 'cat.jpg');
    expect(notImage.status).to.equal(422);
    const bomb = await uploadImage(c, pngBomb(), 'small.png');
    expect(bomb.status).to.equal(422);
    expect(bomb.body.errors.file[0]).to.match(/too many pixels/);
    expect(filesUnder(publicUploadsDir(env)).length).to.equal(before);
    expect(filesUnder(path.join(env.uploadsDir, 'tmp'))).to.have.length(0);
  });
});

describe('API: blog', () => {
  const post = (overrides: Record<string, unknown> = {}) => ({ title: `Post ${unique('t')}`, body: '<p>Hello <script>x()</script>world</p>', author: 'Hannah Okoye, Senior Adviser', ...overrides });

  it('drafts stay hidden; published posts appear newest first; a future date publishes then', async () => {
    const c = await admin();
    const draft = await c.post('/api/admin/blog', post());
    expect(draft.status).to.equal(201);
    expect(draft.body).to.deep.include({ status: 'draft', published_at: null, body: '<p>Hello world</p>', excerpt: 'Hello world' });
    expect(draft.body.slug).to.match(/^post-t-/);
    const anon = await client();
    expect((await anon.get(`/api/blog/${draft.body.slug}`)).status).to.equal(404);

    const published = await c.post('/api/admin/blog', post({ status: 'published' }));
    expect(published.body.published_at).to.be.a('string');
    const list = await anon.get('/api/blog?per_page=50');
    expect(list.body.results.map((p: { id: number }) => p.id)).to.include(published.body.id).and.not.include(draft.body.id);
    expect(list.body.results[0].published_at >= list.body.results.at(-1).published_at).to.equal(true);
    expect((await anon.get(`/api/blog/${published.body.slug}`)).body.results.body).to.equal('<p>Hello world</p>');

    const future = await c.post('/api/admin/blog', post({ status: 'published', published_at: new Date(Date.now() + 86_400_000).toISOString() }));
    expect((await anon.get(`/api/blog/${future.body.slug}`)).status).to.equal(404);
    const { db } = await testApp();
    await db('posts').where({ id: future.body.id }).update({ published_at: db.raw(`now() - interval '1 minute'`) });
    expect((await anon.get(`/api/blog/${future.body.slug}`)).status).to.equal(200);
  });

  it('refuses a taken address; changing a published post’s address keeps the old one with a 301', async () => {
    const c = await admin();
    const a = await c.post('/api/admin/blog', post({ status: 'published' }));
    const taken = await c.post('/api/admin/blog', post({ slug: a.body.slug }));
    expect(taken.status).to.equal(422);
    expect(taken.body.errors.slug).to.be.an('array');
    const newSlug = unique('moved');
    const moved = await c.put(`/api/admin/blog/${a.body.id}`, { ...post({ title: a.body.title, status: 'published' }), slug: newSlug });
    expect(moved.status).to.equal(200);
    expect(moved.body.slug).to.equal(newSlug);
    const old = await (await client()).get(`/api/blog/${a.body.slug}`).redirects(0);
    expect(old.status).to.equal(301);
    expect(old.headers.location).to.equal(`/api/blog/${newSlug}`);
    const page = await (await client()).get(`/blog/${a.body.slug}`).redirects(0);
    expect(page.status).to.equal(301);
    expect(page.headers.location).to.equal(`/blog/${newSlug}`);
    // The old address cannot be given to another post.
    expect((await c.post('/api/admin/blog', post({ slug: a.body.slug }))).status).to.equal(422);
    const sitemap = await (await client()).get('/sitemap.xml');
    expect(sitemap.text).to.include(`/blog/${newSlug}</loc>`).and.not.include(`/blog/${a.body.slug}</loc>`);
  });
});

describe('API: galleries', () => {
  it('uploads images, keeps captions and order, rotates, deletes, and shows only visible galleries publicly', async () => {
    const { env } = await testApp();
    const c = await admin();
    const created = await c.post('/api/admin/galleries', { title: `Gallery ${unique('g')}`, description: 'Test' });
    expect(created.status).to.equal(201);
    const id = created.body.id;
    for (const color of ['#aa3333', '#33aa33', '#3333aa']) {
      const res = await c.upload(`/api/admin/galleries/${id}/images`, await photo({ color }), `${color}.jpg`, { caption: `Colour ${color}` });
      expect(res.status).to.equal(201);
    }
    let gallery = (await c.get(`/api/admin/galleries/${id}`)).body;
    expect(gallery.images.map((i: { caption: string }) => i.caption)).to.deep.equal(['Colour #aa3333', 'Colour #33aa33', 'Colour #3333aa']);
    const ids = gallery.images.map((i: { id: number }) => i.id);

    expect((await c.put(`/api/admin/galleries/${id}/images/order`, { ids: [ids[2], ids[0]] })).status).to.equal(422);
    gallery = (await c.put(`/api/admin/galleries/${id}/images/order`, { ids: [ids[2], ids[0], ids[1]] })).body;
    expect(gallery.images.map((i: { id: number }) => i.id)).to.deep.equal([ids[2], ids[0], ids[1]]);

    gallery = (await c.patch(`/api/admin/galleries/${id}/images/${ids[0]}`, { caption: 'Renamed' })).body;
    expect(gallery.images.find((i: { id: number }) => i.id === ids[0]).caption).to.equal('Renamed');
    // A PATCH without a caption leaves it alone; an empty caption clears it.
    gallery = (await c.patch(`/api/admin/galleries/${id}/images/${ids[0]}`, {})).body;
    expect(gallery.images.find((i: { id: number }) => i.id === ids[0]).caption).to.equal('Renamed');
    gallery = (await c.patch(`/api/admin/galleries/${id}/images/${ids[0]}`, { caption: '' })).body;
    expect(gallery.images.find((i: { id: number }) => i.id === ids[0]).caption).to.equal('');
    gallery = (await c.patch(`/api/admin/galleries/${id}/images/${ids[0]}`, { caption: 'Renamed' })).body;

    const before = gallery.images.find((i: { id: number }) => i.id === ids[1]).image;
    gallery = (await c.post(`/api/admin/galleries/${id}/images/${ids[1]}/rotate`, { degrees: 90 })).body;
    const after = gallery.images.find((i: { id: number }) => i.id === ids[1]).image;
    expect([after.width, after.height]).to.deep.equal([before.height, before.width]);
    expect(after.key).not.to.equal(before.key);
    expect(fs.existsSync(path.join(publicUploadsDir(env), before.key))).to.equal(false);
    expect((await c.post(`/api/admin/galleries/${id}/images/${ids[1]}/rotate`, { degrees: 45 })).status).to.equal(422);

    // Rotations of one image sent together run one after the other, each from the last one's result.
    const start = after;
    expect(start.width, 'a landscape photo').not.to.equal(start.height);
    const together = await Promise.all([1, 2, 3].map(() => c.post(`/api/admin/galleries/${id}/images/${ids[1]}/rotate`, { degrees: 90 })));
    expect(together.map((r) => r.status)).to.deep.equal([200, 200, 200]);
    const final = (await c.get(`/api/admin/galleries/${id}`)).body.images.find((i: { id: number }) => i.id === ids[1]).image;
    expect([final.width, final.height], '270° in all').to.deep.equal([start.height, start.width]);
    expect(fs.existsSync(path.join(publicUploadsDir(env), final.key))).to.equal(true);
    for (const res of together) {
      const key = res.body.images.find((i: { id: number }) => i.id === ids[1]).image.key;
      if (key !== final.key) expect(fs.existsSync(path.join(publicUploadsDir(env), key)), 'an intermediate version is removed').to.equal(false);
    }
    gallery = (await c.get(`/api/admin/galleries/${id}`)).body;

    const pub = await (await client()).get(`/api/galleries/${created.body.slug}`);
    expect(pub.body.results.images.map((i: { id: number }) => i.id)).to.deep.equal([ids[2], ids[0], ids[1]]);
    expect(pub.body.results.images[0]).to.include.keys('id', 'image_url', 'caption');
    expect((await (await client()).get(`/api/galleries/${id}`)).body.results.slug).to.equal(created.body.slug);
    const list = await (await client()).get('/api/galleries');
    expect(list.body.results.find((g: { id: number }) => g.id === id)).to.include.keys('id', 'slug', 'title', 'image_url', 'url');

    const removed = (await c.delete(`/api/admin/galleries/${id}/images/${ids[2]}`)).body;
    expect(removed.images).to.have.length(2);
    expect(fs.existsSync(path.join(publicUploadsDir(env), pub.body.results.images[0].image.key))).to.equal(false);

    await c.put(`/api/admin/galleries/${id}`, { title: created.body.title, visible: false });
    expect((await (await client()).get(`/api/galleries/${created.body.slug}`)).status).to.equal(404);
    expect((await (await client()).get(`/galleries/${created.body.slug}`)).status).to.equal(404);
    expect((await c.delete(`/api/admin/galleries/${id}`)).status).to.equal(204);
    expect((await c.get(`/api/admin/galleries/${id}`)).status).to.equal(404);
  });
});

describe('API: services and testimonials', () => {
  it('services: add with an address from the name, refuse a taken address, reorder, list by audience', async () => {
    const c = await admin();
    const name = `Visa clinic ${unique('s')}`;
    const created = await c.post('/api/admin/services', { audience: 'students', name, summary: 'Free visa Q&A every Thursday.', icon: 'visa', body: '<p>Bring your questions.</p>' });
    expect(created.status).to.equal(201);
    expect(created.body.slug).to.match(/^visa-clinic-s-/);
    const dup = await c.post('/api/admin/services', { audience: 'students', name: 'Other', slug: created.body.slug, summary: 'x' });
    expect(dup.body.errors.slug).to.be.an('array');
    expect((await c.post('/api/admin/services', { audience: 'aliens', name: 'x', summary: 'x', icon: 'rocket' })).body.errors).to.include.keys('audience', 'icon');

    const all = (await c.get('/api/admin/services?per_page=100&sort=position')).body.results as Array<{ id: number }>;
    const reversed = all.map((s) => s.id).reverse();
    const ordered = await c.put('/api/admin/services/order', { ids: reversed });
    expect(ordered.status).to.equal(200);
    expect(ordered.body.results.map((s: { id: number }) => s.id)).to.deep.equal(reversed);
    const students = (await (await client()).get('/api/services?audience=students')).body.results as Array<{ audience: string }>;
    expect(students.every((s) => s.audience === 'students')).to.equal(true);
    expect((await (await client()).get(`/api/services/${created.body.slug}`)).body.results.name).to.equal(name);
    expect((await (await client()).get('/api/services/no-such-service')).status).to.equal(404);
  });

  it('testimonials: add, refuse an unknown destination, reorder, public list', async () => {
    const c = await admin();
    await ensureCountry('ireland');
    const created = await c.post('/api/admin/testimonials', { name: 'Ana Souza', course: 'MSc Data Science', institution: 'Harbourside University', country: 'ireland', text: 'Our adviser made the visa simple.' });
    expect(created.status).to.equal(201);
    expect((await c.post('/api/admin/testimonials', { name: 'X', text: 'Y', country: 'atlantis' })).body.errors.country).to.be.an('array');
    const all = (await c.get('/api/admin/testimonials?per_page=100')).body.results as Array<{ id: number }>;
    const order = [created.body.id, ...all.map((t) => t.id).filter((id) => id !== created.body.id)];
    await c.put('/api/admin/testimonials/order', { ids: order });
    const pub = await (await client()).get('/api/testimonials');
    expect(pub.body.results[0].id).to.equal(created.body.id);
    expect(pub.body.results[0].country_name).to.equal('Ireland');
  });
});

describe('site files', () => {
  it('robots.txt keeps crawlers out of private areas and points to the sitemap; the sitemap lists public pages', async () => {
    await ensureCountry('canada');
    const robots = await (await client()).get('/robots.txt');
    expect(robots.text).to.include('Disallow: /admin').and.include('Disallow: /account').and.include('Sitemap: http://localhost:3000/sitemap.xml');
    const sitemap = await (await client()).get('/sitemap.xml');
    expect(sitemap.headers['content-type']).to.match(/xml/);
    for (const p of ['/', '/about', '/study', '/blog', '/galleries', '/contact', '/countries/canada']) expect(sitemap.text).to.include(`<loc>http://localhost:3000${p}</loc>`);
    expect(sitemap.text).not.to.include('/admin');
  });
});
