// The answers of leads, advisers' hours, consultations and the funnel (decisions 0041, 0046).
import * as z from 'zod';
import { CONSULTATION_STATUSES, LEAD_EVENT_KINDS, LEAD_STAGES, SOURCE_FIELDS } from '../leads';
import { count, id, keyedPage, named, personRefSchema, results, timestamp } from './answers';

export const leadSourceSchema = named(
  'LeadSource',
  z.strictObject(Object.fromEntries(SOURCE_FIELDS.map((field) => [field, z.string().optional()])) as Record<(typeof SOURCE_FIELDS)[number], z.ZodOptional<z.ZodString>>),
  'Where the person came from on the first page of their first visit.',
);

const lead = {
  id: id(),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  /** Country slugs, in the order the person asked about them. */
  destinations: z.array(z.string()),
  stage: z.enum(LEAD_STAGES),
  lost_reason: z.string().nullable(),
  owner: personRefSchema.nullable(),
  source: leadSourceSchema,
  student_id: id().nullable(),
  created_at: timestamp(),
  last_activity_at: timestamp(),
};
export const leadSchema = named('Lead', z.strictObject(lead));
export const pagedLeadsSchema = named('PagedLeads', keyedPage(leadSchema));

export const leadEventSchema = named(
  'LeadEvent',
  z.strictObject({ at: timestamp(), kind: z.enum(LEAD_EVENT_KINDS), summary: z.string(), by: personRefSchema.nullable() }),
);

/** A booking as staff see it. */
export const staffConsultationSchema = named(
  'StaffConsultation',
  z.strictObject({
    id: id(),
    start: timestamp(),
    end: timestamp(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    topic: z.string(),
    status: z.enum(CONSULTATION_STATUSES),
    notes: z.string().nullable(),
    time_zone: z.string(),
    destination: z.string().nullable(),
    lead_id: id(),
    adviser: personRefSchema,
  }),
);
export const staffConsultationListSchema = named('StaffConsultationList', results(staffConsultationSchema));

export const leadDetailSchema = named(
  'LeadDetail',
  z.strictObject({ ...lead, events: z.array(leadEventSchema), consultations: z.array(staffConsultationSchema) }),
);
export const reassignedSchema = named('Reassigned', z.strictObject({ updated: count() }));

export const availabilitySchema = named(
  'Availability',
  z.strictObject({
    time_zone: z.string(),
    weekly: z.array(z.strictObject({ day: z.int().min(1).max(7), start: z.string(), end: z.string() })),
    slot_minutes: z.int(),
    buffer_minutes: z.int(),
    notice_hours: z.int(),
    horizon_days: z.int(),
    video_url: z.string().nullable(),
  }),
);

export const slotSchema = named('Slot', z.strictObject({ start: timestamp(), end: timestamp(), adviser: personRefSchema }), 'A free consultation slot; times in UTC.');
export const slotListSchema = named('SlotList', z.strictObject({ slots: z.array(slotSchema) }));

export const bookingCreatedSchema = named(
  'BookingCreated',
  z.strictObject({ id: id(), start: timestamp(), end: timestamp(), adviser: personRefSchema, manage_url: z.string() }),
);

/** A booking as its manage link shows it to the person who made it. */
export const bookingSchema = named(
  'Booking',
  z.strictObject({
    id: id(),
    start: timestamp(),
    end: timestamp(),
    status: z.enum(CONSULTATION_STATUSES),
    adviser: personRefSchema,
    name: z.string(),
    email: z.string(),
    topic: z.string(),
    time_zone: z.string(),
    locale: z.string(),
    destination: z.string().nullable(),
    video_url: z.string().nullable(),
    /** Until when it can still be moved (the adviser's notice before the start), and cancelled (the start). */
    reschedule_until: timestamp(),
    cancel_until: timestamp(),
  }),
);

const funnelCounts = {
  leads: count(),
  consultations: count(),
  students: count(),
  applied: count(),
  offers: count(),
  enrolled: count(),
};
export const funnelSchema = named(
  'Funnel',
  z.strictObject({
    rows: z.array(z.strictObject({ key: z.string(), label: z.string(), ...funnelCounts })),
    totals: z.strictObject(funnelCounts),
  }),
  'Leads first seen in the period and how many of them ever reached each step, grouped.',
);
