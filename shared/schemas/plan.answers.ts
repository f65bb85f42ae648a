// The plan's answers (decision 0047): the steps from offer to arrival, advisers' tasks, the dashboard's alerts.
import * as z from 'zod';
import { PLAN_STATUSES } from '../plan';
import { count, day, id, named, personRefSchema, timestamp } from './answers';

export const planStepSchema = named(
  'PlanStep',
  z.strictObject({
    /** Stable: `deadline:<application id>`, `reply:<id>`, `deposit:<id>`, `visa_document:<id>`, `passport:<id>`, `visa:<id>`, `travel:<id>`, `arrival:<id>`, `task:<task id>`. */
    key: z.string(),
    title: z.string(),
    application_id: id().nullable(),
    /** The latest safe day, YYYY-MM-DD; null when no date is known yet. */
    due_on: day().nullable(),
    status: z.enum(PLAN_STATUSES),
    /** Why it is late or at risk, in plain words; null otherwise. */
    reason: z.string().nullable(),
  }),
);

/** GET /api/account/plan (with the private calendar feed's address) and the staff view (without). */
export const planSchema = named('Plan', z.strictObject({ steps: z.array(planStepSchema), calendar_url: z.string().optional() }));

export const calendarUrlSchema = named('CalendarUrl', z.strictObject({ calendar_url: z.string() }));

export const planTaskSchema = named(
  'PlanTask',
  z.strictObject({
    id: id(),
    student_id: id(),
    application_id: id().nullable(),
    title: z.string(),
    due_on: day(),
    done: z.boolean(),
    done_at: timestamp().nullable(),
    created_by: personRefSchema.nullable(),
    created_at: timestamp(),
    updated_at: timestamp(),
  }),
);

export const planAlertSchema = named(
  'PlanAlert',
  z.strictObject({ student: personRefSchema, key: z.string(), title: z.string(), status: z.enum(['late', 'at_risk']), due_on: day().nullable(), reason: z.string().nullable() }),
);
/** The dashboard's late and at-risk steps of the students a reader sees: how many, and the first 50 by due day. */
export const planAlertsSchema = named('PlanAlerts', z.strictObject({ count: count(), results: z.array(planAlertSchema) }));
