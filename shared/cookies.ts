// Cookie text on both sides: the server's Set-Cookie and the browser's document.cookie speak the same format.

export const TOKEN_COOKIE = 'token';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const INTENDED_URL_COOKIE = 'intended_url';

export interface CookieOptions {
  path?: string;
  maxAgeSeconds?: number;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
  httpOnly?: boolean;
}

/** Percent-encodes only what a cookie value may not hold, so `/account/profile` stays readable. */
export function encodeCookieValue(value: string): string {
  return encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, (m) => decodeURIComponent(m));
}

export function decodeCookieValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  let text = `${name}=${encodeCookieValue(value)}; Path=${options.path ?? '/'}`;
  if (options.maxAgeSeconds !== undefined) {
    text += `; Max-Age=${Math.floor(options.maxAgeSeconds)}`;
    if (options.maxAgeSeconds <= 0) text += '; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
  }
  text += `; SameSite=${options.sameSite ?? 'Lax'}`;
  if (options.secure) text += '; Secure';
  if (options.httpOnly) text += '; HttpOnly';
  return text;
}

export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    if (!(name in out)) out[name] = decodeCookieValue(part.slice(eq + 1).trim());
  }
  return out;
}
