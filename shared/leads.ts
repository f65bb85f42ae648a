// The agency's front door (decision 0046): leads, advisers' hours, consultations and the funnel. The server and the
// client both read these names, bounds and rules.

/** A lead's stages, in the order a person moves through them; `lost` stands apart. */
export const LEAD_STAGES = ['new', 'contacted', 'consultation_booked', 'student', 'applied', 'enrolled', 'lost'] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

/** The stages' names as staff read them (the portal and the timeline's entries). */
export const LEAD_STAGE_LABELS: Record<LeadStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  consultation_booked: 'Consultation booked',
  student: 'Student',
  applied: 'Applied',
  enrolled: 'Enrolled',
  lost: 'Lost',
};

/** How far along each stage is: automatic moves only go forward (and also take a lead out of `lost`). */
export const LEAD_STAGE_RANK: Record<LeadStage, number> = { new: 0, contacted: 1, consultation_booked: 2, student: 3, applied: 4, enrolled: 5, lost: -1 };

/** What the timeline records. */
export const LEAD_EVENT_KINDS = ['enquiry', 'consultation', 'fit_check', 'registration', 'note', 'stage', 'owner', 'mail'] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

/** Where a visit came from, as the browser saw it on the first page of the visit: each part at most this long. */
export const SOURCE_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'referrer', 'landing_path'] as const;
export type SourceField = (typeof SOURCE_FIELDS)[number];
export type LeadSource = Partial<Record<SourceField, string>>;
export const SOURCE_MAX = 200;
/** The funnel's key for a lead that came without a source. */
export const DIRECT_SOURCE = '(direct)';

export const CONSULTATION_STATUSES = ['booked', 'attended', 'no_show', 'cancelled'] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

/** An adviser's booking settings: bounds and defaults. */
export const AVAILABILITY_LIMITS = {
  slot_minutes: { min: 15, max: 120, default: 30 },
  buffer_minutes: { min: 0, max: 60, default: 10 },
  notice_hours: { min: 0, max: 168, default: 12 },
  horizon_days: { min: 1, max: 90, default: 28 },
} as const;
/** How many days the slot list covers at once, at most (and by default). */
export const SLOT_DAYS_MAX = 14;
export const SLOT_DAYS_DEFAULT = 7;
/** How many free slots a 409 offers instead of the one taken. */
export const NEXT_SLOTS_OFFERED = 5;
/** When the reminder goes: this many hours before the start. */
export const CONSULTATION_REMINDER_HOURS = 24;
export const TOPIC_MAX = 1000;

/** The funnel's columns after `leads`, in order, and what the rows are grouped by. */
export const FUNNEL_STEPS = ['consultations', 'students', 'applied', 'offers', 'enrolled'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
export const FUNNEL_GROUPS = ['source', 'adviser', 'destination'] as const;
export type FunnelGroup = (typeof FUNNEL_GROUPS)[number];
