// People's data (accounts, sessions, documents, applications, messages) has no version number like the content: it
// changes often, a few rows at a time. Each instance counts generations instead, and what it keeps of signed-in reads
// (lib/public-reads.ts's memo, the signed-in parts of pages in ssr/fragments.ts) belongs to the generation it was read
// in. A new generation starts when any instance commits a change to those tables (their triggers NOTIFY
// `private_data`, migrations/20261127090000), when the content changes (names of institutions and countries appear in
// applications), when a write handled here ends, and when the listening connection comes back. While a write handled
// here is under way, or nobody is listening, nothing kept is trusted (decision 0038).
import { CONTENT_VERSION_CHANNEL } from './content-version';
import type { PgListener } from './pg-listener';

export const PRIVATE_DATA_CHANNEL = 'private_data';

export interface PrivateDataWatch {
  /** The generation to keep and find answers under now; null: trust nothing kept (read from the database). */
  current(): number | null;
  /** For the caches that wait on a version: the same, at once. */
  settled(): number | null;
  /** Marks a request that may change data (call at its start); the returned function marks its end. */
  writeStarted(): () => void;
}

export function watchPrivateData(listener: PgListener): PrivateDataWatch {
  let generation = 0;
  let listening = false;
  let writesInFlight = 0;
  const next = () => {
    generation += 1;
  };
  const handlers = {
    notify: next,
    up() {
      listening = true;
      next();
    },
    down() {
      listening = false;
      next();
    },
  };
  listener.listen(PRIVATE_DATA_CHANNEL, handlers);
  listener.listen(CONTENT_VERSION_CHANNEL, { notify: next });
  const current = () => (listening && writesInFlight === 0 ? generation : null);
  return {
    current,
    settled: current,
    writeStarted() {
      writesInFlight += 1;
      next();
      let done = false;
      return () => {
        if (done) return;
        done = true;
        writesInFlight -= 1;
        next();
      };
    },
  };
}
