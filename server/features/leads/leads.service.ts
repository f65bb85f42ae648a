// Leads (decision 0046): the one lead per address every public way in makes or adds to, and what staff do with them —
// the list and the lead's page (its timeline and consultations), stage, notes and owners, the invitation to register,
// the funnel — and what the person's own export and erasure, and the retention sweep, take of them. Staff see the
// leads their scope allows (an admin all, an adviser those they own); anything else is a 404, as if it did not exist.
//
// The other features use leads through this module: the capture (touchLead), the automatic moves (advanceLead,
// advanceStudentLead) and a new account's lead (leadOfNewStudent), each inside the caller's transaction.
import type { Knex } from 'knex';
import { DIRECT_SOURCE, LEAD_STAGE_LABELS, type LeadStage } from '../../../shared/leads';
import { leadReassignSchema, leadsQuerySchema, leadUpdateSchema } from '../../../shared/schemas/leads';
import type { leadDetailSchema, leadEventSchema, leadSchema, staffConsultationSchema } from '../../../shared/schemas/leads.answers';
import type { KeyedPage, User } from '../../../shared/types';
import type * as z from 'zod';
import type { Db } from '../../db/knex';
import type { Env } from '../../env';
import { requireAdminActor, requireStaffActor } from '../../lib/actors';
import { recordAudit } from '../../lib/audit';
import type { Bound } from '../../lib/bind';
import { AppError, fail, parseInput } from '../../lib/errors';
import type { Mailer } from '../../mail/mailer';
import { mailContext, templates } from '../../mail/templates';
import { funnel } from './leads.funnel';
import { searchPattern } from '../../lib/search';
import { cappedCount, type KeyOrder, readDeferred, readKeyed } from '../../lib/keyset';

export { advanceLead, advanceStudentLead, cleanSource, leadOfNewStudent, type NewStudent, touchLead, type TouchedLead } from './leads.core';
export { funnelCsv } from './leads.funnel';

export type Lead = z.output<typeof leadSchema>;
export type LeadEvent = z.output<typeof leadEventSchema>;
export type LeadDetail = z.output<typeof leadDetailSchema>;
export type StaffConsultation = z.output<typeof staffConsultationSchema>;

export interface LeadsDeps {
  db: Db;
  env: Env;
  mailer: Mailer;
}

const NO_SUCH_LEAD = 'No such lead.';
export const INVITATION_SENT = 'The invitation to register is on its way.';

const STAGE_NAMES = LEAD_STAGE_LABELS;

/** The funnel's step a stage stands for: a move there by hand stamps it too, the first time (never cleared). */
const STEP_OF: Partial<Record<LeadStage, string>> = { consultation_booked: 'consultation_at', student: 'student_at', applied: 'applied_at', enrolled: 'enrolled_at' };

interface LeadRow {
  id: number;
  email: string;
  name: string;
  phone: string | null;
  destinations: string[];
  stage: LeadStage;
  lost_reason: string | null;
  owner_id: number | null;
  owner_firstname: string | null;
  owner_lastname: string | null;
  student_id: number | null;
  source: Record<string, string> | string;
  locale: string;
  created_at: string;
  last_activity_at: string;
}

const personName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/** Whose leads a staff member sees: every lead (an admin), or those an adviser owns. */
const scopeOf = (staff: User): number | null => (staff.role === 'adviser' ? staff.id : null);

const withOwner = (db: Db | Knex.Transaction) =>
  db('leads as l').leftJoin('users as o', 'o.id', 'l.owner_id').select('l.*', 'o.firstname as owner_firstname', 'o.lastname as owner_lastname');

function toLead(r: LeadRow): Lead {
  const source = typeof r.source === 'string' ? (JSON.parse(r.source) as Record<string, string>) : (r.source ?? {});
  return {
    id: Number(r.id),
    email: r.email,
    name: r.name,
    phone: r.phone,
    destinations: r.destinations ?? [],
    stage: r.stage,
    lost_reason: r.lost_reason,
    owner: r.owner_id === null ? null : { id: Number(r.owner_id), name: personName(r.owner_firstname, r.owner_lastname) },
    source,
    student_id: r.student_id === null ? null : Number(r.student_id),
    created_at: r.created_at,
    last_activity_at: r.last_activity_at,
  };
}

/** A lead's name and address in lower case, a stored column with the trigram index leads_search_index. */
export const SEARCH_EXPRESSION = 'l.search_text';

/** A lead the staff member sees, or 404 (also for an id that is not one). */
async function leadInScope(db: Db | Knex.Transaction, staff: User, id: number, lock = false): Promise<LeadRow> {
  if (!Number.isSafeInteger(id) || id <= 0) throw fail.notFound(NO_SUCH_LEAD);
  const owner = scopeOf(staff);
  const q = db('leads as l').where('l.id', id);
  if (owner !== null) q.where('l.owner_id', owner);
  if (lock) q.forUpdate();
  const found = await q.first('l.id');
  if (!found) throw fail.notFound(NO_SUCH_LEAD);
  return (await withOwner(db).where('l.id', id).first()) as LeadRow;
}

// ---- reads ---------------------------------------------------------------------------------------------------

/** GET /api/staff/leads: newest activity first; `q` in the name or address, `stage`, `owner_id`, `utm_source` (`(direct)`: none). */
export async function list(d: LeadsDeps, actor: User | null, query: unknown): Promise<KeyedPage<Lead>> {
  const staff = requireStaffActor(actor);
  const q = parseInput(leadsQuerySchema, query);
  const owner = scopeOf(staff);
  const filter = (b: Knex.QueryBuilder) => {
    if (owner !== null) b.where('l.owner_id', owner);
    if (q.q) b.whereRaw(`${SEARCH_EXPRESSION} like ?`, [searchPattern(q.q)]);
    if (q.stage) b.where('l.stage', q.stage);
    if (q.owner_id !== undefined) b.where('l.owner_id', q.owner_id);
    if (q.utm_source === DIRECT_SOURCE) b.whereNull('l.utm_source');
    else if (q.utm_source) b.where('l.utm_source', q.utm_source);
  };
  const counted = cappedCount(d.db, d.db('leads as l').modify(filter), q.q ? 'l' : undefined);
  // A search with more matches than the count's cap walks the leads in order, where it soon finds a page of them:
  // the walk reads the ids from the order's index, which holds the searched text, and only the page's leads are read
  // and joined. With fewer, they are read as the list reads them: the walk of the index alone looked cheap enough to
  // PostgreSQL for a piece it took for common that 20 leads hold, and read all 100,000 (44 ms; 0.2 by the trigram index).
  const page =
    q.q && (await counted).total_capped
      ? await readDeferred<LeadRow>(d.db, d.db('leads as l').modify(filter), withOwner(d.db), 'l.id', LEAD_ORDER, q)
      : await readKeyed<LeadRow>(d.db, withOwner(d.db).modify(filter), LEAD_ORDER, q);
  return { results: page.rows.map(toLead), ...(await counted), page: q.page, per_page: q.per_page, next: page.next };
}

/** The leads list's order, as leads_activity_index (and the owner's and stage's) keep it. */
const LEAD_ORDER: KeyOrder = {
  columns: [
    { sql: 'l.last_activity_at', type: 'timestamptz' },
    { sql: 'l.id', type: 'bigint' },
  ],
  dir: 'desc',
};

/** The lead's timeline, newest first (the order the lead's page shows it in). */
async function eventsOf(db: Db | Knex.Transaction, leadId: number): Promise<LeadEvent[]> {
  const rows = (await db('lead_events as e')
    .leftJoin('users as b', 'b.id', 'e.by_id')
    .where('e.lead_id', leadId)
    .orderBy('e.at', 'desc')
    .orderBy('e.id', 'desc')
    .select('e.at', 'e.kind', 'e.summary', 'e.by_id', 'b.firstname', 'b.lastname')) as Array<{ at: string; kind: LeadEvent['kind']; summary: string; by_id: number | null; firstname: string | null; lastname: string | null }>;
  return rows.map((r) => ({ at: r.at, kind: r.kind, summary: r.summary, by: r.by_id === null || r.firstname === null ? null : { id: Number(r.by_id), name: personName(r.firstname, r.lastname) } }));
}

/** The lead's consultations as staff see them, latest start first. */
export async function consultationsOf(db: Db | Knex.Transaction, leadId: number): Promise<StaffConsultation[]> {
  const rows = (await db('consultations as c')
    .join('users as a', 'a.id', 'c.adviser_id')
    .where('c.lead_id', leadId)
    .orderBy('c.starts_at', 'desc')
    .orderBy('c.id', 'desc')
    .select('c.*', 'a.firstname as adviser_firstname', 'a.lastname as adviser_lastname')) as Array<Record<string, unknown>>;
  return rows.map((r) => ({
    id: Number(r.id),
    start: String(r.starts_at),
    end: String(r.ends_at),
    name: String(r.name),
    email: String(r.email),
    phone: (r.phone as string | null) ?? null,
    topic: String(r.topic),
    status: r.status as StaffConsultation['status'],
    notes: (r.notes as string | null) ?? null,
    time_zone: String(r.time_zone),
    destination: (r.destination as string | null) ?? null,
    lead_id: Number(r.lead_id),
    adviser: { id: Number(r.adviser_id), name: personName(r.adviser_firstname as string, r.adviser_lastname as string) },
  }));
}

async function detail(db: Db | Knex.Transaction, row: LeadRow): Promise<LeadDetail> {
  const [events, consultations] = await Promise.all([eventsOf(db, Number(row.id)), consultationsOf(db, Number(row.id))]);
  return { ...toLead(row), events, consultations };
}

/** GET /api/staff/leads/<id>: the lead, its timeline (newest first) and its consultations. */
export async function get(d: LeadsDeps, actor: User | null, id: number): Promise<LeadDetail> {
  const staff = requireStaffActor(actor);
  return detail(d.db, await leadInScope(d.db, staff, id));
}

// ---- changes -------------------------------------------------------------------------------------------------

/** An adviser, by id (for an owner), or a 422 on `field`. */
async function adviserOr422(trx: Knex.Transaction, id: number, field: string): Promise<{ id: number; name: string }> {
  const row = (await trx('users').where({ id, role: 'adviser' }).first('id', 'firstname', 'lastname')) as { id: number; firstname: string; lastname: string } | undefined;
  if (!row) throw fail.field(field, 'Choose an adviser from the list.');
  return { id: Number(row.id), name: personName(row.firstname, row.lastname) };
}

/**
 * PATCH /api/staff/leads/<id>: a stage (any, by hand; `lost` with its reason), a note, and (admins only: an adviser
 * sending it gets 403) the owner, an adviser or null. Each goes on the timeline; a move forward by hand stamps the
 * funnel's step as an automatic one does.
 */
export async function update(d: LeadsDeps, actor: User | null, id: number, input: unknown): Promise<LeadDetail> {
  const staff = requireStaffActor(actor);
  const body = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  // Who may change the owner is said before anything else about the body: an adviser's answer is 403 whatever it holds.
  await leadInScope(d.db, staff, id);
  if ('owner_id' in body && staff.role !== 'admin') throw fail.forbidden('Only an administrator can give a lead to another adviser.');
  const values = parseInput(leadUpdateSchema, input);
  return d.db.transaction(async (trx) => {
    const row = await leadInScope(trx, staff, id, true);
    const stageAfter = values.stage ?? row.stage;
    if (values.lost_reason !== undefined && values.lost_reason !== '' && stageAfter !== 'lost') throw fail.field('lost_reason', 'Only a lost lead has a reason: choose the stage lost.');
    const write: Record<string, unknown> = {};
    const events: Array<{ kind: 'stage' | 'note' | 'owner'; summary: string }> = [];
    const audit: string[] = [];
    if (values.stage !== undefined && (values.stage !== row.stage || (values.stage === 'lost' && values.lost_reason !== row.lost_reason))) {
      write.stage = values.stage;
      write.lost_reason = values.stage === 'lost' ? values.lost_reason : null;
      const step = STEP_OF[values.stage];
      if (step) write[step] = trx.raw(`coalesce(${step}, now())`);
      const text = `${STAGE_NAMES[row.stage]} → ${STAGE_NAMES[values.stage]}${values.stage === 'lost' ? ` (${values.lost_reason})` : ''}`;
      events.push({ kind: 'stage', summary: text });
      audit.push(`stage ${text}`);
    } else if (values.stage === undefined && values.lost_reason !== undefined && values.lost_reason !== row.lost_reason) {
      write.lost_reason = values.lost_reason;
      events.push({ kind: 'stage', summary: `Lost: ${values.lost_reason}` });
      audit.push('reason changed');
    }
    if (values.owner_id !== undefined && (values.owner_id ?? null) !== (row.owner_id === null ? null : Number(row.owner_id))) {
      const owner = values.owner_id === null ? null : await adviserOr422(trx, values.owner_id, 'owner_id');
      write.owner_id = owner?.id ?? null;
      const before = row.owner_id === null ? 'nobody' : personName(row.owner_firstname, row.owner_lastname);
      events.push({ kind: 'owner', summary: owner ? `Given to ${owner.name}` : 'No owner any more' });
      audit.push(`owner ${before} → ${owner?.name ?? 'nobody'}`);
    }
    if (values.note !== undefined) {
      events.push({ kind: 'note', summary: values.note });
      audit.push('note added');
    }
    if (events.length) {
      await trx('leads')
        .where({ id })
        .update({ ...write, last_activity_at: trx.raw('now()') });
      await trx('lead_events').insert(events.map((e) => ({ lead_id: id, kind: e.kind, summary: e.summary, by_id: staff.id })));
    }
    await recordAudit(trx, staff, { action: 'lead.update', target_type: 'lead', target_id: id, summary: `Lead #${id}: ${audit.join('; ') || 'nothing changed'}` });
    return detail(trx, (await withOwner(trx).where('l.id', id).first()) as LeadRow);
  });
}

/** POST /api/staff/leads/reassign (admins): the leads named that exist go to the adviser; unknown ids are not counted. */
export async function reassign(d: LeadsDeps, actor: User | null, input: unknown): Promise<{ updated: number }> {
  const admin = requireAdminActor(actor);
  const { ids, owner_id } = parseInput(leadReassignSchema, input);
  return d.db.transaction(async (trx) => {
    const owner = await adviserOr422(trx, owner_id, 'owner_id');
    const found = (await trx('leads').whereIn('id', [...new Set(ids)]).orderBy('id').forUpdate().select('id', 'owner_id')) as Array<{ id: number; owner_id: number | null }>;
    const moving = found.filter((l) => (l.owner_id === null ? null : Number(l.owner_id)) !== owner.id).map((l) => Number(l.id));
    if (moving.length) {
      await trx('leads').whereIn('id', moving).update({ owner_id: owner.id, last_activity_at: trx.raw('now()') });
      await trx('lead_events').insert(moving.map((leadId) => ({ lead_id: leadId, kind: 'owner', summary: `Given to ${owner.name}`, by_id: admin.id })));
    }
    await recordAudit(trx, admin, {
      action: 'lead.reassign',
      target_type: 'lead',
      target_id: null,
      summary: `${found.length} ${found.length === 1 ? 'lead' : 'leads'} given to ${owner.name}${moving.length ? `: #${moving.join(', #')}` : ' (already theirs)'}`.slice(0, 480),
    });
    return { updated: found.length };
  });
}

/**
 * POST /api/staff/leads/<id>/invite: mails the person a link to the registration form with their address filled in,
 * in their language; registering with it makes them the lead's student (the lead is found by the address). A lead who
 * is a student already: 409.
 */
export async function invite(d: LeadsDeps, actor: User | null, id: number): Promise<{ status: string }> {
  const staff = requireStaffActor(actor);
  const lead = await d.db.transaction(async (trx) => {
    const row = await leadInScope(trx, staff, id, true);
    if (row.student_id !== null) throw new AppError(409, 'This person has registered already: they are a student.');
    await trx('lead_events').insert({ lead_id: id, kind: 'mail', summary: 'Invited to register', by_id: staff.id });
    await trx('leads').where({ id }).update({ last_activity_at: trx.raw('now()') });
    await recordAudit(trx, staff, { action: 'lead.invite', target_type: 'lead', target_id: id, summary: `Lead #${id}: invited to register` });
    return row;
  });
  const ctx = mailContext(d.env, { locale: lead.locale });
  d.mailer.sendLater(lead.email, templates.leadInvitation(ctx, lead.name, lead.email, staff.role === 'adviser' ? personName(staff.firstname, staff.lastname) : null));
  return { status: INVITATION_SENT };
}

// ---- the funnel, privacy and retention -----------------------------------------------------------------------

/** GET /api/staff/funnel: one aggregate query over the leads first seen in the period (./leads.funnel.ts). */
export async function funnelOf(d: LeadsDeps, actor: User | null, query: unknown) {
  const staff = requireStaffActor(actor);
  return funnel(d.db, scopeOf(staff), query);
}

/** A student's lead for their export: the lead with its timeline (oldest first, as a record) and consultations; null without one. */
export async function exportOf(d: LeadsDeps, studentId: number): Promise<LeadDetail | null> {
  const row = (await withOwner(d.db).where('l.student_id', studentId).first()) as LeadRow | undefined;
  if (!row) return null;
  const lead = await detail(d.db, row);
  return { ...lead, events: [...lead.events].reverse() };
}

/**
 * The retention sweep (LEAD_RETENTION_DAYS): leads that never registered (no student) and have had no activity for
 * that long are erased, their timeline and consultations with them (their foreign keys cascade). Returns how many.
 */
export async function sweepStale(d: LeadsDeps, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - d.env.leadRetentionDays * 86_400_000);
  return d.db('leads').whereNull('student_id').where('last_activity_at', '<', before).delete();
}

export const leadsService = {
  list,
  get,
  update,
  reassign,
  invite,
  funnel: funnelOf,
  exportOf,
  sweepStale,
};

export type LeadsService = Bound<LeadsDeps, typeof leadsService>;
