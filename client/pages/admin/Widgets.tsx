import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { Link } from '../../components/Link';
import type { AdminWidget } from '../../../shared/content';
import { formatDate } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import type { Paged } from '../../../shared/types';
import { type Column, DataTable } from '../../components/admin/DataTable';
import { AdminPage } from '../../components/AdminPage';
import { apiContext } from '../../lib/context';

export function loader({ request, context }: LoaderFunctionArgs) {
  return context.get(apiContext).adminList('widgets', Object.fromEntries(new URL(request.url).searchParams));
}

const columns: Column<AdminWidget>[] = [
  { key: 'name', label: 'Name', sort: 'name', render: (w) => <Link to={paths.adminWidget(w.id)}>{w.name}</Link> },
  { key: 'title', label: 'Title', sort: 'title', render: (w) => w.title },
  { key: 'kind', label: 'Kind', render: (w) => (w.kind === 'image' ? 'Image' : 'Text') },
  {
    key: 'pages',
    label: 'Shown on',
    render: (w) =>
      w.pages.length ? (
        <ul className="inline-list">
          {w.pages.map((p) => (
            <li key={p}>
              <Link to={p}>{p}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <span className="muted">No page yet</span>
      ),
  },
  { key: 'updated_at', label: 'Updated', sort: 'updated_at', render: (w) => formatDate(w.updated_at) },
];

export default function Widgets() {
  const data = useLoaderData() as Paged<AdminWidget>;
  return (
    <AdminPage
      title="Widgets"
      intro="Named blocks of text and images used across the public pages. Editing one changes every page that shows it."
      actions={
        <Link to={paths.adminWidgetAdd()} className="btn btn-primary">
          Add widget
        </Link>
      }
    >
      <DataTable caption="Widgets" columns={columns} data={data} defaultSort="name" searchLabel="Search widgets" empty="No widgets match." />
    </AdminPage>
  );
}
