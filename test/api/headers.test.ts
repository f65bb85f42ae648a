// Security headers (pages, API answers, downloads, HTTPS), when tokens stop working (logout, password change,
// password reset), and the attributes of the session and XSRF cookies over HTTP and HTTPS.
import { expect } from 'chai';
import request from 'supertest';
import { type App, createApp } from '../../server/app';
import { outboxDir } from '../../server/mail/mailer';
import { Client, client, testApp, testEnv } from '../helpers/app';
import { createUser, PASSWORD, signedInClient } from '../helpers/factories';
import { pdf } from '../helpers/files';
import { firstLink, mailTo } from '../helpers/mail';

type Res = request.Response;

/** The directives of a Content-Security-Policy header: name → sources. */
function csp(res: Res): Map<string, string[]> {
  const header = res.headers['content-security-policy'] as string | undefined;
  expect(header, 'Content-Security-Policy').to.be.a('string');
  return new Map(
    header!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

/** The Set-Cookie header of one cookie, split into its value and attributes (lower-case names). */
function cookie(res: Res, name: string): { value: string; attrs: Map<string, string> } | undefined {
  const header = ((res.headers['set-cookie'] as unknown as string[] | undefined) ?? []).find((h) => h.startsWith(`${name}=`));
  if (!header) return undefined;
  const [pair, ...attrs] = header.split(';').map((p) => p.trim());
  return {
    value: pair!.slice(name.length + 1),
    attrs: new Map(
      attrs.map((a) => {
        const eq = a.indexOf('=');
        return eq === -1 ? [a.toLowerCase(), ''] : [a.slice(0, eq).toLowerCase(), a.slice(eq + 1)];
      }),
    ),
  };
}

/** What every answer carries: a script policy without inline code, no sniffing, no framing by others, no leaks. */
function expectSecurityHeaders(res: Res, label: string): void {
  const policy = csp(res);
  const scripts = policy.get('script-src') ?? policy.get('default-src');
  expect(scripts, `${label}: script-src`).to.be.an('array');
  expect(scripts, `${label}: script-src`).not.to.include.members(["'unsafe-inline'"]);
  expect(scripts, `${label}: script-src`).not.to.include.members(["'unsafe-eval'"]);
  expect(scripts!.every((s) => s === "'self'" || s === "'none'"), `${label}: script-src only our own scripts, got ${scripts!.join(' ')}`).to.equal(true);
  expect(policy.get('frame-ancestors'), `${label}: frame-ancestors`).to.satisfy((v: string[] | undefined) => v !== undefined && v.every((s) => s === "'self'" || s === "'none'"));
  expect(policy.get('object-src'), `${label}: object-src`).to.deep.equal(["'none'"]);
  expect(res.headers['x-content-type-options'], `${label}: X-Content-Type-Options`).to.equal('nosniff');
  expect(res.headers['referrer-policy'], `${label}: Referrer-Policy`).to.be.oneOf(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']);
  expect(res.headers['cross-origin-opener-policy'], `${label}: Cross-Origin-Opener-Policy`).to.be.oneOf(['same-origin', 'same-origin-allow-popups']);
  expect(res.headers, `${label}: X-Powered-By`).not.to.have.property('x-powered-by');
  // Headers no supported browser reads are not sent (server/app.ts).
  expect(res.headers, `${label}: X-XSS-Protection`).not.to.have.property('x-xss-protection');
  expect(res.headers, `${label}: X-Download-Options`).not.to.have.property('x-download-options');
}

/** Not storable by a shared cache (a proxy or CDN in front of the site). */
function expectPrivate(res: Res, label: string): void {
  const directives = String(res.headers['cache-control'] ?? '')
    .split(',')
    .map((d) => d.trim().toLowerCase());
  expect(directives.includes('no-store') || directives.includes('private'), `${label}: Cache-Control "${res.headers['cache-control'] ?? ''}"`).to.equal(true);
  expect(directives, `${label}: Cache-Control`).not.to.include('public');
}

/** Two sessions of one user: a browser (cookies) and a second device. */
async function twoSessions(password = PASSWORD) {
  const user = await createUser({ password });
  const login = async () => {
    const c = await client();
    const res = await c.post('/api/login', { email: user.email, password });
    expect(res.status).to.equal(200);
    return { client: c, token: res.body.token as string };
  };
  return { user, first: await login(), second: await login() };
}

async function bearerStatus(token: string): Promise<number> {
  return (await (await client()).get('/api/user').set('Authorization', `Bearer ${token}`)).status;
}

/** GET /api/user with only the `token` cookie, as a browser sends it. */
async function cookieStatus(token: string): Promise<number> {
  const { handler } = await testApp();
  return (await request(handler).get('/api/user').set('Cookie', `token=${token}`)).status;
}

describe('security headers', () => {
  it('a page (GET /) has a strict script policy, nosniff, a referrer policy, COOP and no X-Powered-By, for visitors and users alike', async () => {
    const visitor = await client();
    const first = await visitor.get('/');
    const again = await visitor.get('/'); // may come from the page cache
    const { client: student } = await signedInClient();
    const signedIn = await student.get('/');
    for (const [res, label] of [
      [first, 'visitor'],
      [again, 'visitor, second visit'],
      [signedIn, 'student'],
    ] as const) {
      expect(res.status, label).to.equal(200);
      expectSecurityHeaders(res, `GET / (${label})`);
      expect(res.headers, label).not.to.have.property('strict-transport-security');
    }
    expect(csp(first).get('default-src')).to.deep.equal(["'self'"]);
    expect(csp(first).get('base-uri')).to.deep.equal(["'self'"]);
    // Inline <script> elements are data only (hydration data, JSON-LD): nothing the policy would have to block.
    const inline = (first.text.match(/<script\b[^>]*>/gi) ?? []).filter((tag) => !/\bsrc=/.test(tag));
    expect(inline.filter((tag) => !/type="application\/(ld\+)?json"/.test(tag)), 'inline scripts').to.deep.equal([]);
    // A signed-in user's page shows their name: never kept by a shared cache.
    expectPrivate(signedIn, 'GET / (student)');
  });

  it('API answers carry the same headers; private answers are not cacheable by shared caches, public content may be', async () => {
    const { client: student } = await signedInClient();
    const { client: admin } = await signedInClient('admin');
    const cases: Array<[Res, string, 'private' | 'public']> = [
      [await student.get('/api/user'), 'GET /api/user', 'private'],
      [await student.get('/api/account/documents'), 'GET /api/account/documents', 'private'],
      [await admin.get('/api/admin/dashboard'), 'GET /api/admin/dashboard', 'private'],
      [await admin.get('/api/admin/users'), 'GET /api/admin/users', 'private'],
      [await student.get('/api/study-countries'), 'GET /api/study-countries', 'public'],
    ];
    for (const [res, label, kind] of cases) {
      expect(res.status, label).to.equal(200);
      expect(res.headers['content-type'], label).to.match(/^application\/json/);
      expectSecurityHeaders(res, label);
      if (kind === 'private') expectPrivate(res, label);
      else expect(res.headers['cache-control'], label).to.match(/^public, max-age=\d+$/);
    }
    expect(cases[0]![0].headers['cache-control']).to.equal('private, no-store');

    // The sign-in answer carries the token in its body.
    const user = await createUser();
    const login = await (await client()).post('/api/login', { email: user.email, password: PASSWORD });
    expect(login.status).to.equal(200);
    expect(login.headers['cache-control']).to.equal('no-store');
    expectSecurityHeaders(login, 'POST /api/login');
  });

  it('a document download is an attachment, sandboxed, never sniffed or cached', async () => {
    const { client: student } = await signedInClient();
    const bytes = pdf();
    const uploaded = await student.upload('/api/account/documents', bytes, 'My passport.pdf', { kind: 'passport' });
    expect(uploaded.status).to.equal(201);
    const res = await student
      .get(`/api/account/documents/${uploaded.body.id}/download`)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(res.status).to.equal(200);
    expect(Buffer.compare(res.body as Buffer, bytes)).to.equal(0);
    expect(res.headers['content-type']).to.equal('application/pdf');
    expect(res.headers['content-disposition']).to.match(/^attachment; filename="My passport\.pdf"/);
    expect(res.headers['x-content-type-options']).to.equal('nosniff');
    expect(res.headers['cache-control']).to.equal('no-store');
    expect(res.headers).not.to.have.property('x-powered-by');
    const policy = csp(res);
    expect(policy.has('sandbox'), 'CSP sandbox').to.equal(true);
    expect(policy.get('default-src')).to.deep.equal(["'none'"]);
    expect(policy.has('script-src')).to.equal(false);
    // One policy only: the download's own, not the page policy beside it.
    expect(String(res.headers['content-security-policy'])).not.to.include(',');
  });

  describe('behind an HTTPS proxy (APP_URL https://…, TRUST_PROXY=1)', () => {
    let https: App;

    before(async () => {
      const { db } = await testApp();
      https = createApp({ env: testEnv({ APP_URL: 'https://study.example', TRUST_PROXY: '1' }), db });
    });

    after(async () => {
      await https?.close();
    });

    it('sends Strict-Transport-Security (and asks browsers to upgrade insecure requests); the http app does not', async () => {
      for (const path of ['/', '/api/study-countries']) {
        const res = await request(https.handler).get(path).set('X-Forwarded-Proto', 'https');
        expect(res.status, path).to.equal(200);
        const hsts = String(res.headers['strict-transport-security'] ?? '');
        expect(hsts, path).to.match(/max-age=(\d+)/);
        expect(Number(hsts.match(/max-age=(\d+)/)![1]), path).to.be.at.least(180 * 24 * 3600);
        expect(csp(res).has('upgrade-insecure-requests'), path).to.equal(true);
        expectSecurityHeaders(res, `https ${path}`);
      }
      const plain = await (await client()).get('/api/study-countries');
      expect(plain.headers).not.to.have.property('strict-transport-security');
      expect(csp(plain).has('upgrade-insecure-requests')).to.equal(false);
    });

    it('marks the token and XSRF cookies Secure', async () => {
      const user = await createUser();
      const first = await request(https.handler).get('/api/user').set('X-Forwarded-Proto', 'https');
      const xsrf = cookie(first, 'XSRF-TOKEN');
      expect(xsrf?.attrs.has('secure'), 'XSRF-TOKEN Secure').to.equal(true);
      expect(xsrf?.attrs.has('httponly'), 'XSRF-TOKEN readable by scripts').to.equal(false);

      const login = await request(https.handler)
        .post('/api/login')
        .set('X-Forwarded-Proto', 'https')
        .set('Cookie', `XSRF-TOKEN=${xsrf!.value}`)
        .set('X-XSRF-TOKEN', decodeURIComponent(xsrf!.value))
        .send({ email: user.email, password: PASSWORD, remember: true });
      expect(login.status).to.equal(200);
      const token = cookie(login, 'token');
      expect(token?.attrs.has('secure'), 'token Secure').to.equal(true);
      expect(token?.attrs.has('httponly'), 'token HttpOnly').to.equal(true);
      expect(token?.attrs.get('samesite')).to.equal('Lax');
      expect(token?.attrs.get('max-age')).to.equal('31536000');
      const rotated = cookie(login, 'XSRF-TOKEN');
      expect(rotated?.attrs.has('secure'), 'new XSRF-TOKEN Secure').to.equal(true);

      // A page answered for a visitor (possibly from the page cache) hands out a Secure XSRF cookie too.
      for (let i = 0; i < 2; i++) {
        const page = await request(https.handler).get('/').set('X-Forwarded-Proto', 'https');
        expect(page.status).to.equal(200);
        expect(cookie(page, 'XSRF-TOKEN')?.attrs.has('secure'), `page visit ${i + 1}`).to.equal(true);
      }

      const logout = await request(https.handler)
        .post('/api/logout')
        .set('X-Forwarded-Proto', 'https')
        .set('Cookie', `token=${token!.value}; XSRF-TOKEN=${rotated!.value}`)
        .set('X-XSRF-TOKEN', decodeURIComponent(rotated!.value));
      expect(logout.status).to.equal(204);
      const cleared = cookie(logout, 'token');
      expect(cleared?.value).to.equal('');
      expect(cleared?.attrs.has('secure')).to.equal(true);
    });
  });
});

describe('sessions: when a token stops working', () => {
  it('after logout, that session’s token is refused (as cookie and as bearer) and its cookie cleared; the user’s other session goes on', async () => {
    const { first, second } = await twoSessions();
    const res = await first.client.post('/api/logout');
    expect(res.status).to.equal(204);
    expect(cookie(res, 'token')?.value).to.equal('');
    expect((await first.client.get('/api/user')).status).to.equal(401);
    expect(await bearerStatus(first.token)).to.equal(401);
    expect(await cookieStatus(first.token)).to.equal(401);
    expect((await second.client.get('/api/user')).status).to.equal(200);
    expect(await bearerStatus(second.token)).to.equal(200);
  });

  it('after a password change, every other session’s token is refused; the session that changed it stays signed in', async () => {
    const { user, first, second } = await twoSessions();
    const newPassword = 'a brand new passphrase for later';
    const res = await first.client.patch('/api/settings/password', { current_password: PASSWORD, password: newPassword, password_confirmation: newPassword });
    expect(res.status).to.equal(204);
    expect(await bearerStatus(second.token)).to.equal(401);
    expect(await cookieStatus(second.token)).to.equal(401);
    expect((await second.client.get('/api/user')).status).to.equal(401);
    // The contract leaves the current session open (services: "signs out every other session of the user").
    expect((await first.client.get('/api/user')).status).to.equal(200);
    expect(await bearerStatus(first.token)).to.equal(200);
    expect((await (await client()).post('/api/login', { email: user.email, password: PASSWORD })).status).to.equal(422);
    expect((await (await client()).post('/api/login', { email: user.email, password: newPassword })).status).to.equal(200);
  });

  it('after a password reset from the e-mailed link, every earlier token is refused and the link works only once', async () => {
    const { services, env } = await testApp();
    const { user, first, second } = await twoSessions();
    const visitor = await client();
    const requested = await visitor.post('/api/password/email', { email: user.email });
    expect(requested.status).to.equal(200);
    await services.mailer.idle();
    const mails = mailTo(outboxDir(env), user.email);
    expect(mails).to.have.length(1);
    const link = new URL(firstLink(mails[0]!));
    expect(`${link.origin}${link.pathname.replace(/[^/]+$/, '')}`).to.equal(`${env.appUrl}/password/reset/`);
    const token = decodeURIComponent(link.pathname.split('/').pop()!);
    expect(link.searchParams.get('email')).to.equal(user.email);

    const newPassword = 'reset to something memorable';
    const body = { token, email: user.email, password: newPassword, password_confirmation: newPassword };
    const reset = await visitor.post('/api/password/reset', body);
    expect(reset.status).to.equal(200);
    expect(reset.body.status).to.be.a('string');
    for (const session of [first, second]) {
      expect(await bearerStatus(session.token)).to.equal(401);
      expect(await cookieStatus(session.token)).to.equal(401);
      expect((await session.client.get('/api/user')).status).to.equal(401);
    }
    const again = await (await client()).post('/api/password/reset', { ...body, password: 'yet another passphrase', password_confirmation: 'yet another passphrase' });
    expect(again.status).to.equal(422);
    expect(again.body.errors.email).to.be.an('array');
    expect((await (await client()).post('/api/login', { email: user.email, password: PASSWORD })).status).to.equal(422);
    expect((await (await client()).post('/api/login', { email: user.email, password: newPassword })).status).to.equal(200);
  });
});

describe('cookies over plain HTTP', () => {
  it('the token cookie is HttpOnly and SameSite=Lax; it lasts 365 days only with remember; neither cookie is Secure', async () => {
    for (const remember of [true, false]) {
      const user = await createUser();
      const c = new Client((await testApp()).handler);
      const res = await c.post('/api/login', { email: user.email, password: PASSWORD, remember });
      expect(res.status).to.equal(200);
      const token = cookie(res, 'token');
      expect(token?.value).to.equal(res.body.token);
      expect(token?.attrs.has('httponly'), 'HttpOnly').to.equal(true);
      expect(token?.attrs.get('samesite')).to.equal('Lax');
      expect(token?.attrs.get('path')).to.equal('/');
      expect(token?.attrs.has('secure')).to.equal(false);
      if (remember) {
        expect(token?.attrs.get('max-age')).to.equal('31536000');
      } else {
        expect(token?.attrs.has('max-age'), 'a session cookie').to.equal(false);
        expect(token?.attrs.has('expires'), 'a session cookie').to.equal(false);
      }
    }
  });

  it('the XSRF-TOKEN cookie is readable by scripts (not HttpOnly) and SameSite=Lax', async () => {
    const res = await (await client()).get('/api/study-countries');
    const xsrf = cookie(res, 'XSRF-TOKEN');
    expect(xsrf?.value).to.be.a('string').and.not.equal('');
    expect(xsrf?.attrs.has('httponly')).to.equal(false);
    expect(xsrf?.attrs.get('samesite')).to.equal('Lax');
    expect(xsrf?.attrs.get('path')).to.equal('/');
    expect(xsrf?.attrs.has('secure')).to.equal(false);
  });
});

describe('request ids', () => {
  const ID = /^[A-Za-z0-9._-]{1,64}$/;

  it('every answer carries X-Request-Id: pages rendered and kept (200 and 304), the API, files, errors', async () => {
    const { handler } = await testApp();
    const visitor = () => request(handler).get('/').set('Cookie', 'XSRF-TOKEN=x');
    await visitor();
    const kept = await visitor();
    expect(kept.status).to.equal(200);
    const notModified = await request(handler).get('/').set('Cookie', 'XSRF-TOKEN=x').set('If-None-Match', String(kept.headers.etag));
    expect(notModified.status).to.equal(304);
    const answers = [
      kept,
      notModified,
      await request(handler).get('/study').set('Cookie', 'token=nope'),
      await request(handler).get('/api/study-countries'),
      await request(handler).get('/api/no-such-call'),
      await request(handler).get('/robots.txt'),
      await request(handler).get('/dist/js/missing.js'),
      await request(handler).post('/api/contact').send({}),
      await request(handler).get('/healthz'),
    ];
    const ids = answers.map((res) => String(res.headers['x-request-id']));
    for (const [i, id] of ids.entries()) expect(id, `answer ${i} (${answers[i]!.status})`).to.match(ID);
    expect(new Set(ids).size, 'each request its own id').to.equal(ids.length);
  });

  it('keeps an incoming id that is 1–64 of [A-Za-z0-9._-], and replaces any other', async () => {
    const { handler } = await testApp();
    for (const path of ['/', '/api/study-countries']) {
      expect((await request(handler).get(path).set('X-Request-Id', 'lb-1234.abcd_EF')).headers['x-request-id'], path).to.equal('lb-1234.abcd_EF');
      for (const bad of ['', 'has space', 'x'.repeat(65), '<script>', 'a/b']) {
        const given = (await request(handler).get(path).set('X-Request-Id', bad)).headers['x-request-id'];
        expect(given, `${path} ${JSON.stringify(bad)}`).to.match(ID).and.not.equal(bad);
      }
    }
  });
});
