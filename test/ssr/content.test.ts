import { expect } from 'chai';
import request from 'supertest';
import { createApp } from '../../server/app';
import { Client, client, testApp, testEnv } from '../helpers/app';
import { createUser, PASSWORD, signedInClient } from '../helpers/factories';

describe('server render: content pages', () => {
  it('widgets are rendered into the page; admins see an edit button, and a "Create widget" link where one is missing', async () => {
    const { db } = await testApp();
    const { client: admin } = await signedInClient('admin');
    // Through the admin API, as staff would: a content change that the page cache and public reads see at once.
    const existing = await db('widgets').where({ name: 'about-story' }).first<{ id: number } | undefined>('id');
    if (existing) expect((await admin.delete(`/api/admin/widgets/${existing.id}`)).status).to.equal(204);
    const visitorMissing = await (await client()).get('/about');
    expect(visitorMissing.status).to.equal(200);
    expect(visitorMissing.text).not.to.include('Create widget');
    expect((await admin.get('/about')).text).to.include('Create widget about-story').and.include('href="/admin/widgets/add?name=about-story"');

    const created = await admin.post('/api/admin/widgets', { name: 'about-story', title: 'About', html: '<p>We began in 2012 in a small office.</p>' });
    expect(created.status).to.equal(201);
    const widget = created.body as { id: number };
    const page = await (await client()).get('/about');
    expect(page.text).to.include('<p>We began in 2012 in a small office.</p>');
    expect(page.text).not.to.include('Edit widget');
    expect((await admin.get('/about')).text).to.include(`href="/admin/widgets/${widget.id}"`);
  });

  it('a blog post carries its title, description, canonical address, Open Graph tags and Article structured data', async () => {
    const { services } = await testApp();
    const { user } = await signedInClient('admin');
    const post = await services.content.posts.admin.create(user, {
      title: 'How to budget for a year in Dublin',
      status: 'published',
      excerpt: 'Rent, food and transport.',
      seo_description: 'What a year in Dublin costs a student.',
      author: 'Lucía Ferreira, Student Adviser',
      body: '<h2>Rent</h2><p>Most of it.</p>',
    });
    const res = await (await client()).get(`/blog/${post.slug}`);
    expect(res.status).to.equal(200);
    expect(res.text).to.include('<title>How to budget for a year in Dublin · Meridian Study Abroad</title>');
    expect(res.text).to.include('<meta name="description" content="What a year in Dublin costs a student.">');
    expect(res.text).to.include(`<link rel="canonical" href="http://localhost:3000/blog/${post.slug}">`);
    expect(res.text).to.include('<meta property="og:type" content="article">');
    const jsonLd = res.text.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
    const data = JSON.parse(jsonLd!);
    expect(data).to.deep.include({ '@type': 'Article', headline: 'How to budget for a year in Dublin' });
    expect(data.author.name).to.equal('Lucía Ferreira');
    expect(res.text).to.include('<h2>Rent</h2><p>Most of it.</p>');
  });

  it('private screens ask search engines to stay away; public ones give a canonical address', async () => {
    const signIn = await (await client()).get('/login');
    expect(signIn.text).to.include('<meta name="robots" content="noindex">');
    const about = await (await client()).get('/about');
    expect(about.text).to.include('<link rel="canonical" href="http://localhost:3000/about">');
    expect(about.text).not.to.include('noindex');
  });

  it('unknown posts and galleries are 404 pages', async () => {
    expect((await (await client()).get('/blog/no-such-post')).status).to.equal(404);
    expect((await (await client()).get('/galleries/no-such-gallery')).status).to.equal(404);
  });
});

describe('server render: parts kept for visitors', () => {
  // With the page cache off, every visitor's page is rendered, reusing the markup of the parts it kept.
  async function appWithoutPageCache() {
    const { db } = await testApp();
    return createApp({ env: testEnv({ PAGE_CACHE: 'false' }), db });
  }

  it('a visitor’s page made with kept parts is byte for byte the page rendered in full', async () => {
    const off = await appWithoutPageCache();
    try {
      // Until the app has read the content version nothing is kept (a render then cannot know what it would belong to).
      await off.contentVersion.refresh();
      for (const path of ['/', '/about', '/study', '/contact', '/services/students', '/blog']) {
        const first = await request(off.handler).get(path);
        expect(first.status, path).to.equal(200);
        expect(first.text, path).to.include('<header data-kept="site-header" class="site-header">');
        const hits = off.fragments.stats().hits;
        const second = await request(off.handler).get(path);
        expect(off.fragments.stats().hits, `${path} reused kept parts`).to.be.greaterThan(hits);
        expect(second.text, path).to.equal(first.text);
      }
    } finally {
      await off.close();
    }
  });

  it('a signed-in user never gets a visitor’s kept header, and an edit shows on the next visitor’s page', async () => {
    const off = await appWithoutPageCache();
    try {
      await request(off.handler).get('/about');
      await request(off.handler).get('/about');
      const user = await createUser({ role: 'user' });
      const student = new Client(off.handler);
      expect((await student.post('/api/login', { email: user.email, password: PASSWORD })).status).to.equal(200);
      const page = await student.get('/about');
      expect(page.text).to.include(`>${user.firstname}<`).and.include('>Logout<');

      // The edit goes through this instance, whose version notification may not have arrived yet.
      const admin = new Client(off.handler);
      const staff = await createUser({ role: 'admin' });
      expect((await admin.post('/api/login', { email: staff.email, password: PASSWORD })).status).to.equal(200);
      const existing = await admin.get('/api/admin/widgets?q=about-story');
      const text = `Edited for the kept-parts test ${Date.now()}.`;
      const body = { name: 'about-story', title: 'About', html: `<p>${text}</p>` };
      const found = (existing.body.results as Array<{ id: number; name: string }>).find((w) => w.name === 'about-story');
      const saved = found ? await admin.put(`/api/admin/widgets/${found.id}`, body) : await admin.post('/api/admin/widgets', body);
      expect(saved.status).to.be.oneOf([200, 201]);
      expect((await request(off.handler).get('/about')).text).to.include(text);
    } finally {
      await off.close();
    }
  });
});
