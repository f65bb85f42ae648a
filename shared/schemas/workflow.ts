// Applications, messages and the staff lists: the forms of both sides and the server share these rules.
import * as z from 'zod';
import { REPLIES, VISA_DOCUMENT_KINDS } from '../plan';
import { APPLICATION_STAGES, MESSAGE_MAX_LENGTH } from '../workflow';
import { isoDate } from './dates';
import { keyFields, PER_PAGE_DEFAULT, pageFields } from './lists';
import { currencyCode, minorAmount, moneySchema } from './money';
import { orNull } from './fields';

export const NOTE_MAX_LENGTH = 2000;

export const applicationFields = {
  // An id, or its digits as a form sends them (not `true`, not "1e3").
  institution_id: z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v),
    z
      .number({ error: 'Choose an institution from the list.' })
      .int('Choose an institution from the list.')
      .positive('Choose an institution from the list.')
      .max(Number.MAX_SAFE_INTEGER, 'Choose an institution from the list.'),
  ),
  course: z.string({ error: 'Enter the course.' }).trim().min(1, 'Enter the course.').max(200, 'Keep the course under 200 characters.'),
  intake: z.string({ error: 'Enter the intake month.' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter the intake month as YYYY-MM.'),
  stage: z.enum(APPLICATION_STAGES, { error: 'Choose a stage from the list.' }),
  deadline: orNull(isoDate()),
  offer_conditions: orNull(z.string({ error: 'Enter the offer conditions as text.' }).max(NOTE_MAX_LENGTH, `Keep the offer conditions under ${NOTE_MAX_LENGTH} characters.`)),
  note: orNull(z.string({ error: 'Enter the note as text.' }).max(NOTE_MAX_LENGTH, `Keep the note under ${NOTE_MAX_LENGTH} characters.`)),
};

/** A student shortlists a programme. */
export const studentApplicationSchema = z.object({
  institution_id: applicationFields.institution_id,
  course: applicationFields.course,
  intake: applicationFields.intake,
});
export type StudentApplicationInput = z.input<typeof studentApplicationSchema>;

/** Staff add an application for a student. */
export const staffApplicationSchema = studentApplicationSchema.extend({
  stage: applicationFields.stage.optional(),
  deadline: applicationFields.deadline.optional(),
  offer_conditions: applicationFields.offer_conditions.optional(),
  note: applicationFields.note.optional(),
});
export type StaffApplicationInput = z.input<typeof staffApplicationSchema>;

/**
 * An offer's terms as staff record them: each field given replaces the one kept, the others stay (`null` clears one).
 * The deposit is an amount in minor units with its currency, both or neither.
 */
export const offerFieldsSchema = z.object(
  {
    conditions: applicationFields.offer_conditions.optional(),
    deposit_amount: orNull(minorAmount()).optional(),
    deposit_currency: orNull(currencyCode()).optional(),
    deposit_due: orNull(isoDate()).optional(),
    deposit_paid_on: orNull(isoDate()).optional(),
    reply_by: orNull(isoDate()).optional(),
  },
  { error: 'Send the offer as an object of conditions, deposit_amount, deposit_currency, deposit_due, deposit_paid_on and reply_by, or null.' },
);
export type OfferFieldsInput = z.input<typeof offerFieldsSchema>;

/** The document a student's visa application rests on (a CAS for the UK, an I-20 for the US…): all of it at once. */
export const visaDocumentSchema = z
  .object(
    {
      kind: z.enum(VISA_DOCUMENT_KINDS, { error: 'Choose the kind of visa document: CAS, I-20, COE, LoA or other.' }),
      number: z.string({ error: 'Enter the document’s number.' }).trim().min(1, 'Enter the document’s number.').max(100, 'Keep the number under 100 characters.'),
      issued_on: orNull(isoDate()).optional().default(null),
      valid_until: orNull(isoDate()).optional().default(null),
    },
    { error: 'Send the visa document as an object of kind, number, issued_on and valid_until, or null.' },
  )
  .refine((v) => !v.issued_on || !v.valid_until || v.valid_until >= v.issued_on, { message: 'The document cannot end before it was issued.', path: ['valid_until'] });
export type VisaDocumentInput = z.input<typeof visaDocumentSchema>;

/** Staff change an application: any of these (at least one); a different `stage` is a move (history, mail). */
export const applicationUpdateSchema = z
  .object({
    stage: applicationFields.stage.optional(),
    note: applicationFields.note.optional(),
    deadline: applicationFields.deadline.optional(),
    offer_conditions: applicationFields.offer_conditions.optional(),
    course: applicationFields.course.optional(),
    intake: applicationFields.intake.optional(),
    offer: offerFieldsSchema.nullable().optional(),
    visa_document: visaDocumentSchema.nullable().optional(),
    /** First-year tuition, for the agency's commission. */
    tuition: moneySchema.nullable().optional(),
  })
  .refine((v) => Object.values(v).some((field) => field !== undefined), {
    message: 'Change at least one of stage, note, deadline, offer conditions, course, intake, offer, visa document or tuition.',
    path: ['_'],
  });
export type ApplicationUpdateInput = z.input<typeof applicationUpdateSchema>;

/** The student's answer to an offer. */
export const replySchema = z.object({ reply: z.enum(REPLIES, { error: 'Reply firm, insurance or declined.' }) });
export type ReplyInput = z.input<typeof replySchema>;

export const messageSchema = z.object({
  body: z
    .string({ error: 'Write a message.' })
    .trim()
    .min(1, 'Write a message.')
    .max(MESSAGE_MAX_LENGTH, `Keep a message under ${MESSAGE_MAX_LENGTH} characters.`),
});
export type MessageInput = z.input<typeof messageSchema>;

const search = z.string({ error: 'Search for text.' }).trim().max(100, 'Search for at most 100 characters.').optional().default('');
/** An adviser's id, or `none` (students without one); empty: everyone. */
const adviserFilter = z
  .union([z.literal('none'), z.literal(''), z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)], { error: 'Filter by an adviser’s id, or none.' })
  .optional()
  .default('');

export const staffStudentsQuerySchema = z.object({ q: search, adviser_id: adviserFilter, ...pageFields, ...keyFields });
export type StaffStudentsQuery = z.output<typeof staffStudentsQuerySchema>;

/** A page of the applications list holds up to 500 (a client that reads many at once); 20 unless asked. */
export const BOARD_PER_PAGE_MAX = 500;

export const staffApplicationsQuerySchema = z.object({
  q: search,
  adviser_id: adviserFilter,
  stage: z.union([z.enum(APPLICATION_STAGES), z.literal('')], { error: 'Filter by a stage from the list.' }).optional().default(''),
  country: z.string({ error: 'Filter by a country.' }).regex(/^[a-z0-9-]{0,100}$/, 'Filter by a country from the list.').optional().default(''),
  intake: z.union([applicationFields.intake, z.literal('')], { error: 'Filter by an intake month as YYYY-MM.' }).optional().default(''),
  page: pageFields.page,
  ...keyFields,
  per_page: z.coerce
    .number({ error: 'per_page is a number.' })
    .int('per_page is a whole number.')
    .min(1, 'Show at least 1 per page.')
    .max(BOARD_PER_PAGE_MAX, `Show at most ${BOARD_PER_PAGE_MAX} per page.`)
    .optional()
    .default(PER_PAGE_DEFAULT),
});
export type StaffApplicationsQuery = z.output<typeof staffApplicationsQuerySchema>;

/**
 * The board's first cards per column; a column reads more through the list with `stage` and `after`. Ten fill a
 * column on a laptop's screen: every card more is rendered, sent and hydrated on each visit of the board, which
 * changes with each application moved, so is rendered afresh most of the time at a busy agency.
 */
export const BOARD_COLUMN_CARDS = 10;

/** The staff dashboard lists this many of the week's deadlines, the soonest first (and says how many there are). */
export const DEADLINES_SHOWN = 20;
export const staffBoardQuerySchema = staffApplicationsQuerySchema.pick({ q: true, adviser_id: true, country: true, intake: true });
