import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router-dom';
import { Link } from '../../components/Link';
import { formatDate } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import type { Country } from '../../../shared/study';
import type { Paged } from '../../../shared/types';
import { confirmDelete } from '../../components/admin/actions';
import { OrderedList } from '../../components/admin/OrderedList';
import { AdminPage } from '../../components/AdminPage';
import { Flag } from '../../components/Flag';
import { Card } from '../../components/ui';
import { apiContext } from '../../lib/context';

export function loader({ context }: LoaderFunctionArgs) {
  return context.get(apiContext).adminList('study-countries', { sort: 'position', per_page: '100' });
}

/** Facts older than this are flagged for a fresh check. */
const STALE_AFTER_DAYS = 180;
const isStale = (checked: string | null) => !checked || Date.now() - Date.parse(`${checked}T00:00:00Z`) > STALE_AFTER_DAYS * 86_400_000;

export default function StudyCountries() {
  const data = useLoaderData() as Paged<Country>;
  const revalidator = useRevalidator();
  return (
    <AdminPage
      title="Study Countries"
      intro="The destinations on the Study Abroad pages, with their facts and required documents. Drag them into the order they should appear in."
      actions={
        <Link to={paths.adminStudyCountryAdd()} className="btn btn-primary">
          Add country
        </Link>
      }
    >
      <Card>
        <OrderedList
          items={data.results}
          orderUrl="/api/admin/study-countries/order"
          label="Study countries, in display order"
          getLabel={(c) => c.name}
          empty="No study countries yet."
          renderItem={(country) => (
            <div className="ordered-row">
              <Flag code={country.flag} />
              <span className="ordered-main">
                <Link to={paths.adminStudyCountry(country.id)}>{country.name}</Link>
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
              </span>
              <button
                type="button"
                className="btn btn-small btn-ghost"
                onClick={() =>
                  void confirmDelete(`study country “${country.name}”`, `/api/admin/study-countries/${country.id}`).then((done) => {
                    if (done) void revalidator.revalidate();
                  })
                }
              >
                Delete
              </button>
            </div>
          )}
        />
      </Card>
    </AdminPage>
  );
}
