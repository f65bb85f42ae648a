// A student's plan from offer to arrival (decision 0047): computed from their data by one pure function
// (plan.core.ts), worded in the reader's language (plan.text.ts), never stored twice. What is stored is what the
// sweep needs to act once: the late and at-risk steps as the dashboards list them (plan_alerts), the reminders sent
// (plan_reminders), and for each student the day the sweep last looked and the next day the calendar changes their
// plan (plan_checks).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { Knex } from 'knex';
import type { Translations } from '../../../shared/translations';
import { storedTranslations } from '../../lib/translations';
import { DateTime } from 'luxon';
import { DEFAULT_LOCALE, isAvailableLocale, type LocaleCode } from '../../../shared/i18n/locales';
import type { PlanInput, PlanStep } from '../../../shared/plan';
import { DUE_SOON_DAYS } from '../../../shared/plan';
import { calendarQuerySchema, myTaskUpdateSchema, taskCreateSchema, taskUpdateSchema } from '../../../shared/schemas/plan';
import type { User } from '../../../shared/types';
import type { Db } from '../../db/knex';
import { transactionRunner } from '../../db/sql-transaction';
import type { Env } from '../../env';
import { adviserScope, requireStaffActor, requireStudentActor } from '../../lib/actors';
import { quoted, recordAudit } from '../../lib/audit';
import type { Bound } from '../../lib/bind';
import type { Clock } from '../../lib/clock';
import { fail, parseInput } from '../../lib/errors';
import { log } from '../../lib/log';
import type { Mailer, OutgoingMail } from '../../mail/mailer';
import { mailContext } from '../../mail/templates';
import type { UserRow, UsersRepo } from '../users/users.service';
import type { WorkflowRepo } from '../workflow/workflow.service';
import { addDays, computePlan, nextChange } from './plan.core';
import { planAlertMail, planDueMail } from './plan.mails';
import { describePlan } from './plan.text';

export interface PlanDeps {
  db: Db;
  env: Env;
  mailer: Mailer;
  clock: Clock;
  users: UsersRepo;
  workflow: WorkflowRepo;
}

type Runner = Knex | Knex.Transaction;

/** A step as the API answers it: worded. */
export type WordedStep = ReturnType<typeof describePlan>[number];

export interface PlanTask {
  id: number;
  student_id: number;
  application_id: number | null;
  title: string;
  due_on: string;
  done: boolean;
  done_at: string | null;
  created_by: { id: number; name: string } | null;
  created_at: string;
  updated_at: string;
}

/** How many students one sweep looks at, at most (the next sweep, a quarter of an hour later, goes on). */
const SWEEP_BATCH = 500;
const SWEEP_MAX = 20_000;
/** The dashboard lists this many alerts at most. */
export const PLAN_ALERTS_SHOWN = 50;

const NO_SUCH_STUDENT = 'No such student.';
const NO_SUCH_TASK = 'No such task.';
const NO_SUCH_FEED = 'No such calendar.';
const fullName = (u: { firstname: string; lastname: string }) => `${u.firstname} ${u.lastname}`.trim();
const localeOf = (row: { locale?: string | null }): LocaleCode => (isAvailableLocale(row.locale) ? row.locale : DEFAULT_LOCALE);

/** The student's own date at `now`, in their time zone (UTC when it is not one). */
export function dayIn(zone: string | null | undefined, now: Date): string {
  const local = DateTime.fromJSDate(now, { zone: zone || 'UTC' });
  return (local.isValid ? local : DateTime.fromJSDate(now, { zone: 'UTC' })).toISODate()!;
}


// ---- the plan's input ----------------------------------------------------------------------------------------

/** The plan's input, and each application's country name in every language it has (the default's is the input's). */
export interface Read {
  input: PlanInput;
  countryNames: Map<number, Translations>;
}

/** The input with each country named in `locale` where the country has that translation. */
function inLocale({ input, countryNames }: Read, locale: LocaleCode): PlanInput {
  if (locale === DEFAULT_LOCALE) return input;
  return { ...input, applications: input.applications.map((a) => ({ ...a, country: countryNames.get(a.id)?.[locale]?.name?.trim() || a.country })) };
}

/** Everything the plans of `students` are computed from, read in a few queries whatever their number. */
export async function readInputs(d: Pick<PlanDeps, 'db' | 'workflow'>, students: UserRow[], now: Date, runner: Runner = d.db): Promise<Map<number, Read>> {
  const ids = students.map((s) => Number(s.id));
  const [applications, countries, passports, tasks] = await Promise.all([
    d.workflow.applicationsOfStudents(ids, runner),
    runner('applications as a')
      .join('institutions as i', 'i.id', 'a.institution_id')
      .join('countries as c', 'c.id', 'i.country_id')
      .whereIn('a.student_id', ids)
      .select('a.id', 'c.visa_processing_weeks', 'c.passport_valid_months_after_intake', 'c.translations') as Promise<
      Array<{ id: number; visa_processing_weeks: number; passport_valid_months_after_intake: number; translations: unknown }>
    >,
    // Each student's latest approved passport.
    runner('documents')
      .distinctOn('user_id')
      .whereIn('user_id', ids)
      .where({ kind: 'passport', status: 'approved' })
      .orderBy('user_id')
      .orderByRaw('reviewed_at DESC NULLS LAST, id DESC')
      .select('user_id', 'expires_on') as Promise<Array<{ user_id: number; expires_on: string | null }>>,
    runner('plan_tasks').whereIn('student_id', ids).orderBy('due_on').orderBy('id').select('id', 'student_id', 'title', 'due_on', 'done_at', 'application_id') as Promise<
      Array<{ id: number; student_id: number; title: string; due_on: string; done_at: string | null; application_id: number | null }>
    >,
  ]);
  const rules = new Map(countries.map((c) => [Number(c.id), c]));
  const passportOf = new Map(passports.map((p) => [Number(p.user_id), p]));
  const tasksOf = new Map<number, typeof tasks>(ids.map((id) => [id, []]));
  for (const t of tasks) tasksOf.get(Number(t.student_id))?.push(t);
  const reads = new Map<number, Read>();
  for (const student of students) {
    const id = Number(student.id);
    const own = applications.get(id) ?? [];
    const passport = passportOf.get(id);
    const input: PlanInput = {
      today: dayIn(student.time_zone, now),
      applications: own.map((a) => ({
        id: a.id,
        institution: a.institution.name,
        course: a.course,
        country: a.institution.country.name,
        intake: a.intake,
        stage: a.stage,
        deadline: a.deadline,
        offer: a.offer,
        reply: a.reply,
        visa_document: a.visa_document,
        visa_processing_weeks: Number(rules.get(a.id)?.visa_processing_weeks ?? 8),
        passport_valid_months_after_intake: Number(rules.get(a.id)?.passport_valid_months_after_intake ?? 6),
      })),
      passport: passport ? { expires_on: passport.expires_on } : null,
      tasks: (tasksOf.get(id) ?? []).map((t) => ({ id: Number(t.id), title: t.title, due_on: t.due_on, done: t.done_at !== null, application_id: t.application_id === null ? null : Number(t.application_id) })),
    };
    reads.set(id, { input, countryNames: new Map(own.flatMap((a) => (rules.has(a.id) ? [[a.id, storedTranslations(rules.get(a.id)!.translations)] as const] : []))) });
  }
  return reads;
}

/** Everything one student's plan is computed from. */
async function inputOf(d: PlanDeps, student: UserRow, now: Date, runner: Runner = d.db): Promise<Read> {
  return (await readInputs(d, [student], now, runner)).get(Number(student.id))!;
}

async function planOf(d: PlanDeps, student: UserRow, locale: LocaleCode, now: Date = d.clock.now()): Promise<{ input: PlanInput; steps: PlanStep[]; worded: WordedStep[] }> {
  const read = await inputOf(d, student, now);
  const steps = computePlan(read.input);
  const input = inLocale(read, locale);
  return { input, steps, worded: describePlan(steps, input, locale) };
}

// ---- the calendar feed's key ---------------------------------------------------------------------------------

/** `<user id>.<HMAC of the id and the user's salt under the site's secret>`: nothing in the database opens a feed. */
function feedKey(env: Env, userId: number, salt: string): string {
  return `${userId}.${createHmac('sha256', env.sessionSecret).update(`calendar:${userId}:${salt}`).digest('base64url').slice(0, 32)}`;
}

const feedUrl = (env: Env, key: string) => `${env.appUrl}/api/account/plan.ics?key=${encodeURIComponent(key)}`;

async function saltOf(d: PlanDeps, student: UserRow, renew = false): Promise<string> {
  if (student.calendar_salt && !renew) return student.calendar_salt;
  const salt = randomBytes(16).toString('base64url').slice(0, 22);
  // A first key is made once, whoever asks at the same moment; a renewal always replaces it.
  const [row] = (await d.db('users')
    .where({ id: student.id })
    .modify((q) => {
      if (!renew) q.whereNull('calendar_salt');
    })
    .update({ calendar_salt: salt })
    .returning('calendar_salt')) as Array<{ calendar_salt: string }>;
  if (row) return row.calendar_salt;
  return ((await d.db('users').where({ id: student.id }).first('calendar_salt')) as { calendar_salt: string }).calendar_salt;
}

/** The student a feed key opens: an active student whose current salt made it; anything else is none. */
async function studentOfKey(d: PlanDeps, key: string): Promise<UserRow | undefined> {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{32})$/.exec(key);
  if (!match) return undefined;
  const student = await d.users.findById(Number(match[1]));
  if (!student || student.role !== 'user' || !student.calendar_salt || student.disabled_at || student.deletion_requested_at) return undefined;
  const expected = Buffer.from(feedKey(d.env, Number(student.id), student.calendar_salt));
  const given = Buffer.from(key);
  return expected.length === given.length && timingSafeEqual(expected, given) ? student : undefined;
}

// ---- the student's and staff's reads -------------------------------------------------------------------------

async function me(d: PlanDeps, actor: User | null): Promise<UserRow> {
  const user = requireStudentActor(actor);
  return (await d.users.findById(user.id))!;
}

export async function myPlan(d: PlanDeps, actor: User | null): Promise<{ steps: WordedStep[]; calendar_url: string }> {
  const student = await me(d, actor);
  const [{ worded }, salt] = await Promise.all([planOf(d, student, localeOf(student)), saltOf(d, student)]);
  return { steps: worded, calendar_url: feedUrl(d.env, feedKey(d.env, Number(student.id), salt)) };
}

/** A new feed key: the old address answers 404 from now on. */
export async function renewCalendarKey(d: PlanDeps, actor: User | null): Promise<{ calendar_url: string }> {
  const student = await me(d, actor);
  const salt = await saltOf(d, student, true);
  return { calendar_url: feedUrl(d.env, feedKey(d.env, Number(student.id), salt)) };
}

/** The plan as an iCalendar feed, opened by its key alone (a phone's calendar subscribes to it): a day per dated step. */
export async function calendarFeed(d: PlanDeps, query: unknown): Promise<string> {
  const { key } = parseInput(calendarQuerySchema, query);
  const student = key ? await studentOfKey(d, key) : undefined;
  if (!student) throw fail.notFound(NO_SUCH_FEED);
  const { worded } = await planOf(d, student, localeOf(student));
  const host = new URL(d.env.appUrl).hostname;
  const calendar = ical({ name: `${d.env.appName}: ${fullName(student)}`, prodId: { company: d.env.appName, product: 'plan' }, method: ICalCalendarMethod.PUBLISH, ttl: 60 * 60 * 6 });
  for (const step of worded) {
    if (!step.due_on) continue;
    const start = new Date(`${step.due_on}T00:00:00Z`);
    calendar.createEvent({
      id: `${step.key}.${student.id}@${host}`,
      start,
      end: new Date(start.getTime() + 86_400_000),
      allDay: true,
      summary: step.status === 'done' ? `✓ ${step.title}` : step.title,
      description: step.reason ?? undefined,
      url: `${d.env.appUrl}/account/plan`,
    });
  }
  return calendar.toString();
}

async function studentInScope(d: PlanDeps, staff: User, studentId: number): Promise<UserRow> {
  const scope = { adviserId: adviserScope(staff) };
  if (!Number.isSafeInteger(studentId) || studentId <= 0 || !(await d.workflow.student(scope, studentId))) throw fail.notFound(NO_SUCH_STUDENT);
  return (await d.users.findById(studentId))!;
}

/** Staff read a student's plan in the portal's language (English), with the student's own day. */
export async function studentPlan(d: PlanDeps, actor: User | null, studentId: number): Promise<{ steps: WordedStep[] }> {
  const staff = requireStaffActor(actor);
  const student = await studentInScope(d, staff, studentId);
  return { steps: (await planOf(d, student, DEFAULT_LOCALE)).worded };
}

// ---- tasks -----------------------------------------------------------------------------------------------------

async function taskOut(d: PlanDeps, id: number, runner: Runner = d.db): Promise<PlanTask> {
  const r = (await runner('plan_tasks as t')
    .leftJoin('users as b', 'b.id', 't.created_by')
    .where('t.id', id)
    .first('t.*', 'b.firstname as by_firstname', 'b.lastname as by_lastname')) as Record<string, unknown>;
  return {
    id: Number(r.id),
    student_id: Number(r.student_id),
    application_id: r.application_id === null ? null : Number(r.application_id),
    title: String(r.title),
    due_on: String(r.due_on),
    done: r.done_at !== null,
    done_at: (r.done_at as string | null) ?? null,
    created_by: r.created_by === null || r.by_firstname === null ? null : { id: Number(r.created_by), name: `${String(r.by_firstname)} ${String(r.by_lastname ?? '')}`.trim() },
    created_at: String(r.created_at),
    updated_at: String(r.updated_at),
  };
}

async function checkApplication(d: PlanDeps, studentId: number, applicationId: number | null | undefined): Promise<void> {
  if (applicationId === null || applicationId === undefined) return;
  const row = await d.db('applications').where({ id: applicationId, student_id: studentId }).first('id');
  if (!row) throw fail.field('application_id', 'Choose one of the student’s applications.');
}

export async function addTask(d: PlanDeps, actor: User | null, studentId: number, input: unknown): Promise<PlanTask> {
  const staff = requireStaffActor(actor);
  const student = await studentInScope(d, staff, studentId);
  const values = parseInput(taskCreateSchema, input);
  await checkApplication(d, Number(student.id), values.application_id);
  const id = await d.db.transaction(async (trx) => {
    const [row] = (await trx('plan_tasks')
      .insert({ student_id: student.id, application_id: values.application_id, title: values.title, due_on: values.due_on, created_by: staff.id })
      .returning('id')) as Array<{ id: number }>;
    await recordAudit(trx, staff, { action: 'task.create', target_type: 'task', target_id: Number(row!.id), summary: `${fullName(student)}: ${quoted(values.title)} by ${values.due_on}` });
    return Number(row!.id);
  });
  await planChanged(d, Number(student.id));
  return taskOut(d, id);
}

/** A task staff may change: its student in their scope, else 404. */
async function staffTask(d: PlanDeps, staff: User, id: number): Promise<{ task: { id: number; student_id: number; title: string }; student: UserRow }> {
  const task = Number.isSafeInteger(id) && id > 0 ? ((await d.db('plan_tasks').where({ id }).first('id', 'student_id', 'title')) as { id: number; student_id: number; title: string } | undefined) : undefined;
  if (!task) throw fail.notFound(NO_SUCH_TASK);
  const scope = { adviserId: adviserScope(staff) };
  if (!(await d.workflow.student(scope, Number(task.student_id)))) throw fail.notFound(NO_SUCH_TASK);
  return { task, student: (await d.users.findById(Number(task.student_id)))! };
}

export async function updateTask(d: PlanDeps, actor: User | null, id: number, input: unknown): Promise<PlanTask> {
  const staff = requireStaffActor(actor);
  const { task, student } = await staffTask(d, staff, id);
  const { done, ...values } = parseInput(taskUpdateSchema, input);
  await checkApplication(d, Number(student.id), values.application_id);
  const now = d.clock.now().toISOString();
  const changes = {
    ...Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)),
    ...(done === undefined ? {} : { done_at: done ? d.db.raw('coalesce(done_at, ?)', [now]) : null }),
  };
  await d.db.transaction(async (trx) => {
    await trx('plan_tasks').where({ id }).update({ ...changes, updated_at: now });
    const what = [...Object.keys(values).filter((k) => values[k as keyof typeof values] !== undefined).map((k) => k.replace(/_/g, ' ')), ...(done === undefined ? [] : [done ? 'marked done' : 'marked not done'])];
    await recordAudit(trx, staff, { action: 'task.update', target_type: 'task', target_id: id, summary: `${fullName(student)}: ${quoted(task.title)}: ${what.join(', ')}` });
  });
  await planChanged(d, Number(student.id));
  return taskOut(d, id);
}

export async function deleteTask(d: PlanDeps, actor: User | null, id: number): Promise<void> {
  const staff = requireStaffActor(actor);
  const { task, student } = await staffTask(d, staff, id);
  await d.db.transaction(async (trx) => {
    await trx('plan_tasks').where({ id }).delete();
    await recordAudit(trx, staff, { action: 'task.delete', target_type: 'task', target_id: id, summary: `${fullName(student)}: ${quoted(task.title)}` });
  });
  await planChanged(d, Number(student.id));
}

/** The student ticks one of their own tasks off, or back on; anyone else's is a 404. */
export async function updateMyTask(d: PlanDeps, actor: User | null, id: number, input: unknown): Promise<PlanTask> {
  const student = requireStudentActor(actor);
  const task = Number.isSafeInteger(id) && id > 0 ? await d.db('plan_tasks').where({ id, student_id: student.id }).first('id') : undefined;
  if (!task) throw fail.notFound(NO_SUCH_TASK);
  const { done } = parseInput(myTaskUpdateSchema, input);
  const now = d.clock.now().toISOString();
  await d.db('plan_tasks')
    .where({ id })
    .update({ done_at: done ? d.db.raw('coalesce(done_at, ?)', [now]) : null, updated_at: now });
  await planChanged(d, student.id);
  return taskOut(d, id);
}

// ---- alerts, reminders and the sweep ---------------------------------------------------------------------------

/**
 * What looking at a student's plan finds: their day, the next day the calendar changes the plan, the late and at-risk
 * steps in the staff's words (the dashboards' alerts) and the steps due within DUE_SOON_DAYS in the student's words.
 */
export function lookAt(student: UserRow, read: Read): { today: string; next_on: string | null; alerts: WordedStep[]; dueSoon: WordedStep[] } {
  const { input } = read;
  const steps = computePlan(input);
  const staffWords = describePlan(steps, input, DEFAULT_LOCALE);
  const studentWords = describePlan(steps, inLocale(read, localeOf(student)), localeOf(student));
  const soonLimit = addDays(input.today, DUE_SOON_DAYS);
  return {
    today: input.today,
    next_on: nextChange(steps, input.today),
    alerts: staffWords.filter((s) => s.status === 'late' || s.status === 'at_risk').sort((a, b) => (a.key < b.key ? -1 : 1)),
    dueSoon: studentWords.filter((s) => s.status !== 'done' && s.due_on !== null && s.due_on >= input.today && s.due_on <= soonLimit),
  };
}

/**
 * Looks at one student's plan now: the late and at-risk steps become their dashboard alerts (a new one tells the
 * adviser, once), a step due within DUE_SOON_DAYS mails the student (once per step and due day). The alerts' rows and
 * the reminders' rows are written with the mails' jobs in one transaction, ON CONFLICT: whichever process writes a
 * row first sends, every other one finds it there. Nothing for a locked account, or one waiting for its erasure.
 */
export async function refreshStudent(d: PlanDeps, studentId: number, now: Date = d.clock.now()): Promise<{ alerted: number; reminded: number }> {
  const { db, env, mailer } = d;
  const student = await d.users.findById(studentId);
  if (!student || student.role !== 'user') return { alerted: 0, reminded: 0 };
  if (student.disabled_at || student.deletion_requested_at) {
    await db('plan_alerts').where({ student_id: studentId }).delete();
    return { alerted: 0, reminded: 0 };
  }
  const { today, next_on, alerts, dueSoon } = lookAt(student, await inputOf(d, student, now));
  const adviser = student.adviser_id ? await d.users.findById(Number(student.adviser_id)) : undefined;
  const staffTo = adviser && adviser.role !== 'user' && !adviser.disabled_at ? adviser.email : env.contactEmail;

  return db.transaction(async (trx) => {
    await trx.raw(
      `insert into plan_checks (student_id, checked_for, next_on) values (?, ?, ?)
       on conflict (student_id) do update set checked_for = excluded.checked_for, next_on = excluded.next_on`,
      [studentId, today, next_on],
    );
    await trx('plan_alerts')
      .where({ student_id: studentId })
      .modify((q) => {
        if (alerts.length) q.whereNotIn('key', alerts.map((a) => a.key));
      })
      .delete();
    const fresh: typeof alerts = [];
    for (const a of alerts) {
      const { rows } = (await trx.raw(
        `insert into plan_alerts (student_id, key, title, status, due_on, reason, since) values (?, ?, ?, ?, ?, ?, ?)
         on conflict (student_id, key) do update set title = excluded.title, status = excluded.status, due_on = excluded.due_on, reason = excluded.reason
         returning (xmax = 0) as inserted`,
        [studentId, a.key, a.title.slice(0, 300), a.status, a.due_on, a.reason, now.toISOString()],
      )) as { rows: Array<{ inserted: boolean }> };
      if (rows[0]?.inserted) fresh.push(a);
    }
    const remind: typeof dueSoon = [];
    for (const step of dueSoon) {
      const { rows } = (await trx.raw(`insert into plan_reminders (student_id, key, due_on, sent_at) values (?, ?, ?, ?) on conflict do nothing returning key`, [studentId, step.key, step.due_on, now.toISOString()])) as { rows: unknown[] };
      if (rows.length) remind.push(step);
    }
    const mails: OutgoingMail[] = [];
    if (fresh.length) mails.push({ to: staffTo, content: planAlertMail(mailContext(env), { id: studentId, name: fullName(student) }, fresh) });
    if (remind.length) mails.push({ to: student.email, content: planDueMail(mailContext(env, student), student, remind) });
    if (mails.length) await mailer.enqueue(mails, await transactionRunner(trx));
    return { alerted: fresh.length, reminded: remind.length };
  });
}

/** After a change to a student's data: their plan is looked at again now (a failure waits for the next sweep). */
export async function planChanged(d: PlanDeps, studentId: number): Promise<void> {
  try {
    await refreshStudent(d, studentId);
  } catch (error) {
    await d.db('plan_checks').where({ student_id: studentId }).delete().catch(() => undefined);
    log.warn('a plan could not be looked at now; the next sweep will', { student: studentId, error: String(error) });
  }
}

/**
 * The reminder sweep's part: every active student with an open application or task whose plan was never looked at,
 * or whose next change by the calendar (plan_checks.next_on) has come on their own today; a plan that failed is tried
 * again the next day. Students are claimed a batch at a time (SKIP LOCKED), so processes sweeping at once share
 * the work; the rows written decide what is sent.
 */
export async function sweep(d: PlanDeps, now: Date = d.clock.now()): Promise<{ students: number; alerted: number; reminded: number }> {
  const totals = { students: 0, alerted: 0, reminded: 0 };
  while (totals.students < SWEEP_MAX) {
    const ids = (
      (await d.db.raw(
        `select u.id from users u
         where u.role = 'user' and u.disabled_at is null and u.deletion_requested_at is null
           and (exists (select 1 from applications a where a.student_id = u.id and a.stage not in ('rejected', 'withdrawn'))
                or exists (select 1 from plan_tasks t where t.student_id = u.id))
           and not exists (select 1 from plan_checks c
                           cross join lateral (select (?::timestamptz at time zone coalesce(nullif(u.time_zone, ''), 'UTC'))::date as today) as t
                           where c.student_id = u.id and c.checked_for <= t.today and (c.next_on is null or c.next_on > t.today))
         order by u.id
         limit ?`,
        [now.toISOString(), SWEEP_BATCH],
      )) as { rows: Array<{ id: number }> }
    ).rows.map((r) => Number(r.id));
    if (!ids.length) break;
    for (const id of ids) {
      try {
        const done = await refreshStudent(d, id, now);
        totals.alerted += done.alerted;
        totals.reminded += done.reminded;
      } catch (error) {
        // One student's bad data stops nobody else's reminders; their check row stays unwritten, so they come up again.
        log.warn('a plan could not be swept', { student: id, error: String(error) });
        const today = dayIn('UTC', now);
        await d.db.raw(
          `insert into plan_checks (student_id, checked_for, next_on) values (?, ?, ?)
           on conflict (student_id) do update set checked_for = excluded.checked_for, next_on = excluded.next_on`,
          [id, today, addDays(today, 1)],
        );
      }
      totals.students += 1;
    }
  }
  return totals;
}

/**
 * The dashboard's alerts: how many late and at-risk steps the students a reader sees (null: everyone) have, as a
 * query with `count` the dashboard reads beside its other counts. Only active students have alerts (a trigger takes
 * them away from the others), so an admin's count reads the alerts alone.
 */
export function alertCountQuery(d: PlanDeps, adviserId: number | null): Knex.QueryBuilder {
  const q = d.db('plan_alerts as p');
  if (adviserId !== null) q.join('users as u', 'u.id', 'p.student_id').modify(alertsOfAdviser(adviserId));
  return q.select(d.db.raw('count(*)::int as count'));
}

/**
 * The alerts (`p`, joined to their students `u`) of one adviser's students, or everyone's (null). An adviser's
 * students' ids come from the index of their students by name alone (role = 'user' picks it).
 */
const alertsOfAdviser = (adviserId: number | null) => (q: Knex.QueryBuilder) => (adviserId === null ? q : q.where('u.adviser_id', adviserId).where('u.role', 'user'));

/** The soonest PLAN_ALERTS_SHOWN of them, with their students' names. */
export async function alertsFor(d: PlanDeps, adviserId: number | null): Promise<Array<{ student: { id: number; name: string }; key: string; title: string; status: 'late' | 'at_risk'; due_on: string | null; reason: string | null }>> {
  const rows = (await d
    .db('plan_alerts as p')
    .join('users as u', 'u.id', 'p.student_id')
    .modify(alertsOfAdviser(adviserId))
    .orderByRaw('p.due_on ASC NULLS LAST, p.student_id, p.key')
    .limit(PLAN_ALERTS_SHOWN)
    .select('p.*', 'u.firstname', 'u.lastname')) as Array<Record<string, unknown>>;
  return rows.map((r) => ({
    student: { id: Number(r.student_id), name: `${String(r.firstname)} ${String(r.lastname)}`.trim() },
    key: String(r.key),
    title: String(r.title),
    status: r.status as 'late' | 'at_risk',
    due_on: (r.due_on as string | null) ?? null,
    reason: (r.reason as string | null) ?? null,
  }));
}

/** What the student's data export holds of the plan: the steps as they read them, and their tasks. */
export async function exportOf(d: PlanDeps, studentId: number): Promise<{ steps: WordedStep[]; tasks: PlanTask[] }> {
  const student = await d.users.findById(studentId);
  if (!student || student.role !== 'user') return { steps: [], tasks: [] };
  const { worded } = await planOf(d, student, localeOf(student));
  const ids = (await d.db('plan_tasks').where({ student_id: studentId }).orderBy('due_on').orderBy('id').select('id')) as Array<{ id: number }>;
  return { steps: worded, tasks: await Promise.all(ids.map((r) => taskOut(d, Number(r.id)))) };
}

/** Countries whose rules changed: their students' plans are looked at again by the next sweep. */
export async function countryRulesChanged(trx: Knex.Transaction, countryId: number): Promise<void> {
  await trx.raw(
    `delete from plan_checks where student_id in (select a.student_id from applications a join institutions i on i.id = a.institution_id where i.country_id = ?)`,
    [countryId],
  );
}

export const planService = {
  mine: myPlan,
  renewCalendarKey,
  calendarFeed,
  updateMyTask,
  studentPlan,
  addTask,
  updateTask,
  deleteTask,
  refreshStudent,
  planChanged,
  sweep,
  alertsFor,
  alertCountQuery,
  exportOf,
};

export type PlanService = Bound<PlanDeps, typeof planService>;
