import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { Link } from '../../components/Link';
import { formatDateTime } from '../../../shared/format';
import { portalPaths } from '../../../shared/portal-paths';
import type { ContactMessage } from '../../../shared/study';
import { ENQUIRY_TYPES } from '../../../shared/study';
import type { Paged } from '../../../shared/types';
import type { Column } from '../../components/admin/DataTable';
import { TablePage } from '../../components/admin/resource';
import { apiContext } from '../../lib/context';

export function loader({ request, context }: LoaderFunctionArgs) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  return context.get(apiContext).adminList('messages', { sort: 'created_at', dir: 'desc', ...params });
}

export const enquiryLabel = (type: string) => ENQUIRY_TYPES.find((t) => t.value === type)?.label ?? type;

export function MessageStatus({ message }: { message: ContactMessage }) {
  return message.handled_at ? <span className="badge badge-success">Handled</span> : <span className="badge badge-warning">New</span>;
}

const columns: Column<ContactMessage>[] = [
  { key: 'created_at', label: 'Received', sort: 'created_at', render: (m) => formatDateTime(m.created_at) },
  {
    key: 'name',
    label: 'From',
    sort: 'name',
    render: (m) => (
      <>
        <Link to={portalPaths.adminMessage(m.id)}>{m.name}</Link>
        <span className="muted small table-sub">{m.email}</span>
      </>
    ),
  },
  { key: 'enquiry_type', label: 'About', render: (m) => enquiryLabel(m.enquiry_type) },
  { key: 'message', label: 'Message', render: (m) => <span className="table-excerpt">{m.message.length > 90 ? `${m.message.slice(0, 90)}…` : m.message}</span> },
  { key: 'status', label: 'Status', render: (m) => <MessageStatus message={m} /> },
];

const statuses = [
  { value: '', label: 'All messages' },
  { value: 'new', label: 'New' },
  { value: 'handled', label: 'Handled' },
];

export default function Messages() {
  const data = useLoaderData() as Paged<ContactMessage>;
  return <TablePage title="Messages" intro="Enquiries from the contact form. Answer each within one working day, then mark it handled." caption="Contact messages" columns={columns} data={data} defaultSort="created_at" defaultDir="desc" searchLabel="Search messages" filters={[{ name: 'status', label: 'Status', options: statuses }]} empty="No messages match." />;
}
