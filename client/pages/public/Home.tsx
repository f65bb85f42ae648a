import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { Link } from '../../components/Link';
import type { GalleryImage, GallerySummary, Service, Widget as WidgetData } from '../../../shared/content';
import { paths } from '../../../shared/paths';
import { company, socialLinks } from '../../../shared/site';
import type { CountrySummary } from '../../../shared/study';
import { type PostCardData, postCard, type ServiceCardData, serviceCard, type TestimonialCardData, testimonialCard } from '../../components/content/card-data';
import type { HomeCountry } from '../../components/home/HomeSections';
import { type GalleryItem, GallerySlider } from '../../components/gallery/GallerySlider';
import { Icon } from '../../components/icons';
import { HeaderBanner } from '../../components/ui';
import { KeptMarkup, StaticPart } from '../../components/StaticPart';
import { apiContext } from '../../lib/context';
import { preloadable } from '../../lib/preload';

/** Cards and CMS text: fetched with the data on client navigations, never on the first load. */
const sections = preloadable(() => import('../../components/home/HomeSections'));

/** Only what the page shows: this is also the hydration data the HTML carries. */
interface HomeData {
  widgets: Record<string, WidgetData | null>;
  services: ServiceCardData[];
  testimonials: TestimonialCardData[];
  posts: PostCardData[];
  gallery: { title: string; images: GalleryItem[] } | null;
  countries: HomeCountry[];
}

const SERVICES_PER_AUDIENCE = 4;

export async function loader({ context }: LoaderFunctionArgs): Promise<HomeData> {
  const api = context.get(apiContext);
  const [widgets, services, testimonials, blog, galleries, countries] = await Promise.all([
    sections.load().then(() => api.widgets(['home-intro', 'home-cta'])),
    api.services(),
    api.testimonials(),
    api.blog({ per_page: '3' }),
    api.galleries(),
    api.countries(),
  ]);
  const first = galleries.find((g: GallerySummary) => g.image_count > 0);
  const gallery = first ? await api.gallery(first.slug) : null;
  return {
    widgets,
    services: (['students', 'institutions'] as const).flatMap((audience) => services.filter((s: Service) => s.audience === audience).slice(0, SERVICES_PER_AUDIENCE)).map(serviceCard),
    testimonials: testimonials.slice(0, 3).map(testimonialCard),
    posts: blog.results.map(postCard),
    gallery: gallery && { title: gallery.title, images: gallery.images.map(({ id, image, caption }: GalleryImage) => ({ id, image, caption })) },
    countries: countries.map(({ slug, name, flag, summary }: CountrySummary) => ({ slug, name, flag, summary })),
  };
}

/** The browser hydrates with the slider's data only; every other part is static (see StaticPart). */
export const hydrationData = (data: unknown): Partial<HomeData> => ({ gallery: (data as HomeData).gallery });

export const meta = (data: unknown) => {
  const { countries = [], services = [] } = data as Partial<HomeData>;
  return {
    title: 'Study abroad with confidence',
    description: 'Independent advice for international students: choose a country and a university, apply with a strong file, and arrive ready to study.',
    jsonLd: {
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
    },
  };
};

const stats = [
  ['4,000+', 'students placed'],
  ['60', 'home countries'],
  ['180+', 'partner institutions'],
  ['2012', 'advising since'],
];

export default function Home() {
  const data = useLoaderData() as Partial<HomeData>;
  // With data the loader has loaded the sections too; without (the first load) the static parts keep the HTML.
  const S = data.widgets === undefined ? null : sections.get();
  return (
    <>
      <HeaderBanner image="home.svg" title="Study abroad with confidence" subtitle="Honest, independent advice for international students — from choosing a country to your first lecture.">
        <div className="banner-actions">
          <Link to={paths.register()} className="btn btn-accent">
            Start your application
          </Link>
          <Link to={paths.study()} className="btn btn-ghost-light">
            Explore destinations
          </Link>
        </div>
      </HeaderBanner>

      <section className="section container intro" aria-labelledby="intro-title">
        <h2 id="intro-title" className="visually-hidden">
          About us
        </h2>
        <StaticPart id="home-intro" data={data.widgets}>
          {(widgets) => S && <S.HomeWidget name="home-intro" widgets={widgets} className="intro-text" />}
        </StaticPart>
        <ul className="stats" aria-label="Meridian in numbers">
          {stats.map(([value, label]) => (
            <li key={label}>
              <strong>{value}</strong>
              <span>{label}</span>
            </li>
          ))}
        </ul>
      </section>

      <StaticPart id="home-services" data={data.services}>
        {(services) => S && <S.ServicesSection services={services} />}
      </StaticPart>

      <StaticPart id="home-destinations" data={data.countries}>
        {(countries) => S && <S.DestinationsSection countries={countries} />}
      </StaticPart>

      {data.gallery && (
        <section className="section section-soft" aria-labelledby="gallery-title">
          <KeptMarkup id="home-gallery" as="div" className="container">
            <h2 id="gallery-title" className="section-title">
              {data.gallery.title}
            </h2>
            <GallerySlider title={data.gallery.title} images={data.gallery.images} />
            <p className="section-more">
              <Link to={paths.galleries()}>
                See all galleries <Icon name="arrow" width={16} height={16} />
              </Link>
            </p>
          </KeptMarkup>
        </section>
      )}

      <StaticPart id="home-testimonials" data={data.testimonials}>
        {(testimonials) => S && <S.TestimonialsSection testimonials={testimonials} />}
      </StaticPart>

      <StaticPart id="home-posts" data={data.posts}>
        {(posts) => S && <S.PostsSection posts={posts} />}
      </StaticPart>

      <section className="section container cta" aria-labelledby="cta-title">
        <h2 id="cta-title">Not sure where to start?</h2>
        <StaticPart id="home-cta" data={data.widgets}>
          {(widgets) => S && <S.HomeWidget name="home-cta" widgets={widgets} />}
        </StaticPart>
        <div className="banner-actions cta-actions">
          <Link to={paths.contact()} className="btn btn-primary">
            Talk to an adviser
          </Link>
          <Link to={paths.register()} className="btn btn-ghost">
            Create a free account
          </Link>
        </div>
      </section>
    </>
  );
}
