// Attempt limits with the counters in PostgreSQL, so every app instance sees the same count
// (rate-limiter-flexible's RateLimiterPostgres on our Knex pool).
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import type { Db } from '../db/knex';
import { fail } from '../http/errors';

export interface AttemptLimiter {
  /** 429 with Retry-After when the key has used up its attempts. */
  check(key: string): Promise<void>;
  /** Counts one attempt (a failed sign-in, a reset request). */
  hit(key: string): Promise<void>;
  /** Counts one attempt and refuses it with 429 when it goes over the limit. */
  consume(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

export function createAttemptLimiter(db: Db, name: string, options: { points: number; durationSeconds: number }): AttemptLimiter {
  const limiter = new RateLimiterPostgres({
    storeClient: db,
    storeType: 'knex',
    tableName: 'rate_limits',
    tableCreated: true, // created by a migration
    keyPrefix: name,
    points: options.points,
    duration: options.durationSeconds,
  });
  const retryAfter = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

  return {
    async check(key) {
      const state = await limiter.get(key);
      if (state && state.consumedPoints >= options.points) throw fail.tooManyAttempts(retryAfter(state.msBeforeNext));
    },
    async hit(key) {
      await limiter.penalty(key, 1);
    },
    async consume(key) {
      const state = await limiter.penalty(key, 1);
      if (state.consumedPoints > options.points) throw fail.tooManyAttempts(retryAfter(state.msBeforeNext));
    },
    async clear(key) {
      await limiter.delete(key);
    },
  };
}
