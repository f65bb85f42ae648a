// The student's plan from offer to arrival as one list of steps, each with its latest safe day and a status. Pure: the
// caller loads the student's applications, passport and tasks and passes the student's own date today, so the same
// input gives the same plan on any machine, in any time zone. Days are YYYY-MM-DD strings; the arithmetic counts
// whole days in UTC, where every day has 24 hours.
import {
  DUE_SOON_DAYS,
  PLAN_STEP_KINDS,
  type PlanApplication,
  type PlanInput,
  type PlanReason,
  type PlanStep,
  type PlanStepKind,
  TRAVEL_DAYS_BEFORE_INTAKE,
  VISA_MARGIN_WEEKS,
} from '../../../shared/plan';
import { type ApplicationStage, PIPELINE_STAGES } from '../../../shared/workflow';

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_PATTERN = /^(\d{4})-(\d{2})$/;

/**
 * The number of days from 1970-01-01 to `day`. A day that does not exist (2027-02-30, 2027-02-29) is refused rather
 * than rolled over into the next month, which would move a deadline without anyone noticing.
 */
export function dayNumber(day: string): number {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`Not a day (YYYY-MM-DD): ${day}`);
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(year, month - 1, date));
  // Date.UTC reads the years 0–99 as 1900–1999, and rolls the 31st of a short month over: both show in the round trip.
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== date) throw new RangeError(`No such day: ${day}`);
  return at.getTime() / DAY_MS;
}

/** The YYYY-MM-DD of a day number. */
export const dayOf = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => dayOf(dayNumber(day) + days);

/** The day an intake (YYYY-MM) starts: the 1st of its month. */
export function intakeStart(intake: string): string {
  const match = MONTH_PATTERN.exec(intake);
  if (!match || Number(match[2]) < 1 || Number(match[2]) > 12) throw new RangeError(`Not an intake (YYYY-MM): ${intake}`);
  return `${intake}-01`;
}

/**
 * The 1st of the month `months` after the 1st of `intake`'s month: 2027-09 and 6 → 2028-03-01. Both ends are the 1st
 * of a month, so no month is too short for the day (the trouble adding months to the 31st, or to 29 February, has).
 */
export function monthsAfterIntake(intake: string, months: number): string {
  const [year, month] = intakeStart(intake).split('-').map(Number) as [number, number];
  const at = new Date(0);
  // setUTCFullYear, not Date.UTC: it keeps the years 0–99 as they are.
  at.setUTCFullYear(year, month - 1 + months, 1);
  return at.toISOString().slice(0, 10);
}

/** A stage's place in the pipeline; −1 for the closed stages, which come after nothing. */
const rank = (stage: ApplicationStage) => (PIPELINE_STAGES as readonly ApplicationStage[]).indexOf(stage);
const atLeast = (stage: ApplicationStage, than: (typeof PIPELINE_STAGES)[number]) => rank(stage) >= rank(than);
const isClosed = (stage: ApplicationStage) => rank(stage) < 0;

/** The student holds the offer firm: they said so, or the application is accepted or further on. */
export const holdsFirm = (application: PlanApplication): boolean => application.reply === 'firm' || atLeast(application.stage, 'accepted');

/**
 * A step before its status is known. `risk` is an at-risk condition (it makes an open step at_risk and names why a
 * late one is late); `note` is a reason the step carries whatever its date says (a passport nobody could check).
 */
interface Draft {
  kind: PlanStepKind;
  id: number;
  application_id: number | null;
  due_on: string | null;
  done: boolean;
  risk?: PlanReason | null;
  note?: PlanReason | null;
}

/** The steps an application gives, unclamped, before their status. */
function applicationDrafts(application: PlanApplication, passport: PlanInput['passport']): Draft[] {
  const { id, stage, offer, intake } = application;
  if (isClosed(stage)) return [];
  const start = intakeStart(intake);
  const drafts: Draft[] = [];
  const step = (kind: PlanStepKind, draft: Omit<Draft, 'kind' | 'id' | 'application_id'>) => drafts.push({ kind, id, application_id: id, ...draft });

  if (application.deadline !== null) step('deadline', { due_on: application.deadline, done: atLeast(stage, 'submitted') });
  if (offer !== null) {
    step('reply', { due_on: offer.reply_by, done: application.reply !== null });
    if (offer.deposit_amount !== null) step('deposit', { due_on: offer.deposit_due, done: offer.deposit_paid_on !== null });
  }
  if (!holdsFirm(application)) return drafts;

  // The visa, its document and the passport all have to be ready by the day the visa application must go in.
  const visaDue = addDays(start, -7 * (application.visa_processing_weeks + VISA_MARGIN_WEEKS));

  // A document that stops being valid before the course starts is no use for the visa; once the visa is granted it
  // has done its work, and once the visa was applied for the student must have had one, recorded here or not.
  const document = application.visa_document;
  if (document?.valid_until) dayNumber(document.valid_until);
  const documentRisk: PlanReason | null =
    document?.valid_until && document.valid_until < start && !atLeast(stage, 'visa_granted')
      ? { code: 'visa_document_expires', kind: document.kind, valid_until: document.valid_until, intake, intake_start: start }
      : null;
  step('visa_document', { due_on: visaDue, done: documentRisk === null && (document !== null || atLeast(stage, 'visa_applied')), risk: documentRisk });

  // The passport must last until `needed`. A granted visa settles the question: the country has looked at it.
  const months = application.passport_valid_months_after_intake;
  const needed = monthsAfterIntake(intake, months);
  const facts = { valid_until_needed: needed, months, country: application.country, intake };
  const expires = passport?.expires_on ?? null;
  if (expires !== null) dayNumber(expires);
  const granted = atLeast(stage, 'visa_granted');
  step('passport', {
    due_on: visaDue,
    done: granted || (expires !== null && expires >= needed),
    risk: !granted && expires !== null && expires < needed ? { code: 'passport_expires', expires_on: expires, ...facts } : null,
    note: expires === null ? { code: 'passport_unknown', ...facts } : null,
  });

  step('visa', { due_on: visaDue, done: atLeast(stage, 'visa_applied') });
  step('travel', { due_on: addDays(start, -TRAVEL_DAYS_BEFORE_INTAKE), done: atLeast(stage, 'enrolled') });
  step('arrival', { due_on: start, done: atLeast(stage, 'enrolled') });
  return drafts;
}

/** The status and reason of a step on `today`: done, then late, then at risk, then due soon, else open. */
function settle(draft: Draft, today: string): PlanStep {
  const { kind, id, application_id, due_on } = draft;
  const step = { key: `${kind}:${id}`, kind, application_id, due_on };
  if (draft.done) return { ...step, status: 'done', reason: null };
  const risk = draft.risk ?? null;
  const note = draft.note ?? null;
  if (due_on !== null && due_on < today) return { ...step, status: 'late', reason: risk ?? note ?? { code: 'overdue', due_on } };
  if (risk) return { ...step, status: 'at_risk', reason: risk };
  const soon = due_on !== null && dayNumber(due_on) - dayNumber(today) <= DUE_SOON_DAYS;
  return { ...step, status: soon ? 'due_soon' : 'open', reason: note };
}

const KIND_ORDER = new Map<PlanStepKind, number>(PLAN_STEP_KINDS.map((kind, i) => [kind, i]));

/**
 * The order the plan is shown in: by latest safe day (steps with none last), then by kind, then by key. Keys compare
 * by their characters (not by a locale's collation), so the order is the same on every machine.
 */
export function compareSteps(a: PlanStep, b: PlanStep): number {
  if (a.due_on !== b.due_on) {
    if (a.due_on === null) return 1;
    if (b.due_on === null) return -1;
    return a.due_on < b.due_on ? -1 : 1;
  }
  const byKind = KIND_ORDER.get(a.kind)! - KIND_ORDER.get(b.kind)!;
  if (byKind !== 0) return byKind;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

/**
 * The student's plan: every step of their open applications and every task, with its status on `input.today`, in
 * the order to show them. No step of an application is due after the day its intake starts (a later date is brought
 * back to it): there is no sense in a deadline after the course began. A task of an application that is not in the
 * input (a closed one the caller left out) keeps its own date.
 */
export function computePlan(input: PlanInput): PlanStep[] {
  dayNumber(input.today);
  const starts = new Map(input.applications.map((a) => [a.id, intakeStart(a.intake)]));
  const drafts: Draft[] = input.applications.flatMap((a) => applicationDrafts(a, input.passport));
  for (const task of input.tasks) drafts.push({ kind: 'task', id: task.id, application_id: task.application_id, due_on: task.due_on, done: task.done });

  const steps = drafts.map((draft) => {
    if (draft.due_on !== null) dayNumber(draft.due_on);
    const start = draft.application_id === null ? undefined : starts.get(draft.application_id);
    const due_on = draft.due_on !== null && start !== undefined && draft.due_on > start ? start : draft.due_on;
    return settle({ ...draft, due_on }, input.today);
  });
  return steps.sort(compareSteps);
}

/**
 * The first day after `today` on which the calendar alone changes what the sweep acts on: a step not done comes into
 * the reminders' week (and turns due soon unless at risk) DUE_SOON_DAYS before its day, and turns late the day after
 * it. Null when no day would change anything (every step done or without a day). Until that day, looking at the plan
 * again gives the same statuses and reminders, so the daily sweep leaves the student alone; a change to their data is
 * looked at when it is made.
 */
export function nextChange(steps: readonly PlanStep[], today: string): string | null {
  const now = dayNumber(today);
  let next: number | null = null;
  for (const step of steps) {
    if (step.status === 'done' || step.due_on === null) continue;
    const due = dayNumber(step.due_on);
    for (const day of [due - DUE_SOON_DAYS, due + 1]) if (day > now && (next === null || day < next)) next = day;
  }
  return next === null ? null : dayOf(next);
}
