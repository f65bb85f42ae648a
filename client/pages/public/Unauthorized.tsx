import { Link } from '../../components/Link';
import { paths } from '../../../shared/paths';
import { HeaderBanner } from '../../components/ui';
import { useT } from '../../lib/i18n';

export default function Unauthorized() {
  const t = useT();
  return (
    <>
      <HeaderBanner image="account.svg" title={t('title.unauthorized')} subtitle={t('unauthorized.subtitle')} />
      <div className="container section prose">
        <p>{t('unauthorized.text')}</p>
        <p>
          <Link to={paths.account()}>{t('unauthorized.account')}</Link> · <Link to={paths.home()}>{t('notFound.home')}</Link>
        </p>
      </div>
    </>
  );
}
