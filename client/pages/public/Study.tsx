import { useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { Link } from '../../components/Link';
import { paths } from '../../../shared/paths';
import type { CountrySummary } from '../../../shared/study';
import { Flag } from '../../components/Flag';
import { Picture } from '../../components/Picture';
import { HeaderBanner } from '../../components/ui';
import { apiContext } from '../../lib/context';

export function loader({ context }: LoaderFunctionArgs) {
  return context.get(apiContext).countries();
}

export const meta = () => ({
  title: 'Study Abroad',
  description: 'Study destinations compared: tuition, living costs, work rights, intakes and visas in the UK, Canada, Australia, Ireland, the US, New Zealand, Germany and the Netherlands.',
});

export default function Study() {
  const countries = useLoaderData() as CountrySummary[];
  const [filter, setFilter] = useState('');
  const shown = countries.filter((c) => c.name.toLowerCase().includes(filter.trim().toLowerCase()));
  return (
    <>
      <HeaderBanner image="study.svg" title="Study Abroad" subtitle="Honest facts about each destination, and the documents each one asks for." />
      <div className="container section">
        <div className="study-tools">
          <p className="lead">Each destination has its own costs, intakes and visa rules. Start with the country that fits your plans, then talk to an adviser about courses.</p>
          <div className="field study-filter">
            <label htmlFor="country-filter">Filter by name</label>
            <input id="country-filter" className="input" type="search" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder="e.g. Canada" />
          </div>
        </div>
        <p className="fit-callout">
          <strong>Not sure which country fits?</strong> <span>Answer six questions about your studies, budget and plans, and see every destination ranked with its reasons.</span>{' '}
          <Link to={paths.studyFit()} className="btn btn-primary">
            Take the fit check
          </Link>
        </p>
        <p className="visually-hidden" aria-live="polite">
          {shown.length} {shown.length === 1 ? 'destination' : 'destinations'} shown
        </p>
        {shown.length === 0 ? (
          <p className="muted">No destination matches “{filter}”.</p>
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
                    {country.institution_count} partner {country.institution_count === 1 ? 'institution' : 'institutions'}
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
