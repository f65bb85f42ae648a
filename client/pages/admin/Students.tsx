// The students staff look after: an adviser's own, everyone for an admin (with a filter by adviser).
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import type { AdviserLoad } from '../../../shared/api-client';
import { formatDate } from '../../../shared/format';
import { portalPaths } from '../../../shared/portal-paths';
import type { Paged } from '../../../shared/types';
import type { StaffStudentSummary } from '../../../shared/workflow';
import type { Column, Filter } from '../../components/admin/DataTable';
import { TablePage } from '../../components/admin/resource';
import { Link } from '../../components/Link';
import { apiContext, sessionContext } from '../../lib/context';

interface Data {
  students: Paged<StaffStudentSummary>;
  /** Admins only: the adviser filter's choices. */
  advisers: AdviserLoad[] | null;
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<Data> {
  const api = context.get(apiContext);
  const isAdmin = context.get(sessionContext).user?.role === 'admin';
  const [students, advisers] = await Promise.all([api.staffStudents(Object.fromEntries(new URL(request.url).searchParams)), isAdmin ? api.staffAdvisers() : null]);
  return { students, advisers: advisers?.results ?? null };
}

const columns: Column<StaffStudentSummary>[] = [
  {
    key: 'name',
    label: 'Name',
    render: (s) => (
      <Link to={portalPaths.adminStudent(s.id)}>
        {s.firstname} {s.lastname}
      </Link>
    ),
  },
  { key: 'email', label: 'E-mail', render: (s) => s.email },
  { key: 'adviser', label: 'Adviser', render: (s) => s.adviser?.name ?? <span className="muted">None yet</span> },
  { key: 'applications', label: 'Applications', render: (s) => s.applications, className: 'num' },
  {
    key: 'unread',
    label: 'Unread',
    render: (s) =>
      s.unread > 0 ? (
        <Link to={`${portalPaths.adminStudent(s.id)}#conversation`} className="count-badge" aria-label={`${s.unread} unread ${s.unread === 1 ? 'message' : 'messages'} from ${s.firstname}`}>
          {s.unread}
        </Link>
      ) : (
        <span className="muted">0</span>
      ),
    className: 'num',
  },
  { key: 'created_at', label: 'Joined', render: (s) => formatDate(s.created_at) },
];

export default function Students() {
  const { students, advisers } = useLoaderData() as Data;
  const filters: Filter[] = advisers
    ? [
        {
          name: 'adviser_id',
          label: 'Adviser',
          options: [{ value: '', label: 'Any adviser' }, { value: 'none', label: 'No adviser yet' }, ...advisers.map((a) => ({ value: String(a.id), label: `${a.name} (${a.students})` }))],
        },
      ]
    : [];
  const intro = advisers ? 'Every student, with their adviser. Open one for their file: documents, applications and conversation.' : 'The students you look after. Open one for their file: documents, applications and conversation.';
  return <TablePage title="Students" intro={intro} caption="Students" columns={columns} data={students} defaultSort="name" searchLabel="Search by name or e-mail" filters={filters} empty="No students match this search." />;
}
