// The route guards, by name. The same functions run as router middleware in the server render (a thrown
// redirect becomes a real 302) and before every client navigation.
import { type MiddlewareFunction, redirect as routerRedirect } from 'react-router-dom';
import { INTENDED_URL_COOKIE } from '../shared/cookies';
import { DEFAULT_LOCALE, localePath, splitLocale } from '../shared/i18n/locales';
import { paths } from '../shared/paths';
import { authCheck } from './lib/auth';
import { configContext, sessionContext } from './lib/context';
import { cookieContext } from './lib/cookies';

export type Guard = MiddlewareFunction;

/**
 * A redirect to `path` in the language of the page asked for ('/es/login' from '/es/account'): React Router writes
 * the basename into a loader's redirects, not into a middleware's.
 */
const redirectFrom = (request: Request) => (path: string) => routerRedirect(localePath(splitLocale(new URL(request.url).pathname).locale ?? DEFAULT_LOCALE, path));

const admin: Guard = ({ request, context }) => {
  const redirect = redirectFrom(request);
  const session = context.get(sessionContext);
  if (!session.user || session.user.role !== 'admin') throw redirect(paths.login());
  // ADMIN_MFA=required: the portal opens once two-step sign-in is on; until then, its set-up.
  if (context.get(configContext).adminMfaRequired && !session.user.mfa_enabled) throw redirect(`${paths.accountSecurity()}?required=admin`);
};

/** ADMIN_MFA=required: the portal opens for staff once two-step sign-in is on; until then, its set-up. */
const staffMfa: Guard = ({ request, context }) => {
  const redirect = redirectFrom(request);
  const user = context.get(sessionContext).user;
  if (user && context.get(configContext).adminMfaRequired && !user.mfa_enabled) throw redirect(`${paths.accountSecurity()}?required=admin`);
};

const auth: Guard = ({ request, context }) => {
  if (context.get(sessionContext).check) return;
  const url = new URL(request.url);
  // The address inside the language: the sign-in page of the same language goes back to it.
  context.get(cookieContext).set(INTENDED_URL_COOKIE, splitLocale(url.pathname).path + url.search);
  throw redirectFrom(request)(paths.login());
};

const guest: Guard = ({ request, context }) => {
  if (context.get(sessionContext).check) throw redirectFrom(request)(paths.home());
};

const role =
  (allowed: string[]): Guard =>
  ({ request, context }) => {
    const user = context.get(sessionContext).user;
    if (!user || !allowed.includes(user.role)) throw redirectFrom(request)(paths.unauthorized());
  };

const registry: Record<string, (argument: string | undefined) => Guard> = {
  admin: () => admin,
  auth: () => auth,
  'load-user': () => authCheck,
  guest: () => guest,
  'staff-mfa': () => staffMfa,
  role: (csv) =>
    role(
      (csv ?? '')
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean),
    ),
};

/** Turns guard names (`auth`, `role:admin,user`) into middleware; an unknown name is a programming error. */
export function guards(names: readonly string[]): Guard[] {
  return names.map((name) => {
    const colon = name.indexOf(':');
    const key = colon === -1 ? name : name.slice(0, colon);
    const factory = registry[key];
    if (!factory) throw new Error('Undefined middleware');
    return factory(colon === -1 ? undefined : name.slice(colon + 1));
  });
}
