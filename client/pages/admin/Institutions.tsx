import { type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import { formatDate } from '../../../shared/format';
import { portalPaths } from '../../../shared/portal-paths';
import { institutions as shared } from '../../../shared/resources';
import { type Institution, INSTITUTION_TYPES } from '../../../shared/study';
import type { Paged } from '../../../shared/types';
import type { Column } from '../../components/admin/DataTable';
import { adminResource, loadList, ResourceList } from '../../components/admin/resource';
import { apiContext } from '../../lib/context';

export const institutions = adminResource(shared, {
  title: 'Institutions',
  back: 'Back to institutions',
  paths: { list: portalPaths.adminInstitutions, add: portalPaths.adminInstitutionAdd, one: portalPaths.adminInstitution },
  adds: true,
});

interface Data {
  institutions: Paged<Institution>;
  countries: Array<{ slug: string; name: string }>;
}

export async function loader(args: LoaderFunctionArgs): Promise<Data> {
  const [list, countries] = await Promise.all([loadList(institutions, args), args.context.get(apiContext).adminList('study-countries', { sort: 'name', per_page: '100' })]);
  return { institutions: list, countries: countries.results };
}

export const typeLabel = (type: string) => INSTITUTION_TYPES.find((t) => t.value === type)?.label ?? type;

const columns: Column<Institution>[] = [
  {
    key: 'name',
    label: 'Name',
    sort: 'name',
    render: (i) => (
      <>
        <Link to={portalPaths.adminInstitution(i.id)}>{i.name}</Link> {!i.visible && <span className="badge">Hidden</span>}
      </>
    ),
  },
  { key: 'country', label: 'Country', render: (i) => i.country.name },
  { key: 'city', label: 'City', sort: 'city', render: (i) => i.city },
  { key: 'type', label: 'Type', sort: 'type', render: (i) => typeLabel(i.type) },
  { key: 'updated_at', label: 'Updated', sort: 'updated_at', render: (i) => formatDate(i.updated_at) },
];

export default function Institutions() {
  const { institutions: data, countries } = useLoaderData() as Data;
  const country = useSearchParams()[0].get('country');
  const addTo = country ? `${portalPaths.adminInstitutionAdd()}?country=${encodeURIComponent(country)}` : undefined;
  const filter = { name: 'country', label: 'Country', options: [{ value: '', label: 'All countries' }, ...countries.map((c) => ({ value: c.slug, label: c.name }))] };
  return <ResourceList resource={institutions} data={data} intro="The universities, colleges and language schools listed on each country’s page." addTo={addTo} columns={columns} filters={[filter]} />;
}
