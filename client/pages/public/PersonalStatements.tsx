import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { Link } from '../../components/Link';
import type { Widget as WidgetData } from '../../../shared/content';
import { paths } from '../../../shared/paths';
import { HeaderBanner } from '../../components/ui';
import { Widget } from '../../components/Widget';
import { apiContext } from '../../lib/context';
import { type I18n, useT } from '../../lib/i18n';

export async function loader({ context }: LoaderFunctionArgs) {
  return context.get(apiContext).widgets(['personal-statements']);
}

export const meta = (_data: unknown, t: I18n['t']) => ({ title: t('title.personalStatements'), description: t('statements.description') });

export default function PersonalStatements() {
  const t = useT();
  const widgets = useLoaderData() as Record<string, WidgetData | null>;
  return (
    <>
      <HeaderBanner image="services.svg" title={t('title.personalStatements')} subtitle={t('statements.subtitle')} />
      <div className="container section">
        <Widget name="personal-statements" widget={widgets['personal-statements']} />
        <p className="section-more">
          <Link to={paths.register()} className="btn btn-primary">
            {t('statements.send')}
          </Link>
        </p>
      </div>
    </>
  );
}
