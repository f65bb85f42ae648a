// The home page's static parts: cards and CMS text. The first page load keeps the server's markup and never loads
// this module; the home page's loader fetches it for client-side navigations (see lib/preload.ts).
import { Link } from '../Link';
import type { Widget as WidgetData } from '../../../shared/content';
import type { CountrySummary } from '../../../shared/study';
import { paths } from '../../../shared/paths';
import type { PostCardData, ServiceCardData, TestimonialCardData } from '../content/card-data';
import { PostCard, ServiceCard, TestimonialCard } from '../content/cards';
import { Flag } from '../Flag';
import { Icon } from '../icons';
import { Widget } from '../Widget';

export type HomeCountry = Pick<CountrySummary, 'slug' | 'name' | 'flag' | 'summary'>;

function More({ to, children }: { to: string; children: string }) {
  return (
    <p className="section-more">
      <Link to={to}>
        {children} <Icon name="arrow" width={16} height={16} />
      </Link>
    </p>
  );
}

export function HomeWidget({ name, widgets, className }: { name: string; widgets: Record<string, WidgetData | null>; className?: string }) {
  return <Widget name={name} widget={widgets[name]} className={className} />;
}

function ServiceColumn({ title, audience, services }: { title: string; audience: 'students' | 'institutions'; services: ServiceCardData[] }) {
  return (
    <div>
      <h3 className="column-title">{title}</h3>
      <ul className="card-grid card-grid-2">
        {services
          .filter((s) => s.audience === audience)
          .map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
      </ul>
      <More to={audience === 'students' ? paths.servicesStudents() : paths.servicesInstitutions()}>{`All services for ${audience}`}</More>
    </div>
  );
}

export function ServicesSection({ services }: { services: ServiceCardData[] }) {
  if (services.length === 0) return null;
  return (
    <section className="section section-soft" aria-labelledby="services-title">
      <div className="container">
        <h2 id="services-title" className="section-title">
          How we help
        </h2>
        <div className="grid-2 services-columns">
          <ServiceColumn title="For students" audience="students" services={services} />
          <ServiceColumn title="For institutions" audience="institutions" services={services} />
        </div>
      </div>
    </section>
  );
}

export function DestinationsSection({ countries }: { countries: HomeCountry[] }) {
  return (
    <section className="section container" aria-labelledby="destinations-title">
      <h2 id="destinations-title" className="section-title">
        Study destinations
      </h2>
      <ul className="destination-grid">
        {countries.map((country) => (
          <li key={country.slug}>
            <Link to={paths.country(country.slug)} className="destination">
              <span className="destination-name">
                <Flag code={country.flag} />
                <strong>{country.name}</strong>
              </span>
              <span>{country.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
      <More to={paths.study()}>Compare all destinations</More>
    </section>
  );
}

export function TestimonialsSection({ testimonials }: { testimonials: TestimonialCardData[] }) {
  if (testimonials.length === 0) return null;
  return (
    <section className="section container" aria-labelledby="testimonials-title">
      <h2 id="testimonials-title" className="section-title">
        What our students say
      </h2>
      <ul className="testimonial-grid">
        {testimonials.map((t) => (
          <TestimonialCard key={t.id} testimonial={t} />
        ))}
      </ul>
      <More to={`${paths.about()}#testimonials`}>More stories from our students</More>
    </section>
  );
}

export function PostsSection({ posts }: { posts: PostCardData[] }) {
  if (posts.length === 0) return null;
  return (
    <section className="section section-soft" aria-labelledby="posts-title">
      <div className="container">
        <h2 id="posts-title" className="section-title">
          Latest advice
        </h2>
        <ul className="post-grid">
          {posts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </ul>
        <More to={paths.blog()}>Read the blog</More>
      </div>
    </section>
  );
}
