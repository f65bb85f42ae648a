// The site's languages. `en` is the default: its pages keep their addresses, every other enabled locale's live
// under `/<code>/…`. A locale can be enabled only when the site has its interface catalogue (shared/i18n/messages/);
// which ones are enabled is a setting admins change (GET/PUT /api/admin/locales).
export const DEFAULT_LOCALE = 'en';

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

export type LocaleCode = string;

const byCode = new Map(AVAILABLE_LOCALES.map((l) => [l.code, l]));

export const localeInfo = (code: string): LocaleInfo => byCode.get(code) ?? byCode.get(DEFAULT_LOCALE)!;
export const isAvailableLocale = (code: unknown): code is LocaleCode => typeof code === 'string' && byCode.has(code);

/** The locales shipped enabled when the site is new. */
export const INITIALLY_ENABLED: readonly LocaleCode[] = ['en', 'es', 'ar'];

/** The address prefix of a locale's pages: '' for the default, '/es' for Spanish. */
export const localeBase = (locale: LocaleCode): string => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/** `path` (a default-locale address, '/study') as the address of the same page in `locale` ('/es/study'). */
export function localePath(locale: LocaleCode, path: string): string {
  const base = localeBase(locale);
  if (!base) return path;
  return path === '/' ? base : path.startsWith('/?') || path.startsWith('/#') ? base + path.slice(1) : base + path;
}

/**
 * An address split into its locale and the path inside it: '/es/study' → es, '/study'. A first segment that names
 * no available locale is part of the path. `/en/…` names the default explicitly (the server redirects it).
 */
export function splitLocale(pathname: string): { locale: LocaleCode | null; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  if (!match || !byCode.has(match[1]!)) return { locale: null, path: pathname };
  return { locale: match[1]!, path: pathname.slice(3) || '/' };
}

/** The best of `enabled` for an Accept-Language header or navigator.languages, or null. */
export function preferredLocale(wanted: readonly string[], enabled: readonly LocaleCode[]): LocaleCode | null {
  for (const tag of wanted) {
    const code = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (code && enabled.includes(code)) return code;
  }
  return null;
}
