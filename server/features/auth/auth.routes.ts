// Sign-in (both steps), registration and e-mail links, password reset, sign-out, the current user, and the security
// settings: sessions and two-step sign-in (decisions 0023, 0024, 0040).
import type { Request, Response } from 'express';
import type { LoginResult, MfaChallenge } from '../../../shared/types';
import type { RouteDeps } from '../../route-deps';
import type { AuthService } from './auth.service';
import { clientInfo, idParam } from '../../http/params';

const isChallenge = (result: LoginResult | MfaChallenge): result is MfaChallenge => 'mfa_required' in result;

export function authHandlers({ services, cookies }: RouteDeps<{ auth: AuthService }>) {
  const auth = services.auth;

  /** A sign-in answer: the session in the cookie with an XSRF token bound to it, or the second step's challenge. */
  function answerSignIn(req: Request, res: Response, result: LoginResult | MfaChallenge): void {
    // The answer carries a token: never kept by any cache (as RFC 6749 §5.1 asks of token answers).
    res.set('Cache-Control', 'no-store');
    if (!isChallenge(result)) cookies.startSession(req, res, result);
    res.json(result);
  }

  return {
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
        res.set('Cache-Control', 'no-store').json(await auth.mfa.begin(req.user ?? null, req.auth?.tokenId, req.body));
      },
      async confirmMfa(req: Request, res: Response) {
        res.set('Cache-Control', 'no-store').json(await auth.mfa.confirm(req.user ?? null, req.body));
      },
      async disableMfa(req: Request, res: Response) {
        await auth.mfa.disable(req.user ?? null, req.auth?.tokenId, req.body);
        res.status(204).end();
      },
      async recoveryCodes(req: Request, res: Response) {
        res.set('Cache-Control', 'no-store').json(await auth.mfa.recoveryCodes(req.user ?? null, req.auth?.tokenId, req.body));
      },
    },
  };
}
