// The API's guards, applied at the mounts and on the rows of server/api.ts.
import type { NextFunction, Request, Response } from 'express';
import { AppError, fail } from '../../http/errors';

export type ApiGuard = 'open' | 'guest' | 'user' | 'admin';

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

export const MFA_SETUP_REQUIRED = 'Set up two-step sign-in first.';

/** With ADMIN_MFA=required, after `requireAdmin`: an admin without two-step sign-in may only set it up. */
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
  admin: requireAdmin,
};
