// The student's plan from offer to arrival as staff see it on the file: every step in order with its latest safe
// day, its state in words (never by colour alone) and, when late or at risk, why. Advisers add their own tasks to
// it; a task's step (key `task:<id>`) can be ticked off, edited or deleted here, and the student sees the same list.
import { useState } from 'react';
import type { Plan } from '../../../shared/api-client';
import { formatDate } from '../../../shared/format';
import type { PlanStatus } from '../../../shared/plan';
import { taskCreateSchema } from '../../../shared/schemas/plan';
import type { Application } from '../../../shared/workflow';
import { dialogs } from '../../lib/dialogs';
import { api } from '../../lib/http';
import { FormAlert, SelectField, SubmitButton, SubmitForm, TextField, useForm } from '../form';
import { toast } from '../Toast';
import { PlanStatusBadge } from './PlanStatusBadge';
import { useAction } from '../admin/actions';

type Step = Plan['steps'][number];

const needsAttention = (status: PlanStatus) => status === 'late' || status === 'at_risk';
const taskId = (step: Step) => (step.key.startsWith('task:') ? Number(step.key.slice('task:'.length)) : null);

/** The applications a task may serve, as the task form's choices. */
const applicationOptions = (applications: Application[]) => applications.map((a) => ({ value: String(a.id), label: `${a.institution.name} · ${a.course}` }));

type TaskValues = { title: string; due_on: string; application_id: string };

function TaskForm({ initial, applications, submitLabel, onSubmit, onCancel }: { initial: TaskValues; applications: Application[]; submitLabel: string; onSubmit: (values: TaskValues) => Promise<void>; onCancel?: () => void }) {
  const form = useForm<TaskValues>(taskCreateSchema, initial);
  return (
    <SubmitForm
      form={form}
      action={async (values) => {
        await onSubmit(values);
        if (!onCancel) form.setValues(initial);
      }}
    >
      <div className="form-grid staff-plan-task-fields">
        <TextField label="Task" {...form.text('title')} maxLength={200} autoComplete="off" />
        <TextField label="Due on" type="date" {...form.text('due_on')} />
        <SelectField label="Application (optional)" {...form.text('application_id')} options={applicationOptions(applications)} placeholder="None: the whole plan" />
      </div>
      <div className="form-actions">
        <SubmitButton busy={form.busy}>{submitLabel}</SubmitButton>
        {onCancel && (
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </SubmitForm>
  );
}

function TaskActions({ step, id, applications, onChanged }: { step: Step; id: number; applications: Application[]; onChanged: () => void }) {
  const [editing, setEditing] = useState(false);
  const { busy, error, act } = useAction(onChanged);
  const done = step.status === 'done';

  if (editing) {
    return (
      <div className="staff-plan-task-edit">
        <TaskForm
          initial={{ title: step.title, due_on: step.due_on ?? '', application_id: step.application_id === null ? '' : String(step.application_id) }}
          applications={applications}
          submitLabel="Save task"
          onCancel={() => setEditing(false)}
          onSubmit={async (values) => {
            await api.updateTask({ id }, { title: values.title, due_on: values.due_on, application_id: values.application_id || null });
            toast('The task has been saved.');
            setEditing(false);
            onChanged();
          }}
        />
      </div>
    );
  }
  return (
    <div className="staff-plan-step-actions">
      <FormAlert message={error} />
      <button
        type="button"
        className="btn btn-small btn-ghost"
        disabled={busy}
        aria-label={`${done ? 'Mark not done' : 'Mark done'}: ${step.title}`}
        onClick={() =>
          void act(async () => {
            await api.updateTask({ id }, { done: !done });
            return done ? 'The task is open again.' : 'The task is done.';
          })
        }
      >
        {done ? 'Mark not done' : 'Mark done'}
      </button>
      <button type="button" className="btn btn-small btn-ghost" disabled={busy} aria-label={`Edit: ${step.title}`} onClick={() => setEditing(true)}>
        Edit
      </button>
      <button
        type="button"
        className="btn btn-small btn-danger"
        disabled={busy}
        aria-label={`Delete: ${step.title}`}
        onClick={() =>
          void act(async () => {
            const sure = await dialogs.confirm({ title: `Delete the task “${step.title}”?`, text: 'It leaves the plan for the student too.', confirmText: 'Delete task', danger: true });
            if (!sure) return null;
            await api.deleteTask({ id });
            return 'The task has been deleted.';
          })
        }
      >
        Delete
      </button>
    </div>
  );
}

export function StaffPlanSection({ studentId, plan, applications, onChanged }: { studentId: number; plan: Plan; applications: Application[]; onChanged: () => void }) {
  const institution = new Map(applications.map((a) => [a.id, a.institution.name]));
  const attention = plan.steps.filter((s) => needsAttention(s.status)).length;
  const empty: TaskValues = { title: '', due_on: '', application_id: '' };
  return (
    <>
      <p className="muted">
        Each step’s latest safe day, from the offer to arrival, with the tasks you add. The student sees the same plan.
        {attention > 0 && (
          <>
            {' '}
            <strong className="staff-plan-attention">
              {attention === 1 ? '1 step is late or at risk.' : `${attention} steps are late or at risk.`}
            </strong>
          </>
        )}
      </p>
      {plan.steps.length === 0 ? (
        <p className="muted">No steps yet: the plan starts with an application’s deadline or offer, or a task.</p>
      ) : (
        <ol className="staff-plan-steps" aria-label="Steps of the plan, in order">
          {plan.steps.map((step) => {
            const id = taskId(step);
            // The plan's own steps name their institution in their title; a task names it only if the adviser did.
            const where = id === null || step.application_id === null ? null : institution.get(step.application_id);
            return (
              <li key={step.key} className={`staff-plan-step staff-plan-step-${step.status}${needsAttention(step.status) ? ' staff-plan-step-attention' : ''}`} data-key={step.key}>
                <div className="staff-plan-step-when">
                  {step.due_on ? <time dateTime={step.due_on}>{formatDate(step.due_on)}</time> : <span className="muted">No date yet</span>}
                </div>
                <div className="staff-plan-step-main">
                  <p className="staff-plan-step-title">
                    <strong>{step.title}</strong>
                    {id !== null && <span className="badge staff-plan-task-badge">Task</span>}
                    {where && <span className="muted"> · {where}</span>}
                  </p>
                  {step.reason && <p className="staff-plan-step-reason">{step.reason}</p>}
                  {id !== null && <TaskActions step={step} id={id} applications={applications} onChanged={onChanged} />}
                </div>
                <div className="staff-plan-step-status">
                  <PlanStatusBadge status={step.status} />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <details className="disclosure staff-plan-task-add">
        <summary>Add a task</summary>
        <TaskForm
          initial={empty}
          applications={applications}
          submitLabel="Add task"
          onSubmit={async (values) => {
            await api.addStudentTask({ id: studentId }, { title: values.title, due_on: values.due_on, application_id: values.application_id || null });
            toast('The task has been added to the plan.');
            onChanged();
          }}
        />
      </details>
    </>
  );
}
