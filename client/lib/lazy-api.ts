// The browser's ApiClient, loaded on first use. Hydrating a page needs no HTTP layer (the data is in the HTML),
// so lib/http.ts and its dialogs are left out of the first load and fetched when the user first acts (client/shell.tsx).
import type { ApiClient } from '../../shared/api-client';
import { DEFAULT_LOCALE, type LocaleCode } from '../../shared/i18n/locales';
import type * as Http from './http';

let pageLocale: LocaleCode = DEFAULT_LOCALE;

/** The page's locale (its address's, from the hydration data): public content is read in it (`?locale=`, decision 0045). */
export const setContentLocale = (locale: LocaleCode): void => {
  pageLocale = locale;
};

/** What a public read adds to its query: `{ locale }` on a page in another locale than the default. */
export const localeParam = (): { locale?: string } => (pageLocale === DEFAULT_LOCALE ? {} : { locale: pageLocale });

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
