// The API's guards, applied at the mounts and on the rows of server/api.ts.
import type { NextFunction, Request, Response } from 'express';
import { isStaff } from '../../../shared/workflow';
import { AppError, fail } from '../../lib/errors';

/**
 * `user`: anyone signed in; `student`: a student's own things (role user: staff get 403); `staff`: the portal's
 * shared work (admin or adviser, scoped in the services); `admin`: admins only.
 */
export type ApiGuard = 'open' | 'guest' | 'user' | 'student' | 'staff' | 'admin';

/** Answers behind a user or admin guard belong to one person: no shared cache (proxy, CDN) may keep them. */
function keepPrivate(res: Response): void {
  res.setHeader('Cache-Control', 'private, no-store');
}

export function requireUser(req: Request, res: Response, next: NextFunction): void {
  keepPrivate(res);
  next(req.user ? undefined : fail.unauthenticated());
}

export function requireAdmin(req: Request, res: Response, next: NextFunction): void {
  keepPrivate(res);
  if (!req.user) return next(fail.unauthenticated());
  next(req.user.role === 'admin' ? undefined : fail.forbidden());
}

export function requireStudent(req: Request, res: Response, next: NextFunction): void {
  keepPrivate(res);
  if (!req.user) return next(fail.unauthenticated());
  next(req.user.role === 'user' ? undefined : fail.forbidden('This is for students: staff work from the portal.'));
}

export function requireStaff(req: Request, res: Response, next: NextFunction): void {
  keepPrivate(res);
  if (!req.user) return next(fail.unauthenticated());
  next(isStaff(req.user.role) ? undefined : fail.forbidden());
}

export const MFA_SETUP_REQUIRED = 'Set up two-step sign-in first.';

/** With ADMIN_MFA=required, after the portal's guard: staff (admins and advisers) without two-step sign-in may only set it up. */
export function requireAdminMfa(req: Request, _res: Response, next: NextFunction): void {
  if (req.user?.mfa_enabled) return next();
  next(new AppError(403, MFA_SETUP_REQUIRED, { body: { message: MFA_SETUP_REQUIRED, code: 'mfa_setup_required' } }));
}

/** Guest-only calls made while signed in: 400 `{"error":"Already authenticated."}`. */
export function guestOnly(req: Request, _res: Response, next: NextFunction): void {
  next(req.user ? fail.alreadyAuthenticated() : undefined);
}

export const guardMiddleware: Record<ApiGuard, ((req: Request, res: Response, next: NextFunction) => void) | null> = {
  open: null,
  guest: guestOnly,
  user: requireUser,
  student: requireStudent,
  staff: requireStaff,
  admin: requireAdmin,
};
