import { expect } from 'chai';
import express from 'express';
import type { RouteObject } from 'react-router-dom';
import request from 'supertest';
import { pageTable, routes } from '../../client/routes';
import { createErrorHandler } from '../../server/http/error-handler';
import { readManifest } from '../../server/ssr/assets';
import { createSsrHandler } from '../../server/ssr/handler';
import { createLogger, useLogger } from '../../server/lib/log';
import { type Client, client, testApp } from '../helpers/app';
import { createUser, ensureCountry, signedInClient } from '../helpers/factories';


/** Route id → the value of its parameter in these tests (records made in `before`). */
const samples: Record<string, string> = { country: 'canada', token: 'a1b2c3' };
const concrete = (entry: { id: string; path: string }) => entry.path.replace(/:(\w+)/g, (_, name: string) => samples[entry.id] ?? samples[name] ?? '1');

/** The adviser the render tests sign in as: the sample student is theirs. */
let adviser: { client: Client; id: number };

async function makeRecords() {
  const { services, db } = await testApp();
  const admin = (await signedInClient('admin')).user;
  const signedAdviser = await signedInClient('adviser');
  adviser = { client: signedAdviser.client, id: signedAdviser.user.id };
  const student = await createUser({ role: 'user' });
  await db('users').where({ id: student.id }).update({ adviser_id: adviser.id });
  const post = await services.content.posts.admin.create(admin, { title: `SSR sample ${Date.now()}`, status: 'published', body: '<p>Sample</p>' });
  const gallery = await services.content.galleries.admin.create(admin, { title: `SSR gallery ${Date.now()}` });
  const widget = await services.content.widgets.admin.create(admin, { name: `ssr-sample-${Date.now()}`, title: 'Sample' });
  const service = await services.content.services.admin.create(admin, { audience: 'students', name: `SSR service ${Date.now()}`, summary: 'Sample' });
  const testimonial = await services.content.testimonials.admin.create(admin, { name: 'Sample Student', text: 'Sample' });
  const country = await ensureCountry('canada');
  const institution = await services.study.institutions.admin.create(admin, { name: `SSR institution ${Date.now()}`, country_id: country.id, type: 'college' });
  const message = await services.study.contact.submit({ name: 'Sample Sender', email: 'sender@example.com', enquiry_type: 'other', message: 'A sample message for the render test.', consent: true }, `ssr-${Date.now()}`);
  const [latest] = (await (await testApp()).db('contact_messages').orderBy('id', 'desc').limit(1).pluck('id')) as number[];
  // The message made a lead (decision 0046): the sample adviser owns it, so that their render shows it too.
  const [lead] = (await db('leads').whereRaw('lower(email) = ?', ['sender@example.com']).update({ owner_id: adviser.id }).returning('id')) as Array<{ id: number }>;
  Object.assign(samples, {
    'blog.post': post.slug,
    gallery: gallery.slug,
    'admin.users.view': String(admin.id),
    'admin.blog.edit': String(post.id),
    'admin.galleries.edit': String(gallery.id),
    'admin.widgets.edit': String(widget.id),
    'admin.services.edit': String(service.id),
    'admin.testimonials.edit': String(testimonial.id),
    'admin.studycountries.edit': String(country.id),
    'admin.institutions.edit': String(institution.id),
    'admin.messages.view': String(latest),
    'admin.students.view': String(student.id),
    'admin.leads.view': String(lead!.id),
  });
  expect(message).to.equal('stored');
}

type Caller = 'visitor' | 'student' | 'adviser' | 'admin';
const roleOf: Record<Caller, string | null> = { visitor: null, student: 'user', adviser: 'adviser', admin: 'admin' };

/** Where a screen's guards send each kind of caller, or null when it renders. */
function expectedRedirect(entry: (typeof pageTable)[number], caller: Caller): string | null {
  // The portal's layout: auth, then role:admin,adviser (routes-private.tsx).
  const guards = [...(entry.layout === 'admin' ? ['auth', 'role:admin,adviser'] : []), ...(entry.guards ?? [])];
  for (const guard of guards) {
    if (guard === 'admin' && caller !== 'admin') return '/login';
    if (guard === 'auth' && caller === 'visitor') return '/login';
    if (guard === 'guest' && caller !== 'visitor') return '/';
    if (guard.startsWith('role:') && !guard.slice(5).split(',').includes(roleOf[caller] ?? '')) return '/unauthorized';
  }
  return null;
}

describe('server render: every screen of the route table', () => {
  before(makeRecords);

  for (const caller of ['visitor', 'student', 'adviser', 'admin'] as const) {
    it(`each path answers its page or its guard's redirect for ${caller === 'admin' || caller === 'adviser' ? 'an' : 'a'} ${caller}`, async () => {
      const c = caller === 'visitor' ? await client() : caller === 'adviser' ? adviser.client : (await signedInClient(caller === 'admin' ? 'admin' : 'user')).client;
      for (const entry of pageTable) {
        const path = concrete(entry);
        const res = await c.get(path).redirects(0);
        const redirect = expectedRedirect(entry, caller);
        if (redirect) {
          expect(res.status, path).to.equal(302);
          expect(res.headers.location, path).to.equal(redirect);
          expect(res.text, path).not.to.include('Administration Portal');
        } else {
          expect(res.status, path).to.equal(entry.status ?? 200);
          expect(res.headers['content-type'], path).to.match(/^text\/html/);
          expect(res.text, path).to.include('<div id="root">');
          expect(res.text, path).to.match(new RegExp(`<title>[^<]+ · Meridian Study Abroad</title>`));
        }
      }
    });
  }

  it('the HTML itself carries the header, the navigation and the footer', async () => {
    const res = await (await client()).get('/');
    expect(res.status).to.equal(200);
    expect(res.text).to.include('class="site-header"');
    expect(res.text).to.include('aria-label="Main"');
    expect(res.text).to.match(/<a[^>]*href="tel:\+442079460321"/);
    expect(res.text).to.include('class="site-footer"');
    expect(res.text).to.match(/© <!-- -->2022/);
    for (const label of ['Home', 'Our Story', 'Study Abroad', 'Services', 'Students', 'Contact', 'Sign-In', 'Register', 'Terms', 'Privacy']) {
      expect(res.text, label).to.include(`>${label}<`);
    }
    expect(res.text).to.include('<title>Study abroad with confidence · Meridian Study Abroad</title>');
  });

  it('the matched page chunk and the entry are preloaded, and the hydration data is a JSON script', async () => {
    const manifest = readManifest();
    const res = await (await client()).get('/about');
    expect(res.text).to.include(`<script type="module" src="${manifest.entry}">`);
    for (const chunk of manifest.modules['pages/public/About']!) expect(res.text).to.include(`<link rel="modulepreload" href="${chunk}" fetchpriority="low">`);
    expect(res.text).not.to.include(manifest.modules['pages/admin/Dashboard']![0]);
    expect(res.text).to.match(/<script type="application\/json" id="__boot">\{"config":/);
  });

  it('a public page’s module comes with one chunk of the small modules the public pages share, not one each (decision 0039)', () => {
    const { modules, entryImports } = readManifest();
    const [shell] = entryImports;
    const country = modules['pages/public/Country']!;
    // The page's own chunk, the shared chunk, the shell.
    expect(country).to.have.length(3);
    expect(country).to.include(shell);
    const shared = country.find((chunk) => chunk !== country[0] && chunk !== shell)!;
    for (const page of ['pages/public/Study', 'pages/public/BlogPost']) expect(modules[page], page).to.include(shared).and.to.have.length(3);
  });

  it('an unknown path is a real 404 with the 404 page', async () => {
    const res = await (await client()).get('/no/such/page');
    expect(res.status).to.equal(404);
    expect(res.text).to.include('Page not found');
    expect(res.text).to.include('class="site-header"');
    expect(res.text).to.include('<title>Page not found · Meridian Study Abroad</title>');
    const country = await (await client()).get('/countries/atlantis');
    expect(country.status).to.equal(404);
    expect(country.text).to.include('Page not found');
  });

  it('an anonymous visitor opening /account/profile is sent to /login with the path remembered', async () => {
    const res = await (await client()).get('/account/profile').redirects(0);
    expect(res.status).to.equal(302);
    expect(res.headers.location).to.equal('/login');
    const cookies = res.headers['set-cookie'] as unknown as string[];
    expect(cookies.some((c) => c.startsWith('intended_url=/account/profile;'))).to.equal(true);
  });

  it('a signed-in student opening /admin never sees admin markup (the unauthorized screen); an admin sees the portal', async () => {
    const student = (await signedInClient('user')).client;
    const refused = await student.get('/admin').redirects(0);
    expect(refused.status).to.equal(302);
    expect(refused.headers.location).to.equal('/unauthorized');
    expect(refused.text).not.to.include('Administration Portal');
    const followed = await student.get('/admin').redirects(3);
    expect(followed.status).to.equal(403);
    expect(followed.text).not.to.include('Administration Portal');

    const admin = (await signedInClient('admin')).client;
    const portal = await admin.get('/admin');
    expect(portal.status).to.equal(200);
    expect(portal.text).to.include('Administration Portal');
    expect(portal.text).to.include('Exit To Web Site');
    expect(portal.text).to.include(readManifest().modules['layouts/AdminLayout']![0]);
  });

  it('admin screens render their data on the server; an unknown user is a 404 page inside the admin layout', async () => {
    const { client: admin } = await signedInClient('admin');
    const { user } = await signedInClient('user');
    const view = await admin.get(`/admin/users/${user.id}`);
    expect(view.status).to.equal(200);
    expect(view.text).to.include(`<title>${user.firstname} ${user.lastname} · Meridian Study Abroad</title>`);
    expect(view.text).to.include(user.email);
    const list = await admin.get(`/admin/users?q=${encodeURIComponent(user.email)}`);
    expect(list.text).to.include(user.email).and.include('Showing 1–1 of 1');
    for (const id of ['999999999', 'not-a-number']) {
      const missing = await admin.get(`/admin/users/${id}`);
      expect(missing.status, id).to.equal(404);
      expect(missing.text).to.include('Page not found').and.include('Administration Portal');
    }
    const badQuery = await admin.get('/admin/users?per_page=100000');
    expect(badQuery.status).to.equal(422);
  });

  it('the signed-in header shows the firstname menu, and Administrator only for admins', async () => {
    const { client: student, user } = await signedInClient('user');
    const page = await student.get('/');
    expect(page.text).to.include(`>${user.firstname}<`);
    expect(page.text).not.to.include('>Administrator<');
    expect(page.text).to.include('>Logout<');
    const admin = (await signedInClient('admin')).client;
    expect((await admin.get('/')).text).to.include('>Administrator<');
  });

  it('renders running at the same time each see their own session (the render contexts are reused)', async () => {
    const { client: student, user } = await signedInClient('user', false, 'Amara');
    const { client: admin, user: adminUser } = await signedInClient('admin', false, 'Bohdan');
    const visitor = await client();
    const pages = await Promise.all(
      Array.from({ length: 12 }, (_, i) => [student.get('/account/profile'), admin.get('/'), visitor.get('/')][i % 3]!),
    );
    pages.forEach((page, i) => {
      expect(page.status).to.equal(200);
      const who = i % 3;
      expect(page.text.includes(`>${user.firstname}<`)).to.equal(who === 0, `page ${i}`);
      expect(page.text.includes(`>${adminUser.firstname}<`)).to.equal(who === 1, `page ${i}`);
      expect(page.text.includes('>Logout<')).to.equal(who !== 2, `page ${i}`);
    });
  });

  it('a failing loader is logged and answers the error layout with 500', async () => {
    const { env, services } = await testApp();
    const root = routes[0]!;
    const failing: RouteObject[] = [
      {
        id: root.id,
        Component: root.Component,
        ErrorBoundary: root.ErrorBoundary,
        children: [{ id: 'boom', path: '/boom', loader: () => Promise.reject(new Error('database is down')), Component: () => null }],
      },
    ];
    const app = express();
    app.get('/{*splat}', createSsrHandler({ env, services, manifest: readManifest, routes: failing }));
    app.use(createErrorHandler(() => 'fallback'));
    const errors: string[] = [];
    useLogger(createLogger({ level: 'error', stream: { write: (line: string) => void errors.push(line) } }));
    try {
      const res = await request(app).get('/boom');
      expect(res.status).to.equal(500);
      expect(res.text).to.include('<h1>Error</h1>');
      expect(res.text).to.include('There has been a problem');
      expect(res.text).not.to.include('database is down');
    } finally {
      useLogger();
    }
    expect(errors.join('')).to.include('database is down');
  });

  it('pages carry a Content-Security-Policy that runs only our own scripts, and no X-Powered-By', async () => {
    const res = await (await client()).get('/');
    expect(res.headers['content-security-policy']).to.match(/script-src 'self'(;|$)/);
    expect(res.headers['x-powered-by']).to.equal(undefined);
    expect(res.text).not.to.match(/<script(?![^>]*(type="application\/json"|type="application\/ld\+json"|type="module" src=))/);
  });

  it('a HEAD request answers like GET without a body', async () => {
    const res = await (await client()).agent.head('/about');
    expect(res.status).to.equal(200);
    expect(res.text ?? '').to.equal('');
  });

  it('a POST to a page path is a 404 (after the XSRF check), never a crash', async () => {
    const c = await client();
    const res = await c.post('/about', {});
    expect(res.status).to.equal(404);
  });
});
