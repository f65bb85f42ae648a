// The browser's ApiClient, loaded on first use. Hydrating a page needs no HTTP layer (the data is in the HTML),
// so lib/http.ts and its dialogs are left out of the first load and fetched when the browser is idle (client/shell.tsx).
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

/** Runs `load` once the page is idle (to fetch what the first navigation needs, so that it does not wait for it). */
export function whenIdle(load: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1500);
}
