// The answers about study destinations, institutions, checklists, the contact desk and the fit check (decision 0041).
import * as z from 'zod';
import { optionValues as values } from '../options';
import { ENQUIRY_TYPES, INSTITUTION_TYPES } from '../study';
import { FIT_LEVEL_VALUES, SUBJECT_AREA_VALUES } from '../fit';
import { count, day, id, named, paged, result, results, timestamp } from './answers';
import { imageRefSchema, language, testimonialSchema, translated } from './content.answers';
import { documentKindSchema, documentStatusSchema } from './documents.answers';
import { PUBLISH_STATUSES } from './publishing';


/** Yearly tuition in euros, lowest and highest. */
export const tuitionRangeSchema = z.strictObject({ min: z.number(), max: z.number() });

/** What the fit check and the country page's key facts are made of. Null: not known (tuition: not offered). */
export const countryFiguresSchema = named(
  'CountryFigures',
  z.strictObject({
    /** Per level, a year's tuition in euros; null where the level is not offered. */
    tuition_eur: z.strictObject(Object.fromEntries(FIT_LEVEL_VALUES.map((level) => [level, tuitionRangeSchema.nullable()])) as Record<(typeof FIT_LEVEL_VALUES)[number], z.ZodNullable<typeof tuitionRangeSchema>>),
    /** A student's living costs for a year, in euros. */
    living_costs_eur: z.number().nullable(),
    /** Hours of work a week allowed during term; 0: none. */
    work_hours_per_week: z.number().nullable(),
    /** How long a graduate may stay to work or look for work; 0: not at all. */
    post_study_months: z.number().nullable(),
    /** Whether English-taught programmes are easy to find. */
    english_widely_available: z.boolean(),
    /** Languages programmes are taught in, the main one first. */
    teaching_languages: z.array(z.string()),
    /** Subject areas the country is known for. */
    strong_fields: z.array(z.enum(SUBJECT_AREA_VALUES)),
  }),
);

const countrySummary = {
  status: z.enum(PUBLISH_STATUSES),
  published_at: timestamp().nullable(),
  id: id(),
  name: z.string(),
  slug: z.string(),
  /** ISO 3166-1 alpha-2, lower case. */
  flag: z.string(),
  summary: z.string(),
  header_image: imageRefSchema.nullable(),
  institution_count: count(),
  visible: z.boolean(),
  position: z.int(),
  updated_at: timestamp(),
  ...language,
};
export const countrySummarySchema = named('CountrySummary', z.strictObject(countrySummary));
export const countryListSchema = named('CountryList', results(countrySummarySchema));

export const requiredDocumentSchema = named('RequiredDocument', z.strictObject({ kind: documentKindSchema, note: z.string() }));

export const countrySchema = named(
  'Country',
  z.strictObject({
    ...countrySummary,
    body: z.string(),
    facts: z.strictObject({ tuition: z.string(), living_costs: z.string(), work_rights: z.string(), intakes: z.string(), visa_notes: z.string() }),
    /** The figures the fit check ranks by, shown as the page's key facts. */
    figures: countryFiguresSchema,
    /** YYYY-MM-DD */
    facts_checked_on: day().nullable(),
    /** Weeks the student visa usually takes to decide: the plan's visa step is due this long (and 2 weeks more) before the intake. */
    visa_processing_weeks: count(),
    /** Months a passport must stay valid after the intake starts. */
    passport_valid_months_after_intake: count(),
    required_documents: z.array(requiredDocumentSchema),
    ...translated,
  }),
);
export const pagedCountriesSchema = named('PagedCountries', paged(countrySchema));
export const adminCountryListSchema = named('AdminCountryList', results(countrySchema));

export const institutionSchema = named(
  'Institution',
  z.strictObject({
    id: id(),
    name: z.string(),
    slug: z.string(),
    country: z.strictObject({ id: id(), name: z.string(), slug: z.string() }),
    city: z.string(),
    type: z.enum(values(INSTITUTION_TYPES)),
    website: z.string().nullable(),
    logo: imageRefSchema.nullable(),
    description: z.string(),
    visible: z.boolean(),
    updated_at: timestamp(),
    ...language,
    ...translated,
  }),
);
export const institutionListSchema = named('InstitutionList', results(institutionSchema));
export const pagedInstitutionsSchema = named('PagedInstitutions', paged(institutionSchema));

export const countryPageSchema = named(
  'CountryPage',
  z.strictObject({ country: countrySchema, institutions: z.array(institutionSchema), testimonials: z.array(testimonialSchema) }),
  'A study destination’s page: the country, its visible institutions and the testimonials of students who went there.',
);
export const countryPageResultSchema = named('CountryPageResult', result(countryPageSchema));

export const checklistItemSchema = named(
  'ChecklistItem',
  z.strictObject({
    kind: documentKindSchema,
    note: z.string(),
    state: z.union([z.literal('missing'), documentStatusSchema]),
    /** The student's newest document of this kind, when there is one. */
    document_id: id().nullable(),
    rejection_reason: z.string().nullable(),
  }),
);
export const checklistSchema = named('Checklist', z.strictObject({ country: z.strictObject({ name: z.string(), slug: z.string(), flag: z.string() }), items: z.array(checklistItemSchema) }));
export const checklistListSchema = named('ChecklistList', results(checklistSchema));

export const contactMessageSchema = named(
  'ContactMessage',
  z.strictObject({
    id: id(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    country: z.string().nullable(),
    enquiry_type: z.enum(values(ENQUIRY_TYPES)),
    message: z.string(),
    created_at: timestamp(),
    handled_at: timestamp().nullable(),
    handled_by: z.string().nullable(),
  }),
);
export const pagedContactMessagesSchema = named('PagedContactMessages', paged(contactMessageSchema));

export const fitResultSchema = named(
  'FitResult',
  z.strictObject({
    country: z.strictObject({ slug: z.string(), name: z.string() }),
    /** 0–100 */ score: z.number().min(0).max(100),
    /** In English. */
    reasons: z.array(z.string()),
    /** The same reasons as messages of the interface catalogues and their values, for a page in any language (shared/fit.ts, FitReason). */
    why: z.array(z.strictObject({ id: z.string(), values: z.record(z.string(), z.union([z.number(), z.string(), z.array(z.string()), z.array(z.number())])) })),
  }),
);
export const fitResultListSchema = named('FitResultList', results(fitResultSchema));
