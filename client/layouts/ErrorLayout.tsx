// The error layout: shown when a screen's data could not be loaded.
import { paths } from '../../shared/paths';
import { localePath } from '../../shared/i18n/locale-codes';
import { LogoMark } from '../components/Logo';
import { useI18n } from '../lib/i18n';

export default function ErrorLayout() {
  const { t, locale } = useI18n();
  const home = localePath(locale, paths.home());
  return (
    <div className="layout-error">
      <main className="error-panel" id="main">
        <a href={home} className="error-logo" aria-label={t('nav.home')}>
          <LogoMark size={72} />
        </a>
        <h1>{t('error.title')}</h1>
        <p>{t('error.problem')}</p>
        <p className="error-help">{t('error.help')}</p>
        {/* A full page load: the router that failed is not trusted to recover on its own. */}
        <a className="btn btn-primary" href={home}>
          {t('error.back')}
        </a>
      </main>
    </div>
  );
}
