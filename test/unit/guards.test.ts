import { expect } from 'chai';
import { RouterContextProvider } from 'react-router-dom';
import { guards } from '../../client/guards';
import { apiContext, configContext, sessionContext } from '../../client/lib/context';
import { cookieContext, ResponseCookieJar } from '../../client/lib/cookies';
import { Session } from '../../client/lib/session';
import type { ApiClient } from '../../shared/api-client';
import type { User } from '../../shared/types';

const PERIODS = { deletion_grace_days: 7, document_retention_days: 730, retention_warning_days: 30 };

const student: User = {
  id: 7,
  firstname: 'Amara',
  lastname: 'Okafor',
  email: 'amara@example.com',
  role: 'user',
  created_at: '2026-01-01T00:00:00.000Z',
  has_password: true,
  email_verified_at: '2026-11-22T10:00:00.000Z',
  pending_email: null,
  mfa_enabled: false,
  phone: null,
  date_of_birth: null,
  nationality: null,
  country_of_residence: null,
  highest_qualification: null,
  intended_level: null,
  preferred_destinations: [],
  intended_start: null,
  locale: 'en',
  time_zone: 'UTC',
};
const admin: User = { ...student, id: 8, firstname: 'Ada', role: 'admin' };

/** An ApiClient for guard tests: only currentUser is ever called. */
function apiWith(currentUser: ApiClient['currentUser']): ApiClient {
  const unused = new Proxy({} as ApiClient, { get: () => () => Promise.reject(new Error('not used by guards')) });
  return Object.assign(Object.create(unused) as ApiClient, { currentUser });
}

function run(name: string, options: { user?: User | null; token?: string | null; api?: ApiClient; url?: string; adminMfaRequired?: boolean } = {}) {
  const session = new Session({ user: options.user ?? null, token: options.token ?? null });
  const cookies = new ResponseCookieJar(undefined, false);
  const context = new RouterContextProvider();
  context.set(sessionContext, session);
  context.set(cookieContext, cookies);
  context.set(configContext, { appName: 'Test', dialogsCss: '', portalCss: '', oauthProviders: [], adminMfaRequired: options.adminMfaRequired ?? false, privacy: PERIODS });
  context.set(apiContext, options.api ?? apiWith(() => Promise.reject(new Error('not signed in'))));
  const [guard] = guards([name]);
  const request = new Request(`http://localhost${options.url ?? '/somewhere?x=1'}`);
  const outcome = Promise.resolve()
    .then(() => guard!({ request, context, params: {}, unstable_pattern: '', pattern: '' } as never, () => Promise.resolve(undefined as never)))
    .then(
      () => ({ redirect: null as string | null }),
      (thrown: unknown) => {
        if (thrown instanceof Response) return { redirect: thrown.headers.get('Location') };
        throw thrown;
      },
    );
  return { outcome, session, cookies };
}

describe('route guards', () => {
  it('an unknown guard name is an error "Undefined middleware"', () => {
    expect(() => guards(['auth', 'no-such-guard'])).to.throw('Undefined middleware');
  });

  it('admin lets an admin through and sends everyone else to login', async () => {
    expect((await run('admin', { user: admin }).outcome).redirect).to.equal(null);
    expect((await run('admin', { user: student }).outcome).redirect).to.equal('/login');
    expect((await run('admin').outcome).redirect).to.equal('/login');
  });

  it('with ADMIN_MFA=required, admin sends an admin without two-step sign-in to set it up, and lets one with it through', async () => {
    expect((await run('admin', { user: admin, adminMfaRequired: true }).outcome).redirect).to.equal('/account/security?required=admin');
    expect((await run('admin', { user: { ...admin, mfa_enabled: true }, adminMfaRequired: true }).outcome).redirect).to.equal(null);
    expect((await run('admin', { user: student, adminMfaRequired: true }).outcome).redirect).to.equal('/login');
  });

  it('auth remembers the requested path in intended_url and sends a visitor to login', async () => {
    const { outcome, cookies } = run('auth', { url: '/account/profile?tab=2' });
    expect((await outcome).redirect).to.equal('/login');
    expect(cookies.setCookies).to.have.length(1);
    expect(cookies.setCookies[0]).to.match(/^intended_url=\/account\/profile\?tab=2; Path=\//);
    expect((await run('auth', { user: student }).outcome).redirect).to.equal(null);
  });

  it('guest sends a signed-in user home and lets visitors through', async () => {
    expect((await run('guest', { user: student }).outcome).redirect).to.equal('/');
    expect((await run('guest').outcome).redirect).to.equal(null);
  });

  it('role takes a comma-separated list and sends other roles to /unauthorized', async () => {
    expect((await run('role:admin,editor', { user: admin }).outcome).redirect).to.equal(null);
    expect((await run('role:admin,editor', { user: student }).outcome).redirect).to.equal('/unauthorized');
    expect((await run('role:user', { user: student }).outcome).redirect).to.equal(null);
  });

  it('load-user fetches the user when a token is held and none is loaded', async () => {
    const { outcome, session } = run('load-user', { token: 'abc', api: apiWith(async () => student) });
    expect((await outcome).redirect).to.equal(null);
    expect(session.user).to.deep.equal(student);
  });

  it('load-user ignores a failed fetch, clears the token and continues', async () => {
    const { outcome, session } = run('load-user', { token: 'stale' });
    expect((await outcome).redirect).to.equal(null);
    expect(session.user).to.equal(null);
    expect(session.token).to.equal(null);
  });

  it('load-user does nothing without a token', async () => {
    let called = false;
    const api = apiWith(async () => {
      called = true;
      return student;
    });
    await run('load-user', { api }).outcome;
    expect(called).to.equal(false);
  });
});
