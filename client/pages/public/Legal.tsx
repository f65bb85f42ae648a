import { type LoaderFunctionArgs, useLoaderData, useMatches } from 'react-router-dom';
import type { Widget as WidgetData } from '../../../shared/content';
import { HeaderBanner } from '../../components/ui';
import { Widget } from '../../components/Widget';
import { apiContext, useConfig } from '../../lib/context';
import type { PrivacyPeriods } from '../../../shared/privacy';

/** Route id → widget name and page title. */
const pages: Record<string, { widget: string; title: string; description: string }> = {
  terms: { widget: 'terms', title: 'Terms of Use', description: 'The terms that apply to this website and to your account.' },
  privacy: { widget: 'privacy', title: 'Privacy Policy', description: 'What personal data we keep, how we protect your documents, and your rights.' },
  cookies: { widget: 'cookies', title: 'Cookie Policy', description: 'The three cookies this site uses, and why. No advertising or tracking cookies.' },
};

function pageFor(pathname: string) {
  return pages[pathname.replace(/^\//, '')] ?? pages.terms!;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = pageFor(new URL(request.url).pathname);
  return { widgets: await context.get(apiContext).widgets([page.widget]), page };
}

export const meta = (data: unknown) => {
  const { page } = data as { page: { title: string; description: string } };
  return { title: page.title, description: page.description };
};

export default function Legal() {
  const { widgets, page } = useLoaderData() as { widgets: Record<string, WidgetData | null>; page: { widget: string; title: string } };
  const id = useMatches().at(-1)?.id;
  const { privacy } = useConfig();
  return (
    <>
      <HeaderBanner image="legal.svg" title={page.title} subtitle={id === 'cookies' ? 'No advertising or tracking cookies.' : 'Meridian Education Services Ltd'} />
      <div className="container section">
        <Widget name={page.widget} widget={widgets[page.widget]} />
        {id === 'privacy' && <RetentionPeriods periods={privacy} />}
      </div>
    </>
  );
}

/** "730 days (about 2 years)". */
function days(n: number): string {
  const years = Math.round(n / 365);
  return n >= 365 ? `${n} days (about ${years} year${years === 1 ? '' : 's'})` : `${n} day${n === 1 ? '' : 's'}`;
}

/** The periods the site actually applies, from its settings (DOCUMENT_RETENTION_DAYS, ACCOUNT_DELETION_GRACE_DAYS). */
function RetentionPeriods({ periods }: { periods: PrivacyPeriods }) {
  return (
    <section className="prose retention-periods" aria-labelledby="retention-periods">
      <h2 id="retention-periods">How long we keep your documents and your account</h2>
      <ul>
        <li>
          <strong>Documents:</strong> when you have not signed in for <span data-setting="document-retention">{days(periods.document_retention_days)}</span>, we
          delete the documents and files you uploaded. We e-mail you {periods.retention_warning_days} days before; signing in keeps them.
        </li>
        <li>
          <strong>Deleting your account:</strong> from your account&apos;s privacy page you can download a copy of your data, or delete your account. It is
          locked at once and erased with every file <span data-setting="deletion-grace">{days(periods.deletion_grace_days)}</span> later; until then, the link we
          e-mail you restores it.
        </li>
      </ul>
    </section>
  );
}
