// The site's languages: the admin setting, the addresses of each language's pages, what search engines are told
// (hreflang both ways, the sitemap's alternates, <html lang dir>) and the page cache keeping each language apart.
import { expect } from 'chai';
import { client, testApp } from '../helpers/app';
import { ensureCountry, signedInClient } from '../helpers/factories';

const APP = 'http://localhost:3000';

/** The hreflang alternates of a page, as [hreflang, href]. */
const alternates = (html: string) => [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1]!, m[2]!] as const);

describe('languages', () => {
  afterEach(async () => {
    // Every test leaves the shipped languages on.
    const { client: admin } = await signedInClient('admin');
    await admin.put('/api/admin/locales', { enabled: ['en', 'es', 'ar'] });
  });

  it('admins read and change the enabled locales; the default stays, unknown codes are refused, and it is audited', async () => {
    const { client: admin } = await signedInClient('admin');
    const shown = await admin.get('/api/admin/locales');
    expect(shown.status).to.equal(200);
    expect(shown.body.default).to.equal('en');
    expect(shown.body.enabled).to.deep.equal(['en', 'es', 'ar']);
    expect(shown.body.available).to.deep.include({ code: 'ar', name: 'العربية', dir: 'rtl' });

    const noDefault = await admin.put('/api/admin/locales', { enabled: ['es', 'ar'] });
    expect(noDefault.status).to.equal(422);
    expect(noDefault.body.errors.enabled[0]).to.match(/default/);
    const unknown = await admin.put('/api/admin/locales', { enabled: ['en', 'xx'] });
    expect(unknown.status).to.equal(422);
    expect(unknown.body.errors.enabled[0]).to.include('xx');
    expect((await admin.put('/api/admin/locales', { enabled: 'en' })).status).to.equal(422);
    expect((await admin.put('/api/admin/locales', {})).status).to.equal(422);

    const changed = await admin.put('/api/admin/locales', { enabled: ['ar', 'en'] });
    expect(changed.status).to.equal(200);
    expect(changed.body.enabled).to.deep.equal(['en', 'ar']);
    expect((await admin.get('/api/admin/locales')).body.enabled).to.deep.equal(['en', 'ar']);
    const audit = await admin.get('/api/admin/audit?action=setting.locales');
    expect(audit.body.results[0].summary).to.equal('Languages: en, ar (were en, es, ar)');
  });

  it('advisers, students and visitors cannot read or change them', async () => {
    for (const role of ['adviser', 'user'] as const) {
      const { client: c } = await signedInClient(role);
      expect((await c.get('/api/admin/locales')).status).to.equal(403);
      expect((await c.put('/api/admin/locales', { enabled: ['en'] })).status).to.equal(403);
    }
    expect((await (await client()).get('/api/admin/locales')).status).to.equal(401);
  });

  it('each enabled language has its pages under its prefix; /en/ goes to the default address; others are 404', async () => {
    const c = await client();
    const es = await c.get('/es/study');
    expect(es.status).to.equal(200);
    expect(es.text).to.match(/^<!doctype html><html lang="es" dir="ltr">/);
    expect(es.text).to.include('<a href="/es/about" class="nav-link">Nuestra historia</a>');
    const ar = await c.get('/ar');
    expect(ar.status).to.equal(200);
    expect(ar.text).to.match(/^<!doctype html><html lang="ar" dir="rtl">/);
    expect((await c.get('/')).text).to.match(/^<!doctype html><html lang="en-GB" dir="ltr">/);

    const en = await c.get('/en/study?x=1');
    expect(en.status).to.equal(301);
    expect(en.headers.location).to.equal('/study?x=1');
    expect((await c.get('/en')).headers.location).to.equal('/');
    expect((await c.get('/xx/study')).status).to.equal(404);
    expect((await c.get('/fr/study')).status).to.equal(404);
    expect((await c.get('/es/no-such-page')).status).to.equal(404);

    const { client: admin } = await signedInClient('admin');
    await admin.put('/api/admin/locales', { enabled: ['en', 'ar'] });
    expect((await c.get('/es/study')).status).to.equal(404);
    expect((await c.get('/ar/study')).status).to.equal(200);
  });

  it('guards redirect within the language: a visitor opening /es/account goes to /es/login', async () => {
    const res = await (await client()).get('/es/account/profile');
    expect(res.status).to.equal(302);
    expect(res.headers.location).to.match(/^\/es\/login/);
  });

  it('every public page names itself in every enabled language and x-default, and each names the others back', async () => {
    await ensureCountry('canada');
    const c = await client();
    for (const path of ['/', '/study', '/countries/canada', '/contact']) {
      const pages = { en: path, es: path === '/' ? '/es' : `/es${path}`, ar: path === '/' ? '/ar' : `/ar${path}` };
      const expected = [
        ['en', `${APP}${pages.en}`],
        ['es', `${APP}${pages.es}`],
        ['ar', `${APP}${pages.ar}`],
        ['x-default', `${APP}${pages.en}`],
      ];
      for (const [locale, address] of Object.entries(pages)) {
        const html = (await c.get(address)).text;
        expect(alternates(html), `${address}`).to.deep.equal(expected);
        expect(html).to.include(`<link rel="canonical" href="${APP}${pages[locale as keyof typeof pages]}">`);
      }
    }
    // A page search engines are kept away from names no alternates.
    expect(alternates((await c.get('/es/login')).text)).to.deep.equal([]);
  });

  it('with one language on, pages carry no alternates', async () => {
    const { client: admin } = await signedInClient('admin');
    await admin.put('/api/admin/locales', { enabled: ['en'] });
    const html = (await (await client()).get('/study')).text;
    expect(alternates(html)).to.deep.equal([]);
  });

  it('the sitemap lists every page in every language, each with all its alternates', async () => {
    await ensureCountry('canada');
    const sitemap = (await (await client()).get('/sitemap.xml')).text;
    expect(sitemap).to.include('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const loc of [`${APP}/countries/canada`, `${APP}/es/countries/canada`, `${APP}/ar/countries/canada`, `${APP}/es`]) expect(sitemap).to.include(`<loc>${loc}</loc>`);
    const entry = sitemap.split('\n').find((line) => line.includes(`<loc>${APP}/ar/countries/canada</loc>`))!;
    for (const [lang, href] of [['en', '/countries/canada'], ['es', '/es/countries/canada'], ['ar', '/ar/countries/canada'], ['x-default', '/countries/canada']]) {
      expect(entry).to.include(`<xhtml:link rel="alternate" hreflang="${lang}" href="${APP}${href}"/>`);
    }
  });

  it('the page cache keeps each language’s page apart, and a change of languages empties it', async () => {
    const { pageCache } = await testApp();
    expect(pageCache).to.not.equal(null);
    const c = await client();
    const en = (await c.get('/about')).text;
    const es = (await c.get('/es/about')).text;
    expect((await c.get('/es/about')).text).to.equal(es);
    expect((await c.get('/about')).text).to.equal(en);
    expect(es).to.not.equal(en);
    const { client: admin } = await signedInClient('admin');
    await admin.put('/api/admin/locales', { enabled: ['en', 'ar'] });
    expect((await c.get('/es/about')).status).to.equal(404);
    expect(alternates((await c.get('/about')).text).map(([lang]) => lang)).to.deep.equal(['en', 'ar', 'x-default']);
  });

  it('structured data names the pages of the page’s language, and an article says its language', async () => {
    await ensureCountry('canada');
    const c = await client();
    const ld = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => m[1]!).join('\n');
    const country = (await c.get('/es/countries/canada')).text;
    expect(country).to.include('<meta property="og:locale" content="es">');
    expect(ld(country)).to.include(`"item":"${APP}/es/study"`).and.not.include(`"item":"${APP}/study"`);
    const { client: admin } = await signedInClient('admin');
    const made = await admin.post('/api/admin/blog', { title: `Languages ${Date.now()}`, body: '<p>Text</p>', author: 'Hannah Okoye', status: 'published' });
    const post = made.body.slug as string;
    const article = ld((await c.get(`/ar/blog/${post}`)).text);
    expect(article).to.include('"inLanguage":"ar"');
    expect((await c.get('/')).text).to.include('<meta property="og:locale" content="en_GB">');
  });

  it('the hydration data carries the messages the page’s hydrating parts show, in its language', async () => {
    const html = (await (await client()).get('/es/study')).text;
    const boot = JSON.parse(/<script type="application\/json" id="__boot">(.*?)<\/script>/s.exec(html)![1]!);
    expect(boot.i18n.locale).to.equal('es');
    expect(boot.i18n.enabled).to.deep.equal(['en', 'es', 'ar']);
    expect(boot.i18n.messages['nav.about']).to.equal('Nuestra historia');
    expect(boot.i18n.messages).to.not.have.property('title.blog');
    const login = (await (await client()).get('/ar/login')).text;
    expect(login).to.include('<title>تسجيل الدخول · ');
    expect(JSON.parse(/id="__boot">(.*?)<\/script>/s.exec(login)![1]!).i18n.messages['title.login']).to.equal('تسجيل الدخول');
  });
});
