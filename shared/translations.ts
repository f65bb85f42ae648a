// Content per locale (decision 0045): the default locale's text lives in a record's own columns, every other
// locale's in its `translations` ({ es: { title: '…', updated_at: '…' } }). Which fields a kind of record translates
// is its description's `translatable` (shared/resources.ts); this is what both sides compute from it.

/** How a translatable field is edited and cleaned: plain text, or rich HTML (sanitised like the source field). */
export type TranslatableKind = 'text' | 'html';

/** A kind of record's translatable fields (its form's field names, which are also its columns). */
export type TranslatableFields = Readonly<Record<string, TranslatableKind>>;

/** One locale's texts, and when they were last saved (ISO). */
export type TranslationEntry = Record<string, string>;

/** Every non-default locale's entry, by locale code. */
export type Translations = Record<string, TranslationEntry>;

/** missing: some field with source text has none; needs_update: saved before the source last changed. */
export const TRANSLATION_STATUSES = ['missing', 'needs_update', 'current'] as const;
export type TranslationStatus = (typeof TRANSLATION_STATUSES)[number];

const hasText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Whether `entry` translates every field of `fields` that has text in `source`: a record is shown in a locale
 * whole or not at all (no half-translated records). A field empty in the source needs no translation.
 */
export function isComplete(source: Readonly<Record<string, unknown>>, entry: TranslationEntry | undefined, fields: TranslatableFields): entry is TranslationEntry {
  if (!entry) return false;
  return Object.keys(fields).every((field) => !hasText(source[field]) || hasText(entry[field]));
}

const time = (value: unknown): number => (value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : NaN);

/** Where one locale's translation stands against the source (its `updated_at` against `sourceUpdatedAt`). */
export function translationStatus(source: Readonly<Record<string, unknown>>, entry: TranslationEntry | undefined, fields: TranslatableFields, sourceUpdatedAt: unknown): TranslationStatus {
  if (!isComplete(source, entry, fields)) return 'missing';
  const saved = time(entry.updated_at);
  const changed = time(sourceUpdatedAt);
  return Number.isFinite(changed) && (!Number.isFinite(saved) || saved < changed) ? 'needs_update' : 'current';
}
