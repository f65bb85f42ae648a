// A module a loader fetches before its page renders: the page then uses it synchronously (so the server render
// and client navigations never suspend), and a first load that does not need it never fetches it.
export function preloadable<M>(load: () => Promise<M>) {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    load: (): Promise<M> => (loading ??= load().then((m) => (module = m))),
    /** The module, once `load()` has finished (a loader awaits it before the page renders with data). */
    get(): M {
      if (module === undefined) throw new Error('preloadable: used before its loader loaded it');
      return module;
    },
  };
}
