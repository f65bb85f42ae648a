// The home page but for its gallery: the banner, cards and CMS text, all static parts. The first page load keeps
// the server's markup and never loads this module; the home page's loader fetches it for client-side navigations
// (see lib/preload.ts). The page's structured data is made here too, as it is only needed by the server render.
import { useEffect } from 'react';
import { Link } from '../Link';
import type { ApiClient } from '../../../shared/api-client';
import type { GalleryImage, Widget as WidgetData } from '../../../shared/content';
import { company, socialLinks } from '../../../shared/site';
import type { CountrySummary } from '../../../shared/study';
import { paths } from '../../../shared/paths';
import { type PostCardData, postCard, type ServiceCardData, serviceCard, type TestimonialCardData, testimonialCard } from '../content/card-data';
import type { GalleryItem } from '../gallery/GallerySlider';
import type { PageMeta } from '../../lib/pages';
import { PostCard, ServiceCard, TestimonialCard } from '../content/cards';
import { Flag } from '../Flag';
import { Icon } from '../icons';
import { CallToAction, HeaderBanner } from '../ui';
import { Widget } from '../Widget';
import { SCROLL_TOP_DELAY_MS } from '../Chrome';
import { revealOnScroll } from '../../lib/reveal';
import { type MessageId, useI18n, useT } from '../../lib/i18n';
import { formatNumber } from '../../../shared/format';
import { FitCallout } from '../study/FitCallout';

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

type Widgets = Record<string, WidgetData | null>;

/** What the home page shows; its hydration data is the gallery only. */
export interface HomeData {
  widgets: Widgets;
  services: ServiceCardData[];
  testimonials: TestimonialCardData[];
  posts: PostCardData[];
  gallery: { title: string; images: GalleryItem[] } | null;
  countries: HomeCountry[];
  /** Structured data for the server render's <head>. */
  jsonLd: PageMeta['jsonLd'];
}

const SERVICES_PER_AUDIENCE = 4;

type Answer<K extends keyof ApiClient> = Awaited<ReturnType<ApiClient[K]>>;
export type HomeAnswers = [Answer<'widgets'>, Answer<'services'>, Answer<'testimonials'>, Answer<'blog'>, Answer<'galleries'>, Answer<'countries'>];

/** The home page's data from the API's answers (the page's loader makes the calls while this module loads). */
export async function homeData(api: ApiClient, [widgets, services, testimonials, blog, galleries, countries]: HomeAnswers): Promise<HomeData> {
  const first = galleries.find((g) => g.image_count > 0);
  const gallery = first ? await api.gallery(first.slug) : null;
  const shown = {
    services: (['students', 'institutions'] as const).flatMap((audience) => services.filter((s) => s.audience === audience).slice(0, SERVICES_PER_AUDIENCE)).map(serviceCard),
    countries: countries.map(({ slug, name, flag, summary }) => ({ slug, name, flag, summary })),
  };
  return {
    widgets,
    ...shown,
    testimonials: testimonials.slice(0, 3).map(testimonialCard),
    posts: blog.results.map(postCard),
    gallery: gallery && { title: gallery.title, images: gallery.images.map(({ id, image, caption }: GalleryImage) => ({ id, image, caption })) },
    jsonLd: organizationJsonLd(shown.countries, shown.services),
  };
}

function HomeWidget({ name, widgets, className }: { name: string; widgets: Widgets; className?: string }) {
  return <Widget name={name} widget={widgets[name]} className={className} />;
}

function ServiceColumn({ title, audience, services }: { title: string; audience: 'students' | 'institutions'; services: ServiceCardData[] }) {
  const t = useT();
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
      <More to={audience === 'students' ? paths.servicesStudents() : paths.servicesInstitutions()}>{t(audience === 'students' ? 'home.allServicesStudents' : 'home.allServicesInstitutions')}</More>
    </div>
  );
}

function ServicesSection({ services }: { services: ServiceCardData[] }) {
  const t = useT();
  if (services.length === 0) return null;
  return (
    <section data-reveal="" className="section section-soft" aria-labelledby="services-title">
      <div className="container">
        <h2 id="services-title" className="section-title">
          {t('home.howWeHelp')}
        </h2>
        <div className="grid-2 services-columns">
          <ServiceColumn title={t('home.forStudents')} audience="students" services={services} />
          <ServiceColumn title={t('home.forInstitutions')} audience="institutions" services={services} />
        </div>
      </div>
    </section>
  );
}

function DestinationsSection({ countries }: { countries: HomeCountry[] }) {
  const t = useT();
  return (
    <section data-reveal="" className="section container" aria-labelledby="destinations-title">
      <h2 id="destinations-title" className="section-title">
        {t('home.destinations')}
      </h2>
      <FitCallout />
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
      <More to={paths.study()}>{t('home.compareAll')}</More>
    </section>
  );
}

function TestimonialsSection({ testimonials }: { testimonials: TestimonialCardData[] }) {
  const t = useT();
  if (testimonials.length === 0) return null;
  return (
    <section data-reveal="" className="section container" aria-labelledby="testimonials-title">
      <h2 id="testimonials-title" className="section-title">
        {t('home.testimonials')}
      </h2>
      <ul className="testimonial-grid">
        {testimonials.map((testimonial) => (
          <TestimonialCard key={testimonial.id} testimonial={testimonial} />
        ))}
      </ul>
      <More to={`${paths.about()}#testimonials`}>{t('home.moreStories')}</More>
    </section>
  );
}

function PostsSection({ posts }: { posts: PostCardData[] }) {
  const t = useT();
  if (posts.length === 0) return null;
  return (
    <section data-reveal="" className="section section-soft" aria-labelledby="posts-title">
      <div className="container">
        <h2 id="posts-title" className="section-title">
          {t('home.latestAdvice')}
        </h2>
        <ul className="post-grid">
          {posts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </ul>
        <More to={paths.blog()}>{t('home.readBlog')}</More>
      </div>
    </section>
  );
}

/** The figures under the introduction: a number (a year is written as it is), whether it is a floor ("4,000+"), its words. */
const stats: ReadonlyArray<[number | string, boolean, MessageId]> = [
  [4000, true, 'home.stat.placed'],
  [60, false, 'home.stat.countries'],
  [180, true, 'home.stat.partners'],
  ['2012', false, 'home.stat.since'],
];

/** Above the gallery: the banner, the introduction, the services and the destinations. */
export function HomeTop({ banner, widgets, services, countries }: { banner: string; widgets: Widgets; services: ServiceCardData[]; countries: HomeCountry[] }) {
  const { t, tag } = useI18n();
  return (
    <>
      <HeaderBanner image={banner} title={t('title.home')} subtitle={t('home.subtitle')}>
        <div className="banner-actions">
          <Link to={paths.register()} className="btn btn-accent">
            {t('home.startApplication')}
          </Link>
          <Link to={paths.study()} className="btn btn-ghost-light">
            {t('home.exploreDestinations')}
          </Link>
        </div>
      </HeaderBanner>

      <section data-reveal="" className="section container intro" aria-labelledby="intro-title">
        <h2 id="intro-title" className="visually-hidden">
          {t('home.aboutUs')}
        </h2>
        <HomeWidget name="home-intro" widgets={widgets} className="intro-text" />
        <ul className="stats" aria-label={t('home.statsLabel')}>
          {stats.map(([value, floor, label]) => (
            <li key={label}>
              <strong>{typeof value === 'number' ? `${formatNumber(value, tag)}${floor ? '+' : ''}` : value}</strong>
              <span>{t(label)}</span>
            </li>
          ))}
        </ul>
      </section>

      <ServicesSection services={services} />
      <DestinationsSection countries={countries} />
    </>
  );
}

/**
 * After a client-side navigation to the home page (this module draws it then; the first load keeps the server's
 * markup and the shell starts the animations at the visitor's first act): the sections below the screen come in as
 * they are scrolled to, once the page has scrolled to its top.
 */
function RevealOnScroll() {
  useEffect(() => {
    const timer = setTimeout(() => revealOnScroll(), SCROLL_TOP_DELAY_MS + 50);
    return () => clearTimeout(timer);
  }, []);
  return null;
}

/** Below the gallery: testimonials, the latest posts and the call to action. */
export function HomeBottom({ widgets, testimonials, posts }: { widgets: Widgets; testimonials: TestimonialCardData[]; posts: PostCardData[] }) {
  const t = useT();
  return (
    <>
      <TestimonialsSection testimonials={testimonials} />
      <PostsSection posts={posts} />
      <CallToAction id="cta-title" title={t('home.ctaTitle')} adviserLabel={t('home.ctaAdviser')} reveal>
        <HomeWidget name="home-cta" widgets={widgets} />
      </CallToAction>
      <RevealOnScroll />
    </>
  );
}

/** The company as search engines read it (schema.org Organization), with the destinations and services shown. */
function organizationJsonLd(countries: HomeCountry[], services: ServiceCardData[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': '/#organization',
    name: 'Meridian Study Abroad',
    legalName: company.legalName,
    url: '/',
    logo: '/images/logo.png',
    telephone: company.phone,
    email: company.email,
    address: { '@type': 'PostalAddress', streetAddress: company.address[0], addressLocality: 'London', postalCode: 'WC2B 6LH', addressCountry: 'GB' },
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'customer service', telephone: company.phone, email: company.email, availableLanguage: ['English'], url: paths.contact() },
    ],
    sameAs: socialLinks.map((link) => link.href),
    areaServed: countries.map((country) => ({ '@type': 'Country', name: country.name, url: paths.country(country.slug) })),
    makesOffer: services.map((service) => ({ '@type': 'Offer', itemOffered: { '@type': 'Service', name: service.name, url: paths.service(service.audience, service.slug) } })),
  };
}
