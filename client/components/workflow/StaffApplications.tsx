// Staff's side of a student's applications (the student file): each application with the student's reply to its
// offer, its editors (move it to a stage with a note and deadline; the offer and visa details) and a form to add one.
import { useId } from 'react';
import { type Application, APPLICATION_STAGES, STAGE_LABELS } from '../../../shared/workflow';
import { SelectField, SubmitButton, SubmitForm, TextAreaField, TextField, useForm } from '../form';
import { toast } from '../Toast';
import { ApplicationFacts, type InstitutionChoice, InstitutionSelect, StageBadge, Timeline } from './applications';
import { OfferFacts, OfferVisaEditor, ReplyBadge } from './OfferEditor';
import { type ApplicationUpdateValues, applicationUpdateSchema, orNull, type StaffApplicationValues, staffApplicationSchema } from './forms';
import { api } from '../../lib/http';

export const stageOptions = APPLICATION_STAGES.map((stage) => ({ value: stage, label: STAGE_LABELS[stage] }));

function ApplicationEditor({ application, onSaved }: { application: Application; onSaved: () => void }) {
  const initial = { stage: application.stage as string, deadline: application.deadline ?? '', note: '' };
  const form = useForm<ApplicationUpdateValues>(applicationUpdateSchema, initial);
  return (
    <SubmitForm
      form={form}
      action={async (values) => {
        const body: Record<string, unknown> = {};
        if (values.stage !== application.stage) body.stage = values.stage;
        if ((values.deadline || null) !== application.deadline) body.deadline = orNull(values.deadline);
        if (values.note.trim()) body.note = values.note;
        if (Object.keys(body).length === 0) {
          form.setMessage('Nothing has changed.');
          return;
        }
        await api.updateApplication({ id: application.id }, body);
        toast(body.stage ? `Moved to ${STAGE_LABELS[values.stage as Application['stage']]}. The student has been told by e-mail.` : 'The application has been saved.');
        form.set('note', '');
        onSaved();
      }}
    >
      <div className="form-grid">
        <SelectField label="Stage" {...form.text('stage')} options={stageOptions} />
        <TextField label="Deadline" type="date" {...form.text('deadline')} />
      </div>
      <TextAreaField label="Note" hint="Kept in the history with a change of stage; the student sees it." {...form.text('note')} rows={2} maxLength={2000} />
      <div className="form-actions">
        <SubmitButton busy={form.busy}>Save application</SubmitButton>
      </div>
    </SubmitForm>
  );
}

export function StaffApplicationList({ applications, onChanged }: { applications: Application[]; onChanged: () => void }) {
  if (applications.length === 0) return <p className="muted">No applications yet.</p>;
  return (
    <ul className="application-list staff-application-list">
      {applications.map((application) => (
        <li key={`${application.id}-${application.updated_at}`} className="application-item">
          <div className="application-head">
            <h3 className="application-title">
              {application.institution.name} <span className="muted">· {application.institution.country.name}</span>
            </h3>
            <span className="application-badges">
              <StageBadge stage={application.stage} />
              <ReplyBadge application={application} />
            </span>
          </div>
          <ApplicationFacts application={application} />
          <OfferFacts application={application} />
          <details className="disclosure application-history">
            <summary>History ({application.history.length})</summary>
            <Timeline application={application} />
          </details>
          <details className="disclosure application-edit">
            <summary>Move or edit</summary>
            <ApplicationEditor application={application} onSaved={onChanged} />
          </details>
          <details className="disclosure application-offer">
            <summary>Offer and visa</summary>
            <OfferVisaEditor application={application} onSaved={onChanged} />
          </details>
        </li>
      ))}
    </ul>
  );
}

export function AddApplicationForm({ studentId, institutions, onAdded }: { studentId: number; institutions: InstitutionChoice[]; onAdded: () => void }) {
  const id = useId();
  const empty: StaffApplicationValues = { institution_id: '', course: '', intake: '', stage: 'shortlisted', deadline: '', offer_conditions: '', note: '' };
  const form = useForm<StaffApplicationValues>(staffApplicationSchema, empty);
  return (
    <SubmitForm
      form={form}
      action={async (values) => {
        await api.addStudentApplication({ id: studentId }, {
          institution_id: Number(values.institution_id),
          course: values.course,
          intake: values.intake,
          // The form's schema (form.tsx `submit`) checked it is one of the stages.
          stage: values.stage as Application['stage'],
          deadline: orNull(values.deadline),
          offer_conditions: orNull(values.offer_conditions),
          note: orNull(values.note),
        });
        toast('The application has been added.');
        form.setValues(empty);
        onAdded();
      }}
    >
      <div className="form-grid">
        <InstitutionSelect id={`${id}-institution`} institutions={institutions} value={form.values.institution_id} error={form.error('institution_id')} onChange={(v) => form.set('institution_id', v)} />
        <TextField label="Course" {...form.text('course')} maxLength={200} autoComplete="off" />
        <TextField label="Intake" type="month" {...form.text('intake')} placeholder="YYYY-MM" />
        <SelectField label="Stage" {...form.text('stage')} options={stageOptions} />
        <TextField label="Deadline" type="date" {...form.text('deadline')} />
      </div>
      <TextAreaField label="Offer conditions" {...form.text('offer_conditions')} rows={2} maxLength={2000} />
      <TextAreaField label="Note" {...form.text('note')} rows={2} maxLength={2000} />
      <div className="form-actions">
        <SubmitButton busy={form.busy}>Add application</SubmitButton>
      </div>
    </SubmitForm>
  );
}
