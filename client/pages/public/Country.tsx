import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { Link } from '../../components/Link';
import type { DocumentKind } from '../../../shared/documents';
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
import { DEFAULT_LOCALE } from '../../../shared/i18n/locale-codes';
import { movedIfRenamed, previewAsked, previewQuery } from '../../lib/preview';
import { type I18n, type MessageId, useI18n } from '../../lib/i18n';

export const query = previewQuery;

export async function loader({ params, request, context }: LoaderFunctionArgs): Promise<CountryPage> {
  const preview = previewAsked(request);
  const page = await context.get(apiContext).countryPage(params.country ?? '', preview);
  // An old address of the country: moved permanently.
  movedIfRenamed(params.country, page.country.slug, paths.country(page.country.slug), preview);
  return page;
}

/** Home › Study Abroad › the country: shown under the banner and given to search engines. */
const trail = (country: CountryPage['country'], t: I18n['t']): Crumb[] => [
  { name: t('nav.home'), to: paths.home() },
  { name: t('title.study'), to: paths.study() },
  { name: country.name, to: paths.country(country.slug) },
];

export const meta = (data: unknown, t: I18n['t']) => {
  const { country, institutions } = data as CountryPage;
  return {
    title: t('country.title', { name: country.name }),
    description: country.summary,
    ...(country.header_image ? { image: defaultImageUrl(country.header_image) } : {}),
    jsonLd: [
      breadcrumbList(trail(country, t)),
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: t('country.institutionsList', { name: country.name }),
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

const FACTS: Array<[keyof CountryPage['country']['facts'], MessageId]> = [
  ['tuition', 'country.fact.tuition'],
  ['living_costs', 'country.fact.livingCosts'],
  ['work_rights', 'country.fact.workRights'],
  ['intakes', 'country.fact.intakes'],
  ['visa_notes', 'country.fact.visa'],
];

/** The documents' names as the page shows them (shared/documents.ts has them in English, for the staff). */
const DOCUMENTS: Record<DocumentKind, MessageId> = {
  passport: 'site.document.passport',
  transcript: 'site.document.transcript',
  degree: 'site.document.degree',
  'english-test': 'site.document.englishTest',
  cv: 'site.document.cv',
  'personal-statement': 'site.document.personalStatement',
  reference: 'site.document.reference',
  financial: 'site.document.financial',
  other: 'site.document.other',
};

const typeMessage = (type: string) => INSTITUTION_TYPES.find((t) => t.value === type)?.message;

/** The section menu's entries: the ids of the sections' headings below. */
function menuSections({ country, testimonials }: CountryPage, t: I18n['t']): MenuSection[] {
  return [
    { id: 'overview-title', label: t('country.menu.overview') },
    ...(country.required_documents.length > 0 ? [{ id: 'documents-title', label: t('country.menu.documents') }] : []),
    { id: 'institutions-title', label: t('country.menu.institutions') },
    ...(testimonials.length > 0 ? [{ id: 'country-testimonials-title', label: t('country.menu.students') }] : []),
    { id: 'country-cta-title', label: t('country.menu.next') },
  ];
}

export default function Country() {
  const { t, tag } = useI18n();
  const data = useLoaderData() as CountryPage;
  const { country, institutions, testimonials } = data;
  return (
    <>
      <HeaderBanner image={country.header_image ?? 'study.svg'} title={t('country.title', { name: country.name })} subtitle={country.summary} />
      <Breadcrumbs trail={trail(country, t)} />
      <SectionMenu sections={menuSections(data, t)} />
      <div className="container section country-layout">
        <div className="country-main">
          <h2 id="overview-title" className="country-heading">
            <Flag code={country.flag} size={28} /> {t('country.menu.overview')}
          </h2>
          <ContentLanguage record={country}>
            <div className="prose" data-content="" dangerouslySetInnerHTML={{ __html: country.body }} />
          </ContentLanguage>
        </div>
        <aside className="country-facts" aria-labelledby="facts-title">
          <h2 id="facts-title">{t('country.keyFacts')}</h2>
          <KeyFigures name={country.name} figures={country.figures} details={FACTS.some(([key]) => country.facts[key])} />
          <dl>
            {FACTS.filter(([key]) => country.facts[key]).map(([key, label]) => (
              <div key={key}>
                <dt>{t(label)}</dt>
                <dd lang={country.fallback ? DEFAULT_LOCALE : undefined}>{country.facts[key]}</dd>
              </div>
            ))}
          </dl>
          {country.facts_checked_on && <p className="muted facts-checked">{t('country.factsChecked', { date: formatDate(country.facts_checked_on, tag) })}</p>}
        </aside>
      </div>

      {country.required_documents.length > 0 && (
        <section className="section section-soft" aria-labelledby="documents-title">
          <div className="container">
            <h2 id="documents-title" className="section-title">
              {t('country.documents')}
            </h2>
            <ul className="required-docs">
              {country.required_documents.map((doc) => (
                <li key={doc.kind}>
                  <Icon name="check" width={20} height={20} />
                  <span>
                    <strong>{doc.kind in DOCUMENTS ? t(DOCUMENTS[doc.kind as DocumentKind]) : doc.kind}</strong>
                    {doc.note && <span className="muted"> — {doc.note}</span>}
                  </span>
                </li>
              ))}
            </ul>
            <p className="section-more">
              <Link to={paths.accountDocuments()}>
                {t('country.uploadDocuments')} <Icon name="arrow" width={16} height={16} />
              </Link>
            </p>
          </div>
        </section>
      )}

      <section className="section container" aria-labelledby="institutions-title">
        <h2 id="institutions-title" className="section-title">
          {t('country.institutions', { name: country.name })}
        </h2>
        {institutions.length === 0 ? (
          <p className="muted">{t('country.noInstitutions', { name: country.name })}</p>
        ) : (
          <ul className="card-grid institution-grid">
            {institutions.map((institution) => {
              const type = typeMessage(institution.type);
              return (
              <li key={institution.id} className="tile institution">
                {institution.logo && <Picture image={institution.logo} alt="" sizes="64px" className="institution-logo" fallbackWidth={320} />}
                <p className="institution-type">{type ? t(type) : institution.type}</p>
                <h3 className="tile-title">{institution.name}</h3>
                <p className="institution-city">
                  <ContactIcon name="pin" width={16} height={16} /> {institution.city}
                </p>
                {/* An institution not yet translated is in English (decision 0045). */}
                <p lang={institution.fallback ? DEFAULT_LOCALE : undefined}>{institution.description}</p>
                {institution.website && (
                  <a href={institution.website} rel="noopener noreferrer nofollow" target="_blank">
                    {t('country.website')}
                    <span className="visually-hidden">{t('country.websiteOf', { name: institution.name })}</span>
                  </a>
                )}
              </li>
              );
            })}
          </ul>
        )}
      </section>

      {testimonials.length > 0 && (
        <section className="section section-soft" aria-labelledby="country-testimonials-title">
          <div className="container">
            <h2 id="country-testimonials-title" className="section-title">
              {t('country.testimonials', { name: country.name })}
            </h2>
            <ul className="testimonial-grid">
              {testimonials.map((testimonial) => (
                <TestimonialCard key={testimonial.id} testimonial={testimonial} />
              ))}
            </ul>
          </div>
        </section>
      )}

      <CallToAction id="country-cta-title" title={t('country.ctaTitle', { name: country.name })} adviserLabel={t('country.ctaAdviser')}>
        <p>{t('country.ctaText', { name: country.name })}</p>
      </CallToAction>
    </>
  );
}
