import { type LoaderFunctionArgs, useLoaderData, useMatches } from 'react-router-dom';
import type { Widget as WidgetData } from '../../../shared/content';
import { HeaderBanner } from '../../components/ui';
import { Widget } from '../../components/Widget';
import { apiContext, useConfig } from '../../lib/context';
import { company } from '../../../shared/site';
import { splitLocale } from '../../../shared/i18n/locales';
import type { PrivacyPeriods } from '../../../shared/privacy';
import { type I18n, type MessageId, useI18n, useT } from '../../lib/i18n';

interface LegalPage {
  widget: string;
  title: MessageId;
  description: MessageId;
}

/** Route id → widget name and page title. */
const pages: Record<string, LegalPage> = {
  terms: { widget: 'terms', title: 'title.terms', description: 'legal.terms.description' },
  privacy: { widget: 'privacy', title: 'title.privacy', description: 'legal.privacy.description' },
  cookies: { widget: 'cookies', title: 'title.cookies', description: 'legal.cookies.description' },
};

function pageFor(pathname: string) {
  // The path inside the locale's addresses: /es/privacy is the privacy page.
  return pages[splitLocale(pathname).path.replace(/^\//, '')] ?? pages.terms!;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = pageFor(new URL(request.url).pathname);
  return { widgets: await context.get(apiContext).widgets([page.widget]), page };
}

export const meta = (data: unknown, t: I18n['t']) => {
  const { page } = data as { page: LegalPage };
  return { title: t(page.title), description: t(page.description) };
};

export default function Legal() {
  const t = useT();
  const { widgets, page } = useLoaderData() as { widgets: Record<string, WidgetData | null>; page: LegalPage };
  const id = useMatches().at(-1)?.id;
  const { privacy } = useConfig();
  return (
    <>
      <HeaderBanner image="legal.svg" title={t(page.title)} subtitle={id === 'cookies' ? t('legal.cookies.subtitle') : company.legalName} />
      <div className="container section">
        <Widget name={page.widget} widget={widgets[page.widget]} />
        {id === 'privacy' && <RetentionPeriods periods={privacy} />}
      </div>
    </>
  );
}

/** "730 days (about 2 years)". */
function days(n: number, t: I18n['t']): string {
  return n >= 365 ? t('legal.daysAndYears', { count: n, years: Math.round(n / 365) }) : t('legal.days', { count: n });
}

/** The periods the site actually applies, from its settings (DOCUMENT_RETENTION_DAYS, ACCOUNT_DELETION_GRACE_DAYS). */
function RetentionPeriods({ periods }: { periods: PrivacyPeriods }) {
  const { t, rich } = useI18n();
  return (
    <section className="prose retention-periods" aria-labelledby="retention-periods">
      <h2 id="retention-periods">{t('legal.retention.title')}</h2>
      <ul>
        <li>
          <strong>{t('legal.retention.documentsLabel')}</strong>{' '}
          {rich('legal.retention.documents', {
            period: <span key="period" data-setting="document-retention">{days(periods.document_retention_days, t)}</span>,
            warning: periods.retention_warning_days,
          })}
        </li>
        <li>
          <strong>{t('legal.retention.deletionLabel')}</strong>{' '}
          {rich('legal.retention.deletion', { period: <span key="period" data-setting="deletion-grace">{days(periods.deletion_grace_days, t)}</span> })}
        </li>
      </ul>
    </section>
  );
}
