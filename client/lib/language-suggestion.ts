// Whether to suggest the page in another language (client/components/LanguageSuggestion.tsx draws the suggestion):
// the browser's preferred languages against the site's enabled ones, and the visitor's earlier "No, thanks" kept in
// localStorage. The shell checks the browser's languages alone (preferredLocale) before it fetches the suggestion's
// module, which decides with this.
import { type LocaleCode, preferredLocale } from '../../shared/i18n/locale-codes';

const DISMISSED_KEY = 'language-suggestion-dismissed';

function dismissed(): string[] {
  try {
    const value = JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The enabled language to suggest on a page in `locale`, or null: the browser prefers the page's, or the visitor said no. */
export function suggestedLocale(locale: LocaleCode, enabled: readonly LocaleCode[], wanted: readonly string[] = navigator.languages ?? [navigator.language]): LocaleCode | null {
  const preferred = preferredLocale(wanted, enabled);
  if (!preferred || preferred === locale) return null;
  return dismissed().includes(preferred) ? null : preferred;
}

/** The visitor said no to `locale`: not suggested again in this browser. */
export function dismissSuggestion(locale: LocaleCode): void {
  try {
    localStorage.setItem(DISMISSED_KEY, JSON.stringify([...new Set([...dismissed(), locale])]));
  } catch {
    // no storage: the suggestion may come back on the next page
  }
}
