// Sign-in (both steps), registration and e-mail links, password reset, sign-out, the current user, and the security
// settings: sessions and two-step sign-in (CONTRACT.md "Auth and account", "Identity").
import type { Request, Response } from 'express';
import type { LoginResult, MfaChallenge, User } from '../../../shared/types';
import type { RouteDeps } from '../../http/route-deps';
import { idParam } from '../../http/params';
import { type ClientInfo, REMEMBER_TTL_SECONDS } from './auth.service';

/**
 * The client's address as Express sees it (behind a proxy, TRUST_PROXY decides), an IPv4 address written as one
 * (`::ffff:203.0.113.7` → `203.0.113.7`), so that one client has one key in the limits and one form in the lists.
 */
export const clientIp = (req: Request) => (req.ip ?? req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/** Where a session starts: its browser and address, shown in the list of sessions. */
export const clientInfo = (req: Request): ClientInfo => ({ userAgent: req.get('user-agent') ?? null, ip: clientIp(req) });

const isChallenge = (result: LoginResult | MfaChallenge): result is MfaChallenge => 'mfa_required' in result;

export function authHandlers({ services, cookies }: RouteDeps) {
  const auth = services.auth;

  /** A sign-in answer: the session in the cookie with an XSRF token bound to it, or the second step's challenge. */
  function answerSignIn(req: Request, res: Response, result: LoginResult | MfaChallenge): void {
    // The answer carries a token: never kept by any cache (as RFC 6749 §5.1 asks of token answers).
    res.set('Cache-Control', 'no-store');
    if (!isChallenge(result)) {
      // "Remember me" made a year-long token: the cookie lasts as long; otherwise it ends with the browser session.
      cookies.setToken(req, res, result.token, result.expires_in === REMEMBER_TTL_SECONDS);
      cookies.issue(req, res);
    }
    res.json(result);
  }

  /** Starts a session for a user known by other means (an OAuth provider). */
  async function startSession(req: Request, res: Response, user: User, remember: boolean): Promise<LoginResult> {
    const result = await auth.issueToken(user, remember, clientInfo(req));
    cookies.setToken(req, res, result.token, remember);
    cookies.issue(req, res);
    res.set('Cache-Control', 'no-store');
    return result;
  }

  return {
    startSession,

    async login(req: Request, res: Response) {
      answerSignIn(req, res, await auth.login(req.body, clientInfo(req)));
    },

    async loginMfa(req: Request, res: Response) {
      answerSignIn(req, res, await auth.loginMfa(req.body, clientInfo(req)));
    },

    /** 201 `{status}` and nothing else, for a new address and a known one alike. */
    async register(req: Request, res: Response) {
      res.status(201).json({ status: await auth.register(req.body, clientInfo(req)) });
    },

    async verifyEmail(req: Request, res: Response) {
      answerSignIn(req, res, await auth.verifyEmail(req.body, clientInfo(req)));
    },

    async resendVerification(req: Request, res: Response) {
      res.status(202).json({ status: await auth.resendVerification(req.body, clientInfo(req)) });
    },

    async confirmEmail(req: Request, res: Response) {
      const current = req.user && req.auth ? { userId: req.user.id, tokenId: req.auth.tokenId } : undefined;
      res.json(await auth.confirmEmail(req.body, clientInfo(req), current));
    },

    async logout(req: Request, res: Response) {
      await auth.logout(req.auth?.token);
      cookies.clearToken(req, res);
      cookies.issue(req, res);
      res.status(204).end();
    },

    user(req: Request, res: Response) {
      res.json(req.user);
    },

    async passwordEmail(req: Request, res: Response) {
      res.json({ status: await auth.requestPasswordReset(req.body, clientInfo(req)) });
    },

    async passwordReset(req: Request, res: Response) {
      res.json({ status: await auth.resetPassword(req.body, clientInfo(req)) });
    },

    settings: {
      async resendPendingEmail(req: Request, res: Response) {
        res.json(await auth.pendingEmail.resend(req.user ?? null));
      },
      async cancelPendingEmail(req: Request, res: Response) {
        res.json(await auth.pendingEmail.cancel(req.user ?? null));
      },
      async sessions(req: Request, res: Response) {
        res.json({ results: await auth.sessions.list(req.user ?? null, req.auth?.tokenId) });
      },
      async endSession(req: Request, res: Response) {
        await auth.sessions.end(req.user ?? null, idParam(req));
        res.status(204).end();
      },
      async endOtherSessions(req: Request, res: Response) {
        await auth.sessions.endOthers(req.user ?? null, req.auth?.tokenId);
        res.status(204).end();
      },
      async beginMfa(req: Request, res: Response) {
        res.set('Cache-Control', 'no-store').json(await auth.mfa.begin(req.user ?? null));
      },
      async confirmMfa(req: Request, res: Response) {
        res.set('Cache-Control', 'no-store').json(await auth.mfa.confirm(req.user ?? null, req.body));
      },
      async disableMfa(req: Request, res: Response) {
        await auth.mfa.disable(req.user ?? null, req.body);
        res.status(204).end();
      },
    },
  };
}
