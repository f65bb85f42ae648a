import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { Link } from '../../components/Link';
import type { AdminWidget } from '../../../shared/content';
import { formatDate } from '../../../shared/format';
import { portalPaths } from '../../../shared/portal-paths';
import { widgets as shared } from '../../../shared/resources';
import type { Paged } from '../../../shared/types';
import type { Column } from '../../components/admin/DataTable';
import { adminResource, loadList, ResourceList } from '../../components/admin/resource';

export const widgets = adminResource(shared, {
  title: 'Widgets',
  back: 'Back to widgets',
  paths: { list: portalPaths.adminWidgets, add: portalPaths.adminWidgetAdd, one: portalPaths.adminWidget },
  heading: (name) => `Widget “${name}”`,
  pageTitle: (name) => `Widget ${name}`,
});

export const loader = (args: LoaderFunctionArgs) => loadList(widgets, args);

const columns: Column<AdminWidget>[] = [
  { key: 'name', label: 'Name', sort: 'name', render: (w) => <Link to={portalPaths.adminWidget(w.id)}>{w.name}</Link> },
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
  return <ResourceList resource={widgets} data={useLoaderData() as Paged<AdminWidget>} intro="Named blocks of text and images used across the public pages. Editing one changes every page that shows it." columns={columns} />;
}
