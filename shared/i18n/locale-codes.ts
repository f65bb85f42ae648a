// What the browser's first load needs of the site's languages: the default, the addresses, and which enabled one a
// browser prefers. The table of the languages (codes, names, tags, directions) and splitLocale are in locales.ts,
// which re-exports these: the shell imports this module alone, so they are not in the first load (decision 0044).
export const DEFAULT_LOCALE = 'en';

export type LocaleCode = string;

/** The address prefix of a locale's pages: '' for the default, '/es' for Spanish. */
export const localeBase = (locale: LocaleCode): string => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/** `path` (a default-locale address, '/study') as the address of the same page in `locale` ('/es/study'). */
export function localePath(locale: LocaleCode, path: string): string {
  const base = localeBase(locale);
  if (!base) return path;
  return path === '/' ? base : path.startsWith('/?') || path.startsWith('/#') ? base + path.slice(1) : base + path;
}

/** The best of `enabled` for an Accept-Language header or navigator.languages, or null. */
export function preferredLocale(wanted: readonly string[], enabled: readonly LocaleCode[]): LocaleCode | null {
  for (const tag of wanted) {
    const code = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (code && enabled.includes(code)) return code;
  }
  return null;
}
