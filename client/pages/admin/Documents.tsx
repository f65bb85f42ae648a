import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { Link } from '../../components/Link';
import { type AdminDocument, kindLabel } from '../../../shared/documents';
import { formatDateTime } from '../../../shared/format';
import { portalPaths } from '../../../shared/portal-paths';
import type { Paged } from '../../../shared/types';
import type { Column, Filter } from '../../components/admin/DataTable';
import { TablePage } from '../../components/admin/resource';
import { StatusBadge } from '../../components/documents/StatusBadge';
import { apiContext } from '../../lib/context';

export function loader({ request, context }: LoaderFunctionArgs) {
  return context.get(apiContext).adminDocuments(Object.fromEntries(new URL(request.url).searchParams));
}

const columns: Column<AdminDocument>[] = [
  { key: 'uploaded', label: 'Uploaded', sort: 'uploaded', render: (d) => formatDateTime(d.updated_at) },
  {
    key: 'student',
    label: 'Student',
    render: (d) => (
      <Link to={`${portalPaths.adminStudent(d.user.id)}#documents`}>
        {d.user.firstname} {d.user.lastname}
      </Link>
    ),
  },
  {
    key: 'document',
    label: 'Document',
    render: (d) => (
      <>
        {kindLabel(d.kind)} <span className="muted">· {d.current.original_name}</span>
      </>
    ),
  },
  { key: 'status', label: 'Status', render: (d) => <StatusBadge status={d.status} /> },
  {
    key: 'review',
    label: 'Review',
    render: (d) => (
      <Link to={`${portalPaths.adminStudent(d.user.id)}#documents`} aria-label={`Review ${d.current.original_name} (${kindLabel(d.kind)}) of ${d.user.firstname} ${d.user.lastname}`}>
        Review
      </Link>
    ),
  },
];

const statuses = [
  { value: 'pending', label: 'Waiting for review' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'approved', label: 'Approved' },
  { value: '', label: 'Any status' },
];
const statusFilter: Filter = { name: 'status', label: 'Status', default: 'pending', options: statuses };

export default function Documents() {
  const data = useLoaderData() as Paged<AdminDocument>;
  const intro = 'Documents waiting for review, oldest first. Open one to preview it and approve or reject it.';
  return <TablePage title="Documents" intro={intro} caption="Documents" columns={columns} data={data} defaultSort="uploaded" searchLabel="Search by student name or e-mail" filters={[statusFilter]} empty="Nothing is waiting for review." />;
}
