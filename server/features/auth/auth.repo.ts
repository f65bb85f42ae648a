// Access tokens (sessions), password-reset and e-mail tokens, sign-in challenges and recovery codes: only a sha256
// of each secret is stored; a secret is found by hashing what the client sent.
import type { Knex } from 'knex';
import type { LeadSource } from '../../../shared/leads';
import type { Db } from '../../db/knex';
import { hashToken } from './tokens';
import type { UserRow } from '../users/users.service';

export type AuthenticatedRow = UserRow & { token_id: number; token_remember: boolean; token_last_used_at: string; token_expires_at: string };

/** `confirm`: a changed address's link. (`verify` rows are from before registrations waited in pending_registrations.) */
export type EmailPurpose = 'confirm';

export interface SessionRow {
  id: number;
  created_at: string;
  last_used_at: string;
  user_agent: string | null;
  ip: string | null;
}

/** Where a session was started: kept to show the user their sessions. */
export interface ClientInfo {
  userAgent: string | null;
  ip: string | null;
}

export interface PendingRegistrationRow {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  password: string;
  terms_accepted_at: string | null;
  preferred_destinations: string[];
  /** The language and time zone of the page the registration came from: the account's, once made. */
  locale: string;
  time_zone: string;
  /** Where the person came from and the destination they asked about: the lead's when the link is followed (decision 0046). */
  lead_source: { source: LeadSource | null; destination: string | null } | null;
  created_at: string;
  expires_at: string;
}

export type PendingRegistrationWrite = Omit<PendingRegistrationRow, 'id' | 'created_at' | 'expires_at'>;

type Runner = Knex | Knex.Transaction;

export function createAuthRepo(db: Db) {
  const inSeconds = (runner: Runner, seconds: number) => runner.raw(`now() + make_interval(secs => ?)`, [seconds]);

  return {
    async insertToken(userId: number, token: string, remember: boolean, ttlSeconds: number, client: ClientInfo, trx: Runner = db): Promise<void> {
      await trx('access_tokens').insert({
        user_id: userId,
        token_hash: hashToken(token),
        remember,
        expires_at: inSeconds(trx, ttlSeconds),
        user_agent: client.userAgent?.slice(0, 400) ?? null,
        ip: client.ip?.slice(0, 64) ?? null,
      });
    },

    /**
     * The user a live token belongs to; disabled accounts have no live tokens. The answer may be kept (services.ts), so
     * it carries the token's expiry for the caller to check.
     */
    async findUserByToken(token: string): Promise<AuthenticatedRow | undefined> {
      return db('access_tokens as t')
        .join('users as u', 'u.id', 't.user_id')
        .where('t.token_hash', hashToken(token))
        .andWhere('t.expires_at', '>', db.fn.now())
        .whereNull('u.disabled_at')
        .whereNull('u.deletion_requested_at')
        .first<AuthenticatedRow>('u.*', 't.id as token_id', 't.remember as token_remember', 't.last_used_at as token_last_used_at', 't.expires_at as token_expires_at');
    },

    /** Marks a token used; a session token's expiry slides forward with it. */
    async touchToken(tokenId: number, slideSeconds: number | null): Promise<void> {
      const update: Record<string, unknown> = { last_used_at: db.fn.now() };
      if (slideSeconds !== null) update.expires_at = inSeconds(db, slideSeconds);
      await db('access_tokens').where({ id: tokenId }).update(update);
    },

    async deleteToken(token: string): Promise<void> {
      await db('access_tokens').where({ token_hash: hashToken(token) }).delete();
    },

    /** Ends every session of the user but `exceptTokenId`. */
    async deleteTokensOfUser(userId: number, exceptTokenId?: number, trx: Runner = db): Promise<void> {
      const query = trx('access_tokens').where({ user_id: userId });
      if (exceptTokenId !== undefined) query.whereNot({ id: exceptTokenId });
      await query.delete();
    },

    /** Ends one session of the user; false when the user has no such session. */
    async deleteTokenOfUser(userId: number, tokenId: number): Promise<boolean> {
      return (await db('access_tokens').where({ user_id: userId, id: tokenId }).delete()) > 0;
    },

    /** The user's live sessions, most recently used first. */
    async sessionsOfUser(userId: number): Promise<SessionRow[]> {
      return db('access_tokens')
        .where({ user_id: userId })
        .andWhere('expires_at', '>', db.fn.now())
        .orderBy('last_used_at', 'desc')
        .orderBy('id', 'desc')
        .select('id', 'created_at', 'last_used_at', 'user_agent', 'ip');
    },

    async insertReset(userId: number, token: string, ttlSeconds: number): Promise<void> {
      await db('password_resets').insert({ user_id: userId, token_hash: hashToken(token), expires_at: inSeconds(db, ttlSeconds) });
    },

    /** A reset token that is unused, unexpired and belongs to that e-mail address; with `trx`, locked for it. */
    async findLiveReset(token: string, email: string, trx: Runner = db): Promise<{ id: number; user_id: number } | undefined> {
      const query = trx('password_resets as r')
        .join('users as u', 'u.id', 'r.user_id')
        .where('r.token_hash', hashToken(token))
        .whereNull('r.used_at')
        .andWhere('r.expires_at', '>', trx.fn.now())
        .whereRaw('lower(u.email) = lower(?)', [email])
        .whereNull('u.disabled_at')
        .whereNull('u.deletion_requested_at')
        .first('r.id', 'r.user_id');
      return trx === db ? query : query.forUpdate();
    },

    /** Uses up every outstanding reset token of the user (the one just used included). */
    async useResetsOfUser(userId: number, trx: Runner): Promise<void> {
      await trx('password_resets').where({ user_id: userId }).whereNull('used_at').update({ used_at: trx.fn.now() });
    },

    /** A one-time e-mail link for `email`; earlier unused links of the same purpose stop working. */
    async insertEmailToken(userId: number, purpose: EmailPurpose, email: string, token: string, ttlSeconds: number, trx: Runner = db): Promise<void> {
      await trx('email_tokens').where({ user_id: userId, purpose }).whereNull('used_at').update({ used_at: trx.fn.now() });
      await trx('email_tokens').insert({ user_id: userId, purpose, email, token_hash: hashToken(token), expires_at: inSeconds(trx, ttlSeconds) });
    },

    /** Takes a live e-mail token (used up by this call, inside `trx`); undefined when unknown, used or expired. */
    async takeEmailToken(token: string, purpose: EmailPurpose, trx: Runner): Promise<{ user_id: number; email: string } | undefined> {
      const [row] = (await trx('email_tokens')
        .where({ token_hash: hashToken(token), purpose })
        .whereNull('used_at')
        .andWhere('expires_at', '>', trx.fn.now())
        .update({ used_at: trx.fn.now() })
        .returning(['user_id', 'email'])) as Array<{ user_id: number; email: string }>;
      return row ? { user_id: Number(row.user_id), email: row.email } : undefined;
    },

    async cancelEmailTokens(userId: number, purpose: EmailPurpose, trx: Runner = db): Promise<void> {
      await trx('email_tokens').where({ user_id: userId, purpose }).whereNull('used_at').update({ used_at: trx.fn.now() });
    },

    async insertChallenge(userId: number, token: string, remember: boolean, ttlSeconds: number): Promise<void> {
      await db('mfa_challenges').insert({ user_id: userId, token_hash: hashToken(token), remember, expires_at: inSeconds(db, ttlSeconds) });
    },

    /** A live sign-in challenge; with `trx`, locked for it. */
    async findChallenge(token: string, trx: Runner = db): Promise<{ id: number; user_id: number; remember: boolean } | undefined> {
      const query = trx('mfa_challenges')
        .where({ token_hash: hashToken(token) })
        .whereNull('used_at')
        .andWhere('expires_at', '>', trx.fn.now())
        .first('id', 'user_id', 'remember');
      const row = await (trx === db ? query : query.forUpdate());
      return row ? { id: Number(row.id), user_id: Number(row.user_id), remember: Boolean(row.remember) } : undefined;
    },

    async useChallenge(id: number, trx: Runner): Promise<void> {
      await trx('mfa_challenges').where({ id }).update({ used_at: trx.fn.now() });
    },

    /** A registration waiting for its link (decision 0040): its own password hash and its own token. */
    async insertPendingRegistration(registration: PendingRegistrationWrite, token: string, ttlSeconds: number): Promise<PendingRegistrationRow> {
      const [row] = (await db('pending_registrations')
        .insert({ ...registration, lead_source: registration.lead_source ? JSON.stringify(registration.lead_source) : null, token_hash: hashToken(token), expires_at: inSeconds(db, ttlSeconds) })
        .returning(['id', 'email', 'firstname', 'lastname', 'password', 'terms_accepted_at', 'preferred_destinations', 'locale', 'time_zone', 'lead_source', 'created_at', 'expires_at'])) as PendingRegistrationRow[];
      return row!;
    },

    /** The registrations still waiting for `email`, newest first, at most `limit`. */
    async pendingRegistrations(email: string, limit: number): Promise<PendingRegistrationRow[]> {
      return db<PendingRegistrationRow>('pending_registrations')
        .whereRaw('lower(email) = lower(?)', [email])
        .andWhere('expires_at', '>', db.fn.now())
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit);
    },

    /** A new link for a waiting registration: the one mailed before stops working. */
    async renewPendingRegistration(id: number, token: string, ttlSeconds: number): Promise<void> {
      await db('pending_registrations').where({ id }).update({ token_hash: hashToken(token), expires_at: inSeconds(db, ttlSeconds) });
    },

    /** Takes the live registration a link names (gone from the table once taken); undefined when unknown or expired. */
    async takePendingRegistration(token: string, trx: Runner): Promise<PendingRegistrationRow | undefined> {
      const [row] = (await trx('pending_registrations')
        .where({ token_hash: hashToken(token) })
        .andWhere('expires_at', '>', trx.fn.now())
        .delete()
        .returning('*')) as PendingRegistrationRow[];
      return row;
    },

    /** Registrations nobody confirmed in time hold names and addresses: they go. */
    async deleteExpiredRegistrations(now: Date): Promise<number> {
      return db('pending_registrations').where('expires_at', '<=', now).delete();
    },

    /** The session has just proved again who its owner is, through a provider. */
    async markReauthenticated(tokenId: number): Promise<void> {
      await db('access_tokens').where({ id: tokenId }).update({ reauthenticated_at: db.fn.now() });
    },

    /** Whether the session proved who its owner is within the last `seconds`. */
    async reauthenticatedWithin(tokenId: number, seconds: number): Promise<boolean> {
      const row = await db('access_tokens')
        .where({ id: tokenId })
        .andWhere('reauthenticated_at', '>', db.raw(`now() - make_interval(secs => ?)`, [seconds]))
        .first('id');
      return row !== undefined;
    },

    /**
     * Takes a TOTP time step for the user if it is later than the last one taken, in one conditional UPDATE: of two
     * sign-ins that send the same code at once, the second waits for the first's row lock, sees the step taken and
     * gets false.
     */
    async claimTotpStep(userId: number, step: number, trx: Runner): Promise<boolean> {
      const taken = await trx('users')
        .where({ id: userId })
        .andWhere((q) => q.whereNull('mfa_last_step').orWhere('mfa_last_step', '<', step))
        .update({ mfa_last_step: step });
      return taken > 0;
    },

    async replaceRecoveryCodes(userId: number, codes: string[], trx: Runner): Promise<void> {
      await trx('mfa_recovery_codes').where({ user_id: userId }).delete();
      if (codes.length) await trx('mfa_recovery_codes').insert(codes.map((code) => ({ user_id: userId, code_hash: hashToken(code) })));
    },

    /** Uses up a recovery code of the user; false when it is not one of theirs or was used. */
    async useRecoveryCode(userId: number, code: string, trx: Runner): Promise<boolean> {
      const used = await trx('mfa_recovery_codes').where({ user_id: userId, code_hash: hashToken(code) }).whereNull('used_at').update({ used_at: trx.fn.now() });
      return used > 0;
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
