// Sign-in, registration, password reset, sign-out and the current user (CONTRACT.md "Auth and account").
import type { Request, Response } from 'express';
import { loginSchema } from '../../../shared/schemas/auth';
import type { User } from '../../../shared/types';
import { parseInput } from '../../http/errors';
import type { RouteDeps } from '../../http/route-deps';

/** The client's address as Express sees it (behind a proxy, TRUST_PROXY decides). */
export const clientIp = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

export function authHandlers({ services, cookies }: RouteDeps) {
  /** Puts the new session in the cookie and hands out an XSRF token bound to it. */
  async function startSession(req: Request, res: Response, user: User, remember: boolean) {
    const result = await services.auth.issueToken(user, remember);
    cookies.setToken(req, res, result.token, remember);
    cookies.issue(req, res);
    // The answer carries the token: never kept by any cache (as RFC 6749 §5.1 asks of token answers).
    res.set('Cache-Control', 'no-store');
    return result;
  }

  return {
    startSession,

    async login(req: Request, res: Response) {
      const input = parseInput(loginSchema, req.body);
      const result = await services.auth.login(input, clientIp(req));
      cookies.setToken(req, res, result.token, input.remember);
      cookies.issue(req, res);
      res.set('Cache-Control', 'no-store').json(result);
    },

    /** 201, signed in with a session cookie, and a welcome mail on its way. */
    async register(req: Request, res: Response) {
      const user = await services.users.register(req.body);
      res.status(201).json(await startSession(req, res, user, false));
    },

    async logout(req: Request, res: Response) {
      await services.auth.logout(req.auth?.token);
      cookies.clearToken(req, res);
      cookies.issue(req, res);
      res.status(204).end();
    },

    user(req: Request, res: Response) {
      res.json(req.user);
    },

    async passwordEmail(req: Request, res: Response) {
      res.json({ status: await services.auth.requestPasswordReset(req.body, clientIp(req)) });
    },

    async passwordReset(req: Request, res: Response) {
      res.json({ status: await services.auth.resetPassword(req.body) });
    },
  };
}
