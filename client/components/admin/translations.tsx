// Content per locale in the admin portal (decision 0045): an editor's "Translations" section, one tab per enabled
// locale other than the default, each translatable field of the resource (shared/resources.ts `translatable`) with
// the source text beside its translation (stacked on phones), and where each locale stands; and the lists' badges.
// Staff screens are in English.
import { useState } from 'react';
import { DEFAULT_LOCALE, localeInfo, type LocaleCode } from '../../../shared/i18n/locales';
import { fieldLabel } from '../../../shared/revisions';
import type { TranslatableFields, Translations, TranslationStatus } from '../../../shared/translations';
import type { FieldErrors } from '../../../shared/errors';
import { TextAreaField } from '../form';
import { useI18n } from '../../lib/i18n';
import { RichTextEditor } from './RichTextEditor';

/** What an admin answer says of a record's translations. */
export interface Translated {
  translations?: Translations;
  translation_status?: Record<string, TranslationStatus>;
}

const ENGLISH_NAMES: Record<string, string> = { es: 'Spanish', ar: 'Arabic', en: 'English' };
/** A locale's name for staff: "Spanish". */
export const localeName = (code: LocaleCode) => ENGLISH_NAMES[code] ?? localeInfo(code).name;

const STATUS: Record<TranslationStatus | 'edited', { label: string; className: string }> = {
  missing: { label: 'missing', className: 'badge badge-danger' },
  needs_update: { label: 'needs update', className: 'badge badge-warning' },
  current: { label: 'up to date', className: 'badge badge-success' },
  edited: { label: 'edited, not saved', className: 'badge' },
};

export function TranslationBadge({ status }: { status: TranslationStatus | 'edited' }) {
  const { label, className } = STATUS[status];
  return <span className={className}>{label}</span>;
}

/** A list's badges of a record: each locale whose translation is missing or needs an update (up to date: none). */
export function TranslationBadges({ record }: { record: Translated }) {
  const pending = Object.entries(record.translation_status ?? {}).filter(([, status]) => status !== 'current');
  if (!pending.length) return null;
  return (
    <span className="translation-badges">
      {pending.map(([code, status]) => (
        <span key={code} className="translation-badge">
          <abbr title={localeName(code)}>{code.toUpperCase()}</abbr> <TranslationBadge status={status} />
        </span>
      ))}
    </span>
  );
}

/** The texts an editor holds per locale, and the locales whose texts were changed (only those are sent). */
export interface TranslationEdits {
  texts: Translations;
  touched: ReadonlySet<string>;
}

/** An editor's translations: the record's to start with; `body()` is what a save sends (touched locales only). */
export function useTranslationEdits(record: Translated | null) {
  const initial = (): Translations => {
    const out: Translations = {};
    for (const [code, entry] of Object.entries(record?.translations ?? {})) out[code] = Object.fromEntries(Object.entries(entry).filter(([key]) => key !== 'updated_at'));
    return out;
  };
  const [edits, setEdits] = useState<TranslationEdits>(() => ({ texts: initial(), touched: new Set() }));
  const [from, setFrom] = useState(record);
  // A record saved or restored elsewhere (a revision) comes back through the loader: show its translations.
  if (from !== record) {
    setFrom(record);
    setEdits({ texts: initial(), touched: new Set() });
  }
  return {
    edits,
    set(code: LocaleCode, field: string, text: string) {
      setEdits((was) => ({ texts: { ...was.texts, [code]: { ...was.texts[code], [field]: text } }, touched: new Set([...was.touched, code]) }));
    },
    /** Marks a locale's texts as checked against the source as they are (saved again, so up to date). */
    confirm(code: LocaleCode) {
      setEdits((was) => ({ ...was, touched: new Set([...was.touched, code]) }));
    },
    body(): Translations | undefined {
      if (!edits.touched.size) return undefined;
      return Object.fromEntries([...edits.touched].map((code) => [code, edits.texts[code] ?? {}]));
    },
  };
}

export type TranslationEditor = ReturnType<typeof useTranslationEdits>;

/**
 * The "Translations" section of an editor: a tab per enabled locale other than the default, each translatable
 * field's source (`source`: the form's values; `saved`: the record's cleaned HTML) beside its translation.
 */
export function TranslationsSection({
  fields,
  source,
  saved,
  status,
  editor,
  errors,
}: {
  fields: TranslatableFields;
  source: Record<string, unknown>;
  saved: Record<string, unknown> | null;
  status: Record<string, TranslationStatus> | undefined;
  editor: TranslationEditor;
  errors: FieldErrors;
}) {
  const { enabled } = useI18n();
  const locales = enabled.filter((code) => code !== DEFAULT_LOCALE);
  const [shown, setShown] = useState(locales[0]);
  if (!locales.length || !Object.keys(fields).length || !shown) return null;
  const stateOf = (code: LocaleCode): TranslationStatus | 'edited' => (editor.edits.touched.has(code) ? 'edited' : (status?.[code] ?? 'missing'));
  const info = localeInfo(shown);
  const texts = editor.edits.texts[shown] ?? {};
  return (
    <fieldset className="fieldset fieldset-section translations">
      <legend>Translations</legend>
      <p className="muted">
        Visitors of a language see the page in it only when every field with text is translated; otherwise they see the English text with a notice.
      </p>
      <div className="translation-tabs" role="tablist" aria-label="Language">
        {locales.map((code) => (
          <button
            key={code}
            type="button"
            role="tab"
            id={`translation-tab-${code}`}
            aria-selected={code === shown}
            aria-controls={`translation-panel-${code}`}
            className={code === shown ? 'translation-tab is-active' : 'translation-tab'}
            onClick={() => setShown(code)}
          >
            {localeName(code)} <TranslationBadge status={stateOf(code)} />
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`translation-panel-${shown}`} aria-labelledby={`translation-tab-${shown}`} className="translation-panel">
        {Object.entries(fields).map(([field, kind]) => {
          const label = `${fieldLabel(field)} (${localeName(shown)})`;
          const name = `translations.${shown}.${field}`;
          const error = errors[name]?.[0];
          const value = texts[field] ?? '';
          return (
            <div key={`${shown}:${field}`} className="translation-row">
              <div className="translation-source">
                <span className="translation-source-label">{fieldLabel(field)} (English)</span>
                {kind === 'html' ? (
                  saved && typeof saved[field] === 'string' && saved[field] ? (
                    <div className="prose" lang="en" dangerouslySetInnerHTML={{ __html: saved[field] }} />
                  ) : (
                    <p className="muted">Saved with the record.</p>
                  )
                ) : (
                  <p lang="en">{String(source[field] ?? '') || <span className="muted">Empty: nothing to translate.</span>}</p>
                )}
              </div>
              <div className="translation-target" lang={info.tag} dir={info.dir}>
                {kind === 'html' ? (
                  <RichTextEditor label={label} name={name} value={value} error={error} onChange={(html) => editor.set(shown, field, html)} />
                ) : (
                  <TextAreaField label={label} name={name} rows={field === 'name' || field === 'title' ? 1 : 3} value={value} error={error} onChange={(event) => editor.set(shown, field, event.target.value)} />
                )}
              </div>
            </div>
          );
        })}
        {status?.[shown] === 'needs_update' && !editor.edits.touched.has(shown) && (
          <p>
            <button type="button" className="btn btn-small btn-ghost" onClick={() => editor.confirm(shown)}>
              {`Mark the ${localeName(shown)} translation up to date`}
            </button>
          </p>
        )}
      </div>
    </fieldset>
  );
}
