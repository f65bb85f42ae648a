// Attempt limits with the counters in PostgreSQL, so every app instance sees the same count (rate-limiter-flexible's
// RateLimiterPostgres on our Knex pool). An attempt is taken before the work it protects, in one atomic statement
// (an upsert that adds a point and returns the total): however many requests arrive at once, only as many as the
// limit allows get through to the work.
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../../db/knex';
import { fail } from '../../lib/errors';
import { ATTEMPT_LIMITS } from '../../config';

export type LimitName = keyof typeof ATTEMPT_LIMITS;

export interface AttemptLimiter {
  /** Takes one attempt now; 429 with Retry-After when the key has none left. */
  consume(key: string): Promise<void>;
  /** Gives one attempt back (the request turned out not to count: a success, a form with mistakes). */
  refund(key: string): Promise<void>;
  /** Forgets the key's attempts. */
  clear(key: string): Promise<void>;
}

export function createAttemptLimiter(db: Db, name: LimitName): AttemptLimiter {
  const { points, durationSeconds } = ATTEMPT_LIMITS[name];
  const limiter = new RateLimiterPostgres({
    storeClient: db,
    storeType: 'knex',
    tableName: 'rate_limits',
    tableCreated: true, // created by a migration
    keyPrefix: name,
    points,
    duration: durationSeconds,
  });
  const retryAfter = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

  return {
    async consume(key) {
      try {
        await limiter.consume(key, 1);
      } catch (error) {
        // The library rejects with its state when the points are used up, and with an Error when the store failed.
        if (error instanceof RateLimiterRes) throw fail.tooManyAttempts(retryAfter(error.msBeforeNext));
        throw error;
      }
    },
    async refund(key) {
      await limiter.reward(key, 1);
    },
    async clear(key) {
      await limiter.delete(key);
    },
  };
}

/** One limiter per name, made on first use. */
export function createAttemptLimits(db: Db): Record<LimitName, AttemptLimiter> {
  const made = {} as Record<LimitName, AttemptLimiter>;
  for (const name of Object.keys(ATTEMPT_LIMITS) as LimitName[]) made[name] = createAttemptLimiter(db, name);
  return made;
}
