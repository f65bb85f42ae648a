// Content per locale on the server (decision 0045): the `translations` an admin's save sends, checked against the
// enabled locales and the kind's translatable fields (each text as its source field, HTML cleaned the same way); a
// row in a visitor's locale (whole, or the default's text with `fallback`); and what an admin's answer says of each
// locale's translation.
import type { ZodObject, ZodType } from 'zod';
import { DEFAULT_LOCALE, localeInfo, type LocaleCode } from '../../shared/i18n/locales';
import { isComplete, type TranslatableFields, type TranslationEntry, type Translations, type TranslationStatus, translationStatus } from '../../shared/translations';
import { fail } from './errors';
import { cleanHtml } from './sanitize';

/** The language a record is answered in: visitors get `locale` and `fallback`, admins also every translation. */
export interface Language {
  locale: LocaleCode;
  fallback: boolean;
  translations?: Translations;
  translation_status?: Record<string, TranslationStatus>;
}

const LANGUAGE = Symbol('language');
type WithLanguage = { [LANGUAGE]?: Language };

/** `row` marked with the language it is answered in (a feature's toOut reads it with languageOf). */
export const withLanguage = <R extends object>(row: R, language: Language): R => ({ ...row, [LANGUAGE]: language });

/** The language a row was marked with; a row read for no locale is the default's. */
export const languageOf = (row: object): Language => (row as WithLanguage)[LANGUAGE] ?? { locale: DEFAULT_LOCALE, fallback: false };

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The stored translations of a row (jsonb), whatever it holds. */
export function storedTranslations(value: unknown): Translations {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (!isObject(parsed)) return {};
  const out: Translations = {};
  for (const [code, entry] of Object.entries(parsed)) {
    if (!isObject(entry)) continue;
    out[code] = Object.fromEntries(Object.entries(entry).filter((pair): pair is [string, string] => typeof pair[1] === 'string'));
  }
  return out;
}

/**
 * A row in `locale`: its translatable columns from that locale's entry when the entry translates every one of them,
 * else the row as it is and `fallback` (when another locale than the default was asked for).
 */
export function localizeRow<R extends object>(row: R, fields: TranslatableFields, locale: LocaleCode): R {
  if (locale === DEFAULT_LOCALE || !Object.keys(fields).length) return withLanguage(row, { locale: DEFAULT_LOCALE, fallback: false });
  const source = row as Record<string, unknown>;
  const entry = storedTranslations(source.translations)[locale];
  if (!isComplete(source, entry, fields)) return withLanguage(row, { locale: DEFAULT_LOCALE, fallback: true });
  const texts: Record<string, unknown> = {};
  for (const field of Object.keys(fields)) if (typeof entry[field] === 'string' && entry[field] !== '') texts[field] = entry[field];
  return withLanguage({ ...row, ...texts }, { locale, fallback: false });
}

/** A row for an admin: its stored translations and where each of `locales` (the enabled non-default ones) stands. */
export function adminLanguage(row: object, fields: TranslatableFields, locales: readonly LocaleCode[]): Language {
  const source = row as Record<string, unknown>;
  const translations = storedTranslations(source.translations);
  const translation_status = Object.fromEntries(locales.map((code) => [code, translationStatus(source, translations[code], fields, source.source_updated_at)]));
  return { locale: DEFAULT_LOCALE, fallback: false, translations, translation_status };
}

/**
 * The `translations` of a save's body, checked: only `enabled` locales other than the default, only `fields`, each
 * text as the form's field (`schema`'s, its length limits) and HTML cleaned. Undefined: the body sends none. A field
 * left empty is left out (the locale then shows the default's text until it is translated).
 */
export function parseTranslations(input: unknown, schema: ZodType, fields: TranslatableFields, enabled: readonly LocaleCode[]): Translations | undefined {
  if (!isObject(input) || input.translations === undefined) return undefined;
  const given = input.translations;
  if (!isObject(given)) throw fail.field('translations', 'Send the translations as { "es": { "field": "text" } }.');
  const shape = (schema as unknown as ZodObject).shape as Record<string, ZodType>;
  const out: Translations = {};
  for (const [code, entry] of Object.entries(given)) {
    if (code === DEFAULT_LOCALE) throw fail.field(`translations.${code}`, `${localeInfo(code).name} is the default language: edit the record’s own fields.`);
    if (!enabled.includes(code)) throw fail.field(`translations.${code}`, `The site has no enabled language “${code}”: translate into ${enabled.filter((c) => c !== DEFAULT_LOCALE).join(', ') || 'none'}.`);
    if (!isObject(entry)) throw fail.field(`translations.${code}`, `Send the ${localeInfo(code).name} texts as { "field": "text" }.`);
    const texts: TranslationEntry = {};
    for (const [field, value] of Object.entries(entry)) {
      const kind = fields[field];
      if (!kind) throw fail.field(`translations.${code}.${field}`, `“${field}” is not a field that is translated: translate ${Object.keys(fields).join(', ')}.`);
      if (typeof value !== 'string') throw fail.field(`translations.${code}.${field}`, `The ${localeInfo(code).name} ${field.replace(/_/g, ' ')} must be text.`);
      if (value.trim() === '') continue;
      const check = shape[field];
      let text: unknown = value;
      if (check) {
        const result = check.safeParse(value);
        if (!result.success) throw fail.field(`translations.${code}.${field}`, `${localeInfo(code).name}: ${result.error.issues[0]?.message ?? 'this text is not accepted.'}`);
        text = result.data;
      }
      if (typeof text !== 'string' || text === '') continue;
      texts[field] = kind === 'html' ? cleanHtml(text) : text;
    }
    out[code] = texts;
  }
  return out;
}

/** A locale's entry as saved now: its texts and the time (none when it has no text: the translation is removed). */
export function stamped(translations: Translations, at: string): Translations {
  const out: Translations = {};
  for (const [code, texts] of Object.entries(translations)) if (Object.keys(texts).length) out[code] = { ...texts, updated_at: at };
  return out;
}

/** The name people read in the audit log: "Spanish translation". */
export const translationLabel = (code: LocaleCode): string => `${englishName(code)} translation`;

const ENGLISH_NAMES: Record<string, string> = { en: 'English', es: 'Spanish', ar: 'Arabic' };
const englishName = (code: LocaleCode) => ENGLISH_NAMES[code] ?? code;
