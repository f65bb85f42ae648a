// Access tokens and password-reset tokens: only their sha256 is stored; a token is found by hashing what the
// client sent.
import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import { hashToken } from '../../lib/tokens';
import type { UserRow } from '../users/users.repo';

export type AuthenticatedRow = UserRow & { token_id: number; token_remember: boolean; token_last_used_at: string };

type Runner = Knex | Knex.Transaction;

export function createAuthRepo(db: Db) {
  const inSeconds = (seconds: number) => db.raw(`now() + make_interval(secs => ?)`, [seconds]);

  return {
    async insertToken(userId: number, token: string, remember: boolean, ttlSeconds: number, trx: Runner = db): Promise<void> {
      await trx('access_tokens').insert({ user_id: userId, token_hash: hashToken(token), remember, expires_at: inSeconds(ttlSeconds) });
    },

    /** The user a live token belongs to; disabled accounts have no live tokens. */
    async findUserByToken(token: string): Promise<AuthenticatedRow | undefined> {
      return db('access_tokens as t')
        .join('users as u', 'u.id', 't.user_id')
        .where('t.token_hash', hashToken(token))
        .andWhere('t.expires_at', '>', db.fn.now())
        .whereNull('u.disabled_at')
        .first<AuthenticatedRow>('u.*', 't.id as token_id', 't.remember as token_remember', 't.last_used_at as token_last_used_at');
    },

    /** Marks a token used; a session token's expiry slides forward with it. */
    async touchToken(tokenId: number, slideSeconds: number | null): Promise<void> {
      const update: Record<string, unknown> = { last_used_at: db.fn.now() };
      if (slideSeconds !== null) update.expires_at = inSeconds(slideSeconds);
      await db('access_tokens').where({ id: tokenId }).update(update);
    },

    async deleteToken(token: string): Promise<void> {
      await db('access_tokens').where({ token_hash: hashToken(token) }).delete();
    },

    async deleteTokensOfUser(userId: number, exceptTokenId?: number, trx: Runner = db): Promise<void> {
      const query = trx('access_tokens').where({ user_id: userId });
      if (exceptTokenId !== undefined) query.whereNot({ id: exceptTokenId });
      await query.delete();
    },

    async insertReset(userId: number, token: string, ttlSeconds: number): Promise<void> {
      await db('password_resets').insert({ user_id: userId, token_hash: hashToken(token), expires_at: inSeconds(ttlSeconds) });
    },

    /** A reset token that is unused, unexpired and belongs to that e-mail address; locked for the transaction. */
    async findLiveReset(token: string, email: string, trx: Runner): Promise<{ id: number; user_id: number } | undefined> {
      return trx('password_resets as r')
        .join('users as u', 'u.id', 'r.user_id')
        .where('r.token_hash', hashToken(token))
        .whereNull('r.used_at')
        .andWhere('r.expires_at', '>', trx.fn.now())
        .whereRaw('lower(u.email) = lower(?)', [email])
        .whereNull('u.disabled_at')
        .forUpdate()
        .first('r.id', 'r.user_id');
    },

    /** Uses up every outstanding reset token of the user (the one just used included). */
    async useResetsOfUser(userId: number, trx: Runner): Promise<void> {
      await trx('password_resets').where({ user_id: userId }).whereNull('used_at').update({ used_at: trx.fn.now() });
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
