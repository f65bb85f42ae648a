// The answers of sign-in, sessions and two-step sign-in (decision 0041).
import * as z from 'zod';
import { id, named, results, timestamp } from './answers';
import { userSchema } from './users.answers';

export const loginResultSchema = named(
  'LoginResult',
  z.strictObject({ token: z.string(), token_type: z.literal('bearer'), expires_in: z.int().positive(), user: userSchema }),
  'A session: the token (also set as the `token` cookie), its lifetime in seconds and the user.',
);

/** The first step of a sign-in with two-step sign-in on: no session yet, a code to send with this token. */
export const mfaChallengeSchema = named(
  'MfaChallenge',
  z.strictObject({ mfa_required: z.literal(true), mfa_token: z.string() }),
  'Two-step sign-in is on: no session yet; send a code with `mfa_token` to POST /api/login/mfa.',
);

export const signInAnswerSchema = named('SignInAnswer', z.union([loginResultSchema, mfaChallengeSchema]));

/** A signed-in session, for the list on the security page. */
export const sessionInfoSchema = named(
  'SessionInfo',
  z.strictObject({
    id: id(),
    created_at: timestamp(),
    last_used_at: timestamp(),
    user_agent: z.string().nullable(),
    /** "Chrome 131 on Windows", read from the user agent. */
    browser: z.string(),
    ip: z.string().nullable(),
    current: z.boolean(),
  }),
);

export const sessionListSchema = named('SessionList', results(sessionInfoSchema));

/** Set-up of two-step sign-in: the secret (to type) and the same as a QR code (an SVG). */
export const mfaSetupSchema = named('MfaSetup', z.strictObject({ secret: z.string(), otpauth_url: z.string(), qr_svg: z.string() }));

export const recoveryCodesSchema = named('RecoveryCodes', z.strictObject({ recovery_codes: z.array(z.string()) }));

/** POST /api/oauth/<provider>: where to send the browser (the provider's authorization page). */
export const oauthRedirectSchema = named('OAuthRedirect', z.strictObject({ url: z.string() }));
