// Signing in and out, knowing who a token belongs to, and resetting a forgotten password.
import { passwordEmailSchema, passwordResetSchema, type LoginInput } from '../../../shared/schemas/auth';
import type { LoginResult, User } from '../../../shared/types';
import type { Db } from '../../db/knex';
import type { Env } from '../../env';
import { fail, parseInput } from '../../http/errors';
import type { AttemptLimiter } from '../../lib/attempts';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { newToken } from '../../lib/tokens';
import type { Mailer } from '../../mail/mailer';
import { templates } from '../../mail/templates';
import { assertPasswordAllowed } from '../../lib/common-passwords';
import { toUser, type UsersRepo } from '../users/users.repo';
import type { AuthRepo } from './auth.repo';

/** "Remember me": the token and its cookie last a year. */
export const REMEMBER_TTL_SECONDS = 365 * 24 * 60 * 60;
/** Otherwise the token lives for a day after its last use (the cookie itself ends with the browser session). */
export const SESSION_TTL_SECONDS = 24 * 60 * 60;
/** Reset links work once, within this time. */
export const RESET_TTL_MINUTES = 60;
/** How stale `last_used_at` may get before a request writes it again. */
const TOUCH_AFTER_MS = 5 * 60 * 1000;

export const RESET_REQUESTED = 'If an account exists for that address, we have e-mailed a link to reset its password.';
export const PASSWORD_WAS_RESET = 'Your password has been reset. Sign in with your new password.';
const BAD_CREDENTIALS = 'These credentials do not match our records.';

export interface Authenticated {
  user: User;
  tokenId: number;
}

export interface AuthServiceDeps {
  db: Db;
  env: Env;
  auth: AuthRepo;
  users: UsersRepo;
  mailer: Mailer;
  loginLimiter: AttemptLimiter;
  resetLimiter: AttemptLimiter;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, env, auth, users, mailer, loginLimiter, resetLimiter } = deps;

  async function issueToken(user: User, remember: boolean): Promise<LoginResult> {
    const token = newToken();
    const ttl = remember ? REMEMBER_TTL_SECONDS : SESSION_TTL_SECONDS;
    await auth.insertToken(user.id, token, remember, ttl);
    await users.update(user.id, { last_login_at: new Date().toISOString() });
    return { token, token_type: 'bearer', expires_in: ttl, user };
  }

  return {
    issueToken,

    /** Five wrong passwords a minute per e-mail address and IP, then 429 until the minute is over. */
    async login(input: Required<Pick<LoginInput, 'email' | 'password'>> & { remember: boolean }, ip: string): Promise<LoginResult> {
      const key = `${input.email.toLowerCase()}|${ip}`;
      await loginLimiter.check(key);
      const row = await users.findByEmail(input.email);
      const ok = await verifyPassword(row?.password, input.password);
      if (!row || !ok) {
        await loginLimiter.hit(key);
        throw fail.field('email', BAD_CREDENTIALS);
      }
      if (row.disabled_at) throw fail.field('email', 'This account has been disabled. Contact us if you think this is a mistake.');
      await loginLimiter.clear(key);
      return issueToken(toUser(row), input.remember);
    },

    async authenticate(token: string | undefined): Promise<Authenticated | null> {
      if (!token || token.length > 200) return null;
      const row = await auth.findUserByToken(token);
      if (!row) return null;
      if (Date.now() - Date.parse(row.token_last_used_at) > TOUCH_AFTER_MS) {
        await auth.touchToken(row.token_id, row.token_remember ? null : SESSION_TTL_SECONDS);
      }
      return { user: toUser(row), tokenId: Number(row.token_id) };
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await auth.deleteToken(token);
    },

    /** Always the same answer, sent before any mail goes out, whether or not the address has an account. */
    async requestPasswordReset(input: unknown, ip: string): Promise<string> {
      const { email } = parseInput(passwordEmailSchema, input);
      await resetLimiter.consume(`${email.toLowerCase()}|${ip}`);
      const row = await users.findByEmail(email);
      if (row && !row.disabled_at) {
        const token = newToken();
        await auth.insertReset(row.id, token, RESET_TTL_MINUTES * 60);
        mailer.sendLater(row.email, templates.passwordReset({ appName: env.appName, appUrl: env.appUrl }, row, token, RESET_TTL_MINUTES));
      }
      return RESET_REQUESTED;
    },

    /** Uses the token up, sets the password, and signs out every session of the user. */
    async resetPassword(input: unknown): Promise<string> {
      const values = parseInput(passwordResetSchema, input);
      assertPasswordAllowed(values.password);
      const password = await hashPassword(values.password);
      await db.transaction(async (trx) => {
        const reset = await auth.findLiveReset(values.token, values.email, trx);
        if (!reset) throw fail.field('email', 'This password reset link is invalid or has expired. Ask for a new one.');
        await users.update(reset.user_id, { password }, trx);
        await auth.useResetsOfUser(reset.user_id, trx);
        await auth.deleteTokensOfUser(reset.user_id, undefined, trx);
      });
      return PASSWORD_WAS_RESET;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
