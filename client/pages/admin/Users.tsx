import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { Link } from '../../components/Link';
import { formatDate } from '../../../shared/format';
import { portalPaths } from '../../../shared/portal-paths';
import type { AdminUser, Paged } from '../../../shared/types';
import type { PersonRef } from '../../../shared/workflow';
import type { Column, Filter } from '../../components/admin/DataTable';
import { TablePage } from '../../components/admin/resource';
import { apiContext } from '../../lib/context';

export function loader({ request, context }: LoaderFunctionArgs) {
  return context.get(apiContext).adminUsers(Object.fromEntries(new URL(request.url).searchParams));
}

const columns: Column<AdminUser>[] = [
  {
    key: 'name',
    label: 'Name',
    sort: 'name',
    render: (u) => (
      <Link to={portalPaths.adminUser(u.id)}>
        {u.firstname} {u.lastname}
      </Link>
    ),
  },
  { key: 'email', label: 'E-mail', sort: 'email', render: (u) => u.email },
  { key: 'role', label: 'Role', sort: 'role', render: (u) => <span className={u.role === 'user' ? 'badge' : 'badge badge-admin'}>{u.role === 'admin' ? 'Admin' : u.role === 'adviser' ? 'Adviser' : 'Student'}</span> },
  { key: 'adviser', label: 'Adviser', render: (u) => (u.role === 'user' ? ((u as AdminUser & { adviser?: PersonRef | null }).adviser?.name ?? <span className="muted">None yet</span>) : '') },
  { key: 'status', label: 'Status', render: (u) =>
      u.deletion_requested_at ? (
        <span className="badge badge-danger">Deletion requested</span>
      ) : u.disabled_at ? (
        <span className="badge badge-danger">Disabled</span>
      ) : (
        <span className="badge badge-success">Active</span>
      ),
  },
  { key: 'created_at', label: 'Joined', sort: 'created_at', render: (u) => formatDate(u.created_at) },
];

const filters: Filter[] = [
  { name: 'role', label: 'Role', options: [{ value: '', label: 'All roles' }, { value: 'user', label: 'Students' }, { value: 'adviser', label: 'Advisers' }, { value: 'admin', label: 'Admins' }] },
  { name: 'status', label: 'Status', options: [{ value: '', label: 'Any status' }, { value: 'active', label: 'Active' }, { value: 'disabled', label: 'Disabled' }] },
];

export default function Users() {
  const data = useLoaderData() as Paged<AdminUser>;
  const add = (
    <Link to={portalPaths.adminUserAdd()} className="btn btn-primary">
      Add user
    </Link>
  );
  return <TablePage title="Users" intro="Every student and staff account. Open one to see its details and documents." actions={add} caption="Users" columns={columns} data={data} defaultSort="name" searchLabel="Search by name or e-mail" filters={filters} empty="No users match this search." />;
}
