import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { Link } from '../../components/Link';
import type { Widget as WidgetData } from '../../../shared/content';
import { paths } from '../../../shared/paths';
import { HeaderBanner } from '../../components/ui';
import { Widget } from '../../components/Widget';
import { apiContext } from '../../lib/context';

export async function loader({ context }: LoaderFunctionArgs) {
  return context.get(apiContext).widgets(['personal-statements']);
}

export const meta = () => ({ title: 'Personal Statements', description: 'How to write a personal statement admissions tutors remember, and how our advisers help.' });

export default function PersonalStatements() {
  const widgets = useLoaderData() as Record<string, WidgetData | null>;
  return (
    <>
      <HeaderBanner image="services.svg" title="Personal Statements" subtitle="Say why this course, why you, and why now." />
      <div className="container section">
        <Widget name="personal-statements" widget={widgets['personal-statements']} />
        <p className="section-more">
          <Link to={paths.register()} className="btn btn-primary">
            Send us your draft
          </Link>
        </p>
      </div>
    </>
  );
}
