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

interface Data {
  audience: Audience;
  services: Service[];
  widgets: Record<string, WidgetData | null>;
}

const copy: Record<Audience, { title: string; subtitle: string; description: string; cta: [string, string] }> = {
  students: {
    title: 'Services for Students',
    subtitle: 'From the first question to your first lecture.',
    description: 'Course matching, applications, personal statements, scholarships, visas and arrival: how Meridian helps students.',
    cta: ['Create your free account', paths.register()],
  },
  institutions: {
    title: 'Services for Institutions',
    subtitle: 'A recruitment partner that puts student fit first.',
    description: 'International recruitment, market insight, events and compliant application screening for universities and colleges.',
    cta: ['Become a partner', paths.contact()],
  },
};

export const query = previewQuery;

export async function loader({ request, context }: LoaderFunctionArgs): Promise<Data> {
  const audience: Audience = new URL(request.url).pathname.endsWith('/institutions') ? 'institutions' : 'students';
  const api = context.get(apiContext);
  const [services, widgets] = await Promise.all([api.services(audience, previewAsked(request)), api.widgets([`services-${audience}-intro`])]);
  return { audience, services, widgets };
}

export const meta = (data: unknown) => {
  const { audience } = data as Data;
  return { title: copy[audience].title, description: copy[audience].description };
};

export default function Services() {
  const { audience, services, widgets } = useLoaderData() as Data;
  const text = copy[audience];
  return (
    <>
      <HeaderBanner image="services.svg" title={text.title} subtitle={text.subtitle} />
      <div className="container section">
        <Widget name={`services-${audience}-intro`} widget={widgets[`services-${audience}-intro`]} className="lead-widget" />
        {services.length > 0 && (
          <nav className="toc" aria-label="On this page">
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
                <div className="prose" dangerouslySetInnerHTML={{ __html: service.body }} />
              </ContentLanguage>
            </section>
          ))}
        </div>
        <p className="section-more">
          <Link to={text.cta[1]} className="btn btn-primary">
            {text.cta[0]}
          </Link>
        </p>
      </div>
    </>
  );
}
