// The browser's ApiClient, loaded on first use. Hydrating a page needs no HTTP layer (the data is in the HTML),
// so lib/http.ts and its dialogs are left out of the first load and fetched when the browser is idle.
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

/** Fetches the HTTP layer once the page is idle, so the first navigation does not wait for it. */
export function prefetchHttpWhenIdle(): void {
  const load = () => void loadHttp();
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1500);
}
