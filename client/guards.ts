// The route guards, by name. The same functions run as router middleware in the server render (a thrown
// redirect becomes a real 302) and before every client navigation.
import { type MiddlewareFunction, redirect } from 'react-router-dom';
import { INTENDED_URL_COOKIE } from '../shared/cookies';
import { paths } from '../shared/paths';
import { authCheck } from './lib/auth';
import { configContext, cookieContext, sessionContext } from './lib/context';

export type Guard = MiddlewareFunction;

const admin: Guard = ({ context }) => {
  const session = context.get(sessionContext);
  if (!session.user || session.user.role !== 'admin') throw redirect(paths.login());
  // ADMIN_MFA=required: the portal opens once two-step sign-in is on; until then, its set-up.
  if (context.get(configContext).adminMfaRequired && !session.user.mfa_enabled) throw redirect(`${paths.accountSecurity()}?required=admin`);
};

/** ADMIN_MFA=required: the portal opens for staff once two-step sign-in is on; until then, its set-up. */
const staffMfa: Guard = ({ context }) => {
  const user = context.get(sessionContext).user;
  if (user && context.get(configContext).adminMfaRequired && !user.mfa_enabled) throw redirect(`${paths.accountSecurity()}?required=admin`);
};

const auth: Guard = ({ request, context }) => {
  if (context.get(sessionContext).check) return;
  const url = new URL(request.url);
  context.get(cookieContext).set(INTENDED_URL_COOKIE, url.pathname + url.search);
  throw redirect(paths.login());
};

const guest: Guard = ({ context }) => {
  if (context.get(sessionContext).check) throw redirect(paths.home());
};

const role =
  (allowed: string[]): Guard =>
  ({ context }) => {
    const user = context.get(sessionContext).user;
    if (!user || !allowed.includes(user.role)) throw redirect(paths.unauthorized());
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
