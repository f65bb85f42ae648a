import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { Link } from '../../components/Link';
import type { Audience, Service, Widget as WidgetData } from '../../../shared/content';
import { paths } from '../../../shared/paths';
import { ServiceIcon } from '../../components/service-icons';
import { Picture } from '../../components/Picture';
import { HeaderBanner } from '../../components/ui';
import { Widget } from '../../components/Widget';
import { apiContext } from '../../lib/context';
import { ContentLanguage } from '../../components/content/ContentLanguage';
import { previewAsked, previewQuery } from '../../lib/preview';
import { type I18n, type MessageId, useT } from '../../lib/i18n';

interface Data {
  audience: Audience;
  services: Service[];
  widgets: Record<string, WidgetData | null>;
}

const copy: Record<Audience, { title: MessageId; subtitle: MessageId; description: MessageId; cta: [MessageId, string] }> = {
  students: {
    title: 'title.servicesStudents',
    subtitle: 'services.students.subtitle',
    description: 'services.students.description',
    cta: ['services.students.cta', paths.register()],
  },
  institutions: {
    title: 'title.servicesInstitutions',
    subtitle: 'services.institutions.subtitle',
    description: 'services.institutions.description',
    cta: ['services.institutions.cta', paths.contact()],
  },
};

export const query = previewQuery;

export async function loader({ request, context }: LoaderFunctionArgs): Promise<Data> {
  const audience: Audience = new URL(request.url).pathname.endsWith('/institutions') ? 'institutions' : 'students';
  const api = context.get(apiContext);
  const [services, widgets] = await Promise.all([api.services(audience, previewAsked(request)), api.widgets([`services-${audience}-intro`])]);
  return { audience, services, widgets };
}

export const meta = (data: unknown, t: I18n['t']) => {
  const { audience } = data as Data;
  return { title: t(copy[audience].title), description: t(copy[audience].description) };
};

export default function Services() {
  const { audience, services, widgets } = useLoaderData() as Data;
  const t = useT();
  const text = copy[audience];
  return (
    <>
      <HeaderBanner image="services.svg" title={t(text.title)} subtitle={t(text.subtitle)} />
      <div className="container section">
        <Widget name={`services-${audience}-intro`} widget={widgets[`services-${audience}-intro`]} className="lead-widget" />
        {services.length > 0 && (
          <nav className="toc" aria-label={t('site.onThisPage')}>
            <ul>
              {services.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.slug}`}>{s.name}</a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="service-sections">
          {services.map((service) => (
            <section key={service.id} id={service.slug} className="service-section" aria-labelledby={`${service.slug}-title`}>
              <div className="service-section-head">
                <span className="service-icon" aria-hidden="true">
                  <ServiceIcon name={service.icon} width={28} height={28} />
                </span>
                <div>
                  <h2 id={`${service.slug}-title`}>{service.name}</h2>
                  <p className="lead">{service.summary}</p>
                </div>
              </div>
              {service.header_image && <Picture image={service.header_image} alt="" sizes="(min-width: 1024px) 760px, 100vw" className="service-image" />}
              <ContentLanguage record={service}>
                <div className="prose" data-content="" dangerouslySetInnerHTML={{ __html: service.body }} />
              </ContentLanguage>
            </section>
          ))}
        </div>
        <p className="section-more">
          <Link to={text.cta[1]} className="btn btn-primary">
            {t(text.cta[0])}
          </Link>
        </p>
      </div>
    </>
  );
}
