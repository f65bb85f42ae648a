import { type LoaderFunctionArgs, useLoaderData, useMatches } from 'react-router-dom';
import type { Widget as WidgetData } from '../../../shared/content';
import { HeaderBanner } from '../../components/ui';
import { Widget } from '../../components/Widget';
import { apiContext } from '../../lib/context';

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
  return (
    <>
      <HeaderBanner image="legal.svg" title={page.title} subtitle={id === 'cookies' ? 'No advertising or tracking cookies.' : 'Meridian Education Services Ltd'} />
      <div className="container section">
        <Widget name={page.widget} widget={widgets[page.widget]} />
      </div>
    </>
  );
}
