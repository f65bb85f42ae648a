// Interface strings in the page's language (decision 0044). Components read `t` with useT(); the messages come from
// the compiled catalogues (shared/i18n/compiled/). The server render has every catalogue and notes which messages the
// page's hydrating parts use; those travel in the hydration data, so the browser hydrates with exactly the server's
// text and no catalogue in its first load. The locale's whole catalogue is fetched when the visitor first acts, and
// before any client-side navigation renders a page (ensureCatalogue, client/routes-public.tsx).
import { createContext, createElement, Fragment, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { MessageId } from '../../shared/i18n/compiled/en';
import { type CompiledMessage, formatMessage, type MessageValues } from '../../shared/i18n/format';
import { DEFAULT_LOCALE, type LocaleCode, localeBase, localeInfo } from '../../shared/i18n/locales';

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
  /** The same strings, not noted for the hydration data: inside static parts, which never hydrate. */
  quiet(): I18n;
  /** The same strings, noted also as used by the kept part `id` (server/ssr/fragments.ts keeps them with its markup). */
  part(id: string): I18n;
}

/** Which messages a server render used: the page's, and each kept part's (server/lib/i18n.ts notes them). */
export interface MessageNotes {
  page: Set<string>;
  parts: Map<string, Set<string>>;
}

export interface I18nSource {
  locale: LocaleCode;
  enabled: readonly LocaleCode[];
  /** The compiled message, or undefined when this side does not have it. */
  lookup(id: string): CompiledMessage | undefined;
}

/** An I18n over `source`; `quiet` and `part` are itself (the server's note messages: server/lib/i18n.ts). */
export function createI18n(source: I18nSource): I18n {
  const { tag, dir } = localeInfo(source.locale);
  const message = (id: string): CompiledMessage => {
    const found = source.lookup(id);
    if (found === undefined) console.error(`i18n: no message "${id}" in ${source.locale}`);
    return found ?? id;
  };
  const i18n: I18n = {
    locale: source.locale,
    tag,
    dir,
    base: localeBase(source.locale),
    enabled: source.enabled,
    t: (id, values) => formatMessage(message(id), values, tag) as string,
    rich: (id, values) => {
      const out = formatMessage(message(id), values, tag);
      // The pieces as a fragment's own children, not a list: React asks no keys of them.
      return typeof out === 'string' ? out : createElement(Fragment, null, ...(out as ReactNode[]));
    },
    quiet: () => i18n,
    part: () => i18n,
  };
  return i18n;
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
let browserLocale: LocaleCode = DEFAULT_LOCALE;
/** The whole catalogue's fetch; null once it is here. */
let whole: Promise<void> | null | undefined;
/** Until the first page's routes are resolved, its messages are the hydration data's (no catalogue is fetched). */
let firstPage = typeof document !== 'undefined';

/** The browser's I18n for the page the server rendered. */
export function browserI18n(boot: { locale: LocaleCode; enabled: readonly LocaleCode[]; messages: Record<string, CompiledMessage> }): I18n {
  browserMessages = { ...boot.messages };
  browserLocale = boot.locale;
  return createI18n({
    locale: boot.locale,
    enabled: boot.enabled,
    lookup: (id) => {
      const found = browserMessages[id];
      if (found !== undefined || whole === null) return found;
      // Drawn after the first page (a step of a form, a part that loads later) before the catalogue came: nothing for
      // a moment, and the whole catalogue, which draws it again.
      void ensureCatalogue().catch(() => undefined);
      return '';
    },
  });
}

/**
 * The locale's whole catalogue, fetched once (every catalogue has every message: test/unit/i18n.test.ts). Resolved
 * at once on the server, which has them all (browserI18n is never called there).
 */
export function ensureCatalogue(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  if (whole === null) return Promise.resolve();
  whole ??= (loaders[browserLocale] ?? loaders[DEFAULT_LOCALE]!)().then(
    (catalogue) => {
      browserMessages = { ...(catalogue.default as Record<string, CompiledMessage>), ...browserMessages };
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
  return formatMessage(browserMessages[id] ?? id, values, localeInfo(browserLocale).tag) as string;
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
