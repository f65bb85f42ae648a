// Consultations (decision 0046): advisers' weekly hours, the free slots cut from them, booking (the lead, the row and
// both mails in one transaction; PostgreSQL's exclusion constraint decides between two bookings of one slot), the
// manage link (see, cancel, move, forget me), the staff list, and the reminders a day before, sent exactly once.
import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { type ConsultationStatus, NEXT_SLOTS_OFFERED, CONSULTATION_REMINDER_HOURS, SLOT_DAYS_MAX, AVAILABILITY_LIMITS } from '../../../shared/leads';
import { availabilitySchema, bookingSchema, consultationUpdateSchema, rescheduleSchema, slotsQuerySchema, staffConsultationsQuerySchema } from '../../../shared/schemas/leads';
import type { User } from '../../../shared/types';
import type { Db } from '../../db/knex';
import { transactionRunner, withSqlTransaction } from '../../db/sql-transaction';
import { activeAdvisers, coveringDestination } from '../../lib/advisers';
import type { Env } from '../../env';
import { adviserScope, requireStaffActor } from '../../lib/actors';
import { recordAudit } from '../../lib/audit';
import type { Bound } from '../../lib/bind';
import { type Clock, utcDay } from '../../lib/clock';
import { AppError, fail, parseInput } from '../../lib/errors';
import type { Mailer, OutgoingMail } from '../../mail/mailer';
import type { AttemptLimiter } from '../auth/auth.service';
import { adviserMail, type ConsultationEvent, type ConsultationMailFacts, visitorMail } from './consultation.mails';
import { type AvailabilityRule, bookableWindow, clashes, freeSlots, hoursSlots, type Range, type WeeklyPeriod } from './slots';

/** The lead of a booking (features/leads' leads.core, handed in by services.ts): made or added to in the booking's transaction. */
export interface LeadWriter {
  touchLead(trx: Knex.Transaction, touch: { email: string; name?: string | null; phone?: string | null; kind: 'consultation'; summary: string; source?: Record<string, string | undefined> | null; destination?: string | null; locale?: string | null; ownerId?: number | null }): Promise<{ id: number }>;
  advanceLead(trx: Knex.Transaction, leadId: number, to: 'consultation_booked', summary: string): Promise<boolean>;
}

export interface ConsultationDeps {
  db: Db;
  leads: LeadWriter;
  env: Env;
  mailer: Mailer;
  clock: Clock;
  limits: {
    /** Bookings per client address, and per e-mail address. */
    address: AttemptLimiter;
    email: AttemptLimiter;
    /** Manage-link lookups per client address (unknown tokens only). */
    link: AttemptLimiter;
  };
}

export interface Client {
  ip: string;
}

export interface Availability {
  time_zone: string;
  weekly: WeeklyPeriod[];
  slot_minutes: number;
  buffer_minutes: number;
  notice_hours: number;
  horizon_days: number;
  video_url: string | null;
}

export interface SlotOut {
  start: string;
  end: string;
  adviser: { id: number; name: string };
}

export interface BookingCreated {
  id: number;
  start: string;
  end: string;
  adviser: { id: number; name: string };
  manage_url: string;
}

export interface Booking {
  id: number;
  start: string;
  end: string;
  status: ConsultationStatus;
  adviser: { id: number; name: string };
  name: string;
  email: string;
  topic: string;
  time_zone: string;
  locale: string;
  destination: string | null;
  video_url: string | null;
  reschedule_until: string;
  cancel_until: string;
}

export interface StaffConsultation {
  id: number;
  start: string;
  end: string;
  name: string;
  email: string;
  phone: string | null;
  topic: string;
  status: ConsultationStatus;
  notes: string | null;
  time_zone: string;
  destination: string | null;
  lead_id: number;
  adviser: { id: number; name: string };
}

interface ConsultationRow {
  id: number;
  adviser_id: number;
  lead_id: number;
  starts_at: string;
  ends_at: string;
  status: ConsultationStatus;
  name: string;
  email: string;
  phone: string | null;
  topic: string;
  time_zone: string;
  locale: string;
  destination: string | null;
  uid: string;
  sequence: number;
  notes: string | null;
}

/** An adviser who can be booked: an active adviser with weekly hours. */
interface Adviser {
  id: number;
  name: string;
  email: string;
  rule: AvailabilityRule;
  videoUrl: string | null;
}

interface AvailabilityRow {
  adviser_id: number;
  time_zone: string;
  weekly: WeeklyPeriod[] | string;
  slot_minutes: number;
  buffer_minutes: number;
  notice_hours: number;
  horizon_days: number;
  video_url: string | null;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** How far a booking may reach past a window's edge and still take a slot in it: the longest slot and buffer. */
const REACH = (AVAILABILITY_LIMITS.slot_minutes.max + AVAILABILITY_LIMITS.buffer_minutes.max) * MINUTE;

const NO_SUCH_CONSULTATION = 'No such consultation.';
const SLOT_TAKEN = 'That time has just been taken. Please choose another one.';
const personName = (u: { firstname: string; lastname: string }) => `${u.firstname} ${u.lastname}`.trim();
const iso = (ms: number) => new Date(ms).toISOString();
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** A manage link's token: 32 random bytes in base64url. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const ruleOf = (row: AvailabilityRow): AvailabilityRule => ({
  timeZone: row.time_zone,
  weekly: typeof row.weekly === 'string' ? (JSON.parse(row.weekly) as WeeklyPeriod[]) : row.weekly,
  slotMinutes: Number(row.slot_minutes),
  bufferMinutes: Number(row.buffer_minutes),
  noticeHours: Number(row.notice_hours),
  horizonDays: Number(row.horizon_days),
});

/** The pool connection of a Knex transaction as pg-boss joins it: mail jobs that exist if and only if it commits. */
// The booking's mails are written on its transaction's connection: they go if and only if it commits.
const runnerOf = transactionRunner;

const isExclusionViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23P01';

// ---- advisers, their hours and bookings ----------------------------------------------------------------------

/** Active advisers with hours: those given, or those covering `destination` (all of them when none covers it). */
async function bookableAdvisers(d: ConsultationDeps, options: { ids?: number[]; destination?: string | null }): Promise<Adviser[]> {
  const { db } = d;
  const base = () =>
    db('users as u')
      .join('adviser_availability as a', 'a.adviser_id', 'u.id')
      .modify(activeAdvisers)
      .whereRaw(`jsonb_array_length(a.weekly) > 0`)
      .select('u.id', 'u.firstname', 'u.lastname', 'u.email', 'a.*')
      .orderBy('u.id');
  type Row = AvailabilityRow & { id: number; firstname: string; lastname: string; email: string };
  let rows: Row[];
  if (options.ids) rows = (await base().whereIn('u.id', options.ids)) as Row[];
  else {
    rows = [];
    if (options.destination) {
      rows = (await base().modify(coveringDestination(options.destination))) as Row[];
    }
    if (!rows.length) rows = (await base()) as Row[];
  }
  return rows.map((r) => ({ id: Number(r.id), name: personName(r), email: r.email, rule: ruleOf(r), videoUrl: r.video_url }));
}

/** The live bookings of these advisers that reach into [from, to), in one query, by adviser. */
async function busyOf(d: ConsultationDeps, adviserIds: number[], from: number, to: number, except?: number): Promise<Map<number, Range[]>> {
  const busy = new Map<number, Range[]>();
  if (!adviserIds.length) return busy;
  const rows = (await d.db('consultations')
    .whereIn('adviser_id', adviserIds)
    .whereNot('status', 'cancelled')
    .where('starts_at', '<', iso(to + REACH))
    .where('ends_at', '>', iso(from - REACH))
    .modify((b) => {
      if (except !== undefined) b.whereNot('id', except);
    })
    .select('adviser_id', 'starts_at', 'ends_at')) as Array<{ adviser_id: number; starts_at: string; ends_at: string }>;
  for (const r of rows) {
    const list = busy.get(Number(r.adviser_id)) ?? [];
    list.push({ start: Date.parse(r.starts_at), end: Date.parse(r.ends_at) });
    busy.set(Number(r.adviser_id), list);
  }
  return busy;
}

/** Free slots of these advisers in [from, to), sorted by start then adviser. */
async function slotsOf(d: ConsultationDeps, advisers: Adviser[], from: number, to: number, except?: number): Promise<SlotOut[]> {
  const now = d.clock.now().getTime();
  const busy = await busyOf(
    d,
    advisers.map((a) => a.id),
    from,
    to,
    except,
  );
  const out: Array<{ start: number; end: number; adviser: Adviser }> = [];
  for (const adviser of advisers) {
    for (const slot of freeSlots(adviser.rule, busy.get(adviser.id) ?? [], now, from, to)) out.push({ ...slot, adviser });
  }
  out.sort((a, b) => a.start - b.start || a.adviser.id - b.adviser.id);
  return out.map((s) => ({ start: iso(s.start), end: iso(s.end), adviser: { id: s.adviser.id, name: s.adviser.name } }));
}

/** GET /api/consultations/slots. */
export async function slots(d: ConsultationDeps, query: unknown): Promise<{ slots: SlotOut[] }> {
  const q = parseInput(slotsQuerySchema, query);
  const from = Date.parse(`${q.from ?? utcDay(d.clock.now())}T00:00:00Z`);
  const advisers = await bookableAdvisers(d, { destination: q.destination ?? null });
  return { slots: await slotsOf(d, advisers, from, from + q.days * DAY) };
}

/** The next free slots after `after` among the advisers of a destination: what a 409 offers instead. */
async function nextSlots(d: ConsultationDeps, destination: string | null, after: number, except?: number): Promise<SlotOut[]> {
  const advisers = await bookableAdvisers(d, { destination });
  const found = await slotsOf(d, advisers, after + 1, after + SLOT_DAYS_MAX * DAY, except);
  return found.slice(0, NEXT_SLOTS_OFFERED);
}

async function slotTaken(d: ConsultationDeps, destination: string | null, after: number, except?: number): Promise<AppError> {
  return new AppError(409, SLOT_TAKEN, { body: { message: SLOT_TAKEN, slots: await nextSlots(d, destination, after, except) } });
}

/**
 * Checks a wanted start against an adviser's hours (bookings aside: the database has the last word on those). The
 * refusals name their field: `adviser_id`, `start`.
 */
async function checkStart(d: ConsultationDeps, adviserId: number, start: string): Promise<{ adviser: Adviser; start: number; end: number }> {
  const [adviser] = await bookableAdvisers(d, { ids: [adviserId] });
  if (!adviser) throw fail.field('adviser_id', 'Choose an adviser from the list.');
  const at = Date.parse(start);
  const now = d.clock.now().getTime();
  const window = bookableWindow(adviser.rule, now);
  const refuse = (message: string) => fail.field('start', message);
  if (!Number.isFinite(at)) throw refuse('Give the time with its zone, e.g. 2026-12-01T09:00:00Z.');
  if (at <= now) throw refuse('That time has passed. Please choose a time to come.');
  if (at < window.start) throw refuse(`Please book at least ${adviser.rule.noticeHours} hours ahead.`);
  if (at >= window.end) throw refuse(`Please book at most ${adviser.rule.horizonDays} days ahead.`);
  const slot = hoursSlots(adviser.rule, at, at + 1).find((s) => s.start === at);
  if (!slot) throw refuse('Choose one of the times offered: this one is outside the adviser’s hours.');
  return { adviser, start: slot.start, end: slot.end };
}

/** True when the adviser's live bookings (but `except`) leave the slot free, buffers kept. */
async function isFree(d: ConsultationDeps, adviser: Adviser, slot: Range, except?: number): Promise<boolean> {
  const busy = await busyOf(d, [adviser.id], slot.start, slot.end, except);
  return !clashes(slot, busy.get(adviser.id) ?? [], adviser.rule.bufferMinutes);
}

// ---- mails ---------------------------------------------------------------------------------------------------

function manageUrl(env: Env, token: string): string {
  return `${env.appUrl}/consultation/${token}`;
}

async function factsOf(d: ConsultationDeps, row: ConsultationRow, token: string | null): Promise<ConsultationMailFacts> {
  const adviser = (await d.db('users as u')
    .leftJoin('adviser_availability as a', 'a.adviser_id', 'u.id')
    .where('u.id', row.adviser_id)
    .first('u.firstname', 'u.lastname', 'u.email', 'u.time_zone as profile_zone', 'a.time_zone', 'a.video_url')) as {
    firstname: string;
    lastname: string;
    email: string;
    profile_zone: string;
    time_zone: string | null;
    video_url: string | null;
  };
  return {
    uid: row.uid,
    sequence: Number(row.sequence),
    start: new Date(row.starts_at),
    end: new Date(row.ends_at),
    visitor: { name: row.name, email: row.email, phone: row.phone, locale: row.locale, timeZone: row.time_zone },
    topic: row.topic,
    adviser: { name: personName(adviser), email: adviser.email, timeZone: adviser.time_zone ?? adviser.profile_zone ?? 'UTC' },
    videoUrl: adviser.video_url,
    manageUrl: token ? manageUrl(d.env, token) : null,
  };
}

function mailsFor(d: ConsultationDeps, facts: ConsultationMailFacts, event: ConsultationEvent, to: { visitor?: boolean; adviser?: boolean } = { visitor: true, adviser: true }): OutgoingMail[] {
  const now = d.clock.now();
  return [
    ...(to.visitor ? [{ to: facts.visitor.email, content: visitorMail(d.env, facts, event, now) }] : []),
    ...(to.adviser ? [{ to: facts.adviser.email, content: adviserMail(d.env, facts, event, now) }] : []),
  ];
}

// ---- booking -------------------------------------------------------------------------------------------------

const limitKey = (email: string) => email.trim().toLowerCase();

/** POST /api/consultations. */
export async function book(d: ConsultationDeps, input: unknown, client: Client): Promise<BookingCreated> {
  const { db, env, limits, mailer } = d;
  await limits.address.consume(client.ip);
  let v: ReturnType<typeof bookingSchema.parse>;
  try {
    v = parseInput(bookingSchema, input);
  } catch (error) {
    await limits.address.refund(client.ip);
    throw error;
  }
  await limits.email.consume(limitKey(v.email));
  let checked: Awaited<ReturnType<typeof checkStart>>;
  try {
    const [slot, destination] = await Promise.all([
      checkStart(d, v.adviser_id, v.start).catch((error: unknown) => error as AppError),
      v.destination ? db('countries').where({ slug: v.destination }).first('id') : Promise.resolve(true),
    ]);
    const errors: Record<string, string[]> = {};
    if (slot instanceof Error) {
      if (!(slot instanceof AppError) || slot.status !== 422) throw slot;
      Object.assign(errors, slot.errors);
    }
    if (!destination) errors.destination = ['Choose a destination from the list.'];
    if (Object.keys(errors).length) throw fail.validation(errors);
    checked = slot as Awaited<ReturnType<typeof checkStart>>;
  } catch (error) {
    if (error instanceof AppError && error.status === 422) await Promise.all([limits.address.refund(client.ip), limits.email.refund(limitKey(v.email))]);
    throw error;
  }
  const { adviser, start, end } = checked;
  const destination = v.destination ?? null;
  // A booking seen already is answered at once; two at the same moment both get here, and the insert decides.
  if (!(await isFree(d, adviser, { start, end }))) throw await slotTaken(d, destination, start);

  const token = randomBytes(32).toString('base64url');
  const host = new URL(env.appUrl).hostname || 'localhost';
  try {
    const row = await db.transaction(async (trx) => {
      const lead = await d.leads.touchLead(trx, {
        email: v.email,
        name: v.name,
        phone: v.phone ?? null,
        kind: 'consultation',
        summary: `Booked a consultation with ${adviser.name} on ${iso(start)}${v.topic ? `: ${v.topic.slice(0, 200)}` : ''}`,
        source: v.source ?? null,
        destination,
        locale: v.locale ?? null,
        ownerId: adviser.id,
      });
      await d.leads.advanceLead(trx, lead.id, 'consultation_booked', 'Booked a consultation');
      const { rows } = (await trx.raw(`select nextval(pg_get_serial_sequence('consultations', 'id')) as id`)) as { rows: Array<{ id: number }> };
      const id = Number(rows[0]!.id);
      const [inserted] = (await trx('consultations')
        .insert({
          id,
          adviser_id: adviser.id,
          lead_id: lead.id,
          starts_at: iso(start),
          ends_at: iso(end),
          status: 'booked',
          name: v.name,
          email: v.email,
          phone: v.phone ?? null,
          topic: v.topic,
          time_zone: v.time_zone,
          locale: v.locale ?? 'en',
          destination,
          token_hash: sha256(token),
          uid: `consultation-${id}-${randomBytes(8).toString('hex')}@${host}`,
          sequence: 0,
        })
        .returning('*')) as ConsultationRow[];
      await mailer.enqueue(mailsFor(d, await factsOf(d, inserted!, token), 'booked'), await runnerOf(trx));
      return inserted!;
    });
    return { id: Number(row.id), start: iso(start), end: iso(end), adviser: { id: adviser.id, name: adviser.name }, manage_url: manageUrl(env, token) };
  } catch (error) {
    if (isExclusionViolation(error)) throw await slotTaken(d, destination, start);
    throw error;
  }
}

// ---- the manage link -----------------------------------------------------------------------------------------

/** The booking a manage link's token names; unknown tokens use up the client's lookups, known ones give theirs back. */
async function byToken(d: ConsultationDeps, token: string, client: Client): Promise<ConsultationRow> {
  await d.limits.link.consume(client.ip);
  const row = TOKEN_SHAPE.test(token) ? ((await d.db('consultations').where({ token_hash: sha256(token) }).first()) as ConsultationRow | undefined) : undefined;
  if (!row) throw fail.notFound(NO_SUCH_CONSULTATION);
  await d.limits.link.refund(client.ip);
  return row;
}

async function bookingOut(d: ConsultationDeps, row: ConsultationRow): Promise<Booking> {
  const adviser = (await d.db('users as u')
    .leftJoin('adviser_availability as a', 'a.adviser_id', 'u.id')
    .where('u.id', row.adviser_id)
    .first('u.id', 'u.firstname', 'u.lastname', 'a.notice_hours', 'a.video_url')) as { id: number; firstname: string; lastname: string; notice_hours: number | null; video_url: string | null };
  const start = Date.parse(row.starts_at);
  const notice = Number(adviser.notice_hours ?? AVAILABILITY_LIMITS.notice_hours.default);
  return {
    id: Number(row.id),
    start: iso(start),
    end: iso(Date.parse(row.ends_at)),
    status: row.status,
    adviser: { id: Number(adviser.id), name: personName(adviser) },
    name: row.name,
    email: row.email,
    topic: row.topic,
    time_zone: row.time_zone,
    locale: row.locale,
    destination: row.destination,
    video_url: adviser.video_url,
    reschedule_until: iso(start - notice * HOUR),
    cancel_until: iso(start),
  };
}

/** GET /api/consultations/<token>: the booking, also once cancelled. */
export async function show(d: ConsultationDeps, token: string, client: Client): Promise<Booking> {
  return bookingOut(d, await byToken(d, token, client));
}

const addEvent = (trx: Knex.Transaction, leadId: number, summary: string, byId: number | null = null) =>
  trx('lead_events').insert({ lead_id: leadId, kind: 'consultation', summary, by_id: byId }).then(() => trx('leads').where({ id: leadId }).update({ last_activity_at: trx.fn.now() }));

/** Cancels a live booking in `trx` (sequence + 1) and queues METHOD:CANCEL to both; false when it was no longer live. */
async function cancelIn(d: ConsultationDeps, trx: Knex.Transaction, row: ConsultationRow, summary: string, byId: number | null, notBefore?: number): Promise<ConsultationRow | null> {
  const [updated] = (await trx('consultations')
    .where({ id: row.id, status: 'booked' })
    .modify((b) => {
      if (notBefore !== undefined) b.where('starts_at', '>', iso(notBefore));
    })
    .update({ status: 'cancelled', sequence: trx.raw('sequence + 1'), updated_at: trx.fn.now() })
    .returning('*')) as ConsultationRow[];
  if (!updated) return null;
  await addEvent(trx, Number(row.lead_id), summary, byId);
  await d.mailer.enqueue(mailsFor(d, await factsOf(d, updated, null), 'cancelled'), await runnerOf(trx));
  return updated;
}

/** POST /api/consultations/<token>/cancel: until the start; both sides get METHOD:CANCEL. */
export async function cancel(d: ConsultationDeps, token: string, client: Client): Promise<Booking> {
  const row = await byToken(d, token, client);
  if (row.status === 'cancelled') return bookingOut(d, row);
  const now = d.clock.now().getTime();
  const tooLate = () => new AppError(409, 'The consultation has started or taken place: it can no longer be cancelled.');
  if (row.status !== 'booked' || Date.parse(row.starts_at) <= now) throw tooLate();
  const updated = await d.db.transaction((trx) => cancelIn(d, trx, row, `Cancelled the consultation of ${row.starts_at} (by the visitor)`, null, now));
  if (!updated) throw tooLate();
  return bookingOut(d, updated);
}

/** POST /api/consultations/<token>/reschedule: until the adviser's notice before the start; the new slot is checked like a booking. */
export async function reschedule(d: ConsultationDeps, token: string, input: unknown, client: Client): Promise<Booking> {
  const { db, mailer } = d;
  const row = await byToken(d, token, client);
  const v = parseInput(rescheduleSchema, input);
  if (row.status !== 'booked') throw new AppError(409, 'This consultation is no longer booked: please book a new one.');
  const current = await d.db('adviser_availability').where({ adviser_id: row.adviser_id }).first('notice_hours');
  const notice = Number((current as { notice_hours?: number } | undefined)?.notice_hours ?? AVAILABILITY_LIMITS.notice_hours.default);
  const now = d.clock.now().getTime();
  if (now >= Date.parse(row.starts_at) - notice * HOUR) throw new AppError(409, `The consultation can no longer be moved: that is possible until ${notice} hours before it starts. You can still cancel it.`);
  const { adviser, start, end } = await checkStart(d, v.adviser_id ?? Number(row.adviser_id), v.start);
  if (!(await isFree(d, adviser, { start, end }, Number(row.id)))) throw await slotTaken(d, row.destination, start, Number(row.id));
  const previousAdviser = Number(row.adviser_id);
  try {
    const updated = await db.transaction(async (trx) => {
      const [moved] = (await trx('consultations')
        .where({ id: row.id, status: 'booked', sequence: row.sequence })
        .update({ starts_at: iso(start), ends_at: iso(end), adviser_id: adviser.id, sequence: trx.raw('sequence + 1'), updated_at: trx.fn.now() })
        .returning('*')) as ConsultationRow[];
      if (!moved) throw new AppError(409, 'The consultation changed meanwhile: please look at it again.');
      await addEvent(trx, Number(row.lead_id), `Moved the consultation from ${row.starts_at} to ${iso(start)}${adviser.id !== previousAdviser ? ` (now with ${adviser.name})` : ''}`);
      const messages = mailsFor(d, await factsOf(d, moved, token), 'moved');
      // Another adviser now: the one who had it gets the cancellation of their invitation.
      if (adviser.id !== previousAdviser) messages.push(...mailsFor(d, await factsOf(d, { ...moved, adviser_id: previousAdviser, starts_at: row.starts_at, ends_at: row.ends_at }, null), 'cancelled', { adviser: true }));
      await mailer.enqueue(messages, await runnerOf(trx));
      return moved;
    });
    return bookingOut(d, updated);
  } catch (error) {
    if (isExclusionViolation(error)) throw await slotTaken(d, row.destination, start, Number(row.id));
    throw error;
  }
}

/**
 * POST /api/consultations/<token>/forget: erases the lead and all of it (its timeline and consultations), after the
 * advisers of its bookings still to come are sent the cancellation. A registered student deletes their account instead.
 */
export async function forget(d: ConsultationDeps, token: string, client: Client): Promise<void> {
  const row = await byToken(d, token, client);
  const lead = (await d.db('leads').where({ id: row.lead_id }).first('id', 'student_id')) as { id: number; student_id: number | null } | undefined;
  if (!lead) throw fail.notFound(NO_SUCH_CONSULTATION);
  if (lead.student_id !== null) {
    throw new AppError(409, 'You have an account with us: delete it from your account’s privacy page, which erases your bookings too.');
  }
  const now = d.clock.now().getTime();
  await d.db.transaction(async (trx) => {
    await trx('leads').where({ id: lead.id }).forUpdate().first('id');
    const coming = (await trx('consultations').where({ lead_id: lead.id, status: 'booked' }).where('starts_at', '>', iso(now))) as ConsultationRow[];
    const messages: OutgoingMail[] = [];
    for (const booking of coming) {
      const facts = await factsOf(d, { ...booking, sequence: Number(booking.sequence) + 1 }, null);
      messages.push(...mailsFor(d, facts, 'cancelled', { adviser: true }));
    }
    if (messages.length) await d.mailer.enqueue(messages, await runnerOf(trx));
    // The timeline, the consultations and their reminders go with the lead (ON DELETE CASCADE).
    await trx('leads').where({ id: lead.id }).delete();
  });
}

// ---- staff ---------------------------------------------------------------------------------------------------

const DEFAULTS = {
  slot_minutes: AVAILABILITY_LIMITS.slot_minutes.default,
  buffer_minutes: AVAILABILITY_LIMITS.buffer_minutes.default,
  notice_hours: AVAILABILITY_LIMITS.notice_hours.default,
  horizon_days: AVAILABILITY_LIMITS.horizon_days.default,
};

const availabilityOut = (row: AvailabilityRow): Availability => ({
  time_zone: row.time_zone,
  weekly: ruleOf(row).weekly.map((p) => ({ day: Number(p.day), start: p.start, end: p.end })),
  slot_minutes: Number(row.slot_minutes),
  buffer_minutes: Number(row.buffer_minutes),
  notice_hours: Number(row.notice_hours),
  horizon_days: Number(row.horizon_days),
  video_url: row.video_url,
});

/** GET /api/staff/availability: the signed-in staff member's own hours (the defaults, in their zone, before any). */
export async function myAvailability(d: ConsultationDeps, actor: User | null): Promise<Availability> {
  const staff = requireStaffActor(actor);
  const row = (await d.db('adviser_availability').where({ adviser_id: staff.id }).first()) as AvailabilityRow | undefined;
  if (row) return availabilityOut(row);
  const profile = (await d.db('users').where({ id: staff.id }).first('time_zone')) as { time_zone: string } | undefined;
  return { time_zone: profile?.time_zone || 'UTC', weekly: [], ...DEFAULTS, video_url: null };
}

/** PUT /api/staff/availability. */
export async function setMyAvailability(d: ConsultationDeps, actor: User | null, input: unknown): Promise<Availability> {
  const staff = requireStaffActor(actor);
  const v = parseInput(availabilitySchema, input);
  const weekly = [...v.weekly].sort((a, b) => a.day - b.day || a.start.localeCompare(b.start));
  const values = {
    time_zone: v.time_zone,
    weekly: JSON.stringify(weekly),
    slot_minutes: v.slot_minutes,
    buffer_minutes: v.buffer_minutes,
    notice_hours: v.notice_hours,
    horizon_days: v.horizon_days,
    video_url: v.video_url,
  };
  await d.db.transaction(async (trx) => {
    await trx('adviser_availability')
      .insert({ adviser_id: staff.id, ...values, updated_at: trx.fn.now() })
      .onConflict('adviser_id')
      .merge({ ...values, updated_at: trx.fn.now() });
    const hours = weekly.reduce((sum, p) => sum + (Number(p.end.slice(0, 2)) * 60 + Number(p.end.slice(3)) - Number(p.start.slice(0, 2)) * 60 - Number(p.start.slice(3))), 0) / 60;
    await recordAudit(trx, staff, {
      action: 'availability.update',
      target_type: 'user',
      target_id: staff.id,
      summary: `Consultation hours: ${weekly.length} period(s), ${Math.round(hours * 10) / 10} hours a week in ${v.time_zone}; ${v.slot_minutes}-minute slots, ${v.buffer_minutes} minutes between, ${v.notice_hours} hours' notice, up to ${v.horizon_days} days ahead`,
    });
  });
  return myAvailability(d, staff);
}

const staffRows = (d: ConsultationDeps) =>
  d.db('consultations as c')
    .join('users as u', 'u.id', 'c.adviser_id')
    .select('c.*', 'u.firstname as adviser_firstname', 'u.lastname as adviser_lastname');

const staffOut = (r: ConsultationRow & { adviser_firstname: string; adviser_lastname: string }): StaffConsultation => ({
  id: Number(r.id),
  start: iso(Date.parse(r.starts_at)),
  end: iso(Date.parse(r.ends_at)),
  name: r.name,
  email: r.email,
  phone: r.phone,
  topic: r.topic,
  status: r.status,
  notes: r.notes,
  time_zone: r.time_zone,
  destination: r.destination,
  lead_id: Number(r.lead_id),
  adviser: { id: Number(r.adviser_id), name: personName({ firstname: r.adviser_firstname, lastname: r.adviser_lastname }) },
});

/**
 * GET /api/staff/consultations: by start. An adviser sees their own only (an `adviser_id` of another is ignored: the
 * list stays theirs); an admin sees all, or one adviser's.
 */
export async function staffList(d: ConsultationDeps, actor: User | null, query: unknown): Promise<{ results: StaffConsultation[] }> {
  const staff = requireStaffActor(actor);
  const q = parseInput(staffConsultationsQuerySchema, query);
  if (q.from && q.to && q.from > q.to) throw fail.field('to', 'The end of the period cannot come before its start.');
  const adviserId = adviserScope(staff) ?? q.adviser_id ?? null;
  const rows = (await staffRows(d)
    .modify((b) => {
      if (adviserId !== null) b.where('c.adviser_id', adviserId);
      if (q.from) b.where('c.starts_at', '>=', `${q.from}T00:00:00Z`);
      if (q.to) b.where('c.starts_at', '<', iso(Date.parse(`${q.to}T00:00:00Z`) + DAY));
    })
    .orderBy('c.starts_at')
    .orderBy('c.id')
    .limit(2000)) as Array<ConsultationRow & { adviser_firstname: string; adviser_lastname: string }>;
  return { results: rows.map(staffOut) };
}

/**
 * PATCH /api/staff/consultations/<id>: the status and the notes. Another adviser's is a 404; attended and no-show
 * only once it has started; a cancellation sends METHOD:CANCEL to both sides; a cancelled one stays cancelled.
 */
export async function staffUpdate(d: ConsultationDeps, actor: User | null, id: number, input: unknown): Promise<StaffConsultation> {
  const staff = requireStaffActor(actor);
  const scope = adviserScope(staff);
  const row = (await d.db('consultations')
    .where({ id })
    .modify((b) => {
      if (scope !== null) b.where('adviser_id', scope);
    })
    .first()) as ConsultationRow | undefined;
  if (!row) throw fail.notFound(NO_SUCH_CONSULTATION);
  const v = parseInput(consultationUpdateSchema, input);
  const now = d.clock.now().getTime();
  const moving = v.status !== undefined && v.status !== row.status;
  if (moving && row.status === 'cancelled') throw fail.field('status', 'A cancelled consultation stays cancelled: book a new one instead.');
  if (moving && (v.status === 'attended' || v.status === 'no_show') && now < Date.parse(row.starts_at)) {
    throw fail.field('status', 'Mark a consultation attended or missed once it has started.');
  }
  await d.db.transaction(async (trx) => {
    const changes = [];
    if (moving && v.status === 'cancelled') {
      if (!(await cancelIn(d, trx, row, `Consultation of ${row.starts_at} cancelled by ${personName(staff)}`, staff.id))) throw new AppError(409, 'The consultation changed meanwhile: please look at it again.');
      changes.push('cancelled');
    } else if (moving) {
      await trx('consultations').where({ id }).update({ status: v.status, updated_at: trx.fn.now() });
      await addEvent(trx, Number(row.lead_id), `Consultation of ${row.starts_at} marked ${v.status!.replace('_', ' ')}`, staff.id);
      changes.push(`marked ${v.status!.replace('_', ' ')}`);
    }
    if (v.notes !== undefined && (v.notes ?? null) !== (row.notes ?? null)) {
      await trx('consultations').where({ id }).update({ notes: v.notes, updated_at: trx.fn.now() });
      if (!moving) await addEvent(trx, Number(row.lead_id), `Notes of the consultation of ${row.starts_at} updated`, staff.id);
      changes.push('notes changed');
    }
    await recordAudit(trx, staff, {
      action: moving && v.status === 'cancelled' ? 'consultation.cancel' : 'consultation.update',
      target_type: 'consultation',
      target_id: id,
      summary: `Consultation with ${row.name} on ${row.starts_at}: ${changes.join(', ') || 'nothing changed'}`,
    });
  });
  const fresh = (await staffRows(d).where('c.id', id).first()) as ConsultationRow & { adviser_firstname: string; adviser_lastname: string };
  return staffOut(fresh);
}

// ---- reminders -----------------------------------------------------------------------------------------------

/**
 * Sends the reminders due at `now`: each live booking starting within CONSULTATION_REMINDER_HOURS gets one mail to
 * each side (with the invitation again), once per start. The reminder's row (kind `24h:<start>`, so a moved booking
 * is reminded of its new time) and the mails' jobs are written in one transaction, the row ON CONFLICT DO NOTHING:
 * whichever process inserts it sends, every other finds it there. Returns how many bookings were reminded.
 */
export async function remind(d: ConsultationDeps, now: Date = d.clock.now()): Promise<number> {
  const { db, mailer } = d;
  const due = (await db('consultations as c')
    .where('c.status', 'booked')
    .where('c.starts_at', '>', now.toISOString())
    .where('c.starts_at', '<=', iso(now.getTime() + CONSULTATION_REMINDER_HOURS * HOUR))
    .whereNotExists((e) => e.select(db.raw('1')).from('consultation_reminders as r').whereRaw('r.consultation_id = c.id').whereRaw(`r.kind = '24h:' || to_char(c.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`))
    .orderBy('c.starts_at')
    .select('c.*')) as ConsultationRow[];
  let sent = 0;
  for (const row of due) {
    const kind = `24h:${iso(Date.parse(row.starts_at))}`;
    const messages = mailsFor(d, await factsOf(d, row, null), 'reminder');
    const inserted = await withSqlTransaction(db, async (runner) => {
      // Only while it is still booked at that start: a move or a cancellation in between wins.
      const { rows } = await runner.executeSql(
        `insert into consultation_reminders (consultation_id, kind, sent_at)
         select id, $2, $3 from consultations where id = $1 and status = 'booked' and starts_at = $4
         on conflict do nothing returning consultation_id`,
        [row.id, kind, now.toISOString(), iso(Date.parse(row.starts_at))],
      );
      if (rows.length) await mailer.enqueue(messages, runner);
      return rows.length > 0;
    });
    if (inserted) sent += 1;
  }
  return sent;
}

export const consultationsService = {
  slots,
  book,
  show,
  cancel,
  reschedule,
  forget,
  remind,
  staff: {
    availability: myAvailability,
    setAvailability: setMyAvailability,
    list: staffList,
    update: staffUpdate,
  },
};

export type ConsultationsService = Bound<ConsultationDeps, typeof consultationsService>;
