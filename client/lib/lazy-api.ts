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
