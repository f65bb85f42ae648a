// Cookies as the route guards see them: the browser writes document.cookie, the server render collects Set-Cookie.
// Only the private routes' guards and the sign-in forms read them, so none of this is in the browser's first load:
// the router context's jar is the browser's unless a render sets its own (the server's, per request).
import { createContext } from 'react-router-dom';
import { type CookieOptions, INTENDED_URL_COOKIE, parseCookieHeader, serializeCookie } from '../../shared/cookies';
import { isLocalPath } from '../../shared/paths';

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string): void;
}

export const browserCookies: CookieJar = {
  get: (name) => parseCookieHeader(document.cookie)[name],
  set: (name, value, options) => {
    document.cookie = serializeCookie(name, value, { ...options, secure: location.protocol === 'https:' });
  },
  remove: (name) => {
    document.cookie = serializeCookie(name, '', { maxAgeSeconds: 0 });
  },
};

/** The cookie jar of guards and loaders: the browser's, unless the render sets one (the server's, per request). */
export const cookieContext = createContext<CookieJar>(browserCookies);

/** The page the auth guard remembered, once: reading it clears it. */
export function takeIntendedUrl(cookies: CookieJar): string | null {
  const value = cookies.get(INTENDED_URL_COOKIE);
  if (value === undefined) return null;
  cookies.remove(INTENDED_URL_COOKIE);
  return isLocalPath(value) ? value : null;
}

/** The server render's jar: reads the request's cookies and remembers what to send back. */
export class ResponseCookieJar implements CookieJar {
  readonly setCookies: string[] = [];
  private readonly values: Record<string, string>;

  constructor(
    cookieHeader: string | undefined,
    private readonly secure: boolean,
  ) {
    this.values = parseCookieHeader(cookieHeader);
  }

  get(name: string): string | undefined {
    return this.values[name];
  }

  set(name: string, value: string, options?: CookieOptions): void {
    this.values[name] = value;
    this.setCookies.push(serializeCookie(name, value, { ...options, secure: this.secure }));
  }

  remove(name: string): void {
    delete this.values[name];
    this.setCookies.push(serializeCookie(name, '', { maxAgeSeconds: 0, secure: this.secure }));
  }
}
