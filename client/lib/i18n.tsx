// Interface strings in the page's language (decision 0044). Components read `t` with useT(); the messages come from
// the compiled catalogues (shared/i18n/compiled/). The server render has every catalogue and notes which messages the
// page's hydrating parts use; those travel in the hydration data, so the browser hydrates with exactly the server's
// text and no catalogue in its first load. The locale's whole catalogue is fetched when the visitor first acts, and
// before any client-side navigation renders a page (ensureCatalogue, client/routes-public.tsx).
//
// Nor is the formatter of messages with values (shared/i18n/format.ts) in the first load: a plain message is its own
// text. The browser fetches it (client/lib/i18n-lazy.ts) beside the catalogue, and before it hydrates a page whose
// messages need it (the server preloads it then: server/ssr/handler.tsx). What the server alone does (noting the
// messages a render uses) is in server/lib/i18n.ts.
import { createContext, createElement, Fragment, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { MessageId } from '../../shared/i18n/compiled/en';
import type { CompiledMessage, formatMessage as FormatMessage, MessageValues } from '../../shared/i18n/format';
import { DEFAULT_LOCALE, type LocaleCode, localeBase } from '../../shared/i18n/locale-codes';
import { lazyModule } from './pages';

export type { MessageId };

export interface I18n {
  locale: LocaleCode;
  /** BCP 47 tag for `lang` and `Intl`. */
  tag: string;
  dir: 'ltr' | 'rtl';
  /** The locale's address prefix ('' or '/es'), React Router's basename. */
  base: string;
  /** The locales a visitor may switch to, the default first. */
  enabled: readonly LocaleCode[];
  /** The message `id` with its placeholders filled from `values`. */
  t(id: MessageId, values?: Readonly<Record<string, string | number>>): string;
  /** The same, with elements (links) among the values. */
  rich(id: MessageId, values: MessageValues): ReactNode;
}

/** Which messages a server render used: the page's, and each kept part's (server/lib/i18n.ts notes them). */
export interface MessageNotes {
  page: Set<string>;
  parts: Map<string, Set<string>>;
}

export interface I18nSource {
  locale: LocaleCode;
  /** The locale's BCP 47 tag and direction (shared/i18n/locales.ts). */
  tag: string;
  dir: 'ltr' | 'rtl';
  enabled: readonly LocaleCode[];
  /** The compiled message, or undefined when this side does not have it. */
  lookup(id: string): CompiledMessage | undefined;
}

/** The browser's formatter once loadFormatter() has fetched it. */
let loadedFormat: typeof FormatMessage | undefined;
let lazy: Promise<void> | undefined;

/** Fetches the formatter of messages with values, once; a failed fetch is tried again on the next call. */
export function loadFormatter(): Promise<void> {
  lazy ??= lazyModule(() => import('./i18n-lazy')).then(
    (m) => {
      loadedFormat = m.formatMessage;
    },
    (error: unknown) => {
      lazy = undefined;
      throw error;
    },
  );
  return lazy;
}

/**
 * An I18n over `source`. `format` is the server's (it imports the formatter); the browser's is the one
 * loadFormatter() fetched, which a message with values needs: without it, or without the message, `t` gives the id.
 */
export function createI18n(source: I18nSource, format?: typeof FormatMessage): I18n {
  const { locale, tag } = source;
  const t = (id: string, values?: MessageValues) => {
    const message = source.lookup(id);
    const formatter = format ?? loadedFormat;
    // In the browser, a message drawn before the catalogue or the formatter came is empty for that moment: they are
    // fetched, and every component that reads the I18n is drawn again when they are here (useI18n).
    if (!format && whole !== null && (message === undefined || (typeof message !== 'string' && !formatter))) {
      void ensureCatalogue().catch(() => undefined);
      return '';
    }
    const formatted = typeof message === 'string' ? message : message && formatter?.(message, values, tag);
    if (formatted === undefined) console.error(`i18n: no message "${id}" in ${locale}`);
    return formatted ?? id;
  };
  return {
    locale,
    tag,
    dir: source.dir,
    base: localeBase(locale),
    enabled: source.enabled,
    t: t as I18n['t'],
    // A sentence with elements among its pieces: the pieces as a fragment's own children (React asks no keys of them).
    rich: (id, values) => {
      const out = t(id, values) as unknown;
      return Array.isArray(out) ? createElement(Fragment, null, ...(out as ReactNode[])) : (out as ReactNode);
    },
  };
}

export const I18nContext = createContext<I18n | null>(null);

/** How many times the browser's messages grew: a component drawn before the catalogue came is drawn again then. */
let arrivals = 0;
const waiting = new Set<() => void>();
const subscribe = (listener: () => void) => {
  waiting.add(listener);
  return () => waiting.delete(listener);
};
const arrived = () => arrivals;
const none = () => 0;

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n outside <AppProviders>');
  useSyncExternalStore(subscribe, arrived, none);
  return i18n;
}

export const useT = (): I18n['t'] => useI18n().t;

/** The browser's messages: the page's own from the hydration data, then the locale's whole catalogue. */
const loaders: Record<string, () => Promise<{ default: Partial<Record<string, CompiledMessage>> }>> = {
  en: () => import('../catalogues/en'),
  es: () => import('../catalogues/es'),
  ar: () => import('../catalogues/ar'),
};

/** A locale's whole catalogue (the language suggestion reads another locale's from it: client/components/LanguageSuggestion.tsx). */
export const loadCatalogue = (locale: LocaleCode): Promise<Partial<Record<string, CompiledMessage>>> => (loaders[locale] ?? loaders[DEFAULT_LOCALE]!)().then((m) => m.default);

let browserMessages: Record<string, CompiledMessage> = {};
let browser: I18n | undefined;
/** The whole catalogue's and the formatter's fetch; null once they are here. */
let whole: Promise<void> | null | undefined;
/** Until the first page's routes are resolved, its messages are the hydration data's (no catalogue is fetched). */
let firstPage = typeof document !== 'undefined';

/** The browser's I18n of the page (a part drawn by a root of its own: the toasts, client/components/ToastView.tsx). */
export const pageI18n = (): I18n | null => browser ?? null;

/** The page's language, in the browser (public reads ask for their content in it: client/lib/http.ts). */
export const pageLocale = (): LocaleCode => browser?.locale ?? DEFAULT_LOCALE;

/**
 * The browser's I18n for the page the server rendered, and what it must have before it hydrates: the formatter,
 * when one of the page's messages has values.
 */
export function browserI18n(boot: Omit<I18nSource, 'lookup'> & { messages: Record<string, CompiledMessage> }): { i18n: I18n; ready: Promise<void> | undefined } {
  browserMessages = { ...boot.messages };
  browser = createI18n({ ...boot, lookup: (id) => browserMessages[id] });
  return { i18n: browser, ready: Object.values(boot.messages).some((m) => typeof m !== 'string') ? loadFormatter() : undefined };
}

/**
 * The locale's whole catalogue and the formatter, fetched once (every catalogue has every message:
 * test/unit/i18n.test.ts). Resolved at once on the server, which has them all (browserI18n is never called there).
 */
export function ensureCatalogue(): Promise<void> {
  if (typeof document === 'undefined' || whole === null) return Promise.resolve();
  whole ??= Promise.all([loadCatalogue(pageLocale()), loadFormatter()]).then(
    ([catalogue]) => {
      browserMessages = { ...(catalogue as Record<string, CompiledMessage>), ...browserMessages };
      whole = null;
      arrivals += 1;
      for (const listener of waiting) listener();
    },
    (error: unknown) => {
      whole = undefined; // the next navigation tries again
      throw error;
    },
  );
  return whole;
}

/**
 * The message `id` in the page's language, for text shown outside React (the dialogs, client/lib/dialogs.ts): the
 * locale's whole catalogue is fetched first (a dialog comes after the visitor acted, when it usually is here).
 */
export async function messageText(id: MessageId, values?: Readonly<Record<string, string | number>>): Promise<string> {
  await ensureCatalogue().catch(() => undefined);
  return browser!.t(id, values);
}

/**
 * Before code that translates a text it keeps (a form's outcome, an error set in an event handler): the whole
 * catalogue, which the first act asked for, is here. Never fails: without it, texts show once it comes.
 */
export const catalogueReady = (): Promise<void> => ensureCatalogue().catch(() => undefined);

/** The first page's routes are resolved: any route resolved from now on is a navigation's, which needs the catalogue. */
export function leaveFirstPage(): void {
  firstPage = false;
}

/** Before a page is drawn by a navigation (a route's module, the root's middleware): its messages are here. */
export const navigationMessages = (): Promise<void> => (firstPage ? Promise.resolve() : ensureCatalogue());
