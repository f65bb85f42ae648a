import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { Link } from '../../components/Link';
import { formatDate } from '../../../shared/format';
import { paths } from '../../../shared/paths';
import type { AdminDashboard } from '../../../shared/types';
import { AdminPage } from '../../components/AdminPage';
import { Card } from '../../components/ui';
import { apiContext, useSession } from '../../lib/context';

export function loader({ context }: LoaderFunctionArgs) {
  return context.get(apiContext).adminDashboard();
}

export default function Dashboard() {
  const data = useLoaderData() as AdminDashboard;
  const { user } = useSession();
  return (
    <AdminPage title="Dashboard" intro={user ? `Welcome back, ${user.firstname}.` : undefined}>
      <div className="stat-grid">
        <Link to={`${paths.adminUsers()}?role=user`} className="stat stat-link">
          <span className="stat-value">{data.students}</span>
          <span className="stat-label">Students</span>
        </Link>
        <Link to={`${paths.adminUsers()}?role=user&sort=created_at&dir=desc`} className="stat stat-link">
          <span className="stat-value">{data.new_this_week}</span>
          <span className="stat-label">New sign-ups this week</span>
        </Link>
        <Link to={paths.adminDocuments()} className="stat stat-link">
          <span className="stat-value">{data.pending_documents}</span>
          <span className="stat-label">Documents waiting for review</span>
        </Link>
        <Link to={`${paths.adminMessages()}?status=new`} className="stat stat-link">
          <span className="stat-value">{data.unhandled_messages}</span>
          <span className="stat-label">Messages to answer</span>
        </Link>
      </div>
      <Card title="Recent sign-ups">
        {data.recent.length === 0 ? (
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
                {data.recent.map((u) => (
                  <tr key={u.id}>
                    <td>
                      <Link to={paths.adminUser(u.id)}>
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
    </AdminPage>
  );
}
