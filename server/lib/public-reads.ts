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
  const answers = new Map<string, { version: number; expiresAt: number; value: unknown }>();
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
        if (kept && kept.version === current && kept.expiresAt > Date.now()) return kept.value as R;
        const value = await fn(...args);
        // Kept only if nothing changed while it was read (a newer version would make it stale at once).
        if (version.current() === current) {
          if (answers.size >= maxEntries) answers.delete(answers.keys().next().value!);
          answers.set(key, { version: current, expiresAt: Date.now() + ttlMs, value });
        }
        return value;
      };
    },
  };
}
