// The production log, read from the process's stdout: one JSON object per line, one line per request with its id,
// and nothing secret in any line (passwords, tokens, cookies, links with tokens, query strings).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { expect } from 'chai';
import { createLogger, log, loggablePath, scrub, useLogger } from '../../server/lib/log';
import { testDatabase } from '../helpers/database';
import { firstLink, mailTo } from '../helpers/mail';
import { Caller, signedIn } from '../helpers/http';
import { freshDatabaseUrl, type Site, startSite } from '../helpers/site';

type Line = Record<string, unknown>;

describe('the production log', function () {
  this.timeout(60_000);
  let site: Site;
  let lines: Line[];
  const secrets: string[] = [];
  let studentId: number;
  let resetToken: string;

  before(async () => {
    const { url } = await testDatabase();
    site = await startSite({
      databaseUrl: await freshDatabaseUrl(url, 'logs'),
      env: { NODE_ENV: 'production', LOG_LEVEL: '', SEED_DEMO: 'false', SESSION_SECRET: randomBytes(36).toString('base64url') },
    });
    const student = await site.createUser('user', { password: `pw-${randomBytes(6).toString('hex')}-long` });
    studentId = student.id;
    secrets.push(student.password);

    // A visitor's page with a query string and an id of their own.
    const page = await fetch(`${site.url}/study?utm_source=newsletter-${'q'.repeat(12)}`, { headers: { 'X-Request-Id': 'edge-7f3a.42_b' } });
    expect(page.status).to.equal(200);
    expect(page.headers.get('x-request-id')).to.equal('edge-7f3a.42_b');
    secrets.push('q'.repeat(12));
    // An id that is not harmless is replaced.
    const odd = await fetch(`${site.url}/api/user`, { headers: { 'X-Request-Id': 'bad id <script>' } });
    expect(odd.headers.get('x-request-id')).to.match(/^[A-Za-z0-9._-]{1,64}$/).and.not.equal('bad id <script>');

    // A wrong password, then the right one; the session's cookies and bearer token.
    const wrong = new Caller(site.url);
    await wrong.prime();
    const wrongPassword = `not-it-${randomBytes(6).toString('hex')}`;
    secrets.push(wrongPassword);
    expect((await wrong.request('POST', '/api/login', { json: { email: student.email, password: wrongPassword } })).status).to.equal(422);
    const caller = await signedIn(site.url, student.email, student.password);
    secrets.push(caller.cookie('token')!, caller.cookie('XSRF-TOKEN')!);
    const bearer = caller.cookie('token')!;
    const me = await fetch(`${site.url}/api/user?access_token=${bearer}`, { headers: { Authorization: `Bearer ${bearer}` } });
    expect(me.status).to.equal(200);

    // A password reset: its link carries a token, in the mail and in the page's address.
    const anonymous = new Caller(site.url);
    await anonymous.prime();
    expect((await anonymous.request('POST', '/api/password/email', { json: { email: student.email } })).status).to.equal(200);
    let mails = mailTo(path.join(site.env.DATA_DIR!, 'mail'), student.email);
    for (let i = 0; i < 50 && !mails.length; i++) {
      await new Promise((r) => setTimeout(r, 100));
      mails = mailTo(path.join(site.env.DATA_DIR!, 'mail'), student.email);
    }
    const link = new URL(firstLink(mails[0]!));
    resetToken = link.pathname.split('/').pop()!;
    secrets.push(resetToken);
    expect((await fetch(link)).status).to.equal(200);
    const newPassword = `new-${randomBytes(6).toString('hex')}-password`;
    secrets.push(newPassword);
    const reset = await anonymous.request('POST', '/api/password/reset', {
      json: { token: resetToken, email: student.email, password: newPassword, password_confirmation: newPassword },
    });
    expect(reset.status).to.equal(200);

    await site.stop();
    lines = site
      .output()
      .split('\n')
      .filter(Boolean)
      .map((text) => {
        try {
          return JSON.parse(text) as Line;
        } catch {
          throw new Error(`not a JSON line: ${text}`);
        }
      });
  });

  it('writes only JSON objects, each with time, level and msg', () => {
    expect(lines.length).to.be.above(8);
    for (const line of lines) {
      expect(line, JSON.stringify(line)).to.include.keys('time', 'level', 'msg');
      expect(Number.isNaN(Date.parse(String(line.time))), 'an ISO time').to.equal(false);
      expect(['debug', 'info', 'warn', 'error']).to.include(line.level);
    }
  });

  it('says once at start that mail is kept in files without SMTP_URL', () => {
    expect(lines.filter((l) => l.level === 'warn' && /SMTP_URL is not set/.test(String(l.msg)))).to.have.length(1);
  });

  it('writes one line per request with its id, method, path without query, status, time and user', () => {
    const requests = lines.filter((l) => l.msg === 'request');
    const page = requests.find((l) => l.req_id === 'edge-7f3a.42_b');
    expect(page).to.include({ method: 'GET', path: '/study', status: 200 });
    expect(page!.ms).to.be.a('number');
    expect(page).not.to.have.property('user_id');
    const me = requests.find((l) => l.path === '/api/user' && l.status === 200);
    expect(me, 'the signed-in call').to.include({ method: 'GET', user_id: studentId });
    expect(requests.find((l) => l.path === '/api/login' && l.status === 422), 'the failed sign-in').to.not.equal(undefined);
    expect(requests.map((l) => l.path)).to.include('/password/reset/[redacted]');
    for (const line of requests) expect(String(line.req_id)).to.match(/^[A-Za-z0-9._-]{1,64}$/);
  });

  it('holds no password, token, cookie, link with a token or query string in any line', () => {
    const text = lines.map((l) => JSON.stringify(l)).join('\n');
    for (const secret of secrets) expect(text.includes(secret), `the log holds ${secret}`).to.equal(false);
    expect(text).not.to.match(/\?[a-z_]+=/i);
    expect(text).not.to.include(`/password/reset/${resetToken}`);
  });
});

describe('scrubbing log text', () => {
  it('drops query strings, bearer tokens and the token of a link, and keeps the rest', () => {
    expect(scrub('GET /api/oauth/github/callback?code=abc&state=def failed')).to.equal('GET /api/oauth/github/callback?[redacted] failed');
    expect(scrub('see https://study.example/password/reset/tok123?email=a%40b.c now')).to.equal('see https://study.example/password/reset/[redacted]?[redacted] now');
    expect(scrub('Authorization: Bearer 12|abcdef.ghi')).to.equal('Authorization: Bearer [redacted]');
    expect(scrub('/email/verify/abc and /email/confirm/def and /account/restore/ghi')).to.equal('/email/verify/[redacted] and /email/confirm/[redacted] and /account/restore/[redacted]');
    expect(scrub('connect ECONNREFUSED 127.0.0.1:5432')).to.equal('connect ECONNREFUSED 127.0.0.1:5432');
    expect(loggablePath('/study/uk?tab=fees')).to.equal('/study/uk');
    expect(loggablePath('/password/reset/abc?email=x')).to.equal('/password/reset/[redacted]');
    // A consultation's manage link, as a page and as the API's calls; the slot list and staff ids stay readable.
    const token = 'Zk3v9QbW1xYtq0uE8rJmN5cHdL2pAsOi7gKfTyBnVwU';
    expect(scrub(`manage it at https://study.example/consultation/${token} or /es/consultation/${token}`)).to.equal('manage it at https://study.example/consultation/[redacted] or /es/consultation/[redacted]');
    expect(loggablePath(`/api/consultations/${token}`)).to.equal('/api/consultations/[redacted]');
    expect(loggablePath(`/api/consultations/${token}/reschedule`)).to.equal('/api/consultations/[redacted]/reschedule');
    expect(scrub(`POST /api/consultations/${token}/cancel 409`)).to.equal('POST /api/consultations/[redacted]/cancel 409');
    expect(loggablePath('/api/consultations/slots?from=2026-12-01')).to.equal('/api/consultations/slots');
    expect(loggablePath('/api/staff/consultations/42')).to.equal('/api/staff/consultations/42');
    expect(loggablePath('/api/consultations')).to.equal('/api/consultations');
  });
});

describe('fields named like secrets', () => {
  afterEach(() => useLogger());

  it('are censored at any depth, and errors keep their message and stack scrubbed', () => {
    const written: string[] = [];
    useLogger(createLogger({ level: 'info', production: true, stream: { write: (line: string) => void written.push(line) } }));
    log.error('sign-in failed', {
      email: 'someone@example.com',
      password: 'hunter2-hunter2',
      request: { headers: { Cookie: 'token=abc', authorization: 'Bearer xyz' }, body: { current_password: 'old-one', mfa_token: 'mfa-1' } },
      error: new Error('could not open https://study.example/email/verify/tok-9?x=1'),
    });
    expect(written).to.have.length(1);
    const line = JSON.parse(written[0]!) as {
      request: { headers: Record<string, string>; body: Record<string, string> };
      error: { message: string; stack: string };
    } & Record<string, unknown>;
    expect(line).to.include({ level: 'error', msg: 'sign-in failed', email: 'someone@example.com', password: '[redacted]' });
    expect(line.request.headers).to.deep.equal({ Cookie: '[redacted]', authorization: '[redacted]' });
    expect(line.request.body).to.deep.equal({ current_password: '[redacted]', mfa_token: '[redacted]' });
    expect(line.error.message).to.equal('could not open https://study.example/email/verify/[redacted]?[redacted]');
    expect(line.error.stack).to.include('[redacted]').and.not.include('tok-9');
    for (const secret of ['hunter2', 'token=abc', 'xyz', 'old-one', 'mfa-1', 'tok-9']) expect(written[0]).not.to.include(secret);
  });
});
