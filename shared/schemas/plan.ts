// What the plan's endpoints read: advisers' tasks, a student ticking one off, a passport's expiry (decision 0047).
import * as z from 'zod';
import { isoDate } from './dates';
import { orNull } from './fields';

export const TASK_TITLE_MAX = 200;

const taskFields = {
  title: z.string({ error: 'Enter what is to be done.' }).trim().min(1, 'Enter what is to be done.').max(TASK_TITLE_MAX, `Keep the task under ${TASK_TITLE_MAX} characters.`),
  due_on: isoDate(),
  /** The application the task serves (one of the student's), or none. */
  application_id: orNull(
    z.preprocess(
      (v) => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v),
      z.number({ error: 'Choose one of the student’s applications.' }).int('Choose one of the student’s applications.').positive('Choose one of the student’s applications.').max(Number.MAX_SAFE_INTEGER, 'Choose one of the student’s applications.'),
    ),
  ),
};

export const taskCreateSchema = z.object({ title: taskFields.title, due_on: taskFields.due_on, application_id: taskFields.application_id.optional().default(null) });
export type TaskCreateInput = z.input<typeof taskCreateSchema>;

const done = z.boolean({ error: 'Send done as true or false.' });

export const taskUpdateSchema = z
  .object({ title: taskFields.title.optional(), due_on: taskFields.due_on.optional(), application_id: taskFields.application_id.optional(), done: done.optional() })
  .refine((v) => Object.values(v).some((field) => field !== undefined), { message: 'Change at least one of title, due_on, application_id or done.', path: ['_'] });
export type TaskUpdateInput = z.input<typeof taskUpdateSchema>;

/** A student ticks a task off (or back on). */
export const myTaskUpdateSchema = z.object({ done });
export type MyTaskUpdateInput = z.input<typeof myTaskUpdateSchema>;

/** A passport's last valid day (null: not known). */
export const documentExpirySchema = z.object({ expires_on: orNull(isoDate()) });
export type DocumentExpiryInput = z.input<typeof documentExpirySchema>;

/** Approving a document may record a passport's expiry at the same time. */
export const approveDocumentSchema = z.object({ expires_on: orNull(isoDate()).optional() }).optional();
export type ApproveDocumentInput = z.input<typeof approveDocumentSchema>;

/** The calendar feed is opened by its key alone. */
export const calendarQuerySchema = z.object({ key: z.string({ error: 'The feed needs its key.' }).max(200).optional().default('') });
