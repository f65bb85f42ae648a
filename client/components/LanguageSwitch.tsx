// The language switch on every page: the same page in each other enabled language. A plain link that loads the page
// (the other language has its own catalogue and addresses); `hreflang` keeps the app's link listener off it
// (client/lib/links.ts).
import { useLocation } from 'react-router-dom';
import { localeInfo, localePath } from '../../shared/i18n/locales';
import { useI18n } from '../lib/i18n';
import { Dropdown } from './Dropdown';

export function LanguageSwitch() {
  const { locale, enabled, t } = useI18n();
  const { pathname, search } = useLocation();
  if (enabled.length < 2) return null;
  const current = localeInfo(locale);
  return (
    <Dropdown
      className="nav-language"
      label={
        <>
          <svg className="globe" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
          <span className="visually-hidden">{t('language.label')}: </span>
          <span lang={current.tag}>{current.name}</span>
        </>
      }
    >
      {enabled.map((code) => {
        const info = localeInfo(code);
        return (
          <li key={code}>
            <a
              className="dropdown-item"
              href={localePath(code, pathname) + search}
              hrefLang={code}
              lang={info.tag}
              dir={info.dir}
              aria-current={code === locale ? 'true' : undefined}
            >
              {info.name}
            </a>
          </li>
        );
      })}
    </Dropdown>
  );
}
