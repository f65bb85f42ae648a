// The form rules of applications (wf-agreement, "Validation"): checked in the browser before sending, the server
// checks them again and its 422 answers land under the same fields.
import { z } from 'zod';
import { APPLICATION_STAGES } from '../../../shared/workflow';

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Choose the month the course starts (YYYY-MM).');
const longText = (what: string) => z.string().max(2000, `${what} can be at most 2000 characters long.`);

export const shortlistSchema = z.object({
  institution_id: z.string().min(1, 'Choose an institution.'),
  course: z.string().trim().min(1, 'Name the course.').max(200, 'A course name can be at most 200 characters long.'),
  intake: month,
});
export type ShortlistValues = { institution_id: string; course: string; intake: string };

export const staffApplicationSchema = shortlistSchema.extend({
  stage: z.enum(APPLICATION_STAGES),
  deadline: z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the deadline as a date.')]),
  offer_conditions: longText('Offer conditions'),
  note: longText('A note'),
});
export type StaffApplicationValues = ShortlistValues & { stage: string; deadline: string; offer_conditions: string; note: string };

export const applicationUpdateSchema = z.object({
  stage: z.enum(APPLICATION_STAGES),
  deadline: z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the deadline as a date.')]),
  offer_conditions: longText('Offer conditions'),
  note: longText('A note'),
});
export type ApplicationUpdateValues = { stage: string; deadline: string; offer_conditions: string; note: string };

/** '' → null, for the optional fields. */
export const orNull = (value: string) => (value.trim() === '' ? null : value);
