// Who is calling: a bearer token, else the `token` cookie. A cookie that no longer opens a session is cleared.
import type { NextFunction, Request, Response } from 'express';
import { TOKEN_COOKIE } from '../../../shared/cookies';
import type { AuthService } from './auth.service';
import type { SessionCookies } from './session-cookies';

function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

export function authenticate(auth: Pick<AuthService, 'authenticate'>, cookies: SessionCookies) {
  return async function authenticateRequest(req: Request, res: Response, next: NextFunction): Promise<void> {
    const bearer = bearerToken(req.get('authorization'));
    const cookie = req.cookies?.[TOKEN_COOKIE] as string | undefined;
    const token = bearer ?? cookie;
    if (!token) return next();
    const found = await auth.authenticate(token);
    if (found) {
      req.user = found.user;
      req.auth = { token, tokenId: found.tokenId, via: bearer ? 'bearer' : 'cookie' };
    } else if (!bearer && cookie) {
      cookies.clearToken(req, res);
      res.locals.sessionChanged = true;
    }
    next();
  };
}
