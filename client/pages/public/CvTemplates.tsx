import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import type { Widget as WidgetData } from '../../../shared/content';
import { ServiceIcon } from '../../components/service-icons';
import { HeaderBanner } from '../../components/ui';
import { Widget } from '../../components/Widget';
import { apiContext } from '../../lib/context';
import { type I18n, type MessageId, useT } from '../../lib/i18n';

export async function loader({ context }: LoaderFunctionArgs) {
  return context.get(apiContext).widgets(['cv-templates']);
}

export const meta = (_data: unknown, t: I18n['t']) => ({ title: t('title.cvTemplates'), description: t('cv.description') });

const templates: ReadonlyArray<{ file: string; title: MessageId; text: MessageId; size: MessageId }> = [
  { file: '/downloads/meridian-cv-template-undergraduate.docx', title: 'cv.undergraduate.title', text: 'cv.undergraduate.text', size: 'cv.undergraduate.size' },
  { file: '/downloads/meridian-cv-template-postgraduate.docx', title: 'cv.postgraduate.title', text: 'cv.postgraduate.text', size: 'cv.postgraduate.size' },
];

export default function CvTemplates() {
  const t = useT();
  const widgets = useLoaderData() as Record<string, WidgetData | null>;
  return (
    <>
      <HeaderBanner image="services.svg" title={t('title.cvTemplates')} subtitle={t('cv.subtitle')} />
      <div className="container section">
        <Widget name="cv-templates" widget={widgets['cv-templates']} />
        <h2 className="section-title downloads-title">{t('cv.download')}</h2>
        <ul className="card-grid">
          {templates.map((template) => (
            <li key={template.file} className="tile download">
              <ServiceIcon name="document" width={32} height={32} />
              <h3 className="tile-title">{t(template.title)}</h3>
              <p>{t(template.text)}</p>
              <a className="btn btn-ghost" href={template.file} download>
                {t('cv.downloadButton', { size: t(template.size) })}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
