// Answers to public reads (what any visitor sees: widgets, services, posts, galleries, countries) kept per content
// version, so a page rendered for a visitor reads nothing from PostgreSQL while nothing changed. A content change
// anywhere bumps the version (NOTIFY) and every instance stops using older answers; a minute at most in any case,
// so posts scheduled for later appear on time. Answers are shared: callers must not change them. The same memo keeps
// signed-in reads per generation of people's data (lib/private-data.ts, services.ts).
// An answer asked for in the last seconds of its minute is read again ahead of time, in the background: on a busy
// site nobody waits for the read that only checks for scheduled posts, and no answer is ever older than its minute.
import { CACHE_TTL_MS, MAX_ENTRIES } from '../config';
import type { ContentVersionWatch } from './content-version';
import { setBounded } from './bounded-map';

export interface PublicReadsOptions {
  ttlMs?: number;
  /** An answer asked for this close to the end of its time to live is read again in the background (ttlMs / 10). */
  aheadMs?: number;
  maxEntries?: number;
  /** The time in milliseconds (the system's unless given: a test holds it still, then moves it on). */
  now?: () => number;
}

export interface PublicReads {
  /** `fn` with its answers kept per version and arguments (JSON-serialisable arguments only). */
  memo<A extends unknown[], R>(name: string, fn: (...args: A) => Promise<R>): (...args: A) => Promise<R>;
}

/** Without a content version to follow (scripts), every read goes to the database. */
export const uncachedReads: PublicReads = { memo: (_name, fn) => fn };

/** What a cache of reads follows: the content version (public reads), or the generation of people's data (signed-in reads, lib/private-data.ts). */
export type ReadsVersion = Pick<ContentVersionWatch, 'settled' | 'current'>;

export function createPublicReads(version: ReadsVersion, options: PublicReadsOptions = {}): PublicReads {
  const ttlMs = options.ttlMs ?? CACHE_TTL_MS;
  const aheadMs = options.aheadMs ?? ttlMs / 10;
  const maxEntries = options.maxEntries ?? MAX_ENTRIES.publicReads;
  const clock = options.now ?? Date.now;
  // An answer is kept from the moment it is asked for, so renders that miss at the same time share one read. When
  // 32 visitors' renders arrived together after the answers' minute was up, each sent its own seven queries to a pool
  // of ten connections: p99 475 ms for that burst, 75 ms with the reads shared (docs/performance.md).
  interface Kept {
    version: number;
    expiresAt: number;
    answer: Promise<unknown>;
    /** The read has succeeded (only then is it worth reading again ahead of time). */
    ready: boolean;
    /** The read ahead of time that will replace it, while under way; 'failed' after one failed (none again). */
    next: Promise<unknown> | 'failed' | null;
  }
  const answers = new Map<string, Kept>();
  let filedUnder: number | null = null;

  /** Files `answer` for `key` under version `current`, from now on, until it fails or turns out to be stale. */
  function file(key: string, current: number, answer: Promise<unknown>): void {
    const entry: Kept = { version: current, expiresAt: clock() + ttlMs, answer, ready: false, next: null };
    setBounded(answers, key, entry, maxEntries);
    // Not kept if it failed, or if the version changed while it was read (it may be stale at once).
    const forget = () => {
      if (answers.get(key) === entry) answers.delete(key);
    };
    answer.then(() => {
      entry.ready = true;
      if (version.current() !== current) forget();
    }, forget);
  }

  /** Reads `kept` again before it expires; the new answer is filed when it is in, and shared if `kept` expires first. */
  function readAhead(key: string, kept: Kept, read: () => Promise<unknown>): void {
    const next = new Promise((resolve) => resolve(read()));
    kept.next = next;
    next.then(
      () => {
        if (answers.get(key) === kept && version.current() === kept.version) file(key, kept.version, next);
      },
      () => {
        kept.next = 'failed';
      },
    );
  }

  return {
    memo<A extends unknown[], R>(name: string, fn: (...args: A) => Promise<R>) {
      return async (...args: A): Promise<R> => {
        const current = await version.settled();
        if (current === null) return fn(...args);
        if (current !== filedUnder) {
          answers.clear();
          filedUnder = current;
        }
        const key = `${name}:${JSON.stringify(args)}`;
        const read = () => fn(...args);
        const kept = answers.get(key);
        const now = clock();
        if (kept?.version === current) {
          if (kept.expiresAt > now) {
            if (kept.ready && kept.next === null && kept.expiresAt - aheadMs <= now) readAhead(key, kept, read);
            return kept.answer as Promise<R>;
          }
          // Expired while its next read is under way: share that read.
          if (kept.next instanceof Promise) return kept.next as Promise<R>;
        }
        const answer = read();
        file(key, current, answer);
        return answer;
      };
    },
  };
}
