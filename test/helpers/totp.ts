// Codes from an authenticator app, for tests of two-step sign-in (API and browser).
import { Secret, TOTP } from 'otpauth';

/** The code an app shows for `secret` (spaces allowed, as the page shows it), `stepsAhead` steps of 30 s from now. */
export function totpCode(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret.replace(/\s+/g, '')) });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}
