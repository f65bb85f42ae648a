// The student's plan from offer to arrival: the shapes the server's rules (server/features/plan/plan.core.ts) read and
// answer, and the constants they use. The browser imports this module too, so it holds types and constants only.
import type { ApplicationStage } from './workflow';

export const PLAN_STATUSES = ['done', 'open', 'due_soon', 'late', 'at_risk'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** The student's answer to an offer. */
export const REPLIES = ['firm', 'insurance', 'declined'] as const;
export type Reply = (typeof REPLIES)[number];

/** The document an institution issues for the visa: the UK's CAS, the US's I-20, Australia's COE, a letter of acceptance. */
export const VISA_DOCUMENT_KINDS = ['CAS', 'I-20', 'COE', 'LoA', 'other'] as const;
export type VisaDocumentKind = (typeof VISA_DOCUMENT_KINDS)[number];

/** A step is due soon when due within this many days: today up to today + 7 (a step due in a week is due soon). */
export const DUE_SOON_DAYS = 7;
/** The visa application's latest safe day: intake start − the country's processing weeks − this many weeks. */
export const VISA_MARGIN_WEEKS = 2;
/** Travel: this many days before the intake starts. */
export const TRAVEL_DAYS_BEFORE_INTAKE = 14;

/** The kinds of step, in the order steps due on the same day are listed. */
export const PLAN_STEP_KINDS = ['deadline', 'reply', 'deposit', 'visa_document', 'passport', 'visa', 'travel', 'arrival', 'task'] as const;
export type PlanStepKind = (typeof PLAN_STEP_KINDS)[number];

/** An offer's terms. Money is in the currency's minor units (pence, cents; yen as they are). */
export interface PlanOffer {
  conditions: string | null;
  deposit_amount: number | null;
  deposit_currency: string | null;
  deposit_due: string | null;
  deposit_paid_on: string | null;
  reply_by: string | null;
}

export interface PlanVisaDocument {
  kind: VisaDocumentKind;
  number: string;
  issued_on: string | null;
  valid_until: string | null;
}

export interface PlanApplication {
  id: number;
  institution: string;
  course: string;
  /** The country's name. */
  country: string;
  /** YYYY-MM; the intake starts on the 1st of that month. */
  intake: string;
  stage: ApplicationStage;
  /** YYYY-MM-DD */
  deadline: string | null;
  offer: PlanOffer | null;
  reply: Reply | null;
  visa_document: PlanVisaDocument | null;
  /** The country's, an integer 0..104. */
  visa_processing_weeks: number;
  /** The country's, an integer 0..60. */
  passport_valid_months_after_intake: number;
}

export interface PlanTask {
  id: number;
  title: string;
  due_on: string;
  done: boolean;
  application_id: number | null;
}

export interface PlanInput {
  /** The student's own date today (YYYY-MM-DD, in their time zone). */
  today: string;
  applications: PlanApplication[];
  /** The newest approved passport: its expiry, null when none was recorded; null when no passport is approved. */
  passport: { expires_on: string | null } | null;
  tasks: PlanTask[];
}

/**
 * Why a step is late or at risk, with the facts its wording needs (days are YYYY-MM-DD, intakes YYYY-MM):
 * - `overdue`: a late step with nothing more specific to say.
 * - `passport_expires`: the passport ends before the day the country asks it to last to (intake start + `months`).
 * - `passport_unknown`: no approved passport, or one whose expiry was not recorded; it comes with the passport step
 *   whatever its date says (open, due soon or late), since the student has something to do either way.
 * - `visa_document_expires`: the recorded CAS, I-20 … stops being valid before the course starts.
 */
export type PlanReason =
  | { code: 'overdue'; due_on: string }
  | { code: 'passport_expires'; expires_on: string; valid_until_needed: string; months: number; country: string; intake: string }
  | { code: 'passport_unknown'; valid_until_needed: string; months: number; country: string; intake: string }
  | { code: 'visa_document_expires'; kind: VisaDocumentKind; valid_until: string; intake: string; intake_start: string };

export type PlanReasonCode = PlanReason['code'];

export interface PlanStep {
  /**
   * Stable across loads: `deadline:<application id>`, `reply:<id>`, `deposit:<id>`, `visa_document:<id>`,
   * `passport:<id>`, `visa:<id>`, `travel:<id>`, `arrival:<id>`, `task:<task id>`.
   */
  key: string;
  kind: PlanStepKind;
  application_id: number | null;
  /** The latest safe day, YYYY-MM-DD; null when nobody set one (an offer without a reply date). */
  due_on: string | null;
  status: PlanStatus;
  /** Why it is late or at risk (null otherwise, but for `passport_unknown`): a code and the facts the wording needs. */
  reason: PlanReason | null;
}

/** A step as the student's page shows it: worded in their language (server/features/plan/plan.text.ts). */
export interface PlanStepView {
  key: string;
  title: string;
  application_id: number | null;
  due_on: string | null;
  status: PlanStatus;
  reason: string | null;
}
