// The portal's first screen. Staff see their students' work (an adviser their own, an admin everyone's): students,
// applications by stage, deadlines this week, unread messages, documents to review; an admin also sees the site's
// sign-ups and contact messages.
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import type { StaffDashboard } from '../../../shared/api-client';
import { Link } from '../../components/Link';
import { formatDate } from '../../../shared/format';
import { portalPaths } from '../../../shared/portal-paths';
import type { AdminDashboard } from '../../../shared/types';
import { APPLICATION_STAGES, STAGE_LABELS } from '../../../shared/workflow';
import { AdminPage } from '../../components/AdminPage';
import { Card } from '../../components/ui';
import { StageBadge } from '../../components/workflow/applications';
import { apiContext, sessionContext, useSession } from '../../lib/context';

interface Data {
  staff: StaffDashboard;
  /** Admins only. */
  site: AdminDashboard | null;
}

export async function loader({ context }: LoaderFunctionArgs): Promise<Data> {
  const api = context.get(apiContext);
  const isAdmin = context.get(sessionContext).user?.role === 'admin';
  const [staff, site] = await Promise.all([api.staffDashboard(), isAdmin ? api.adminDashboard() : null]);
  return { staff, site };
}

function Stat({ to, value, label }: { to: string; value: number; label: string }) {
  return (
    <Link to={to} className="stat stat-link">
      <span className="stat-value">{value}</span>
      <span className="stat-label">{label}</span>
    </Link>
  );
}

export default function Dashboard() {
  const { staff, site } = useLoaderData() as Data;
  const { user } = useSession();
  const mine = user?.role !== 'admin';
  return (
    <AdminPage title="Dashboard" intro={user ? `Welcome back, ${user.firstname}.` : undefined}>
      <div className="stat-grid">
        <Stat to={portalPaths.adminStudents()} value={staff.students} label={mine ? 'Your students' : 'Students'} />
        <Stat to={portalPaths.adminStudents()} value={staff.unread_messages} label="Unread messages from students" />
        <Stat to={portalPaths.adminDocuments()} value={staff.pending_documents} label="Documents waiting for review" />
        {site && <Stat to={`${portalPaths.adminUsers()}?role=user&sort=created_at&dir=desc`} value={site.new_this_week} label="New sign-ups this week" />}
        {site && <Stat to={`${portalPaths.adminMessages()}?status=new`} value={site.unhandled_messages} label="Messages to answer" />}
      </div>
      <div className="admin-stack">
        <Card title={mine ? 'Your applications by stage' : 'Applications by stage'}>
          <ul className="stage-counts">
            {APPLICATION_STAGES.map((stage) => (
              <li key={stage} className={`stage-count stage-${stage}`}>
                <span className="stage-count-value">{staff.applications_by_stage[stage] ?? 0}</span>
                <span className="stage-count-label">{STAGE_LABELS[stage]}</span>
              </li>
            ))}
          </ul>
          <p>
            <Link to={portalPaths.adminApplications()}>Open the board</Link>
          </p>
        </Card>
        <Card title="Deadlines this week">
          {staff.deadlines_this_week.length === 0 ? (
            <p className="muted">No application deadlines in the next seven days.</p>
          ) : (
            <div className="table-scroll">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">Deadline</th>
                    <th scope="col">Student</th>
                    <th scope="col">Institution and course</th>
                    <th scope="col">Stage</th>
                  </tr>
                </thead>
                <tbody>
                  {staff.deadlines_this_week.map((a) => (
                    <tr key={a.id}>
                      <td>{formatDate(a.deadline)}</td>
                      <td>
                        <Link to={`${portalPaths.adminStudent(a.student.id)}#applications`}>{a.student.name}</Link>
                      </td>
                      <td>
                        {a.institution.name} <span className="muted">· {a.course}</span>
                      </td>
                      <td>
                        <StageBadge stage={a.stage} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Card>
        {site && (
          <Card title="Recent sign-ups">
            {site.recent.length === 0 ? (
              <p className="muted">No students have signed up yet.</p>
            ) : (
              <div className="table-scroll">
                <table className="table">
                  <thead>
                    <tr>
                      <th scope="col">Name</th>
                      <th scope="col">E-mail</th>
                      <th scope="col">Joined</th>
                    </tr>
                  </thead>
                  <tbody>
                    {site.recent.map((u) => (
                      <tr key={u.id}>
                        <td>
                          <Link to={portalPaths.adminUser(u.id)}>
                            {u.firstname} {u.lastname}
                          </Link>
                        </td>
                        <td>{u.email}</td>
                        <td>{formatDate(u.created_at)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </Card>
        )}
      </div>
    </AdminPage>
  );
}
