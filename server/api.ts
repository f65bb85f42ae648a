// THE API table: every endpoint with its guard, one row each. Mount-level guards (/account, /admin) are
// applied before any row and checked against the rows below it.
import express, { type RequestHandler, type Router } from 'express';
import { authHandlers } from './features/auth/auth.routes';
import { auditHandlers } from './features/audit/audit.routes';
import { contentHandlers } from './features/content/content.routes';
import { documentHandlers } from './features/documents/documents.routes';
import { oauthHandlers } from './features/oauth/oauth.routes';
import { privacyHandlers } from './features/privacy/privacy.routes';
import { studyHandlers } from './features/study/study.routes';
import { adminUserHandlers, settingsHandlers } from './features/users/users.routes';
import { workflowHandlers } from './features/workflow/workflow.routes';
import { fail } from './http/errors';
import { type ApiGuard, guardMiddleware, requireAdminMfa } from './features/auth/guards';
import { IMAGE_MAX_BYTES, JSON_BODY_LIMIT } from './config';
import type { RouteDeps } from './route-deps';
import { singleFileUpload } from './http/upload';
import { rememberOrigin } from './lib/audit';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Handler = RequestHandler;

export interface ApiRoute {
  method: Method;
  path: string;
  guard: ApiGuard;
  handler: RequestHandler;
  /** Middleware that must run after the guard and before the handler (uploads). */
  before?: RequestHandler[];
}

/**
 * Prefix → the guard every route under it needs, enforced at the mount, and the guards its rows may declare (each
 * at least as strict as the mount's). The portal's API opens for admins and advisers; each row says which.
 */
export const MOUNT_GUARDS: ReadonlyArray<readonly [string, ApiGuard, readonly ApiGuard[]]> = [
  ['/account', 'user', ['user', 'student']],
  ['/admin', 'staff', ['admin', 'staff']],
  ['/staff', 'staff', ['staff']],
];

/** Prefixes that ADMIN_MFA=required closes to staff without two-step sign-in. */
export const MFA_PREFIXES = ['/admin', '/staff'] as const;

/**
 * Routes below a guarded mount that are open all the same, each named here on purpose: restoring an account waiting
 * for its erasure is done signed out (the account is locked), with the link from the mail.
 */
export const OPEN_BELOW_MOUNTS: ReadonlyArray<readonly [Method, string]> = [['post', '/account/restore']];

const openBelowMount = (method: string, path: string) => OPEN_BELOW_MOUNTS.some(([m, p]) => m === method.toLowerCase() && p === path);

export function apiRoutes(deps: RouteDeps): ApiRoute[] {
  const auth = authHandlers(deps);
  const oauth = oauthHandlers(deps);
  const settings = settingsHandlers(deps);
  const users = adminUserHandlers(deps);
  const documents = documentHandlers(deps);
  const upload = singleFileUpload(deps.services.storage, deps.env.documentMaxBytes);
  const imageUpload = singleFileUpload(deps.services.storage, IMAGE_MAX_BYTES);
  const content = contentHandlers(deps);
  const study = studyHandlers(deps);
  const audit = auditHandlers(deps);
  const privacy = privacyHandlers(deps);
  const workflow = workflowHandlers(deps);
  const mine = workflow.account;
  const staff = workflow.staff;
  const pub = content.public;
  const cms = content.admin;
  /** The five admin routes of an editable list (list, add, show, edit, delete), and a record's revisions if it keeps them. */
  const crud = (path: string, h: { list: Handler; create: Handler; show: Handler; update: Handler; destroy: Handler; revisions?: Handler; restore?: Handler }): ApiRoute[] => [
    { method: 'get', path, guard: 'admin', handler: h.list },
    { method: 'post', path, guard: 'admin', handler: h.create },
    { method: 'get', path: `${path}/:id`, guard: 'admin', handler: h.show },
    { method: 'put', path: `${path}/:id`, guard: 'admin', handler: h.update },
    { method: 'delete', path: `${path}/:id`, guard: 'admin', handler: h.destroy },
    ...(h.revisions && h.restore
      ? [
          { method: 'get', path: `${path}/:id/revisions`, guard: 'admin', handler: h.revisions } as const,
          { method: 'post', path: `${path}/:id/revisions/:revision/restore`, guard: 'admin', handler: h.restore } as const,
        ]
      : []),
  ];
  return [
    { method: 'post', path: '/login', guard: 'guest', handler: auth.login },
    { method: 'post', path: '/login/mfa', guard: 'guest', handler: auth.loginMfa },
    { method: 'post', path: '/register', guard: 'guest', handler: auth.register },
    { method: 'post', path: '/email/verify', guard: 'open', handler: auth.verifyEmail },
    { method: 'post', path: '/email/resend', guard: 'open', handler: auth.resendVerification },
    { method: 'post', path: '/email/confirm', guard: 'open', handler: auth.confirmEmail },
    { method: 'post', path: '/logout', guard: 'open', handler: auth.logout },
    { method: 'get', path: '/user', guard: 'user', handler: auth.user },
    { method: 'post', path: '/password/email', guard: 'guest', handler: auth.passwordEmail },
    { method: 'post', path: '/password/reset', guard: 'guest', handler: auth.passwordReset },
    // Guest-only for a sign-in; signed in for `{"intent":"reauth"}` (sudo mode): the handlers tell which.
    { method: 'post', path: '/oauth/:provider', guard: 'open', handler: oauth.start },
    { method: 'get', path: '/oauth/:provider/callback', guard: 'open', handler: oauth.callback },

    { method: 'get', path: '/widgets', guard: 'open', handler: pub.widgets },
    { method: 'get', path: '/widgets/:name', guard: 'open', handler: pub.widget },
    { method: 'get', path: '/galleries', guard: 'open', handler: pub.galleries },
    { method: 'get', path: '/galleries/:id', guard: 'open', handler: pub.gallery },
    { method: 'get', path: '/testimonials', guard: 'open', handler: pub.testimonials },
    { method: 'get', path: '/blog', guard: 'open', handler: pub.blog },
    { method: 'get', path: '/blog/:slug', guard: 'open', handler: pub.post },
    { method: 'get', path: '/services', guard: 'open', handler: pub.services },
    { method: 'get', path: '/services/:slug', guard: 'open', handler: pub.service },
    { method: 'get', path: '/study-countries', guard: 'open', handler: study.public.countries },
    { method: 'get', path: '/study-countries/:slug', guard: 'open', handler: study.public.country },
    { method: 'get', path: '/institutions', guard: 'open', handler: study.public.institutions },
    { method: 'post', path: '/contact', guard: 'open', handler: study.public.contact },
    { method: 'post', path: '/fit-check', guard: 'open', handler: study.public.fitCheck },

    { method: 'patch', path: '/settings/profile', guard: 'user', handler: settings.profile },
    { method: 'patch', path: '/settings/password', guard: 'user', handler: settings.password },
    { method: 'post', path: '/settings/pending-email/resend', guard: 'user', handler: auth.settings.resendPendingEmail },
    { method: 'delete', path: '/settings/pending-email', guard: 'user', handler: auth.settings.cancelPendingEmail },
    { method: 'get', path: '/settings/sessions', guard: 'user', handler: auth.settings.sessions },
    { method: 'delete', path: '/settings/sessions/:id', guard: 'user', handler: auth.settings.endSession },
    { method: 'delete', path: '/settings/sessions', guard: 'user', handler: auth.settings.endOtherSessions },
    { method: 'post', path: '/settings/mfa', guard: 'user', handler: auth.settings.beginMfa },
    { method: 'post', path: '/settings/mfa/confirm', guard: 'user', handler: auth.settings.confirmMfa },
    { method: 'post', path: '/settings/mfa/recovery-codes', guard: 'user', handler: auth.settings.recoveryCodes },
    { method: 'delete', path: '/settings/mfa', guard: 'user', handler: auth.settings.disableMfa },

    { method: 'get', path: '/account/documents', guard: 'user', handler: documents.list },
    { method: 'post', path: '/account/documents', guard: 'user', before: upload, handler: documents.upload },
    { method: 'post', path: '/account/documents/:id/versions', guard: 'user', before: upload, handler: documents.replace },
    { method: 'get', path: '/account/documents/:id/download', guard: 'user', handler: documents.download },
    { method: 'delete', path: '/account/documents/:id', guard: 'user', handler: documents.destroy },
    { method: 'get', path: '/account/checklists', guard: 'user', handler: study.checklists },
    { method: 'get', path: '/account/export', guard: 'user', handler: privacy.export },
    { method: 'delete', path: '/account', guard: 'user', handler: privacy.requestDeletion },
    { method: 'post', path: '/account/restore', guard: 'open', handler: privacy.restore },
    { method: 'get', path: '/account/applications', guard: 'student', handler: mine.applications },
    { method: 'post', path: '/account/applications', guard: 'student', handler: mine.addApplication },
    { method: 'delete', path: '/account/applications/:id', guard: 'student', handler: mine.removeApplication },
    { method: 'get', path: '/account/messages', guard: 'student', handler: mine.thread },
    { method: 'post', path: '/account/messages', guard: 'student', handler: mine.post },
    { method: 'post', path: '/account/messages/read', guard: 'student', handler: mine.read },
    { method: 'get', path: '/account/unread', guard: 'student', handler: mine.unread },

    { method: 'get', path: '/staff/advisers', guard: 'staff', handler: staff.advisers },
    { method: 'get', path: '/staff/dashboard', guard: 'staff', handler: staff.dashboard },
    { method: 'get', path: '/staff/unread', guard: 'staff', handler: staff.unread },
    { method: 'get', path: '/staff/students', guard: 'staff', handler: staff.students },
    { method: 'get', path: '/staff/students/:id', guard: 'staff', handler: staff.student },
    { method: 'get', path: '/staff/students/:id/messages', guard: 'staff', handler: staff.thread },
    { method: 'post', path: '/staff/students/:id/messages', guard: 'staff', handler: staff.post },
    { method: 'post', path: '/staff/students/:id/messages/read', guard: 'staff', handler: staff.read },
    { method: 'post', path: '/staff/students/:id/applications', guard: 'staff', handler: staff.addApplication },
    { method: 'get', path: '/staff/applications', guard: 'staff', handler: staff.applications },
    { method: 'patch', path: '/staff/applications/:id', guard: 'staff', handler: staff.updateApplication },

    { method: 'get', path: '/admin/dashboard', guard: 'admin', handler: users.dashboard },
    { method: 'get', path: '/admin/users', guard: 'admin', handler: users.list },
    { method: 'post', path: '/admin/users', guard: 'admin', handler: users.create },
    { method: 'get', path: '/admin/users/:id', guard: 'admin', handler: users.show },
    { method: 'patch', path: '/admin/users/:id', guard: 'admin', handler: users.update },
    { method: 'post', path: '/admin/users/:id/disable', guard: 'admin', handler: users.disable },
    { method: 'post', path: '/admin/users/:id/enable', guard: 'admin', handler: users.enable },
    { method: 'delete', path: '/admin/users/:id', guard: 'admin', handler: users.destroy },
    { method: 'get', path: '/admin/users/:id/documents', guard: 'admin', handler: documents.ofUser },
    { method: 'get', path: '/admin/documents', guard: 'staff', handler: documents.queue },
    { method: 'get', path: '/admin/documents/:id/download', guard: 'staff', handler: documents.adminDownload },
    { method: 'get', path: '/admin/documents/:id/preview', guard: 'staff', handler: documents.adminPreview },
    { method: 'post', path: '/admin/documents/:id/approve', guard: 'staff', handler: documents.approve },
    { method: 'post', path: '/admin/documents/:id/reject', guard: 'staff', handler: documents.reject },

    { method: 'post', path: '/admin/images', guard: 'admin', before: imageUpload, handler: cms.uploadImage },
    ...crud('/admin/widgets', cms.widgets),
    { method: 'put', path: '/admin/services/order', guard: 'admin', handler: cms.services.reorder },
    ...crud('/admin/services', cms.services),
    ...crud('/admin/blog', cms.posts),
    { method: 'put', path: '/admin/testimonials/order', guard: 'admin', handler: cms.testimonials.reorder },
    ...crud('/admin/testimonials', cms.testimonials),
    { method: 'put', path: '/admin/galleries/order', guard: 'admin', handler: cms.galleries.reorder },
    ...crud('/admin/galleries', cms.galleries),
    { method: 'post', path: '/admin/galleries/:id/images', guard: 'admin', before: imageUpload, handler: cms.galleries.addImage },
    { method: 'put', path: '/admin/galleries/:id/images/order', guard: 'admin', handler: cms.galleries.reorderImages },
    { method: 'patch', path: '/admin/galleries/:id/images/:imageId', guard: 'admin', handler: cms.galleries.updateImage },
    { method: 'post', path: '/admin/galleries/:id/images/:imageId/rotate', guard: 'admin', handler: cms.galleries.rotateImage },
    { method: 'delete', path: '/admin/galleries/:id/images/:imageId', guard: 'admin', handler: cms.galleries.removeImage },
    { method: 'put', path: '/admin/study-countries/order', guard: 'admin', handler: study.admin.countries.reorder },
    ...crud('/admin/study-countries', study.admin.countries),
    ...crud('/admin/institutions', study.admin.institutions),
    { method: 'get', path: '/admin/messages', guard: 'staff', handler: study.admin.messages.list },
    { method: 'get', path: '/admin/messages/:id', guard: 'staff', handler: study.admin.messages.show },
    { method: 'patch', path: '/admin/messages/:id', guard: 'staff', handler: study.admin.messages.handled },
    { method: 'get', path: '/admin/audit', guard: 'admin', handler: audit.list },
  ];
}

export function createApiRouter(deps: RouteDeps): Router {
  const router = express.Router();
  router.use(express.json({ limit: JSON_BODY_LIMIT }));
  // Where each signed-in caller is, for the audit log entries their changes write (server/lib/audit.ts).
  router.use(rememberOrigin);
  for (const [prefix, guard] of MOUNT_GUARDS) {
    const check = guardMiddleware[guard]!;
    router.use(prefix, (req, res, next) => (openBelowMount(req.method, `${prefix}${req.path}`) ? next() : check(req, res, next)));
  }
  // ADMIN_MFA=required: the portal's API (and the staff API) opens only to staff with two-step sign-in on.
  if (deps.env.adminMfa === 'required') for (const prefix of MFA_PREFIXES) router.use(prefix, requireAdminMfa);

  for (const route of apiRoutes(deps)) {
    const mount = MOUNT_GUARDS.find(([prefix]) => route.path.startsWith(`${prefix}/`) || route.path === prefix);
    if (mount && !mount[2].includes(route.guard) && !(route.guard === 'open' && openBelowMount(route.method, route.path))) {
      throw new Error(`API table: ${route.method.toUpperCase()} ${route.path} must declare one of the guards ${mount[2].map((g) => `"${g}"`).join(', ')}`);
    }
    const guard = guardMiddleware[route.guard];
    router[route.method](route.path, ...(guard ? [guard] : []), ...(route.before ?? []), route.handler);
  }

  router.use((_req, _res, next) => next(fail.notFound()));
  return router;
}
