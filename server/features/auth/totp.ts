// Two-step sign-in's codes: TOTP (RFC 6238: SHA-1, 6 digits, 30 s) through otpauth, its QR code through qrcode, and
// recovery codes.
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const PERIOD = 30;
/** A code from the step before or after the current one still counts: phones' clocks drift. */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

function totp(secret: string, label = '', issuer = ''): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });
}

export function newSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What an authenticator app reads from the QR code: the site's name, the account, the secret. */
export function otpauthUrl(secret: string, account: string, issuer: string): string {
  return totp(secret, account, issuer).toString();
}

export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#0b3560', light: '#ffffff' } });
}

/**
 * The time step of a valid code, or null. A step at or before `lastStep` is refused, so a code seen once (over a
 * shoulder, in a proxy's log) cannot be used again.
 */
export function acceptedStep(secret: string, code: string, lastStep: number | null, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secret).validate({ token, window: WINDOW, timestamp: now });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / PERIOD) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** A code as the user may type it: case, spaces and dashes do not matter. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]+/g, '');

/** Ten codes of ten characters of Crockford's base 32 (50 random bits each), shown as `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((byte) => alphabet[byte & 31]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}
