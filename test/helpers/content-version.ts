// A content version under a test's control, for the caches that follow one (public reads, kept parts).
import type { ContentVersionWatch } from '../../server/lib/content-version';

/** `pending` makes settled() answer a promise, as it does right after a write of this instance. */
export function fakeVersion(start: number | null) {
  let version = start;
  let pending = false;
  const watch: ContentVersionWatch = {
    current: () => version,
    refresh: () => Promise.resolve(version),
    settled: () => (pending ? Promise.resolve(version) : version),
    writeStarted: () => () => undefined,
    close: () => Promise.resolve(),
  };
  return { watch, bump: () => (version = (version ?? 0) + 1), setPending: (p: boolean) => (pending = p) };
}
