// The language switch on every page of the site's layout: the same page in each other enabled language. A static part
// (components/StaticPart.tsx) whose code is not in the first load: a <details> element opens it without JavaScript,
// and its links load the other language's page (its own catalogue and addresses). After a client-side navigation
// the kept links still name the first page: the app's link listener sends a click on one to the page shown now
// (client/lib/links.ts, `hreflang`).
import { useLocation } from 'react-router-dom';
import { localeInfo, localePath } from '../../shared/i18n/locales';
import { useI18n } from '../lib/i18n';

export function LanguageMenu() {
  const { locale, enabled, t } = useI18n();
  const { pathname, search } = useLocation();
  if (enabled.length < 2) return null;
  const current = localeInfo(locale);
  return (
    <details className="language-menu">
      <summary>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
        <span className="visually-hidden">{t('language.label')}: </span>
        <span lang={current.tag}>{current.name}</span>
      </summary>
      <ul>
        {enabled.map((code) => {
          const info = localeInfo(code);
          return (
            <li key={code}>
              <a href={localePath(code, pathname) + search} hrefLang={code} lang={info.tag} dir={info.dir} aria-current={code === locale ? 'true' : undefined}>
                {info.name}
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
