// The site's languages. `en` is the default: its pages keep their addresses, every other enabled locale's live
// under `/<code>/…`. A locale can be enabled only when the site has its interface catalogue (shared/i18n/messages/);
// which ones are enabled is a setting admins change (GET/PUT /api/admin/locales). The default, the address prefixes
// and the preferred locale are in locale-codes.ts (the browser's first load has them, not this table).
import { DEFAULT_LOCALE, type LocaleCode } from './locale-codes';

export { DEFAULT_LOCALE, type LocaleCode, localeBase, localePath, preferredLocale } from './locale-codes';

export interface LocaleInfo {
  code: string;
  /** Its own name for itself, as a language switch shows it. */
  name: string;
  dir: 'ltr' | 'rtl';
  /** BCP 47 tag for `<html lang>`, hreflang and `Intl`. */
  tag: string;
}

export const AVAILABLE_LOCALES: readonly LocaleInfo[] = [
  { code: 'en', name: 'English', dir: 'ltr', tag: 'en-GB' },
  { code: 'es', name: 'Español', dir: 'ltr', tag: 'es' },
  { code: 'ar', name: 'العربية', dir: 'rtl', tag: 'ar' },
];

const byCode = new Map(AVAILABLE_LOCALES.map((l) => [l.code, l]));

export const localeInfo = (code: string): LocaleInfo => byCode.get(code) ?? byCode.get(DEFAULT_LOCALE)!;
export const isAvailableLocale = (code: unknown): code is LocaleCode => typeof code === 'string' && byCode.has(code);

/** The locales shipped enabled when the site is new. */
export const INITIALLY_ENABLED: readonly LocaleCode[] = ['en', 'es', 'ar'];

/**
 * An address split into its locale and the path inside it: '/es/study' → es, '/study'. A first segment that names
 * no available locale is part of the path. `/en/…` names the default explicitly (the server redirects it).
 */
export function splitLocale(pathname: string): { locale: LocaleCode | null; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  if (!match || !byCode.has(match[1]!)) return { locale: null, path: pathname };
  return { locale: match[1]!, path: pathname.slice(3) || '/' };
}
