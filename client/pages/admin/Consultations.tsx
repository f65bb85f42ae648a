// A week of consultations for staff (decision 0046), by day in the reader's own time zone (their profile's): an
// adviser's own, everyone's or one adviser's for an admin. Each can be marked attended, missed or cancelled (a
// cancellation mails both sides), and carries the adviser's notes.
import { useState } from 'react';
import { Form, type LoaderFunctionArgs, useLoaderData, useRevalidator, useSearchParams } from 'react-router-dom';
import type { AdviserLoad, StaffConsultation } from '../../../shared/api-client';
import { localDateTime } from '../../../shared/consultation-days';
import { CONSULTATION_STATUSES, type ConsultationStatus } from '../../../shared/leads';
import { portalPaths } from '../../../shared/portal-paths';
import { AdminPage } from '../../components/AdminPage';
import { CONSULTATION_STATUS_LABELS, ConsultationStatusBadge } from '../../components/admin/leads';
import { Link } from '../../components/Link';
import { toast } from '../../components/Toast';
import { Card } from '../../components/ui';
import { apiContext, sessionContext, useSession } from '../../lib/context';
import { HttpError } from '../../lib/http';
import { leadsApi } from '../../lib/leads-api';

interface Data {
  week: { from: string; to: string };
  consultations: StaffConsultation[];
  advisers: AdviserLoad[] | null;
}

const addDays = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The Monday of the week of `day` (UTC dates). */
const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

export async function loader({ request, context }: LoaderFunctionArgs): Promise<Data> {
  const api = context.get(apiContext);
  const params = new URL(request.url).searchParams;
  const isAdmin = context.get(sessionContext).user?.role === 'admin';
  const asked = params.get('week') ?? '';
  const from = mondayOf(/^\d{4}-\d{2}-\d{2}$/.test(asked) && !Number.isNaN(Date.parse(asked)) ? asked : new Date().toISOString().slice(0, 10));
  const to = addDays(from, 6);
  const adviser = params.get('adviser_id') ?? '';
  const [list, advisers] = await Promise.all([
    api.staffConsultations({ from, to, ...(isAdmin && adviser ? { adviser_id: adviser } : {}) }),
    isAdmin ? api.staffAdvisers() : null,
  ]);
  return { week: { from, to }, consultations: list.results, advisers: advisers?.results ?? null };
}

function ConsultationRow({ c, zone, showAdviser, onChanged }: { c: StaffConsultation; zone: string; showAdviser: boolean; onChanged: () => void }) {
  const [notes, setNotes] = useState(c.notes ?? '');
  const [busy, setBusy] = useState(false);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit' });

  async function save(change: { status?: ConsultationStatus; notes?: string | null }, done: string) {
    setBusy(true);
    try {
      await leadsApi.updateConsultation(c.id, change);
      toast(done);
      onChanged();
    } catch (error) {
      if (error instanceof HttpError && error.status < 500) toast(error.body?.message ?? 'That was not saved.', { variant: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className={`agenda-item agenda-${c.status}`}>
      <div className="agenda-time">
        {time.format(new Date(c.start))}–{time.format(new Date(c.end))}
      </div>
      <div className="agenda-body">
        <p className="agenda-who">
          <Link to={portalPaths.adminLead(c.lead_id)}>{c.name}</Link> <span className="muted">· {c.email}</span>
          {c.phone && <span className="muted"> · {c.phone}</span>}
          {showAdviser && <span className="muted"> · with {c.adviser.name}</span>} <ConsultationStatusBadge status={c.status} />
        </p>
        {c.topic && <p className="agenda-topic">{c.topic}</p>}
        <p className="muted agenda-meta">
          {c.destination ? `Destination: ${c.destination} · ` : ''}Their time zone: {c.time_zone}
        </p>
        <div className="agenda-actions">
          <label htmlFor={`status-${c.id}`}>Status</label>
          <select
            id={`status-${c.id}`}
            className="input input-small"
            value={c.status}
            disabled={busy}
            onChange={(e) => void save({ status: e.target.value as ConsultationStatus }, `Marked ${CONSULTATION_STATUS_LABELS[e.target.value as ConsultationStatus].toLowerCase()}.`)}
          >
            {CONSULTATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {CONSULTATION_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <details className="disclosure agenda-notes">
          <summary>{c.notes ? 'Notes' : 'Add notes'}</summary>
          <form
            className="form"
            onSubmit={(e) => {
              e.preventDefault();
              void save({ notes: notes.trim() === '' ? null : notes }, 'Notes saved.');
            }}
          >
            <div className="field">
              <label htmlFor={`notes-${c.id}`}>Notes on {c.name}’s consultation</label>
              <textarea id={`notes-${c.id}`} className="input textarea" rows={3} maxLength={2000} value={notes} onChange={(e) => setNotes(e.target.value)} />
            </div>
            <button type="submit" className="btn btn-small btn-primary" disabled={busy}>
              Save the notes
            </button>
          </form>
        </details>
      </div>
    </li>
  );
}

export default function Consultations() {
  const { week, consultations, advisers } = useLoaderData() as Data;
  const { user } = useSession();
  const [params] = useSearchParams();
  const revalidator = useRevalidator();
  const zone = user?.time_zone || 'UTC';
  const status = params.get('status') ?? '';
  const shown = consultations.filter((c) => !status || c.status === status);
  const dayLabel = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });
  const days = new Map<string, StaffConsultation[]>();
  for (const c of [...shown].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    const [day] = localDateTime(new Date(c.start), zone);
    days.set(day, [...(days.get(day) ?? []), c]);
  }
  const link = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    return `${portalPaths.adminConsultations()}?${next}`;
  };

  return (
    <AdminPage
      title="Consultations"
      intro={`${advisers ? 'Every adviser’s consultations' : 'Your consultations'} in the week of ${dayLabel.format(new Date(`${week.from}T12:00:00Z`))}, times in ${zone}.`}
      actions={
        user?.role === 'adviser' && (
          <Link to={portalPaths.adminAvailability()} className="btn btn-ghost">
            Your hours
          </Link>
        )
      }
    >
      <nav className="week-nav" aria-label="Weeks">
        <Link className="btn btn-small btn-ghost" to={link({ week: addDays(week.from, -7) })} rel="prev">
          ‹ Previous week
        </Link>
        <Link className="btn btn-small btn-ghost" to={link({ week: '' })}>
          This week
        </Link>
        <Link className="btn btn-small btn-ghost" to={link({ week: addDays(week.from, 7) })} rel="next">
          Next week ›
        </Link>
      </nav>
      <Form method="get" className="table-tools" role="search">
        <input type="hidden" name="week" value={week.from} />
        {advisers && (
          <div className="field">
            <label htmlFor="agenda-adviser">Adviser</label>
            <select id="agenda-adviser" className="input" name="adviser_id" defaultValue={params.get('adviser_id') ?? ''}>
              <option value="">Every adviser</option>
              {advisers.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="field">
          <label htmlFor="agenda-status">Status</label>
          <select id="agenda-status" className="input" name="status" defaultValue={status}>
            <option value="">Any status</option>
            {CONSULTATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {CONSULTATION_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-primary">
          Apply
        </button>
      </Form>
      {days.size === 0 ? (
        <Card>
          <p className="muted">No consultations this week{status ? ' with that status' : ''}.</p>
        </Card>
      ) : (
        <div className="admin-stack">
          {[...days].map(([day, list]) => (
            <Card key={day} title={dayLabel.format(new Date(`${day}T12:00:00Z`))}>
              <ul className="agenda">
                {list.map((c) => (
                  <ConsultationRow key={`${c.id}-${c.status}-${c.notes ?? ''}`} c={c} zone={zone} showAdviser={Boolean(advisers)} onChanged={() => void revalidator.revalidate()} />
                ))}
              </ul>
            </Card>
          ))}
        </div>
      )}
    </AdminPage>
  );
}
