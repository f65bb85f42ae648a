// The answers of the agency's own work: applications, conversations, the staff lists and dashboard (decision 0041).
import * as z from 'zod';
import { boardAnswerShape } from '../profile';
import { REPLIES, VISA_DOCUMENT_KINDS } from '../plan';
import { APPLICATION_STAGES } from '../workflow';
import { ROLES } from '../types';
import { count, day, id, keyedPage, named, personRefSchema, results, timestamp } from './answers';
import { adminDocumentSchema } from './documents.answers';
import { checklistSchema } from './study.answers';
import { planAlertsSchema } from './plan.answers';
import { adminUserSchema } from './users.answers';

export const applicationStageSchema = z.enum(APPLICATION_STAGES);

export const applicationHistoryEntrySchema = named(
  'ApplicationHistoryEntry',
  z.strictObject({
    stage: applicationStageSchema,
    /** ISO time. */
    at: timestamp(),
    /** Null once the person who made the move has been erased. */
    by: personRefSchema.nullable(),
    note: z.string().nullable(),
  }),
);

export const moneyAnswerSchema = named('Money', z.strictObject({ amount: count(), currency: z.string().length(3) }), 'An amount in the currency’s minor unit (pence, cents) with its ISO 4217 code.');

export const offerSchema = named(
  'Offer',
  z.strictObject({
    conditions: z.string().nullable(),
    /** Minor units of `deposit_currency`. */
    deposit_amount: count().nullable(),
    deposit_currency: z.string().length(3).nullable(),
    deposit_due: day().nullable(),
    deposit_paid_on: day().nullable(),
    /** The last day (UTC) the student may reply or change their reply. */
    reply_by: day().nullable(),
  }),
);

export const visaDocumentAnswerSchema = named(
  'VisaDocument',
  z.strictObject({ kind: z.enum(VISA_DOCUMENT_KINDS), number: z.string(), issued_on: day().nullable(), valid_until: day().nullable() }),
);

const application = {
  id: id(),
  institution: z.strictObject({ id: id(), name: z.string(), country: z.strictObject({ slug: z.string(), name: z.string() }) }),
  course: z.string(),
  /** YYYY-MM */
  intake: z.string(),
  stage: applicationStageSchema,
  /** YYYY-MM-DD, or null. */
  deadline: day().nullable(),
  /** The same as `offer.conditions`, kept for older readers. */
  offer_conditions: z.string().nullable(),
  /** Null until the application holds an offer (an offer stage, or terms recorded). Money in minor units. */
  offer: offerSchema.nullable(),
  /** The student's answer to the offer. */
  reply: z.enum(REPLIES).nullable(),
  visa_document: visaDocumentAnswerSchema.nullable(),
  /** First-year tuition, in minor units. */
  tuition: moneyAnswerSchema.nullable(),
  created_at: timestamp(),
  updated_at: timestamp(),
  /** Oldest first. */
  history: z.array(applicationHistoryEntrySchema),
};
export const applicationSchema = named('Application', z.strictObject(application));
export const applicationListSchema = named('ApplicationList', results(applicationSchema));

/** An application as staff see it on the board: with its student and the student's adviser. */
/** A card of the board: the application, its student with the profile fields the board shows (decision 0042), the adviser. */
export const staffApplicationSchema = named(
  'StaffApplication',
  z.strictObject({ ...application, student: z.strictObject({ ...personRefSchema.shape, ...boardAnswerShape }), adviser: personRefSchema.nullable() }),
);
export const pagedStaffApplicationsSchema = named('PagedStaffApplications', keyedPage(staffApplicationSchema));
/** An application in a short list of many (the board's columns, the dashboard's deadlines): without its history. */
export const staffApplicationCardSchema = named('StaffApplicationCard', staffApplicationSchema.omit({ history: true }));

/** GET /api/staff/board: each stage's first cards, its count, and the key of the rest. */
export const staffBoardSchema = named(
  'StaffBoard',
  z.strictObject({
    columns: z.array(keyedPage(staffApplicationCardSchema).omit({ page: true, per_page: true }).extend({ stage: z.enum(APPLICATION_STAGES) })),
    per_column: z.int().positive(),
  }),
);

export const messageSchema = named(
  'Message',
  z.strictObject({
    id: id(),
    body: z.string(),
    /** ISO time. */
    at: timestamp(),
    from: z.strictObject({ id: z.int().nonnegative(), name: z.string(), role: z.enum(ROLES) }),
  }),
);

/** One student's conversation, newest last; `unread` counts the other side's messages this reader has not opened. */
export const threadSchema = named('Thread', z.strictObject({ results: z.array(messageSchema), unread: count() }));

export const unreadSchema = named('Unread', z.strictObject({ messages: count() }), 'How many messages of the other side the reader has not opened.');

/** A row of /admin/students. */
export const staffStudentSummarySchema = named(
  'StaffStudentSummary',
  z.strictObject({
    id: id(),
    firstname: z.string(),
    lastname: z.string(),
    email: z.string(),
    adviser: personRefSchema.nullable(),
    applications: count(),
    /** The student's messages staff have not read. */
    unread: count(),
    created_at: timestamp(),
  }),
);
export const pagedStaffStudentsSchema = named('PagedStaffStudents', keyedPage(staffStudentSummarySchema));

/** GET /api/staff/students/<id>: everything staff need on one page. */
export const staffStudentFileSchema = named(
  'StaffStudentFile',
  z.strictObject({
    user: adminUserSchema.extend({ adviser: personRefSchema.nullable() }),
    checklists: z.array(checklistSchema),
    /** With their owner and reviewer, as the review queue shows them. */
    documents: z.array(adminDocumentSchema),
    applications: z.array(applicationSchema),
  }),
);

/** GET /api/staff/advisers: an adviser and how many students they look after. */
export const adviserLoadSchema = named('AdviserLoad', z.strictObject({ id: id(), name: z.string(), email: z.string(), students: count() }));
export const adviserLoadListSchema = named('AdviserLoadList', results(adviserLoadSchema));

/** GET /api/staff/dashboard: an adviser's own students, everyone's for an admin. */
export const staffDashboardSchema = named(
  'StaffDashboard',
  z.strictObject({
    students: count(),
    applications_by_stage: z.strictObject(Object.fromEntries(APPLICATION_STAGES.map((stage) => [stage, count()])) as Record<(typeof APPLICATION_STAGES)[number], z.ZodInt>),
    /** The soonest DEADLINES_SHOWN of them. */
    deadlines_this_week: z.array(staffApplicationCardSchema),
    /** How many applications not yet submitted have their deadline in the next seven days. */
    deadlines_this_week_total: count(),
    unread_messages: count(),
    pending_documents: count(),
    /** Late and at-risk steps of the students' plans (decision 0047). */
    plan_alerts: planAlertsSchema,
  }),
);
