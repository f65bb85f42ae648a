// One number every app instance reads: each content change bumps it, so pages cached for visitors know they are
// stale. The bump announces the new number with NOTIFY (delivered on commit); every instance LISTENs for it.
// A record scheduled for later changes what visitors see without a write: each instance also knows when the next
// one goes live, and the first answer after that moment bumps the version itself (decision 0035).
import type { Knex } from 'knex';
import { type Db } from '../db/knex';
import { clock } from './clock';
import { log } from './log';
import { createPgListener, type PgListener } from './pg-listener';
import { NEXT_PUBLISH_SQL, nextPublishAt } from './publishing';

export const CONTENT_VERSION_CHANNEL = 'content_version';

export async function bumpContentVersion(db: Knex | Knex.Transaction): Promise<void> {
  const [row] = (await db('site_state').where({ key: 'content_version' }).increment('value', 1).returning('value')) as Array<{ value: number }>;
  await db.raw('select pg_notify(?, ?)', [CONTENT_VERSION_CHANNEL, String(row?.value ?? 0)]);
}

/** bumpContentVersion in one statement, for the listening connection (parameter: the channel). */
const BUMP_SQL = `with bumped as (update site_state set value = value + 1 where key = 'content_version' returning value) select pg_notify($1, value::text) from bumped`;

/** The query that reads the version (run through the pool, or as SQL on the listening connection). */
const versionQuery = (db: Knex) => db('site_state').where({ key: 'content_version' }).first<{ value: number } | undefined>('value');
const versionOf = (row: { value: number } | undefined): number => Number(row?.value ?? 0);

export async function contentVersion(db: Knex): Promise<number> {
  return versionOf(await versionQuery(db));
}

export interface ContentVersionWatch {
  /** The newest version this instance knows of; null until the first read (nothing may be served from a cache then). */
  current(): number | null;
  /** When the next scheduled record goes live, as last read (null: none). */
  nextPublishAt?(): number | null;
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

/** After a failed bump for a scheduled record, when to try again. */
const DUE_RETRY_MS = 5000;

/**
 * Follows the content version: LISTEN on the instance's listening connection (lib/pg-listener.ts, its own unless
 * given), and a periodic read in case a notification was missed while it was away.
 */
export function watchContentVersion(db: Db, options: { pollMs?: number; listener?: PgListener } = {}): ContentVersionWatch {
  const pgListener = options.listener ?? createPgListener(db);
  let version: number | null = null;
  let reading: Promise<number | null> | null = null;
  /** When the next scheduled record goes live (null: none), and the bump under way for one that has. */
  let dueAt: number | null = null;
  let passing: Promise<number | null> | null = null;
  const readVersion = versionQuery(db).toSQL().toNative();

  const raise = (next: number) => {
    if (version === null || next > version) version = next;
  };

  /**
   * Reads on the listening connection when there is one, so a pool exhausted by slow queries does not hold up the
   * answers that only need this number; else through the pool.
   */
  async function read(): Promise<number> {
    const own = pgListener.client();
    if (!own) {
      const [value, due] = await Promise.all([contentVersion(db), nextPublishAt(db)]);
      dueAt = due;
      return value;
    }
    const result = await own.query<{ value: number }>(readVersion.sql, [...readVersion.bindings]);
    const due = await own.query<{ due: string | null }>(NEXT_PUBLISH_SQL, [clock.now().toISOString()]);
    const next = due.rows[0]?.due;
    dueAt = next ? new Date(next).getTime() : null;
    return versionOf(result.rows[0]);
  }

  /**
   * A scheduled record's time has come: bump the version (every instance drops its answers, as after a write), then
   * read the version and the next due time. Callers meanwhile share this; if the database is away, the old answers
   * stay and it is tried again after a few seconds.
   */
  function passDue(): Promise<number | null> {
    passing ??= (async () => {
      try {
        // On the listening connection when there is one, like the version's reads: a stuck pool does not hold it up.
        const own = pgListener.client();
        if (own) await own.query(BUMP_SQL, [CONTENT_VERSION_CHANNEL]);
        else await bumpContentVersion(db);
      } catch (error) {
        log.warnThrottled('a scheduled record could not be published to the caches', { error });
        dueAt = clock.ms() + DUE_RETRY_MS;
        return version;
      }
      // A read that began before the bump may still say the old time: the read after it says the next one.
      if (reading) await reading;
      return refresh();
    })().finally(() => {
      passing = null;
    });
    return passing;
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

  // A write handled here may change content: until a read that began after the last write ended, answers ask first.
  let writesInFlight = 0;
  let writeEpoch = 0;
  let verifiedEpoch = 0;

  function settled(): number | null | Promise<number | null> {
    if (passing) return passing;
    if (dueAt !== null && clock.ms() >= dueAt) return passDue();
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

  pgListener.listen(CONTENT_VERSION_CHANNEL, {
    notify(payload) {
      raise(Number(payload));
      // The change may have scheduled a record: when is the next one due?
      void refresh();
    },
    up: () => void refresh(), // whatever changed while nobody was listening
  });
  void refresh();
  const poll = setInterval(() => void refresh(), options.pollMs ?? 30_000);
  poll.unref();

  return {
    current: () => version,
    nextPublishAt: () => dueAt,
    refresh,
    settled,
    writeStarted,
    async close() {
      clearInterval(poll);
      if (!options.listener) await pgListener.close();
    },
  };
}
