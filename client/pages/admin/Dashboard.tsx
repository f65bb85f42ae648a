// The portal's first screen. Staff see their students' work (an adviser their own, an admin everyone's): students,
// the plans' late and at-risk steps, applications by stage, deadlines this week, unread messages, documents to
// review; an admin also sees the site's
// sign-ups and contact messages, and the commission: what is overdue per currency and the enrolments no agreement
// covers (decision 0048). Below, the funnel of the leads first seen in a period (the last 90 days unless the
// address says otherwise), grouped by source, adviser or destination: a chart drawn on the server and the same in
// the browser (components/admin/FunnelChart.tsx), the table of its numbers and their CSV (decision 0046).
import { type LoaderFunctionArgs, useLoaderData, useNavigation } from 'react-router-dom';
import { PeriodForm } from '../../components/admin/PeriodForm';
import type { Funnel, StaffDashboard } from '../../../shared/api-client';
import { FUNNEL_GROUPS, type FunnelGroup } from '../../../shared/leads';
import { FUNNEL_COLUMNS, FunnelChart } from '../../components/admin/FunnelChart';
import { funnelCsvUrl } from '../../lib/leads-api';
import { Link } from '../../components/Link';
import { formatDate } from '../../../shared/format';
import { portalPaths } from '../../../shared/portal-paths';
import type { AdminDashboard } from '../../../shared/types';
import { APPLICATION_STAGES, STAGE_LABELS } from '../../../shared/workflow';
import { AdminPage } from '../../components/AdminPage';
import { Card } from '../../components/ui';
import { StageBadge } from '../../components/workflow/applications';
import { money } from '../../components/admin/commission';
import { PlanStatusBadge } from '../../components/workflow/PlanStatusBadge';
import { apiContext, sessionContext, useSession } from '../../lib/context';

interface FunnelQuery {
  from: string;
  to: string;
  by: FunnelGroup;
}

interface Data {
  staff: StaffDashboard;
  /** Admins only. */
  site: AdminDashboard | null;
  funnel: { query: FunnelQuery; answer: Funnel | null };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: string | null): v is string => v !== null && DAY.test(v) && !Number.isNaN(Date.parse(v));
const daysBefore = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

/** The funnel's period and grouping from the address: the last 90 days (UTC) by source unless it says otherwise. */
function funnelQuery(search: URLSearchParams): FunnelQuery {
  const today = new Date().toISOString().slice(0, 10);
  const to = isDay(search.get('to')) ? search.get('to')! : today;
  const from = isDay(search.get('from')) && search.get('from')! <= to ? search.get('from')! : daysBefore(to, 89);
  const by = FUNNEL_GROUPS.find((g) => g === search.get('by')) ?? 'source';
  return { from, to, by };
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<Data> {
  const api = context.get(apiContext);
  const isAdmin = context.get(sessionContext).user?.role === 'admin';
  const query = funnelQuery(new URL(request.url).searchParams);
  const [staff, site, answer] = await Promise.all([
    api.staffDashboard(),
    isAdmin ? api.adminDashboard() : null,
    // The rest of the dashboard does not wait on the funnel's failing: it says so in its place.
    api.staffFunnel({ ...query }).catch(() => null),
  ]);
  return { staff, site, funnel: { query, answer } };
}

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((part / whole) * 100)}%`);
const GROUP_LABELS: Record<FunnelGroup, string> = { source: 'Source', adviser: 'Adviser', destination: 'Destination' };

function FunnelCard({ funnel, mine }: { funnel: Data['funnel']; mine: boolean }) {
  const { query, answer } = funnel;
  const busy = useNavigation().state === 'loading';
  const group = GROUP_LABELS[query.by];
  const period = `${formatDate(query.from)} – ${formatDate(query.to)}`;
  const description = answer
    ? `Bar chart of the funnel by ${group.toLowerCase()}, ${period}: ${answer.totals.leads} leads, ${answer.totals.consultations} consultations, ${answer.totals.students} students, ${answer.totals.applied} applied, ${answer.totals.offers} offers, ${answer.totals.enrolled} enrolled. The table below has every number.`
    : '';
  return (
    <Card title={mine ? 'Your funnel' : 'Funnel'}>
      <p className="muted">
        The leads first seen in the period, and how many of them went on to each step{mine ? ' (the leads you own)' : ''}.
      </p>
      <PeriodForm id="funnel" query={query} groups={FUNNEL_GROUPS} labels={GROUP_LABELS} csvUrl={funnelCsvUrl(query)} className="funnel-tools" />
      {!answer ? (
        <p className="alert alert-error">The funnel could not be loaded just now.</p>
      ) : answer.rows.length === 0 ? (
        <p className="muted">No leads were first seen in this period.</p>
      ) : (
        <div aria-busy={busy || undefined}>
          <FunnelChart key={`${query.from}-${query.to}-${query.by}`} rows={answer.rows} description={description} />
          <div className="table-scroll">
            <table className="table funnel-table">
              <caption className="visually-hidden">
                Funnel by {group.toLowerCase()}, {period}: counts, and each step as a share of the leads
              </caption>
              <thead>
                <tr>
                  <th scope="col">{group}</th>
                  {FUNNEL_COLUMNS.map(([key, label]) => (
                    <th key={key} scope="col" className="num">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {answer.rows.map((row) => (
                  <tr key={row.key}>
                    <th scope="row">{row.label}</th>
                    {FUNNEL_COLUMNS.map(([key]) => (
                      <td key={key} className="num">
                        {row[key]}
                        {key !== 'leads' && <span className="funnel-rate"> {percent(row[key], row.leads)}</span>}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">All</th>
                  {FUNNEL_COLUMNS.map(([key]) => (
                    <td key={key} className="num">
                      {answer.totals[key]}
                      {key !== 'leads' && <span className="funnel-rate"> {percent(answer.totals[key], answer.totals.leads)}</span>}
                    </td>
                  ))}
                </tr>
              </tfoot>
            </table>
          </div>
        </div>
      )}
    </Card>
  );
}

/** The students' plan steps that are late or at risk, the soonest first: the ones an adviser should act on today. */
function PlanAlertsCard({ alerts, mine }: { alerts: StaffDashboard['plan_alerts']; mine: boolean }) {
  const shown = alerts.results.length;
  return (
    <Card title="Plans that need you" className="staff-plan-alerts">
      {alerts.count === 0 ? (
        <p className="muted">{mine ? 'No step of your students’ plans is late or at risk.' : 'No step of any student’s plan is late or at risk.'}</p>
      ) : (
        <>
          <p className="staff-plan-alerts-count">
            {alerts.count === 1 ? '1 step late or at risk' : `${alerts.count.toLocaleString('en-GB')} steps late or at risk`}
            {shown < alerts.count && <span className="muted"> (the first {shown} by due date)</span>}
          </p>
          <div className="table-scroll">
            <table className="table staff-plan-alerts-table">
              <caption className="visually-hidden">Plan steps late or at risk, by due date</caption>
              <thead>
                <tr>
                  <th scope="col">Student</th>
                  <th scope="col">Step</th>
                  <th scope="col">Status</th>
                  <th scope="col">Due</th>
                  <th scope="col">Why</th>
                </tr>
              </thead>
              <tbody>
                {alerts.results.map((alert) => (
                  <tr key={`${alert.student.id}-${alert.key}`}>
                    <td>
                      <Link to={`${portalPaths.adminStudent(alert.student.id)}#plan`}>{alert.student.name}</Link>
                    </td>
                    <td>{alert.title}</td>
                    <td>
                      <PlanStatusBadge status={alert.status} />
                    </td>
                    <td className="staff-plan-alert-due">{alert.due_on ? <time dateTime={alert.due_on}>{formatDate(alert.due_on)}</time> : <span className="muted">No date</span>}</td>
                    <td className="staff-plan-alert-reason">{alert.reason ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Card>
  );
}

/**
 * The commission at a glance, for admins (an adviser's dashboard answer has no commission): what is overdue, per
 * currency as amounts in different currencies are never added up, and the enrolments no agreement covers, which
 * made no receivable until one is added.
 */
function CommissionCard({ site }: { site: AdminDashboard }) {
  const { overdue_receivables: overdue, enrolments_without_agreement: unmatched, withdrawn_after_invoice: withdrawn } = site;
  const currencies = Object.entries(overdue.by_currency).sort(([a], [b]) => a.localeCompare(b));
  const shown = unmatched.results.length;
  return (
    <Card title="Commission" className="commission-panel">
      <h3 className="commission-panel-heading">Overdue</h3>
      {overdue.count === 0 ? (
        <p className="muted">No receivable is overdue.</p>
      ) : (
        <>
          <ul className="commission-overdue-list">
            {currencies.map(([currency, minor]) => (
              <li key={currency}>
                <strong>{money(minor, currency)}</strong> overdue in {currency}
              </li>
            ))}
          </ul>
          <p>
            <Link to={`${portalPaths.adminCommission()}?overdue=true#receivables`}>
              See the {overdue.count === 1 ? 'overdue receivable' : `${overdue.count.toLocaleString('en-GB')} overdue receivables`}
            </Link>
          </p>
        </>
      )}
      {withdrawn.count > 0 && (
        <>
          <h3 className="commission-panel-heading">
            Withdrawn after invoicing <span className="commission-count">({withdrawn.count})</span>
          </h3>
          <p className="muted">These enrolments were withdrawn after their invoice was issued: the institution may ask for a credit note.</p>
          <ul className="commission-withdrawn-list">
            {withdrawn.results.map((w) => (
              <li key={w.receivable_id}>
                {w.invoice_number}: {w.student.name}, {w.institution.name}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3 className="commission-panel-heading">
        Enrolments without an agreement <span className="commission-count">({unmatched.count})</span>
      </h3>
      {unmatched.count === 0 ? (
        <p className="muted">Every enrolment is covered by an agreement.</p>
      ) : (
        <>
          <p className="muted">
            These students enrolled at an institution with no agreement for their intake, so nothing is expected from it yet.
            {shown < unmatched.count && ` The first ${shown} are shown.`}
          </p>
          <div className="table-scroll">
            <table className="table commission-unmatched-table">
              <caption className="visually-hidden">Enrolments without an agreement</caption>
              <thead>
                <tr>
                  <th scope="col">Student</th>
                  <th scope="col">Institution</th>
                </tr>
              </thead>
              <tbody>
                {unmatched.results.map((e) => (
                  <tr key={e.application_id}>
                    <td>
                      <Link to={`${portalPaths.adminStudent(e.student.id)}#applications`}>{e.student.name}</Link>
                    </td>
                    <td>{e.institution.name}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            <Link to={`${portalPaths.adminCommission()}#agreements`}>Add an agreement</Link>
          </p>
        </>
      )}
    </Card>
  );
}

function Stat({ to, value, label }: { to: string; value: number; label: string }) {
  return (
    <Link to={to} className="stat stat-link">
      <span className="stat-value">{value.toLocaleString('en-GB')}</span>
      <span className="stat-label">{label}</span>
    </Link>
  );
}

export default function Dashboard() {
  const { staff, site, funnel } = useLoaderData() as Data;
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
        <PlanAlertsCard alerts={staff.plan_alerts} mine={mine} />
        {site && <CommissionCard site={site} />}
        <FunnelCard funnel={funnel} mine={mine} />
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
              {staff.deadlines_this_week_total > staff.deadlines_this_week.length && (
                <p className="muted">
                  The {staff.deadlines_this_week.length} soonest of {staff.deadlines_this_week_total.toLocaleString('en-GB')} deadlines this week.
                </p>
              )}
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
