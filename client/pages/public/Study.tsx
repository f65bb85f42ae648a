import { useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { Link } from '../../components/Link';
import { paths } from '../../../shared/paths';
import type { CountrySummary } from '../../../shared/study';
import { Flag } from '../../components/Flag';
import { Picture } from '../../components/Picture';
import { HeaderBanner } from '../../components/ui';
import { apiContext } from '../../lib/context';
import { type I18n, useT } from '../../lib/i18n';
import { FitCallout } from '../../components/study/FitCallout';

export function loader({ context }: LoaderFunctionArgs) {
  return context.get(apiContext).countries();
}

export const meta = (_data: unknown, t: I18n['t']) => ({ title: t('title.study'), description: t('study.description') });

export default function Study() {
  const t = useT();
  const countries = useLoaderData() as CountrySummary[];
  const [filter, setFilter] = useState('');
  const shown = countries.filter((c) => c.name.toLowerCase().includes(filter.trim().toLowerCase()));
  return (
    <>
      <HeaderBanner image="study.svg" title={t('title.study')} subtitle={t('study.subtitle')} />
      <div className="container section">
        <div className="study-tools">
          <p className="lead">{t('study.lead')}</p>
          <div className="field study-filter">
            <label htmlFor="country-filter">{t('study.filterLabel')}</label>
            <input id="country-filter" className="input" type="search" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder={t('study.filterPlaceholder')} />
          </div>
        </div>
        <FitCallout />
        <p className="visually-hidden" aria-live="polite">
          {t('study.shown', { count: shown.length })}
        </p>
        {shown.length === 0 ? (
          <p className="muted">{t('study.noMatch', { filter })}</p>
        ) : (
          <ul className="destination-grid destination-cards">
            {shown.map((country) => (
              <li key={country.id}>
                <Link to={paths.country(country.slug)} className="destination">
                  {country.header_image && <Picture image={country.header_image} alt="" sizes="(min-width: 1180px) 280px, (min-width: 768px) 45vw, 100vw" className="destination-image" fallbackWidth={640} />}
                  <span className="destination-name">
                    <Flag code={country.flag} />
                    <strong>{country.name}</strong>
                  </span>
                  <span>{country.summary}</span>
                  <span className="destination-count">
                    {t('study.partners', { count: country.institution_count })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
