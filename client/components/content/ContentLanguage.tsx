// Content in the page's locale (decision 0045): a record the API answered in the default locale instead
// (`fallback`) says so in a small notice above its text, and its text is marked as the default's language for screen
// readers and browsers.
import type { ReactNode } from 'react';
import { DEFAULT_LOCALE, localeInfo } from '../../../shared/i18n/locales';
import { useI18n } from '../../lib/i18n';

/** The page's language by its name in that language ("español"), for the notice. */
function languageName(locale: string, tag: string): string {
  try {
    return new Intl.DisplayNames([tag], { type: 'language' }).of(locale) ?? localeInfo(locale).name;
  } catch {
    return localeInfo(locale).name;
  }
}

/** "This page is not yet available in Spanish; it is shown in English.", when `record` fell back. */
export function FallbackNotice({ record }: { record: { fallback?: boolean } | null | undefined }) {
  const { locale, tag, t } = useI18n();
  if (!record?.fallback) return null;
  return (
    <p className="fallback-notice" role="note">
      {t('content.fallbackNotice', { language: languageName(locale, tag) })}
    </p>
  );
}

/** `children` (the record's text) after the notice, in the default's language when the record fell back. */
export function ContentLanguage({ record, children, className }: { record: { fallback?: boolean } | null | undefined; children: ReactNode; className?: string }) {
  if (!record?.fallback) return className ? <div className={className}>{children}</div> : <>{children}</>;
  return (
    <>
      <FallbackNotice record={record} />
      <div className={className} lang={DEFAULT_LOCALE} dir={localeInfo(DEFAULT_LOCALE).dir}>
        {children}
      </div>
    </>
  );
}
