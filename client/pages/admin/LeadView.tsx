// One lead for staff (decision 0046): how to reach them, where they came from and what they asked about, their stage
// (with the reason when lost), notes, the owner (admins change it), an invitation to register, the timeline of
// everything that happened, and their consultations. Once they registered, their student file is a link away.
import { useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router-dom';
import * as z from 'zod';
import type { AdviserLoad, LeadDetail } from '../../../shared/api-client';
import { formatDateTime } from '../../../shared/format';
import { LEAD_STAGES, type LeadStage, SOURCE_FIELDS } from '../../../shared/leads';
import { portalPaths } from '../../../shared/portal-paths';
import { leadUpdateSchema } from '../../../shared/schemas/leads';
import { AdminPage } from '../../components/AdminPage';
import { DetailsCard } from '../../components/admin/resource';
import { CONSULTATION_STATUS_LABELS, LEAD_STAGE_LABELS, LeadStageBadge, sourceText } from '../../components/admin/leads';
import { FormAlert, SelectField, SubmitButton, TextAreaField, TextField, useForm } from '../../components/form';
import { Link } from '../../components/Link';
import { toast } from '../../components/Toast';
import { Card } from '../../components/ui';
import { apiContext, sessionContext, useSession } from '../../lib/context';
import { HttpError } from '../../lib/http';
import { leadsApi } from '../../lib/leads-api';

interface Data {
  lead: LeadDetail;
  advisers: AdviserLoad[] | null;
}

export async function loader({ params, context }: LoaderFunctionArgs): Promise<Data> {
  const api = context.get(apiContext);
  const isAdmin = context.get(sessionContext).user?.role === 'admin';
  const [lead, advisers] = await Promise.all([api.staffLead(params.id ?? ''), isAdmin ? api.staffAdvisers() : null]);
  return { lead, advisers: advisers?.results ?? null };
}

export const meta = (data: unknown) => {
  const { lead } = data as Data;
  return { title: lead.name || lead.email };
};

const EVENT_LABELS: Record<string, string> = {
  enquiry: 'Enquiry',
  consultation: 'Consultation',
  fit_check: 'Fit check',
  registration: 'Registration',
  note: 'Note',
  stage: 'Stage',
  owner: 'Owner',
  mail: 'Mail',
};

function StageForm({ lead, onSaved }: { lead: LeadDetail; onSaved: () => void }) {
  const form = useForm<{ stage: LeadStage; lost_reason: string }>(leadUpdateSchema, { stage: lead.stage, lost_reason: lead.lost_reason ?? '' });
  return (
    <form
      method="post"
      noValidate
      className="form lead-stage-form"
      onSubmit={form.handleSubmit(async (values) => {
        await leadsApi.updateLead(lead.id, values.stage === 'lost' ? values : { stage: values.stage });
        toast(`Stage set to ${LEAD_STAGE_LABELS[values.stage]}.`);
        onSaved();
      })}
    >
      <FormAlert message={form.message} />
      <SelectField label="Stage" options={LEAD_STAGES.map((s) => ({ value: s, label: LEAD_STAGE_LABELS[s] }))} {...form.text('stage')} />
      {form.values.stage === 'lost' && <TextField label="Why was the lead lost?" required maxLength={500} {...form.text('lost_reason')} />}
      <SubmitButton busy={form.busy} className="btn btn-small btn-primary">
        Save the stage
      </SubmitButton>
    </form>
  );
}

function NoteForm({ lead, onSaved }: { lead: LeadDetail; onSaved: () => void }) {
  const form = useForm<{ note: string }>(leadUpdateSchema, { note: '' });
  return (
    <form
      method="post"
      noValidate
      className="form"
      onSubmit={form.handleSubmit(async (values) => {
        await leadsApi.updateLead(lead.id, { note: values.note });
        form.setValues({ note: '' });
        toast('Note added.');
        onSaved();
      })}
    >
      <FormAlert message={form.message} />
      <TextAreaField label="Add a note" rows={3} maxLength={2000} {...form.text('note')} />
      <SubmitButton busy={form.busy} className="btn btn-small btn-primary">
        Add the note
      </SubmitButton>
    </form>
  );
}

/** The owner as the select has it: an adviser's id, or '' for nobody. */
const ownerSchema = z.object({ owner_id: z.string().regex(/^\d*$/, 'Choose an adviser from the list.') });

function OwnerForm({ lead, advisers, onSaved }: { lead: LeadDetail; advisers: AdviserLoad[]; onSaved: () => void }) {
  const form = useForm<{ owner_id: string }>(ownerSchema, { owner_id: lead.owner ? String(lead.owner.id) : '' });
  return (
    <form
      method="post"
      noValidate
      className="form lead-owner-form"
      onSubmit={form.handleSubmit(async (values) => {
        await leadsApi.updateLead(lead.id, { owner_id: values.owner_id ? Number(values.owner_id) : null });
        toast('Owner changed.');
        onSaved();
      })}
    >
      <FormAlert message={form.message} />
      <SelectField label="Owner" placeholder="Nobody" options={advisers.map((a) => ({ value: String(a.id), label: a.name }))} {...form.text('owner_id')} />
      <SubmitButton busy={form.busy} className="btn btn-small btn-primary">
        Change the owner
      </SubmitButton>
    </form>
  );
}

export default function LeadView() {
  const { lead, advisers } = useLoaderData() as Data;
  const { user: me } = useSession();
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();
  const [inviting, setInviting] = useState(false);

  async function invite() {
    setInviting(true);
    try {
      await leadsApi.invite(lead.id);
      toast(`An invitation to register is on its way to ${lead.email}.`);
      refresh();
    } catch (error) {
      if (error instanceof HttpError && error.status < 500) toast(error.body?.message ?? 'The invitation was not sent.', { variant: 'error' });
    } finally {
      setInviting(false);
    }
  }

  const rows: Array<[string, React.ReactNode]> = [
    ['E-mail', <a key="mail" href={`mailto:${lead.email}`}>{lead.email}</a>],
    ['Phone', lead.phone ?? ''],
    ['Destinations', lead.destinations.join(', ')],
    ['Owner', lead.owner?.name ?? ''],
    ['Source', sourceText(lead.source)],
    ...SOURCE_FIELDS.filter((f) => lead.source[f]).map((f): [string, string] => [f, lead.source[f]!]),
    ['First seen', formatDateTime(lead.created_at)],
    ['Last activity', formatDateTime(lead.last_activity_at)],
  ];
  const events = [...lead.events].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));

  return (
    <AdminPage
      title={lead.name || lead.email}
      intro={
        <>
          <LeadStageBadge stage={lead.stage} />
          {lead.stage === 'lost' && lead.lost_reason ? ` ${lead.lost_reason}` : ''}
          {lead.student_id !== null && (
            <>
              {' '}
              <Link to={portalPaths.adminStudent(lead.student_id)}>Open the student file</Link>
            </>
          )}
        </>
      }
      actions={
        lead.student_id === null && (
          <button type="button" className="btn btn-primary" disabled={inviting} aria-busy={inviting || undefined} onClick={() => void invite()}>
            Invite to register
          </button>
        )
      }
    >
      <div className="lead-grid">
        <div className="admin-stack">
          <DetailsCard rows={rows} />
          <Card title={`Consultations (${lead.consultations.length})`}>
            {lead.consultations.length === 0 ? (
              <p className="muted">No consultation booked.</p>
            ) : (
              <div className="table-scroll">
                <table className="table">
                  <thead>
                    <tr>
                      <th scope="col">When</th>
                      <th scope="col">Adviser</th>
                      <th scope="col">Status</th>
                      <th scope="col">Topic</th>
                    </tr>
                  </thead>
                  <tbody>
                    {lead.consultations.map((c) => (
                      <tr key={c.id}>
                        <td>{formatDateTime(c.start)}</td>
                        <td>{c.adviser.name}</td>
                        <td>{CONSULTATION_STATUS_LABELS[c.status]}</td>
                        <td>{c.topic || <span className="muted">None given</span>}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <p>
              <Link to={portalPaths.adminConsultations()}>All consultations</Link>
            </p>
          </Card>
          <Card title="Timeline">
            {events.length === 0 ? (
              <p className="muted">Nothing yet.</p>
            ) : (
              <ol className="lead-timeline">
                {events.map((e, i) => (
                  <li key={`${e.at}-${i}`} className={`lead-event lead-event-${e.kind}`}>
                    <p className="lead-event-head">
                      <strong>{EVENT_LABELS[e.kind] ?? e.kind}</strong> <span className="muted">· {formatDateTime(e.at)}{e.by ? ` · ${e.by.name}` : ''}</span>
                    </p>
                    <p className="lead-event-summary">{e.summary}</p>
                  </li>
                ))}
              </ol>
            )}
          </Card>
        </div>
        <div className="admin-stack">
          <Card title="Stage">
            <StageForm key={`${lead.stage}-${lead.lost_reason ?? ''}`} lead={lead} onSaved={refresh} />
          </Card>
          <Card title="Notes">
            <NoteForm lead={lead} onSaved={refresh} />
          </Card>
          {me?.role === 'admin' && advisers && (
            <Card title="Owner">
              <OwnerForm key={lead.owner?.id ?? 0} lead={lead} advisers={advisers} onSaved={refresh} />
            </Card>
          )}
        </div>
      </div>
    </AdminPage>
  );
}
