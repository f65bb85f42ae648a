// What the browser fetches of the interface strings after its first load (client/lib/i18n.tsx): the formatter of
// messages with values, and the way to each locale's whole catalogue (a chunk per locale). The first load's messages
// are mostly plain text; a page whose hydration needs the formatter has this module preloaded
// (server/ssr/handler.tsx). The server imports shared/i18n/format.ts and the compiled catalogues itself.
import type { CompiledMessage } from '../../shared/i18n/format';
import { DEFAULT_LOCALE, type LocaleCode } from '../../shared/i18n/locale-codes';

export { formatMessage } from '../../shared/i18n/format';

const loaders: Record<string, () => Promise<{ default: Partial<Record<string, CompiledMessage>> }>> = {
  en: () => import('../catalogues/en'),
  es: () => import('../catalogues/es'),
  ar: () => import('../catalogues/ar'),
};

/** A locale's whole catalogue (the page's, or another's for the language suggestion: client/components/LanguageSuggestion.tsx). */
export const loadCatalogue = (locale: LocaleCode): Promise<Partial<Record<string, CompiledMessage>>> => (loaders[locale] ?? loaders[DEFAULT_LOCALE]!)().then((m) => m.default);
