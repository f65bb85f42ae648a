// The Knex instance: pg with JSON-safe type parsing (timestamps as ISO strings, bigint counts as numbers).
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { log } from '../lib/log';

const { types } = pg;

/** Parsers for this pool only, so nothing global in `pg` changes. */
const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (format === 'text' || format === undefined) {
      switch (oid) {
        case types.builtins.TIMESTAMPTZ:
        case types.builtins.TIMESTAMP:
          return (value: string) => new Date(value.includes('+') || value.endsWith('Z') ? value : `${value}Z`).toISOString();
        case types.builtins.DATE:
          return (value: string) => value;
        case types.builtins.INT8:
          return (value: string) => Number(value);
        case types.builtins.NUMERIC:
          return (value: string) => Number(value);
      }
    }
    return types.getTypeParser(oid, format as 'text');
  },
};

export type Db = Knex;

/**
 * How long anything may wait on the database, so that trouble there becomes a quick 503 rather than a hang:
 * a free pool connection, a new connection to the server, and one statement (a query stuck behind a lock).
 */
export const DB_LIMITS = { acquireMs: 3_000, connectMs: 3_000, statementMs: 10_000 } as const;

/**
 * How long an idle pool connection stays open: longer than the minute after which public reads, kept parts and kept
 * pages are read again, and than the content version's 30 s poll. With the pool's default 30 s, those reads found
 * their connections closed and opened new ones each time (a TCP connection, SCRAM authentication and a new server
 * process each), with visitors' pages waiting behind them: in a CPU profile of `/` at 1,800 pages/s the server was
 * opening connections at the start of a 590 ms stall (docs/performance.md). A connection the server closed meanwhile
 * (a restart) is found out and replaced when it is next taken from the pool, as before.
 */
export const POOL_IDLE_MS = 5 * 60_000;

/**
 * The planner's cost of reading a page out of order, relative to reading in order (PostgreSQL's default 4 is for
 * spinning disks). A running site's rows are in memory, where the two cost about the same: with 4 the planner walked
 * the newest applications, skipping the other stages', rather than an index that starts at the stage (the board's
 * columns: 9 ms instead of 3.5 ms at 150,000 applications). Sent as a start-up option of each connection, so it needs
 * no rights on the database.
 */
export const RANDOM_PAGE_COST = 1.1;

export function createDb(url: string, pool: { min?: number; max?: number } = {}, limits: Partial<Record<keyof typeof DB_LIMITS, number>> = {}): Db {
  const { acquireMs, connectMs, statementMs } = { ...DB_LIMITS, ...limits };
  return knexFactory({
    client: 'pg',
    connection: {
      connectionString: url,
      types: typeParsers,
      connectionTimeoutMillis: connectMs,
      statement_timeout: statementMs,
      options: `-c random_page_cost=${RANDOM_PAGE_COST}`,
    } as Knex.PgConnectionConfig,
    pool: { min: pool.min ?? 0, max: pool.max ?? 10, idleTimeoutMillis: POOL_IDLE_MS },
    acquireConnectionTimeout: acquireMs,
    // Knex prints pool trouble to the console on every request; while the database is away that is one line per 10 s.
    log: {
      warn: (message: unknown) => log.warnThrottled('knex: a warning', { message: String(message) }),
      error: (message: unknown) => log.warnThrottled('knex: an error', { message: String(message) }),
      deprecate: (method: string, alternative: string) => log.warn('knex: deprecated', { method, alternative }),
      debug: () => undefined,
    },
  });
}
