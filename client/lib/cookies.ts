// Cookies as the route guards see them: the browser writes document.cookie, the server render collects Set-Cookie.
import { type CookieOptions, parseCookieHeader, serializeCookie } from '../../shared/cookies';

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
