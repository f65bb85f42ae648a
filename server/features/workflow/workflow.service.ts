// The agency's own work (decisions 0031, 0032): applications and their moves, one conversation per student, the staff lists and
// dashboard, and the deadline reminders. Staff see the students their scope allows (an admin all, an adviser their
// own); anything else is a 404, as if it did not exist (decision 0031).
import type { AdminDocument } from '../../../shared/documents';
import type { Checklist } from '../../../shared/study';
import type { AdminUser, KeyedPage, User } from '../../../shared/types';
import {
  APPLICATION_STAGES,
  type Application,
  type ApplicationStage,
  DEADLINE_REMINDER_DAYS,
  MESSAGE_MAIL_INTERVAL_MINUTES,
  type Message,
  type PersonRef,
  STAGE_LABELS,
  type StaffApplication,
  type StaffBoard,
  type StaffDashboard,
  type StaffStudentFile,
  type StaffStudentSummary,
  STUDENT_REMOVABLE_STAGE,
  ACCEPTED_STAGES,
  acceptedByReply,
  isClosedStage,
  type Thread,
} from '../../../shared/workflow';
import {
  applicationUpdateSchema,
  messageSchema,
  staffApplicationSchema,
  BOARD_COLUMN_CARDS,
  DEADLINES_SHOWN,
  staffApplicationsQuerySchema,
  staffBoardQuerySchema,
  staffStudentsQuerySchema,
  type offerFieldsSchema,
  replySchema,
  studentApplicationSchema,
  type visaDocumentSchema,
} from '../../../shared/schemas/workflow';
import type { Reply } from '../../../shared/plan';
import type * as z from 'zod';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import { withSqlTransaction } from '../../db/sql-transaction';
import type { Env } from '../../env';
import { AppError, fail, parseInput } from '../../lib/errors';
import { adviserScope, requireStaffActor, requireStudentActor } from '../../lib/actors';
import { quoted, recordAudit } from '../../lib/audit';
import type { Bound } from '../../lib/bind';
import { type Clock, utcDay } from '../../lib/clock';
import { log } from '../../lib/log';
import type { Mailer, OutgoingMail } from '../../mail/mailer';
import { mailContext, templates, workflowPages } from '../../mail/templates';
import { advanceStudentLead } from '../leads/leads.service';
import type { UserRow, UsersRepo } from '../users/users.service';
import { type ApplicationRow, type ApplicationWrite, offerParts, type Scope, type WorkflowRepo } from './workflow.repo';
import { transactionRunner } from '../../db/sql-transaction';

export type { WorkflowRepo } from './workflow.repo';

type OfferFieldsOutput = z.output<typeof offerFieldsSchema>;
type VisaDocumentOutput = z.output<typeof visaDocumentSchema>;

export interface WorkflowDeps {
  db: Db;
  env: Env;
  mailer: Mailer;
  clock: Clock;
  workflow: WorkflowRepo;
  users: UsersRepo;
  /** The admin view of a user (users feature). */
  toAdminUser(row: UserRow): AdminUser;
  /** A student's country checklists, as the student sees them (study feature). */
  checklistsOf(student: User): Promise<Checklist[]>;
  /** A student's documents with their versions, owner and reviewer (documents feature). */
  documentsOf(studentId: number): Promise<AdminDocument[]>;
  /** Documents waiting for review among the students of a scope, as a query with `count` (documents feature). */
  pendingDocumentsQuery(adviserId: number | null): Knex.QueryBuilder;
  toUser(row: UserRow): User;
  /** A student's plan may have changed (offer, reply, visa document, stage): it is looked at again soon. */
  planChanged(studentId: number): Promise<void>;
  /** The late and at-risk steps of the students of a scope, as the reminder sweep keeps them (plan feature). */
  planAlerts(adviserId: number | null): Promise<StaffDashboard['plan_alerts']['results']>;
  /** How many there are, as a query with `count`. */
  planAlertsQuery(adviserId: number | null): Knex.QueryBuilder;
  /** The application's receivable follows its stage and tuition, in the same transaction (commission feature). */
  receivableOf(trx: Knex.Transaction, applicationId: number): Promise<void>;
}

const NO_SUCH_STUDENT = 'No such student.';
const NO_SUCH_APPLICATION = 'No such application.';
const name = (u: { firstname: string; lastname: string }) => `${u.firstname} ${u.lastname}`.trim();

function staffOf(actor: User | null): { staff: User; scope: Scope } {
  const staff = requireStaffActor(actor);
  return { staff, scope: { adviserId: adviserScope(staff) } };
}

/** A student the scope sees, or 404. */
async function studentInScope(d: WorkflowDeps, scope: Scope, id: number): Promise<UserRow> {
  const row = Number.isSafeInteger(id) && id > 0 ? await d.workflow.studentRow<UserRow>(scope, id) : undefined;
  if (!row) throw fail.notFound(NO_SUCH_STUDENT);
  return row;
}

async function checkInstitution(d: WorkflowDeps, id: number): Promise<{ id: number; name: string }> {
  const row = await d.workflow.institution(id);
  if (!row) throw fail.field('institution_id', 'Choose an institution from the list.');
  return row;
}

/** Staff's mailbox for a student: their adviser, or the team's address when they have none. */
async function staffAddress(d: WorkflowDeps, student: UserRow): Promise<string> {
  const adviser = student.adviser_id ? await d.users.findById(Number(student.adviser_id)) : undefined;
  return adviser && adviser.role !== 'user' && !adviser.disabled_at ? adviser.email : d.env.contactEmail;
}

// ---- applications --------------------------------------------------------------------------------------------

async function create(d: WorkflowDeps, by: User, student: UserRow, values: ApplicationWrite & { note?: string | null }, audited: boolean): Promise<Application> {
  const { db, workflow } = d;
  const institution = await checkInstitution(d, Number(values.institution_id));
  const { note = null, ...row } = values;
  const id = await db.transaction(async (trx) => {
    const created = await workflow.insertApplication(trx, { ...row, student_id: student.id, stage: row.stage ?? 'shortlisted' });
    await workflow.addHistory(trx, { application_id: Number(created.id), stage: created.stage, by_id: by.id, note });
    // Added at a later stage by staff: the student's lead moves on with it (decision 0046).
    await advanceStudentLead(trx, Number(student.id), created.stage, `${quoted(created.course)} at ${institution.name}`);
    await d.receivableOf(trx, Number(created.id));
    if (audited) {
      await recordAudit(trx, by, {
        action: 'application.create',
        target_type: 'application',
        target_id: Number(created.id),
        summary: `${name(student)}: ${quoted(created.course)} at ${institution.name}, ${STAGE_LABELS[created.stage]}`,
      });
    }
    return Number(created.id);
  });
  remindSoon(d, values.deadline);
  return workflow.plain((await workflow.staffApplication(id))!);
}

/** A deadline within reach is reminded of at once rather than at the next sweep. */
function remindSoon(d: WorkflowDeps, deadline: string | null | undefined): void {
  if (!deadline) return;
  const now = d.clock.now();
  if (deadline < utcDay(now) || deadline > utcDay(new Date(now.getTime() + DEADLINE_REMINDER_DAYS * 86_400_000))) return;
  void remindDeadlines(d, now).catch((error: unknown) => log.warn('deadline reminders could not be sent now; the next sweep will', { error: String(error) }));
}

export async function myApplications(d: WorkflowDeps, actor: User | null): Promise<{ results: Application[] }> {
  const me = requireStudentActor(actor);
  return { results: await d.workflow.applicationsOf(me.id) };
}

export async function addMyApplication(d: WorkflowDeps, actor: User | null, input: unknown): Promise<Application> {
  const me = requireStudentActor(actor);
  const values = parseInput(studentApplicationSchema, input);
  const row = (await d.users.findById(me.id))!;
  return create(d, me, row, values, false);
}

export async function removeMyApplication(d: WorkflowDeps, actor: User | null, id: number): Promise<void> {
  const me = requireStudentActor(actor);
  const row = await d.workflow.findApplication(id);
  if (!row || Number(row.student_id) !== me.id) throw fail.notFound(NO_SUCH_APPLICATION);
  if (row.stage !== STUDENT_REMOVABLE_STAGE || !(await d.workflow.deleteApplicationIf(id, STUDENT_REMOVABLE_STAGE))) {
    throw new AppError(409, 'Your adviser is already working on this application: ask them to withdraw it.');
  }
}

export async function addApplication(d: WorkflowDeps, actor: User | null, studentId: number, input: unknown): Promise<Application> {
  const { staff, scope } = staffOf(actor);
  const student = await studentInScope(d, scope, studentId);
  const values = parseInput(staffApplicationSchema, input);
  return create(d, staff, student, values, true);
}

export async function updateApplication(d: WorkflowDeps, actor: User | null, id: number, input: unknown): Promise<StaffApplication> {
  const { db, env, mailer, workflow } = d;
  const { staff, scope } = staffOf(actor);
  const row = await workflow.findApplication(id);
  if (!row || !(await workflow.student(scope, Number(row.student_id)))) throw fail.notFound(NO_SUCH_APPLICATION);
  const { note, offer, visa_document, tuition, ...values } = parseInput(applicationUpdateSchema, input);
  const moved = values.stage !== undefined && values.stage !== row.stage;
  const changes: ApplicationWrite = { ...Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)), ...termColumns(offer, visa_document, tuition) };
  checkTerms({ ...row, ...changes });
  const changed = Object.keys(changes).filter((key) => String(changes[key as keyof ApplicationWrite] ?? '') !== String(row[key as keyof typeof row] ?? ''));
  const institution = (await workflow.institution(Number(row.institution_id)))!;
  await db.transaction(async (trx) => {
    // Take the row first: two moves at once are written one after the other.
    await trx('applications').where({ id }).forUpdate().first('id');
    await workflow.updateApplication(trx, id, changes);
    // Closed by staff (its conditions not met, withdrawn), a firm or insurance reply no longer holds the intake's
    // place: the student may choose another offer for that intake (the history keeps what they replied).
    if (moved && isClosedStage(values.stage!)) await trx('applications').where({ id }).whereIn('reply', ['firm', 'insurance']).update({ reply: null });
    // A move, or a note on its own, goes on the timeline.
    if (moved || (note !== undefined && note !== null)) {
      await workflow.addHistory(trx, { application_id: id, stage: (values.stage ?? row.stage) as ApplicationStage, by_id: staff.id, note: note ?? null });
    }
    // Submitted, an offer, enrolled: the student's lead moves on (decision 0046), forward only.
    if (moved) await advanceStudentLead(trx, Number(row.student_id), values.stage!, `${quoted(values.course ?? row.course)} at ${institution.name}`);
    // Enrolled with its tuition, withdrawn, a new tuition: what the institution owes follows (decision 0048).
    await d.receivableOf(trx, id);
    await recordAudit(trx, staff, {
      action: moved ? 'application.move' : 'application.update',
      target_type: 'application',
      target_id: id,
      summary: `${quoted(row.course)} at ${institution.name}: ${[
        moved ? `${STAGE_LABELS[row.stage]} → ${STAGE_LABELS[values.stage!]}` : '',
        changed.filter((k) => k !== 'stage').length ? `${changed.filter((k) => k !== 'stage').map((k) => k.replace(/_/g, ' ')).join(', ')} changed` : '',
        note ? 'note added' : '',
      ]
        .filter(Boolean)
        .join('; ') || 'nothing changed'}`,
    });
  });
  if (moved) {
    const student = await d.users.findById(Number(row.student_id));
    if (student) mailer.sendLater(student.email, templates.applicationMoved(mailContext(env, student), student, { course: values.course ?? row.course, institution: institution.name }, values.stage!, note ?? null));
  }
  if (changes.deadline !== undefined || moved) remindSoon(d, (changes.deadline as string | null | undefined) ?? row.deadline);
  await d.planChanged(Number(row.student_id));
  return (await workflow.staffApplication(id))!;
}

/** The columns an update of the offer, the visa document or the tuition writes (left out: untouched; null: cleared). */
function termColumns(offer: OfferFieldsOutput | null | undefined, visa: VisaDocumentOutput | null | undefined, tuition: { amount: number; currency: string } | null | undefined): ApplicationWrite {
  const out: ApplicationWrite = {};
  if (offer === null) Object.assign(out, { offer_conditions: null, deposit_amount: null, deposit_currency: null, deposit_due: null, deposit_paid_on: null, reply_by: null });
  else if (offer) {
    const { conditions, ...rest } = offer;
    if (conditions !== undefined) out.offer_conditions = conditions;
    for (const [key, value] of Object.entries(rest)) if (value !== undefined) Object.assign(out, { [key]: value });
  }
  if (visa === null) Object.assign(out, { visa_document_kind: null, visa_document_number: null, visa_document_issued_on: null, visa_document_valid_until: null });
  else if (visa) Object.assign(out, { visa_document_kind: visa.kind, visa_document_number: visa.number, visa_document_issued_on: visa.issued_on, visa_document_valid_until: visa.valid_until });
  if (tuition === null) Object.assign(out, { tuition_amount: null, tuition_currency: null });
  else if (tuition) Object.assign(out, { tuition_amount: tuition.amount, tuition_currency: tuition.currency });
  return out;
}

/** The rules between fields, on the application as it would be after the change. */
function checkTerms(after: ApplicationWrite): void {
  if ((after.deposit_amount === null || after.deposit_amount === undefined) !== (after.deposit_currency === null || after.deposit_currency === undefined)) {
    throw fail.field(after.deposit_amount === null || after.deposit_amount === undefined ? 'offer.deposit_amount' : 'offer.deposit_currency', 'Give the deposit’s amount and its currency together.');
  }
}

/**
 * The student answers an offer (firm, insurance, declined) until the end of its reply-by day (UTC). One firm and one
 * insurance per intake (two at once: the unique indexes decide). Declined withdraws the application; firm to an
 * unconditional offer accepts it, and changing that reply in time makes the offer unconditional again; the intake's
 * other offers stay as they are until answered. The adviser is told.
 */
export async function replyToOffer(d: WorkflowDeps, actor: User | null, id: number, input: unknown): Promise<Application> {
  const { db, env, mailer, workflow, clock } = d;
  const me = requireStudentActor(actor);
  const { reply } = parseInput(replySchema, input);
  const row = await workflow.findApplication(id);
  if (!row || Number(row.student_id) !== me.id) throw fail.notFound(NO_SUCH_APPLICATION);
  const now = clock.now();
  const institution = (await workflow.institution(Number(row.institution_id)))!;
  const student = (await d.users.findById(me.id))!;
  await db
    .transaction(async (trx) => {
      // Taken first: a reply and a staff change at once are written one after the other, on the row as it is then.
      const current = (await trx('applications').where({ id }).forUpdate().first()) as ApplicationRow;
      if (!offerParts(current).offer) throw new AppError(409, 'There is no offer to reply to yet.');
      if (isClosedStage(current.stage)) throw new AppError(409, current.reply === 'declined' ? 'You declined this offer: ask your adviser if you have changed your mind.' : 'This application is closed.');
      if (current.reply_by && now.getTime() >= Date.parse(`${current.reply_by}T00:00:00Z`) + 86_400_000) {
        throw new AppError(409, `The reply date (${current.reply_by}) has passed: ask your adviser.`);
      }
      // Accepted by this very reply, the student may still change it (the offer is unconditional again); else not.
      const history = (await trx('application_history').where({ application_id: id }).orderBy('at').orderBy('id').select('stage', 'by_id')) as Array<{ stage: ApplicationStage; by_id: number | null }>;
      const reopens = acceptedByReply({ ...current, history: history.map((h) => ({ stage: h.stage, by: h.by_id === null ? null : { id: Number(h.by_id) } })) }, me.id);
      if ((ACCEPTED_STAGES as readonly string[]).includes(current.stage) && reply !== 'firm' && !reopens) throw new AppError(409, 'This offer is already accepted: ask your adviser to change it.');
      if (current.reply === reply) return;
      if (reply !== 'declined') {
        const other = await trx('applications').where({ student_id: me.id, intake: current.intake, reply }).whereNot({ id }).first('id');
        if (other) throw new AppError(409, `You already hold another offer for this intake as your ${reply} choice: change that one first.`);
      }
      const stage: ApplicationStage =
        reply === 'declined' ? 'withdrawn' : reply === 'firm' && current.stage === 'unconditional_offer' ? 'accepted' : reopens ? 'unconditional_offer' : current.stage;
      await trx('applications').where({ id }).update({ reply, replied_at: now.toISOString(), stage, updated_at: trx.fn.now() });
      await workflow.addHistory(trx, { application_id: id, stage, by_id: me.id, note: REPLY_NOTES[reply] });
      if (stage !== current.stage) await advanceStudentLead(trx, me.id, stage, `${quoted(current.course)} at ${institution.name}`);
      const to = await staffAddress(d, student);
      await mailer.enqueue([{ to, content: templates.offerReplied(mailContext(env), { id: me.id, name: name(student) }, { course: current.course, institution: institution.name, intake: current.intake }, reply) }], await transactionRunner(trx));
    })
    .catch((error: unknown) => {
      // The other firm (or insurance) choice written at the same moment.
      if ((error as { code?: string }).code === '23505') throw new AppError(409, `You already hold another offer for this intake as your ${reply} choice: change that one first.`);
      throw error;
    });
  await d.planChanged(me.id);
  return (await workflow.applicationsOf(me.id)).find((a) => a.id === id)!;
}

const REPLY_NOTES: Record<Reply, string> = {
  firm: 'The student accepted this offer as their firm choice.',
  insurance: 'The student accepted this offer as their insurance choice.',
  declined: 'The student declined this offer.',
};

export async function applications(d: WorkflowDeps, actor: User | null, query: unknown): Promise<KeyedPage<StaffApplication>> {
  const { scope } = staffOf(actor);
  const q = parseInput(staffApplicationsQuerySchema, query);
  return { ...(await d.workflow.staffApplications(scope, q)), page: q.page, per_page: q.per_page };
}

/**
 * The board: each stage's first BOARD_COLUMN_CARDS applications with the column's count and the key of the rest
 * (`GET /api/staff/applications?stage=…&after=…` reads more), under the same filters.
 */
export async function board(d: WorkflowDeps, actor: User | null, query: unknown): Promise<StaffBoard> {
  const { scope } = staffOf(actor);
  const q = parseInput(staffBoardQuerySchema, query);
  const columns = (await d.workflow.boardColumns(scope, q, BOARD_COLUMN_CARDS)).map((column) => ({
    ...column,
    // A column's count is kept or counted whole, never capped.
    total_capped: false,
  }));
  return { columns, per_column: BOARD_COLUMN_CARDS };
}

// ---- messages ------------------------------------------------------------------------------------------------

async function post(d: WorkflowDeps, author: User, student: UserRow, input: unknown): Promise<Message> {
  const { db, env, mailer, workflow, clock } = d;
  const { body } = parseInput(messageSchema, input);
  const now = clock.now();
  const fromStudent = author.role === 'user';
  const { message, mail } = await db.transaction(async (trx) => {
    const message = await workflow.insertMessage(trx, { student_id: student.id, author_id: author.id, author_name: name(author), author_role: author.role, body, created_at: now.toISOString() });
    // Whoever writes has read the thread up to their own message.
    await workflow.markRead(fromStudent ? 'student' : 'staff', student.id, message.id, trx);
    const mail = await workflow.claimMail(trx, fromStudent ? 'staff' : 'student', student.id, now, MESSAGE_MAIL_INTERVAL_MINUTES);
    return { message, mail };
  });
  if (mail) {
    if (fromStudent) {
      const to = await staffAddress(d, student);
      mailer.sendLater(to, templates.newMessage(mailContext(env), { name: null, path: workflowPages.student(student.id) }, name(author), body));
    } else {
      // The student reads it in their language and zone.
      const ctx = mailContext(env, student);
      mailer.sendLater(student.email, templates.newMessage(ctx, { name: student.firstname, path: workflowPages.messages }, templates.adviserName(ctx, name(author)), body));
    }
  }
  return message;
}

async function thread(d: WorkflowDeps, side: 'student' | 'staff', studentId: number): Promise<Thread> {
  const [results, unread] = await Promise.all([d.workflow.messages(studentId), d.workflow.unreadInThread(side, studentId)]);
  return { results, unread };
}

export async function myThread(d: WorkflowDeps, actor: User | null): Promise<Thread> {
  return thread(d, 'student', requireStudentActor(actor).id);
}

export async function postMine(d: WorkflowDeps, actor: User | null, input: unknown): Promise<Message> {
  const me = requireStudentActor(actor);
  return post(d, me, (await d.users.findById(me.id))!, input);
}

export async function readMine(d: WorkflowDeps, actor: User | null): Promise<void> {
  const me = requireStudentActor(actor);
  await d.workflow.markRead('student', me.id, await d.workflow.lastMessageId(me.id));
}

export async function myUnread(d: WorkflowDeps, actor: User | null): Promise<{ messages: number }> {
  const me = requireStudentActor(actor);
  return { messages: await d.workflow.unreadInThread('student', me.id) };
}

export async function studentThread(d: WorkflowDeps, actor: User | null, studentId: number): Promise<Thread> {
  const { scope } = staffOf(actor);
  await studentInScope(d, scope, studentId);
  return thread(d, 'staff', studentId);
}

export async function postToStudent(d: WorkflowDeps, actor: User | null, studentId: number, input: unknown): Promise<Message> {
  const { staff, scope } = staffOf(actor);
  return post(d, staff, await studentInScope(d, scope, studentId), input);
}

export async function readStudentThread(d: WorkflowDeps, actor: User | null, studentId: number): Promise<void> {
  const { scope } = staffOf(actor);
  await studentInScope(d, scope, studentId);
  await d.workflow.markRead('staff', studentId, await d.workflow.lastMessageId(studentId));
}

export async function staffUnread(d: WorkflowDeps, actor: User | null): Promise<{ messages: number }> {
  const { scope } = staffOf(actor);
  const row = (await d.workflow.unreadForStaffQuery(scope).first()) as { count: number } | undefined;
  return { messages: Number(row?.count ?? 0) };
}

// ---- the staff lists -----------------------------------------------------------------------------------------

export async function students(d: WorkflowDeps, actor: User | null, query: unknown): Promise<KeyedPage<StaffStudentSummary>> {
  const { scope } = staffOf(actor);
  const q = parseInput(staffStudentsQuerySchema, query);
  const { rows, total, total_capped, next } = await d.workflow.studentsPage(scope, q);
  const results = rows.map((r) => ({
    id: Number(r.id),
    firstname: String(r.firstname),
    lastname: String(r.lastname),
    email: String(r.email),
    adviser: d.workflow.person(r.adviser_id === null ? null : Number(r.adviser_id), (r.adviser_firstname as string | null) ?? null, (r.adviser_lastname as string | null) ?? null),
    applications: Number(r.applications),
    unread: Number(r.unread),
    created_at: String(r.created_at),
  }));
  return { results, total, total_capped, page: q.page, per_page: q.per_page, next };
}

export async function studentFile(d: WorkflowDeps, actor: User | null, studentId: number): Promise<StaffStudentFile> {
  const { scope } = staffOf(actor);
  const row = await studentInScope(d, scope, studentId);
  const [adviserRow, checklists, documents, applicationList] = await Promise.all([
    row.adviser_id ? d.users.findById(Number(row.adviser_id)) : undefined,
    d.checklistsOf(d.toUser(row)),
    d.documentsOf(studentId),
    d.workflow.applicationsOf(studentId),
  ]);
  const adviser: PersonRef | null = adviserRow ? { id: Number(adviserRow.id), name: name(adviserRow) } : null;
  return { user: { ...d.toAdminUser(row), adviser }, checklists, documents, applications: applicationList };
}

export async function advisers(d: WorkflowDeps, actor: User | null): Promise<{ results: Array<{ id: number; name: string; email: string; students: number }> }> {
  const { scope } = staffOf(actor);
  return { results: await d.workflow.advisers(scope.adviserId) };
}

export async function dashboard(d: WorkflowDeps, actor: User | null): Promise<StaffDashboard> {
  const { scope } = staffOf(actor);
  const now = d.clock.now();
  const [from, to] = [utcDay(now), utcDay(new Date(now.getTime() + 7 * 86_400_000))];
  // The counts in one statement: each is a short read of kept counts or an index, and a round trip to PostgreSQL
  // costs the server about as much as one of them (docs/decisions/0049-lists-at-scale.md).
  const [counts, stages, deadlines, alerts] = await Promise.all([
    d.db
      .select({
        students: d.workflow.studentCountQuery(scope),
        deadlines: d.workflow.deadlineCountQuery(scope, from, to),
        unread: d.workflow.unreadForStaffQuery(scope),
        pending: d.pendingDocumentsQuery(scope.adviserId),
        alerts: d.planAlertsQuery(scope.adviserId),
      })
      .first() as Promise<{ students: number; deadlines: number | string; unread: number; pending: number; alerts: number }>,
    d.workflow.stageCounts(scope),
    d.workflow.deadlinesBetween(scope, from, to, DEADLINES_SHOWN),
    d.planAlerts(scope.adviserId),
  ]);
  const byStage = Object.fromEntries(APPLICATION_STAGES.map((s) => [s, 0])) as Record<ApplicationStage, number>;
  for (const { stage, count: n } of stages) byStage[stage] = Number(n);
  return {
    students: Number(counts.students),
    applications_by_stage: byStage,
    deadlines_this_week: deadlines,
    deadlines_this_week_total: Number(counts.deadlines),
    unread_messages: Number(counts.unread),
    pending_documents: Number(counts.pending),
    plan_alerts: { count: Number(counts.alerts), results: alerts },
  };
}

// ---- deadline reminders --------------------------------------------------------------------------------------

/**
 * Sends the reminders due at `now`: each application with a deadline within DEADLINE_REMINDER_DAYS, not yet
 * submitted, gets one mail to the student and one to their adviser (the team's address when none), once per
 * deadline. The reminder's row and the two mail jobs are written in one transaction, the row ON CONFLICT DO NOTHING:
 * whichever process inserts it sends, every other one finds it there (decision 0030). Returns how many were sent.
 */
export async function remindDeadlines(d: WorkflowDeps, now: Date = d.clock.now()): Promise<number> {
  const { db, env, mailer, workflow, users } = d;
  const due = await workflow.dueReminders(utcDay(now), utcDay(new Date(now.getTime() + DEADLINE_REMINDER_DAYS * 86_400_000)));
  let sent = 0;
  for (const { id } of due) {
    const application = await workflow.staffApplication(id);
    const student = application && (await users.findById(application.student.id));
    if (!application?.deadline || !student) continue;
    const details = { course: application.course, institution: application.institution.name, deadline: application.deadline, stage: STAGE_LABELS[application.stage] };
    const messages: OutgoingMail[] = [
      { to: student.email, content: templates.deadlineReminderStudent(mailContext(env, student), student, details) },
      { to: await staffAddress(d, student), content: templates.deadlineReminderStaff(mailContext(env), { id: student.id, name: name(student) }, details) },
    ];
    const inserted = await withSqlTransaction(db, async (runner) => {
      const { rows } = await runner.executeSql(
        `insert into application_reminders (application_id, kind, sent_at) values ($1, $2, $3) on conflict do nothing returning application_id`,
        [id, `deadline:${application.deadline}`, now.toISOString()],
      );
      if (rows.length) await mailer.enqueue(messages, runner);
      return rows.length > 0;
    });
    if (inserted) sent += 1;
  }
  return sent;
}

export const workflowService = {
  remindDeadlines,
  account: {
    applications: myApplications,
    reply: replyToOffer,
    addApplication: addMyApplication,
    removeApplication: removeMyApplication,
    thread: myThread,
    post: postMine,
    read: readMine,
    unread: myUnread,
  },
  staff: {
    advisers,
    dashboard,
    students,
    student: studentFile,
    thread: studentThread,
    post: postToStudent,
    read: readStudentThread,
    addApplication,
    updateApplication,
    applications,
    board,
    unread: staffUnread,
  },
};

export type WorkflowService = Bound<WorkflowDeps, typeof workflowService>;
