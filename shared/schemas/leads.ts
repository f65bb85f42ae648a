// Leads, advisers' hours, consultations and the funnel (decision 0046): what the public forms, the booking page and
// the staff pages send, checked the same way in the browser and on the server.
import * as z from 'zod';
import { AVAILABILITY_LIMITS, CONSULTATION_STATUSES, FUNNEL_GROUPS, LEAD_STAGES, SLOT_DAYS_DEFAULT, SLOT_DAYS_MAX, TOPIC_MAX } from '../leads';
import { emailField, personNameField } from './auth';
import { isoDate } from './dates';
import { fitAnswersSchema } from './fit';
import { phoneField, timeZoneField } from './fields';
import { destinationField, leadFields } from './lead-fields';
import { keyFields, pageFields } from './lists';

// The forms' lead fields live below the forms' schemas (./lead-fields.ts); here as before, for the booking and the staff.
export { destinationField, leadFields, sourceSchema } from './lead-fields';

const NOTE_MAX = 2000;

/**
 * POST /api/fit-check as the API takes it: the answers, and optionally an address to mail the results to (with consent;
 * the check then makes a lead whose destination is the best result), where the visit came from and the page's language.
 */
export const fitCheckSchema = fitAnswersSchema
  .extend({
    email: emailField.optional(),
    consent: z.boolean({ error: 'Please agree to our privacy policy so that we can e-mail you the results.' }).optional(),
    source: leadFields.source,
    locale: leadFields.locale,
  })
  .superRefine((v, ctx) => {
    if (v.email !== undefined && v.consent !== true) ctx.addIssue({ code: 'custom', path: ['consent'], message: 'Please agree to our privacy policy so that we can e-mail you the results.' });
  });
export type FitCheckInput = z.input<typeof fitCheckSchema>;

/** A database id, or its digits as a query string or a form sends them. */
export const idField = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message),
  );

/** A moment with its zone (Z or an offset): a time without one is refused, never guessed. */
export const instantField = z.iso.datetime({ offset: true, error: 'Give the time with its zone, e.g. 2026-12-01T09:00:00Z.' });

/** POST /api/consultations: book a slot. */
export const bookingSchema = z.object({
  start: instantField,
  adviser_id: idField('Choose an adviser from the list.'),
  name: personNameField('Enter your name.', 200, 'Keep your name under 200 characters.'),
  email: emailField,
  phone: phoneField.optional(),
  topic: z
    .string({ error: 'Enter what you would like to talk about as text.' })
    .trim()
    .max(TOPIC_MAX, `Keep the topic under ${TOPIC_MAX} characters.`)
    .optional()
    .default(''),
  time_zone: timeZoneField,
  consent: z.literal(true, { error: 'Please agree to our privacy policy so that we can keep your booking.' }),
  ...leadFields,
});
export type BookingInput = z.input<typeof bookingSchema>;

/** POST /api/consultations/<token>/reschedule. */
export const rescheduleSchema = z.object({
  start: instantField,
  adviser_id: idField('Choose an adviser from the list.').optional(),
});

/** GET /api/consultations/slots. */
export const slotsQuerySchema = z.object({
  from: isoDate().optional(),
  days: z.coerce
    .number({ error: 'days is a number.' })
    .int('days is a whole number.')
    .min(1, 'Ask for at least 1 day.')
    .max(SLOT_DAYS_MAX, `Ask for at most ${SLOT_DAYS_MAX} days.`)
    .optional()
    .default(SLOT_DAYS_DEFAULT),
  destination: destinationField.optional(),
});

const hhmm = z.string({ error: 'Enter the time as HH:MM.' }).regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Enter the time as HH:MM.');
const bounded = (name: keyof typeof AVAILABILITY_LIMITS, label: string) => {
  const { min, max, default: fallback } = AVAILABILITY_LIMITS[name];
  return z
    .number({ error: `${label}: enter a number.` })
    .int(`${label}: enter a whole number.`)
    .min(min, `${label}: at least ${min}.`)
    .max(max, `${label}: at most ${max}.`)
    .optional()
    .default(fallback);
};

/** PUT /api/staff/availability: an adviser's weekly hours in their own time zone, and how slots are cut from them. */
export const availabilitySchema = z.object({
  time_zone: timeZoneField,
  weekly: z
    .array(
      z
        .object({
          day: z.number({ error: 'Choose a day from 1 (Monday) to 7 (Sunday).' }).int().min(1, 'Choose a day from 1 (Monday) to 7 (Sunday).').max(7, 'Choose a day from 1 (Monday) to 7 (Sunday).'),
          start: hhmm,
          end: hhmm,
        })
        .refine((h) => h.start < h.end, { path: ['end'], message: 'The end must come after the start.' }),
      { error: 'Send the weekly hours as a list.' },
    )
    .max(35, 'At most 35 periods a week.')
    .superRefine((list, ctx) => {
      const sorted = [...list].sort((a, b) => a.day - b.day || a.start.localeCompare(b.start));
      for (let i = 1; i < sorted.length; i += 1) {
        if (sorted[i]!.day === sorted[i - 1]!.day && sorted[i]!.start < sorted[i - 1]!.end) {
          ctx.addIssue({ code: 'custom', message: 'Two periods of one day overlap.' });
          return;
        }
      }
    }),
  slot_minutes: bounded('slot_minutes', 'Slot length'),
  buffer_minutes: bounded('buffer_minutes', 'Buffer'),
  notice_hours: bounded('notice_hours', 'Notice'),
  horizon_days: bounded('horizon_days', 'Horizon'),
  video_url: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.url({ protocol: /^https?$/, error: 'Enter the video link as an http:// or https:// address.' }).max(500, 'Keep the video link under 500 characters.').nullable(),
  ),
});
export type AvailabilityInput = z.input<typeof availabilitySchema>;

/** GET /api/staff/leads. */
export const leadsQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search for at most 100 characters.').optional().default(''),
  stage: z.enum([...LEAD_STAGES, ''], { error: `Filter by one of the stages: ${LEAD_STAGES.join(', ')}.` }).optional().default(''),
  owner_id: z.preprocess((v) => (v === '' ? undefined : v), idField('Choose an owner from the list.').optional()),
  utm_source: z.string().trim().max(200, 'Keep the source under 200 characters.').optional().default(''),
  ...pageFields,
  ...keyFields,
});

/** PATCH /api/staff/leads/<id>: at least one of these. */
export const leadUpdateSchema = z
  .object({
    stage: z.enum(LEAD_STAGES, { error: 'Choose a stage from the list.' }).optional(),
    lost_reason: z.string({ error: 'Enter the reason as text.' }).trim().max(500, 'Keep the reason under 500 characters.').optional(),
    note: z.string({ error: 'Enter the note as text.' }).trim().min(1, 'Write a note.').max(NOTE_MAX, `Keep the note under ${NOTE_MAX} characters.`).optional(),
    owner_id: idField('Choose an adviser from the list.').nullable().optional(),
  })
  .refine((v) => Object.values(v).some((field) => field !== undefined), { message: 'Change at least one of stage, note or owner.', path: ['_'] })
  .refine((v) => v.stage !== 'lost' || (v.lost_reason ?? '') !== '', { message: 'Say why the lead is lost.', path: ['lost_reason'] });
export type LeadUpdateInput = z.input<typeof leadUpdateSchema>;

/** POST /api/staff/leads/reassign (admins). */
export const leadReassignSchema = z.object({
  ids: z
    .array(idField('Choose leads from the list.'), { error: 'Send the leads as a list of ids.' })
    .min(1, 'Choose at least one lead.')
    .max(500, 'Reassign at most 500 leads at once.'),
  owner_id: idField('Choose an adviser from the list.'),
});

/** GET /api/staff/consultations. */
export const staffConsultationsQuerySchema = z.object({
  from: isoDate().optional(),
  to: isoDate().optional(),
  adviser_id: z.preprocess((v) => (v === '' ? undefined : v), idField('Choose an adviser from the list.').optional()),
});

/** PATCH /api/staff/consultations/<id>. */
export const consultationUpdateSchema = z
  .object({
    status: z.enum(CONSULTATION_STATUSES, { error: `Choose a status: ${CONSULTATION_STATUSES.join(', ')}.` }).optional(),
    notes: z.preprocess((v) => (v === '' ? null : v), z.string({ error: 'Enter the notes as text.' }).max(NOTE_MAX, `Keep the notes under ${NOTE_MAX} characters.`).nullable()).optional(),
  })
  .refine((v) => v.status !== undefined || v.notes !== undefined, { message: 'Change the status or the notes.', path: ['_'] });

/** GET /api/staff/funnel. */
export const funnelQuerySchema = z
  .object({
    from: isoDate(),
    to: isoDate(),
    by: z.enum(FUNNEL_GROUPS, { error: 'Group by source, adviser or destination.' }).optional().default('source'),
    format: z.enum(['json', 'csv'], { error: 'The format is json or csv.' }).optional().default('json'),
  })
  .refine((v) => v.from <= v.to, { path: ['to'], message: 'The end of the period cannot come before its start.' });
