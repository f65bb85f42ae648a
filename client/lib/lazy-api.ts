// The browser's ApiClient, loaded on first use. Hydrating a page needs no HTTP layer (the data is in the HTML),
// so lib/http.ts and its dialogs are left out of the first load and fetched when the user first acts (client/shell.tsx).
import type { ApiClient } from '../../shared/api-client';
import type * as Http from './http';

let loading: Promise<typeof Http> | null = null;

export const loadHttp = (): Promise<typeof Http> => (loading ??= import('./http'));

/** Every method loads the HTTP layer (once) and calls the real client. */
export const lazyApi = new Proxy({} as ApiClient, {
  get(_target, name: string) {
    return async (...args: unknown[]) => {
      const { browserApi } = await loadHttp();
      return (browserApi[name as keyof ApiClient] as (...a: unknown[]) => unknown)(...args);
    };
  },
});

/** What tells that the user is about to act on the page: a pointer over it or down, a touch, a key, focus. */
const FIRST_ACTS = ['mouseover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Runs `load` once, at the user's first sign of acting on the page, to fetch what the first navigation or form needs
 * before it is asked for. Not while the page starts: fetched and run when the browser was idle, these modules added
 * about 50 ms of blocking time and 180 ms of main-thread work at Lighthouse's 4× slow-down, above the floor page
 * (decision 0029).
 */
export function whenUserActs(load: () => void): void {
  const run = () => {
    for (const type of FIRST_ACTS) window.removeEventListener(type, run, true);
    load();
  };
  for (const type of FIRST_ACTS) window.addEventListener(type, run, { capture: true, passive: true });
}
