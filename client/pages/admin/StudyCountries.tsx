import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { formatDate } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import { portalPaths } from '../../../shared/portal-paths';
import { countries as shared } from '../../../shared/resources';
import type { Country } from '../../../shared/study';
import type { Paged } from '../../../shared/types';
import { adminResource, loadList, type OrderedRow, ResourceList } from '../../components/admin/resource';
import { Flag } from '../../components/Flag';

export const countries = adminResource(shared, {
  title: 'Study Countries',
  back: 'Back to study countries',
  paths: { list: portalPaths.adminStudyCountries, add: portalPaths.adminStudyCountryAdd, one: portalPaths.adminStudyCountry },
  adds: true,
  site: (c) => paths.country(c.slug),
});

export const loader = (args: LoaderFunctionArgs) => loadList(countries, args);

/** Facts older than this are flagged for a fresh check. */
const STALE_AFTER_DAYS = 180;
const isStale = (checked: string | null) => !checked || Date.now() - Date.parse(`${checked}T00:00:00Z`) > STALE_AFTER_DAYS * 86_400_000;

function Detail({ country }: { country: Country }) {
  return (
    <>
      <span className="muted">
        {' '}
        · {country.institution_count} {country.institution_count === 1 ? 'institution' : 'institutions'} · {country.required_documents.length} documents
      </span>{' '}
      {!country.visible && <span className="badge">Hidden</span>}{' '}
      {isStale(country.facts_checked_on) ? (
        <span className="badge badge-warning">{country.facts_checked_on ? `Facts checked ${formatDate(country.facts_checked_on)}` : 'Facts never checked'}</span>
      ) : (
        <span className="muted small">Facts checked {formatDate(country.facts_checked_on)}</span>
      )}
    </>
  );
}

const row: OrderedRow<Country> = {
  label: 'Study countries, in display order',
  lead: (country) => <Flag code={country.flag} />,
  detail: (country) => <Detail country={country} />,
};

export default function StudyCountries() {
  return <ResourceList resource={countries} data={useLoaderData() as Paged<Country>} intro="The destinations on the Study Abroad pages, with their facts and required documents. Drag them into the order they should appear in." row={row} />;
}
