// One number every app instance reads: each content change bumps it, so pages cached for visitors know they are
// stale. The bump announces the new number with NOTIFY (delivered on commit); every instance LISTENs for it.
import type { Knex } from 'knex';
import pg from 'pg';
import { DB_LIMITS, type Db } from '../db/knex';
import { log } from './log';

export const CONTENT_VERSION_CHANNEL = 'content_version';

export async function bumpContentVersion(db: Knex | Knex.Transaction): Promise<void> {
  const [row] = (await db('site_state').where({ key: 'content_version' }).increment('value', 1).returning('value')) as Array<{ value: number }>;
  await db.raw('select pg_notify(?, ?)', [CONTENT_VERSION_CHANNEL, String(row?.value ?? 0)]);
}

/** The query that reads the version (run through the pool, or as SQL on the listening connection). */
const versionQuery = (db: Knex) => db('site_state').where({ key: 'content_version' }).first<{ value: number } | undefined>('value');
const versionOf = (row: { value: number } | undefined): number => Number(row?.value ?? 0);

export async function contentVersion(db: Knex): Promise<number> {
  return versionOf(await versionQuery(db));
}

export interface ContentVersionWatch {
  /** The newest version this instance knows of; null until the first read (nothing may be served from a cache then). */
  current(): number | null;
  /** Reads the version from the database now (concurrent calls share one query). */
  refresh(): Promise<number | null>;
  /**
   * The version to trust for an answer now: at once, unless this instance has handled a write since the last read
   * (its NOTIFY may still be on the way), then after reading it.
   */
  settled(): number | null | Promise<number | null>;
  /** Marks a request that may change content (call at its start); the returned function marks its end. */
  writeStarted(): () => void;
  close(): Promise<void>;
}

const RETRY_MS = [250, 1000, 2000, 5000, 10_000];

/**
 * Follows the content version: LISTEN on a connection of its own (reconnecting with back-off), and a periodic read
 * in case a notification was missed while it was away.
 */
export function watchContentVersion(db: Db, options: { pollMs?: number } = {}): ContentVersionWatch {
  const connection = db.client.config.connection as pg.ClientConfig;
  let version: number | null = null;
  let listener: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let reading: Promise<number | null> | null = null;
  const readVersion = versionQuery(db).toSQL().toNative();

  const raise = (next: number) => {
    if (version === null || next > version) version = next;
  };

  /**
   * Reads on the listening connection when there is one, so a pool exhausted by slow queries does not hold up the
   * answers that only need this number; else through the pool.
   */
  async function read(): Promise<number> {
    const own = listener;
    if (!own) return contentVersion(db);
    const result = await own.query<{ value: number }>(readVersion.sql, [...readVersion.bindings]);
    return versionOf(result.rows[0]);
  }

  function refresh(): Promise<number | null> {
    reading ??= read()
      .then((value) => {
        raise(value);
        return version;
      })
      .catch((error: unknown) => {
        log.warnThrottled('the content version could not be read', { error });
        return version;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  async function listen(): Promise<void> {
    if (closed) return;
    // Its reads give up after a while like the pool's statements (listening itself is no query).
    const client = new pg.Client({ ...connection, query_timeout: DB_LIMITS.statementMs });
    client.on('error', () => undefined); // an established connection then ends
    client.on('notification', (message) => {
      if (message.channel === CONTENT_VERSION_CHANNEL) raise(Number(message.payload));
    });
    client.on('end', () => {
      if (listener !== client) return;
      listener = null;
      if (!closed) retry();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CONTENT_VERSION_CHANNEL}`);
      if (closed) {
        await client.end();
        return;
      }
      listener = client;
      attempt = 0;
      await refresh(); // whatever changed while nobody was listening
    } catch {
      await client.end().catch(() => undefined);
      if (!closed) retry();
    }
  }

  function retry(): void {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void listen(), RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
    retryTimer.unref();
  }

  // A write handled here may change content: until a read that began after the last write ended, answers ask first.
  let writesInFlight = 0;
  let writeEpoch = 0;
  let verifiedEpoch = 0;

  function settled(): number | null | Promise<number | null> {
    if (writesInFlight === 0 && verifiedEpoch === writeEpoch) return version;
    const epoch = writeEpoch;
    return refresh().then((value) => {
      if (writesInFlight === 0 && epoch === writeEpoch) verifiedEpoch = epoch;
      return value;
    });
  }

  function writeStarted(): () => void {
    writesInFlight += 1;
    writeEpoch += 1;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      writesInFlight -= 1;
      writeEpoch += 1;
    };
  }

  void refresh();
  void listen();
  const poll = setInterval(() => void refresh(), options.pollMs ?? 30_000);
  poll.unref();

  return {
    current: () => version,
    refresh,
    settled,
    writeStarted,
    async close() {
      closed = true;
      clearInterval(poll);
      clearTimeout(retryTimer);
      await listener?.end().catch(() => undefined);
    },
  };
}
