// Answers to public reads (what any visitor sees: widgets, services, posts, galleries, countries) kept per content
// version, so a page rendered for a visitor reads nothing from PostgreSQL while nothing changed. A content change
// anywhere bumps the version (NOTIFY) and every instance stops using older answers; a minute at most in any case,
// so posts scheduled for later appear on time. Answers are shared: callers must not change them.
import type { ContentVersionWatch } from '../features/content/content-version';

export interface PublicReadsOptions {
  ttlMs?: number;
  maxEntries?: number;
}

export interface PublicReads {
  /** `fn` with its answers kept per version and arguments (JSON-serialisable arguments only). */
  memo<A extends unknown[], R>(name: string, fn: (...args: A) => Promise<R>): (...args: A) => Promise<R>;
}

/** Without a content version to follow (scripts), every read goes to the database. */
export const uncachedReads: PublicReads = { memo: (_name, fn) => fn };

export function createPublicReads(version: ContentVersionWatch, options: PublicReadsOptions = {}): PublicReads {
  const ttlMs = options.ttlMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 2000;
  // An answer is kept from the moment it is asked for, so renders that miss at the same time share one read. When
  // 32 visitors' renders arrived together after the answers' minute was up, each sent its own seven queries to a pool
  // of ten connections: p99 475 ms for that burst, 75 ms with the reads shared (docs/performance.md).
  const answers = new Map<string, { version: number; expiresAt: number; answer: Promise<unknown> }>();
  let filedUnder: number | null = null;

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
        const kept = answers.get(key);
        if (kept && kept.version === current && kept.expiresAt > Date.now()) return kept.answer as Promise<R>;
        const answer = fn(...args);
        const entry = { version: current, expiresAt: Date.now() + ttlMs, answer };
        if (answers.size >= maxEntries) answers.delete(answers.keys().next().value!);
        answers.set(key, entry);
        // Not kept if it failed, or if the version changed while it was read (it may be stale at once).
        const forget = () => {
          if (answers.get(key) === entry) answers.delete(key);
        };
        answer.then(() => {
          if (version.current() !== current) forget();
        }, forget);
        return answer;
      };
    },
  };
}
