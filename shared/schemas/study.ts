// Study countries, institutions and the contact form: the same checks in the browser and on the server.
import * as z from 'zod';
import { DOCUMENT_KINDS } from '../documents';
import { SLUG_PATTERN } from '../slug';
import { ENQUIRY_TYPES, INSTITUTION_TYPES } from '../study';
import { emailField, personNameField } from './auth';
import { figuresSchema } from './fit';
import { isoDate } from './dates';
import { localeField, phoneField } from './fields';
import { leadFields } from './lead-fields';
import { listQuerySchema } from './lists';

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter ${label}.` })
    .trim()
    .min(1, `Enter ${label}.`)
    .max(max, `Keep ${label} under ${max} characters.`);
const optional = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `Keep ${label} under ${max} characters.`)
    .optional()
    .default('');
const slugField = z
  .string({ error: 'The address must be text.' })
  .trim()
  .max(100, 'Keep the address under 100 characters.')
  .refine((v) => v === '' || SLUG_PATTERN.test(v), 'Use lower-case letters, digits and single hyphens.')
  .optional()
  .default('');
const imageId = z.preprocess((v) => (v === '' || v === undefined ? null : v), z.number({ error: 'Choose an image.' }).int().positive().nullable());
const kinds = DOCUMENT_KINDS.map((k) => k.value) as [string, ...string[]];

export const countrySchema = z.object({
  name: text('the country’s name', 100),
  slug: slugField,
  flag: z
    .string({ error: 'Enter the two-letter country code.' })
    .trim()
    .toLowerCase()
    .regex(/^([a-z]{2})?$/, 'Use the two-letter country code, e.g. gb.')
    .optional()
    .default(''),
  header_image_id: imageId.optional().default(null),
  summary: optional('The summary', 300),
  body: z.string({ error: 'The overview must be text.' }).max(200_000).optional().default(''),
  tuition: optional('Tuition', 2000),
  living_costs: optional('Living costs', 2000),
  work_rights: optional('Work rights', 2000),
  intakes: optional('Intakes', 2000),
  visa_notes: optional('Visa notes', 4000),
  facts_checked_on: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    isoDate()
      .refine((v) => Date.parse(`${v}T00:00:00Z`) <= Date.now() + 86_400_000, 'Enter a date that is not in the future.')
      .nullable(),
  ),
  visible: z.boolean({ error: 'Visible must be true or false.' }).optional().default(true),
  required_documents: z
    .array(
      z.object({
        kind: z.enum(kinds, { error: 'Choose a document type.' }),
        note: optional('The note', 300),
      }),
      { error: 'Send the required documents as a list.' },
    )
    .max(20, 'List at most 20 documents.')
    .refine((list) => new Set(list.map((d) => d.kind)).size === list.length, 'Each document type once.')
    .optional()
    .default([]),
  /** The fit check's figures; left out of an update, they stay as they are. */
  figures: figuresSchema.optional(),
  /** Weeks the student visa usually takes to decide (the plan's visa step); left out of an update, it stays. */
  visa_processing_weeks: z.coerce
    .number({ error: 'Enter the visa processing time in weeks.' })
    .int('Enter a whole number of weeks.')
    .min(0, 'Enter 0 weeks or more.')
    .max(104, 'Enter at most 104 weeks.')
    .optional(),
  /** Months a passport must stay valid after the course starts; left out of an update, it stays. */
  passport_valid_months_after_intake: z.coerce
    .number({ error: 'Enter how many months the passport must stay valid.' })
    .int('Enter a whole number of months.')
    .min(0, 'Enter 0 months or more.')
    .max(60, 'Enter at most 60 months.')
    .optional(),
});

export const institutionSchema = z.object({
  name: text('a name', 200),
  slug: slugField,
  country_id: z.number({ error: 'Choose a country.' }).int().positive('Choose a country.'),
  city: optional('The city', 120),
  type: z.enum(INSTITUTION_TYPES.map((t) => t.value) as [string, ...string[]], { error: 'Choose university, college or language school.' }),
  website: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z
      .string({ error: 'The website must be text.' })
      .trim()
      .max(300)
      .regex(/^https?:\/\/[^\s/$.?#].[^\s]*$/i, 'Use a full address starting with https://')
      .nullable(),
  ),
  logo_id: imageId.optional().default(null),
  description: optional('The description', 2000),
  visible: z.boolean({ error: 'Visible must be true or false.' }).optional().default(true),
});

/** The contact form. `website` is a honeypot: people never see it, so anything in it is a robot. */
export const contactSchema = z.object({
  name: personNameField('Enter your name.', 120, 'Keep your name under 120 characters.'),
  email: emailField,
  phone: phoneField,
  country: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.string({ error: 'Choose a country.' }).trim().max(100).nullable()),
  enquiry_type: z.enum(ENQUIRY_TYPES.map((t) => t.value) as [string, ...string[]], { error: 'Choose what your enquiry is about.' }),
  message: z
    .string({ error: 'Write your message.' })
    .trim()
    .min(10, 'Tell us a little more (at least 10 characters).')
    .max(5000, 'Keep your message under 5000 characters.'),
  consent: z.literal(true, { error: 'Please agree that we may use your details to answer you.' }),
  website: z.string().max(500).optional().default(''),
  /** Where the visit came from and the destination asked about, for the lead the message makes (decision 0046). */
  source: leadFields.source,
  destination: leadFields.destination,
  /** The language of the page the form was sent from: the receipt's. One the site does not know gives the default. */
  locale: localeField.optional().catch(undefined),
});

export const messageListQuerySchema = listQuerySchema(['created_at', 'name'] as const, 'created_at').extend({
  status: z.enum(['new', 'handled', ''], { error: 'Filter by new or handled.' }).optional().default(''),
});

export const handledSchema = z.object({ handled: z.boolean({ error: 'Handled must be true or false.' }) });
