import { expect } from 'chai';
import { client, testApp } from '../helpers/app';
import { signedInClient } from '../helpers/factories';

describe('server render: content pages', () => {
  it('widgets are rendered into the page; admins see an edit button, and a "Create widget" link where one is missing', async () => {
    const { services, db } = await testApp();
    const { client: admin, user } = await signedInClient('admin');
    // Through the admin API, as staff would: a content change that the page cache and public reads see at once.
    const existing = await db('widgets').where({ name: 'about-story' }).first<{ id: number } | undefined>('id');
    if (existing) expect((await admin.delete(`/api/admin/widgets/${existing.id}`)).status).to.equal(204);
    const visitorMissing = await (await client()).get('/about');
    expect(visitorMissing.status).to.equal(200);
    expect(visitorMissing.text).not.to.include('Create widget');
    expect((await admin.get('/about')).text).to.include('Create widget about-story').and.include('href="/admin/widgets/add?name=about-story"');

    const widget = await services.content.widgets.admin.create(user, { name: 'about-story', title: 'About', html: '<p>We began in 2012 in a small office.</p>' });
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
