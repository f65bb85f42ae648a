// The agency's own work (decisions 0031, 0032): advisers, applications to
// institutions and one conversation per student. The server and the client both read these shapes and rules.
import type * as z from 'zod';
import type {
  adviserLoadSchema,
  applicationHistoryEntrySchema,
  applicationSchema,
  messageSchema,
  staffApplicationCardSchema,
  staffApplicationSchema,
  staffBoardSchema,
  staffDashboardSchema,
  staffStudentFileSchema,
  staffStudentSummarySchema,
  threadSchema,
} from './schemas/workflow.answers';
import type { personRefSchema } from './schemas/answers';
import type { Role } from './types';

/** The stages an application moves through, in order. */
export const PIPELINE_STAGES = [
  'shortlisted',
  'preparing',
  'submitted',
  'conditional_offer',
  'unconditional_offer',
  'accepted',
  'visa_applied',
  'visa_granted',
  'enrolled',
] as const;
/** Where an application can end early. */
export const CLOSED_STAGES = ['rejected', 'withdrawn'] as const;
export const APPLICATION_STAGES = [...PIPELINE_STAGES, ...CLOSED_STAGES] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

export const STAGE_LABELS: Record<ApplicationStage, string> = {
  shortlisted: 'Shortlisted',
  preparing: 'Preparing',
  submitted: 'Submitted',
  conditional_offer: 'Conditional offer',
  unconditional_offer: 'Unconditional offer',
  accepted: 'Accepted',
  visa_applied: 'Visa applied',
  visa_granted: 'Visa granted',
  enrolled: 'Enrolled',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

export const isApplicationStage = (value: unknown): value is ApplicationStage =>
  typeof value === 'string' && (APPLICATION_STAGES as readonly string[]).includes(value);

/** Stages at which an application holds an offer (recorded terms also make one). */
export const OFFER_STAGES = ['conditional_offer', 'unconditional_offer', 'accepted', 'visa_applied', 'visa_granted', 'enrolled'] as const satisfies readonly ApplicationStage[];
/** Stages at which the student holds the offer firm, whatever their reply says. */
export const ACCEPTED_STAGES = ['accepted', 'visa_applied', 'visa_granted', 'enrolled'] as const satisfies readonly ApplicationStage[];
export const isClosedStage = (stage: ApplicationStage): boolean => (CLOSED_STAGES as readonly string[]).includes(stage);

/**
 * Whether the student's own firm reply is what accepted the application (a firm reply to an unconditional offer),
 * with nobody moving it since: their reply may then still change until the reply-by day ends, and the offer goes back
 * to unconditional. Accepted by staff (the conditions met), or moved on, the student asks their adviser instead.
 * `history` is oldest first.
 */
export function acceptedByReply(
  application: { stage: ApplicationStage; reply: string | null; history: ReadonlyArray<{ stage: ApplicationStage; by: { id: number } | null }> },
  studentId: number,
): boolean {
  if (application.stage !== 'accepted' || application.reply !== 'firm') return false;
  // The entry that moved it to `accepted`: the first of the newest run of entries at that stage (notes add more).
  let move: (typeof application.history)[number] | undefined;
  for (let i = application.history.length - 1; i >= 0 && application.history[i]!.stage === 'accepted'; i -= 1) move = application.history[i];
  return move?.by?.id === studentId;
}

/** A student may remove an application only while it is still on their shortlist. */
export const STUDENT_REMOVABLE_STAGE: ApplicationStage = 'shortlisted';

/** Staff roles: they open the administration portal. */
export const STAFF_ROLES = ['admin', 'adviser'] as const satisfies readonly Role[];
export const isStaff = (role: Role | null | undefined): boolean => role === 'admin' || role === 'adviser';

/** Messages: 1–5000 characters; the other side is mailed at most once per thread in this many minutes. */
export const MESSAGE_MAX_LENGTH = 5000;
export const MESSAGE_MAIL_INTERVAL_MINUTES = 15;
/** An application with a deadline this many days ahead or fewer, not yet submitted, gets one reminder. */
export const DEADLINE_REMINDER_DAYS = 7;

// The shapes below are read from their answer schemas (shared/schemas/workflow.answers.ts, decision 0041).

/** Someone named in a history entry or a message: staff or the student. */
export type PersonRef = z.infer<typeof personRefSchema>;
export type ApplicationHistoryEntry = z.infer<typeof applicationHistoryEntrySchema>;
export type Application = z.infer<typeof applicationSchema>;
/** An application as staff see it on the board: with its student and the student's adviser. */
export type StaffApplication = z.infer<typeof staffApplicationSchema>;
/** An application in a short list of many (a board column, the dashboard's deadlines): without its history. */
export type StaffApplicationCard = z.infer<typeof staffApplicationCardSchema>;
export type Message = z.infer<typeof messageSchema>;
/** One student's conversation, newest last; `unread` counts the other side's messages this reader has not opened. */
export type Thread = z.infer<typeof threadSchema>;
/** A row of /admin/students. */
export type StaffStudentSummary = z.infer<typeof staffStudentSummarySchema>;
/** GET /api/staff/students/<id>: everything staff need on one page. */
export type StaffStudentFile = z.infer<typeof staffStudentFileSchema>;
/** GET /api/staff/board: the columns' first cards. */
export type StaffBoard = z.infer<typeof staffBoardSchema>;
/** GET /api/staff/dashboard: an adviser's own students, everyone's for an admin. */
export type StaffDashboard = z.infer<typeof staffDashboardSchema>;
/** GET /api/staff/advisers: an adviser and how many students they look after. */
export type AdviserLoad = z.infer<typeof adviserLoadSchema>;
