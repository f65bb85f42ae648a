import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import type { Widget as WidgetData } from '../../../shared/content';
import { ServiceIcon } from '../../components/service-icons';
import { HeaderBanner } from '../../components/ui';
import { Widget } from '../../components/Widget';
import { apiContext } from '../../lib/context';

export async function loader({ context }: LoaderFunctionArgs) {
  return context.get(apiContext).widgets(['cv-templates']);
}

export const meta = () => ({ title: 'CV Templates', description: 'Two free CV templates for university and scholarship applications, with advice on what to include.' });

const templates = [
  { file: '/downloads/meridian-cv-template-undergraduate.docx', title: 'Undergraduate CV', text: 'For school leavers applying to bachelor’s and foundation programmes: education first, then activities and languages.', size: 'Word, 1 page' },
  { file: '/downloads/meridian-cv-template-postgraduate.docx', title: 'Postgraduate CV', text: 'For master’s, PhD and scholarship applications: degrees, research and work experience, publications and referees.', size: 'Word, 2 pages' },
];

export default function CvTemplates() {
  const widgets = useLoaderData() as Record<string, WidgetData | null>;
  return (
    <>
      <HeaderBanner image="services.svg" title="CV Templates" subtitle="Clean layouts that admissions teams can read in a minute." />
      <div className="container section">
        <Widget name="cv-templates" widget={widgets['cv-templates']} />
        <h2 className="section-title downloads-title">Download a template</h2>
        <ul className="card-grid">
          {templates.map((t) => (
            <li key={t.file} className="tile download">
              <ServiceIcon name="document" width={32} height={32} />
              <h3 className="tile-title">{t.title}</h3>
              <p>{t.text}</p>
              <a className="btn btn-ghost" href={t.file} download>
                Download ({t.size})
              </a>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
