import { type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { formatDate } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import { type Institution, INSTITUTION_TYPES } from '../../../shared/study';
import type { Paged } from '../../../shared/types';
import { type Column, DataTable } from '../../components/admin/DataTable';
import { AdminPage } from '../../components/AdminPage';
import { apiContext } from '../../lib/context';

interface Data {
  institutions: Paged<Institution>;
  countries: Array<{ slug: string; name: string }>;
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<Data> {
  const api = context.get(apiContext);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const [institutions, countries] = await Promise.all([api.adminList('institutions', params), api.adminList('study-countries', { sort: 'name', per_page: '100' })]);
  return { institutions, countries: countries.results };
}

export const typeLabel = (type: string) => INSTITUTION_TYPES.find((t) => t.value === type)?.label ?? type;

const columns: Column<Institution>[] = [
  {
    key: 'name',
    label: 'Name',
    sort: 'name',
    render: (i) => (
      <>
        <Link to={paths.adminInstitution(i.id)}>{i.name}</Link> {!i.visible && <span className="badge">Hidden</span>}
      </>
    ),
  },
  { key: 'country', label: 'Country', render: (i) => i.country.name },
  { key: 'city', label: 'City', sort: 'city', render: (i) => i.city },
  { key: 'type', label: 'Type', sort: 'type', render: (i) => typeLabel(i.type) },
  { key: 'updated_at', label: 'Updated', sort: 'updated_at', render: (i) => formatDate(i.updated_at) },
];

export default function Institutions() {
  const { institutions, countries } = useLoaderData() as Data;
  const country = useSearchParams()[0].get('country');
  return (
    <AdminPage
      title="Institutions"
      intro="The universities, colleges and language schools listed on each country’s page."
      actions={
        <Link to={country ? `${paths.adminInstitutionAdd()}?country=${encodeURIComponent(country)}` : paths.adminInstitutionAdd()} className="btn btn-primary">
          Add institution
        </Link>
      }
    >
      <DataTable
        caption="Institutions"
        columns={columns}
        data={institutions}
        defaultSort="name"
        searchLabel="Search institutions"
        filters={[{ name: 'country', label: 'Country', options: [{ value: '', label: 'All countries' }, ...countries.map((c) => ({ value: c.slug, label: c.name }))] }]}
        empty="No institutions match."
      />
    </AdminPage>
  );
}
