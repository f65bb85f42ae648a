// The agency's own work (decisions 0031, 0032): advisers, applications to
// institutions and one conversation per student. The server and the client both read these shapes and rules.
import type { StudentDocument } from './documents';
import type { BoardProfile } from './profile';
import type { Checklist } from './study';
import type { AdminUser, Role } from './types';

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

/** Someone named in a history entry or a message: staff or the student. */
export interface PersonRef {
  id: number;
  name: string;
}

export interface ApplicationHistoryEntry {
  stage: ApplicationStage;
  /** ISO time. */
  at: string;
  /** Null once the person who made the move has been erased. */
  by: PersonRef | null;
  note: string | null;
}

export interface Application {
  id: number;
  institution: { id: number; name: string; country: { slug: string; name: string } };
  course: string;
  /** YYYY-MM */
  intake: string;
  stage: ApplicationStage;
  /** YYYY-MM-DD, or null. */
  deadline: string | null;
  offer_conditions: string | null;
  created_at: string;
  updated_at: string;
  /** Oldest first. */
  history: ApplicationHistoryEntry[];
}

/**
 * An application as staff see it on the board: with its student (and the profile fields the board shows, those whose
 * description says `board`) and the student's adviser.
 */
export interface StaffApplication extends Application {
  student: PersonRef & BoardProfile;
  adviser: PersonRef | null;
}

export interface Message {
  id: number;
  body: string;
  /** ISO time. */
  at: string;
  from: { id: number; name: string; role: Role };
}

/** One student's conversation, newest last; `unread` counts the other side's messages this reader has not opened. */
export interface Thread {
  results: Message[];
  unread: number;
}

/** A row of /admin/students. */
export interface StaffStudentSummary {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  adviser: PersonRef | null;
  applications: number;
  /** The student's messages staff have not read. */
  unread: number;
  created_at: string;
}

/** GET /api/staff/students/<id>: everything staff need on one page. */
export interface StaffStudentFile {
  user: AdminUser & { adviser: PersonRef | null };
  checklists: Checklist[];
  documents: StudentDocument[];
  applications: Application[];
}
