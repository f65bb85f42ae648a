// The `token` cookie (HttpOnly) and the XSRF pair (csrf-csrf's signed double submit, bound to the token cookie).
// Every cookie is `Secure` exactly when the site's address (APP_URL) is https, whatever the hop from a proxy is.
import { createHmac, randomBytes } from 'node:crypto';
import { doubleCsrf } from 'csrf-csrf';
import type { NextFunction, Request, Response } from 'express';
import { TOKEN_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '../../../shared/cookies';
import { CSRF_MISMATCH_MESSAGE } from '../../../shared/errors';
import type { LoginResult } from '../../../shared/types';
import { REMEMBER_TTL_SECONDS } from './auth.service';
import { AppError } from '../../lib/errors';


const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** csrf-csrf's default size of a token's random part. */
const TOKEN_BYTES = 32;
/** How long one token bound to no session is handed to first-time visitors (see anonymousCookie). */
const ANONYMOUS_TOKEN_REUSE_MS = 1000;

export function createSessionCookies(secret: string, secure: boolean) {
  function setToken(req: Request, res: Response, token: string, remember: boolean): void {
    res.cookie(TOKEN_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
      ...(remember ? { maxAge: REMEMBER_TTL_SECONDS * 1000 } : {}),
    });
    // The XSRF token is bound to the token cookie: from now on this request speaks for the new session.
    req.cookies[TOKEN_COOKIE] = token;
  }

  function clearToken(req: Request, res: Response): void {
    res.clearCookie(TOKEN_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
    delete req.cookies[TOKEN_COOKIE];
  }

  const { generateCsrfToken, validateRequest } = doubleCsrf({
    getSecret: () => secret,
    getSessionIdentifier: (req) => (req.cookies?.[TOKEN_COOKIE] as string | undefined) ?? '',
    cookieName: XSRF_COOKIE,
    // Readable by scripts: the browser echoes it in the X-XSRF-TOKEN header.
    cookieOptions: { httpOnly: false, sameSite: 'lax', secure, path: '/' },
    getCsrfTokenFromRequest: (req) => req.get(XSRF_HEADER),
    size: TOKEN_BYTES,
  });

  /** A fresh XSRF cookie for the session this request now has (after sign-in, sign-out or a mismatch). */
  function issue(req: Request, res: Response): void {
    generateCsrfToken(req, res, {
      overwrite: true,
      cookieOptions: { httpOnly: false, sameSite: 'lax', secure, path: '/' },
    });
  }

  /**
   * Safe methods get the cookie when they have none. Every other method must echo it in the header; a
   * mismatch is a 403 that carries a fresh cookie, so an honest client can retry once.
   */
  function middleware(req: Request, res: Response, next: NextFunction): void {
    if (SAFE_METHODS.has(req.method)) {
      if (!req.cookies?.[XSRF_COOKIE] || res.locals.sessionChanged) {
        if (req.cookies?.[TOKEN_COOKIE]) issue(req, res);
        else res.append('Set-Cookie', anonymousCookie());
      }
      next();
      return;
    }
    if (validateRequest(req)) {
      next();
      return;
    }
    issue(req, res);
    next(new AppError(403, CSRF_MISMATCH_MESSAGE));
  }

  /**
   * A Set-Cookie value with an XSRF token for a visitor without a session, in csrf-csrf's own form (an HMAC of
   * "<id length>!<id>!<random length>!<random>" with an empty session id). Such a token is bound to no session, so
   * anyone can fetch a valid one and it protects only by being echoed from a cookie another site cannot read: one
   * token handed to every first-time visitor within the same second is exactly as safe as one each, and spares the
   * page cache an HMAC per answer. Signed-in sessions always get their own (`issue`).
   */
  let anonymous = { until: 0, cookie: '' };
  function anonymousCookie(): string {
    const now = Date.now();
    if (now >= anonymous.until) {
      const random = randomBytes(TOKEN_BYTES).toString('hex');
      const hmac = createHmac('sha256', secret).update(`0!!${random.length}!${random}`).digest('hex');
      // Hex digits and a dot need no encoding.
      const cookie = `${XSRF_COOKIE}=${hmac}.${random}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
      anonymous = { until: now + ANONYMOUS_TOKEN_REUSE_MS, cookie };
    }
    return anonymous.cookie;
  }

  /** A new session's token in the cookie, with an XSRF token bound to it; the answer carries the token, so no cache keeps it. */
  function startSession(req: Request, res: Response, result: LoginResult): void {
    // "Remember me" made a year-long token: the cookie lasts as long; otherwise it ends with the browser session.
    setToken(req, res, result.token, result.expires_in === REMEMBER_TTL_SECONDS);
    issue(req, res);
    // As RFC 6749 §5.1 asks of token answers.
    res.set('Cache-Control', 'no-store');
  }

  return { middleware, issue, anonymousCookie, setToken, clearToken, startSession, secure };
}

export type SessionCookies = ReturnType<typeof createSessionCookies>;
