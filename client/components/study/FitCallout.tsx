// "Not sure which country fits?": the way to the fit check, on the home and study pages.
import { paths } from '../../../shared/paths';
import { useT } from '../../lib/i18n';
import { Link } from '../Link';

export function FitCallout() {
  const t = useT();
  return (
    <p className="fit-callout">
      <strong>{t('site.fitCallout.title')}</strong> <span>{t('site.fitCallout.text')}</span>{' '}
      <Link to={paths.studyFit()} className="btn btn-primary">
        {t('site.fitCallout.button')}
      </Link>
    </p>
  );
}
