import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { Link } from '../../components/Link';
import { kindLabel } from '../../../shared/documents';
import { formatDate } from '../../../shared/format';
import { defaultImageUrl } from '../../../shared/images';
import { paths } from '../../../shared/paths';
import { type CountryPage, INSTITUTION_TYPES } from '../../../shared/study';
import { TestimonialCard } from '../../components/content/cards';
import { Flag } from '../../components/Flag';
import { KeyFigures } from '../../components/study/KeyFigures';
import { ContactIcon } from '../../components/contact-icons';
import { Icon } from '../../components/icons';
import { Picture } from '../../components/Picture';
import { Breadcrumbs, breadcrumbList, CallToAction, type Crumb, HeaderBanner } from '../../components/ui';
import { type MenuSection, SectionMenu } from '../../components/SectionMenu';
import { apiContext } from '../../lib/context';
import { ContentLanguage } from '../../components/content/ContentLanguage';
import { DEFAULT_LOCALE } from '../../../shared/i18n/locales';
import { movedIfRenamed, previewAsked, previewQuery } from '../../lib/preview';

export const query = previewQuery;

export async function loader({ params, request, context }: LoaderFunctionArgs): Promise<CountryPage> {
  const preview = previewAsked(request);
  const page = await context.get(apiContext).countryPage(params.country ?? '', preview);
  // An old address of the country: moved permanently.
  movedIfRenamed(params.country, page.country.slug, paths.country(page.country.slug), preview);
  return page;
}

/** Home › Study Abroad › the country: shown under the banner and given to search engines. */
const trail = (country: CountryPage['country']): Crumb[] => [
  { name: 'Home', to: paths.home() },
  { name: 'Study Abroad', to: paths.study() },
  { name: country.name, to: paths.country(country.slug) },
];

export const meta = (data: unknown) => {
  const { country, institutions } = data as CountryPage;
  return {
    title: `Study in ${country.name}`,
    description: country.summary,
    ...(country.header_image ? { image: defaultImageUrl(country.header_image) } : {}),
    jsonLd: [
      breadcrumbList(trail(country)),
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: `Institutions in ${country.name}`,
        itemListElement: institutions.map((institution, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          item: {
            '@type': 'EducationalOrganization',
            name: institution.name,
            description: institution.description || undefined,
            ...(institution.website ? { url: institution.website } : {}),
            address: { '@type': 'PostalAddress', addressLocality: institution.city, addressCountry: country.flag.toUpperCase() },
          },
        })),
      },
    ],
  };
};

const FACTS: Array<[keyof CountryPage['country']['facts'], string]> = [
  ['tuition', 'Tuition'],
  ['living_costs', 'Living costs'],
  ['work_rights', 'Work rights'],
  ['intakes', 'Intakes'],
  ['visa_notes', 'Student visa'],
];

const typeLabel = (type: string) => INSTITUTION_TYPES.find((t) => t.value === type)?.label ?? type;

/** The section menu's entries: the ids of the sections' headings below. */
function menuSections({ country, testimonials }: CountryPage): MenuSection[] {
  return [
    { id: 'overview-title', label: 'Overview' },
    ...(country.required_documents.length > 0 ? [{ id: 'documents-title', label: 'Documents' }] : []),
    { id: 'institutions-title', label: 'Institutions' },
    ...(testimonials.length > 0 ? [{ id: 'country-testimonials-title', label: 'Students' }] : []),
    { id: 'country-cta-title', label: 'Next steps' },
  ];
}

export default function Country() {
  const data = useLoaderData() as CountryPage;
  const { country, institutions, testimonials } = data;
  return (
    <>
      <HeaderBanner image={country.header_image ?? 'study.svg'} title={`Study in ${country.name}`} subtitle={country.summary} />
      <Breadcrumbs trail={trail(country)} />
      <SectionMenu sections={menuSections(data)} />
      <div className="container section country-layout">
        <div className="country-main">
          <h2 id="overview-title" className="country-heading">
            <Flag code={country.flag} size={28} /> Overview
          </h2>
          <ContentLanguage record={country}>
            <div className="prose" dangerouslySetInnerHTML={{ __html: country.body }} />
          </ContentLanguage>
        </div>
        <aside className="country-facts" aria-labelledby="facts-title">
          <h2 id="facts-title">Key facts</h2>
          <KeyFigures name={country.name} figures={country.figures} details={FACTS.some(([key]) => country.facts[key])} />
          <dl>
            {FACTS.filter(([key]) => country.facts[key]).map(([key, label]) => (
              <div key={key}>
                <dt>{label}</dt>
                <dd lang={country.fallback ? DEFAULT_LOCALE : undefined}>{country.facts[key]}</dd>
              </div>
            ))}
          </dl>
          {country.facts_checked_on && <p className="muted facts-checked">Facts last checked on {formatDate(country.facts_checked_on)}. Always confirm figures with the official source before you apply.</p>}
        </aside>
      </div>

      {country.required_documents.length > 0 && (
        <section className="section section-soft" aria-labelledby="documents-title">
          <div className="container">
            <h2 id="documents-title" className="section-title">
              Documents you will need
            </h2>
            <ul className="required-docs">
              {country.required_documents.map((doc) => (
                <li key={doc.kind}>
                  <Icon name="check" width={20} height={20} />
                  <span>
                    <strong>{kindLabel(doc.kind)}</strong>
                    {doc.note && <span className="muted"> — {doc.note}</span>}
                  </span>
                </li>
              ))}
            </ul>
            <p className="section-more">
              <Link to={paths.accountDocuments()}>
                Upload them securely in your account <Icon name="arrow" width={16} height={16} />
              </Link>
            </p>
          </div>
        </section>
      )}

      <section className="section container" aria-labelledby="institutions-title">
        <h2 id="institutions-title" className="section-title">
          Institutions we work with in {country.name}
        </h2>
        {institutions.length === 0 ? (
          <p className="muted">We are adding institutions for {country.name}. Ask an adviser for the current list.</p>
        ) : (
          <ul className="card-grid institution-grid">
            {institutions.map((institution) => (
              <li key={institution.id} className="tile institution">
                {institution.logo && <Picture image={institution.logo} alt="" sizes="64px" className="institution-logo" fallbackWidth={320} />}
                <p className="institution-type">{typeLabel(institution.type)}</p>
                <h3 className="tile-title">{institution.name}</h3>
                <p className="institution-city">
                  <ContactIcon name="pin" width={16} height={16} /> {institution.city}
                </p>
                {/* An institution not yet translated is in English (decision 0045). */}
                <p lang={institution.fallback ? DEFAULT_LOCALE : undefined}>{institution.description}</p>
                {institution.website && (
                  <a href={institution.website} rel="noopener noreferrer nofollow" target="_blank">
                    Website<span className="visually-hidden"> of {institution.name} (opens in a new tab)</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      {testimonials.length > 0 && (
        <section className="section section-soft" aria-labelledby="country-testimonials-title">
          <div className="container">
            <h2 id="country-testimonials-title" className="section-title">
              Students we placed in {country.name}
            </h2>
            <ul className="testimonial-grid">
              {testimonials.map((t) => (
                <TestimonialCard key={t.id} testimonial={t} />
              ))}
            </ul>
          </div>
        </section>
      )}

      <CallToAction id="country-cta-title" title={`Thinking about ${country.name}?`} adviserLabel="Ask an adviser">
        <p>Tell us what you want to study and when. An adviser who knows {country.name} will answer within one working day.</p>
      </CallToAction>
    </>
  );
}
