import { Link } from './Link';
import { paths } from '../../shared/paths';
import { HeaderBanner } from './ui';
import { useT } from '../lib/i18n';

export function NotFound() {
  const t = useT();
  return (
    <>
      <HeaderBanner image="not-found.svg" title={t('title.error.notFound')} subtitle={t('notFound.subtitle')} />
      <div className="container section prose">
        <p>{t('notFound.text')}</p>
        <ul className="link-list">
          <li>
            <Link to={paths.home()}>{t('notFound.home')}</Link>
          </li>
          <li>
            <Link to={paths.study()}>{t('notFound.study')}</Link>
          </li>
          <li>
            <Link to={paths.contact()}>{t('notFound.contact')}</Link>
          </li>
        </ul>
      </div>
    </>
  );
}
