// A module fetched before it is drawn, so that drawing it never suspends: a page's loader awaits it (the server
// render and client navigations), a lazy static part loads it when the page does not show the part yet
// (components/StaticPart.tsx), and a first load that does not need it never fetches it.
import { useEffect, useState } from 'react';
export interface Preloadable<M> {
  /** Fetches the module once; a failed fetch is tried again on the next call. */
  load(): Promise<M>;
  /** The module, once loaded (or provided), else undefined. */
  loaded(): M | undefined;
  /** The module, once `load()` has finished (a loader awaits it before the page renders with data). */
  get(): M;
  /** Hands over the module without fetching: the server render imports it statically (client/routes.tsx). */
  provide(module: M): void;
}

/**
 * `module` once it is here, fetched when `wanted` and never otherwise: a part drawn for some users alone (the
 * signed-in menu, an admin's links) or only when the page lacks it (a lazy static part). `what` names it in the
 * warning a failed fetch leaves.
 */
export function usePreloaded<M>(module: Preloadable<M>, wanted: boolean, what: string): M | undefined {
  const [loaded, setLoaded] = useState(module.loaded);
  useEffect(() => {
    if (loaded !== undefined || !wanted) return;
    let live = true;
    module.load().then(
      (m) => live && setLoaded(() => m),
      (error: unknown) => console.warn(`${what} could not be loaded`, error),
    );
    return () => {
      live = false;
    };
  }, [loaded, wanted, module, what]);
  return wanted ? loaded : undefined;
}

export function preloadable<M>(load: () => Promise<M>): Preloadable<M> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    load: () =>
      (loading ??= load().then(
        (m) => (module = m),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    loaded: () => module,
    get(): M {
      if (module === undefined) throw new Error('preloadable: used before its loader loaded it');
      return module;
    },
    provide(m: M) {
      module = m;
      loading = Promise.resolve(m);
    },
  };
}

/** What tells that the user is about to act: a pointer over the target or down on it, a touch, a key, focus. */
const FIRST_ACTS = ['mouseover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** Calls `callback` once, at the user's first sign of acting on `target` (or inside it); returns a cancel. */
export function onFirstAct(target: EventTarget, callback: () => void): () => void {
  const cancel = () => {
    for (const type of FIRST_ACTS) target.removeEventListener(type, run, true);
  };
  const run = () => {
    cancel();
    callback();
  };
  for (const type of FIRST_ACTS) target.addEventListener(type, run, { capture: true, passive: true });
  return cancel;
}

/** Calls `callback` once `element` comes within `margin` of the screen (at once where IntersectionObserver is missing). */
export function whenNearScreen(element: Element | null, callback: () => void, margin = '400px 0px'): () => void {
  if (!element || typeof IntersectionObserver !== 'function') {
    callback();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      callback();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
