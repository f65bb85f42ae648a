// The language suggestion: a visitor whose browser prefers another of the site's enabled languages than the page's
// sees, once the page is interactive, a small banner in THAT language with a link to the same page in it, and a
// way to say no, which the browser remembers. Never a redirect. The shell fetches this module, in a task of its own,
// only when the browser prefers another enabled language than the page's (client/shell.tsx); whether the visitor
// said no to it before is decided here (suggestedLocale, client/lib/language-suggestion.ts). The banner's three
// strings are the suggested language's catalogue's (common.json's language.*): its whole catalogue is fetched, the
// chunk the visitor's next page in that language fetches anyway (client/lib/i18n.tsx, ensureCatalogue), so following the link
// costs nothing more.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { type LocaleCode, localeInfo, localePath, splitLocale } from '../../shared/i18n/locales';
import { createI18n, I18nContext, loadCatalogue, loadFormatter, useI18n } from '../lib/i18n';
import { dismissSuggestion, suggestedLocale } from '../lib/language-suggestion';

function Suggestion({ onDismiss }: { onDismiss: () => void }) {
  const { t, locale, tag, dir } = useI18n();
  const { path } = splitLocale(window.location.pathname);
  const href = localePath(locale, path) + window.location.search + window.location.hash;
  return (
    <div className="language-suggestion" role="region" aria-label={t('language.label')} lang={tag} dir={dir}>
      <p className="language-suggestion-text">
        {t('language.suggest')}{' '}
        <a className="language-suggestion-link" href={href} hrefLang={locale}>
          {t('language.suggestLink')}
        </a>
      </p>
      <button type="button" className="btn btn-ghost language-suggestion-dismiss" onClick={onDismiss}>
        {t('language.dismiss')}
      </button>
    </div>
  );
}

function Banner({ locale }: { locale: LocaleCode }) {
  const [shown, setShown] = useState(true);
  if (!shown) return null;
  return (
    <Suggestion
      onDismiss={() => {
        dismissSuggestion(locale);
        setShown(false);
      }}
    />
  );
}

/** On a page in `pageLocale`: the suggestion of the language the browser prefers, unless the visitor said no to it. */
export async function suggestLanguage(pageLocale: LocaleCode, enabled: readonly LocaleCode[]): Promise<void> {
  const suggested = suggestedLocale(pageLocale, enabled);
  if (suggested) await showLanguageSuggestion(suggested, enabled);
}

/** Shows the suggestion of `locale` (the page is in another language) at the end of the page's body. */
async function showLanguageSuggestion(locale: LocaleCode, enabled: readonly LocaleCode[]): Promise<void> {
  const [catalogue] = await Promise.all([loadCatalogue(locale), loadFormatter()]);
  const { code, tag, dir } = localeInfo(locale);
  const i18n = createI18n({ locale: code, tag, dir, enabled, lookup: (id) => catalogue[id] });
  const host = document.createElement('div');
  host.className = 'language-suggestion-host';
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <I18nContext.Provider value={i18n}>
        <Banner locale={locale} />
      </I18nContext.Provider>
    </StrictMode>,
  );
}
