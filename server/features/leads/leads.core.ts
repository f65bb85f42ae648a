// The one lead per e-mail address (decision 0046): every public way in (the contact form, a booking, the fit check
// with an address, a registration whose link is followed) calls `touchLead` inside its own transaction, so the lead,
// its owner and the timeline's entry are written with the rest or not at all.
import type { Knex } from 'knex';
import { activeAdvisers, coveringDestination } from '../../lib/advisers';
import { LEAD_STAGE_RANK, type LeadEventKind, type LeadSource, type LeadStage, SOURCE_FIELDS } from '../../../shared/leads';
import { type ApplicationStage, PIPELINE_STAGES } from '../../../shared/workflow';

export interface LeadTouch {
  email: string;
  name?: string | null;
  phone?: string | null;
  /** What happened, for the timeline. */
  kind: LeadEventKind;
  summary: string;
  /** The first touch's source: kept only when the lead is new. */
  source?: LeadSource | null;
  /** A country slug the person asked about. */
  destination?: string | null;
  locale?: string | null;
  /** The adviser the person chose (a booking): the owner of a new lead, or of one without an owner. */
  ownerId?: number | null;
  /** The staff member who did it; null for the person themselves. */
  byId?: number | null;
}

export interface TouchedLead {
  id: number;
  ownerId: number | null;
  created: boolean;
}

/** The source as stored: only the parts given, trimmed. */
export function cleanSource(source: LeadSource | null | undefined): LeadSource {
  const out: LeadSource = {};
  for (const field of SOURCE_FIELDS) {
    const value = source?.[field]?.trim();
    if (value) out[field] = value;
  }
  return out;
}

/**
 * The next adviser in turn among those who cover `destination` (else among all advisers): the one whose last new
 * lead is oldest (never, first). A transaction-scoped lock makes two new leads at once take two turns.
 */
export async function nextAdviser(trx: Knex.Transaction, destination: string | null | undefined): Promise<number | null> {
  await trx.raw(`select pg_advisory_xact_lock(hashtext('lead-rotation'))`);
  const pick = async (covering: boolean) => {
    const row = (await trx
      .select('u.id')
      .from('users as u')
      .modify(activeAdvisers)
      .modify((b) => {
        if (covering) b.modify(coveringDestination(destination!));
      })
      .leftJoin('lead_rotation as r', 'r.adviser_id', 'u.id')
      .orderByRaw('r.last_assigned_at asc nulls first, u.id asc')
      .first()) as { id: number } | undefined;
    return row ? Number(row.id) : null;
  };
  const chosen = (destination ? await pick(true) : null) ?? (await pick(false));
  if (chosen !== null) {
    await trx.raw(`insert into lead_rotation (adviser_id, last_assigned_at) values (?, clock_timestamp()) on conflict (adviser_id) do update set last_assigned_at = excluded.last_assigned_at`, [chosen]);
  }
  return chosen;
}

const adviserName = async (trx: Knex.Transaction, id: number) => {
  const row = (await trx('users').where({ id }).first('firstname', 'lastname')) as { firstname: string; lastname: string } | undefined;
  return row ? `${row.firstname} ${row.lastname}` : 'an adviser';
};

/** Creates the lead for `touch.email` or adds to it; a new lead (or one without an owner) gets an owner at once. */
export async function touchLead(trx: Knex.Transaction, touch: LeadTouch): Promise<TouchedLead> {
  const source = cleanSource(touch.source);
  const destination = touch.destination?.trim() || null;
  const { rows } = (await trx.raw(
    `insert into leads (email, name, phone, destinations, source, utm_source, locale)
     values (?, ?, ?, ?, ?::jsonb, ?, ?)
     on conflict ((lower(email))) do update set
       name = case when leads.name = '' then excluded.name else leads.name end,
       phone = coalesce(leads.phone, excluded.phone),
       destinations = case when ?::text is null or ?::text = any(leads.destinations) then leads.destinations else leads.destinations || array[?::text] end,
       last_activity_at = now()
     returning id, owner_id, (xmax = 0) as created`,
    [
      touch.email.trim(),
      (touch.name ?? '').trim(),
      touch.phone?.trim() || null,
      destination ? [destination] : [],
      JSON.stringify(source),
      source.utm_source ?? null,
      touch.locale || 'en',
      destination,
      destination,
      destination,
    ],
  )) as { rows: Array<{ id: number; owner_id: number | null; created: boolean }> };
  const row = rows[0]!;
  const id = Number(row.id);
  let ownerId = row.owner_id === null ? null : Number(row.owner_id);
  await trx('lead_events').insert({ lead_id: id, kind: touch.kind, summary: touch.summary, by_id: touch.byId ?? null });
  if (ownerId === null) {
    ownerId = touch.ownerId ?? (await nextAdviser(trx, destination));
    if (ownerId !== null) {
      await trx('leads').where({ id }).update({ owner_id: ownerId });
      await trx('lead_events').insert({ lead_id: id, kind: 'owner', summary: `Assigned to ${await adviserName(trx, ownerId)}`, by_id: null });
    }
  }
  return { id, ownerId, created: Boolean(row.created) };
}

/** The funnel's steps a stage stands for, stamped the first time the lead gets there. */
const STEP_OF: Partial<Record<LeadStage, 'consultation_at' | 'student_at' | 'applied_at' | 'enrolled_at'>> = {
  consultation_booked: 'consultation_at',
  student: 'student_at',
  applied: 'applied_at',
  enrolled: 'enrolled_at',
};

/**
 * An automatic move: forward only (a lead further along stays where it is), and out of `lost`. Stamps the funnel's
 * step and writes the timeline's entry when the stage changes. `offer` stamps only the funnel's offer step.
 */
export async function advanceLead(trx: Knex.Transaction, leadId: number, to: LeadStage | 'offer', summary: string): Promise<boolean> {
  const lead = (await trx('leads').where({ id: leadId }).forUpdate().first('stage', 'consultation_at', 'student_at', 'applied_at', 'offer_at', 'enrolled_at')) as
    | ({ stage: LeadStage } & Record<string, string | null>)
    | undefined;
  if (!lead) return false;
  const stamps: Record<string, Knex.Raw> = {};
  if (to === 'offer') {
    if (!lead.offer_at) stamps.offer_at = trx.raw('now()');
    if (!lead.applied_at) stamps.applied_at = trx.raw('now()');
  } else {
    const step = STEP_OF[to];
    if (step && !lead[step]) stamps[step] = trx.raw('now()');
    // Reaching a later step means the earlier ones were passed too (a registration without a booking has no consultation).
    if (to === 'enrolled') for (const earlier of ['applied_at', 'offer_at'] as const) if (!lead[earlier]) stamps[earlier] = trx.raw('now()');
  }
  const moves = to !== 'offer' && (lead.stage === 'lost' || LEAD_STAGE_RANK[to] > LEAD_STAGE_RANK[lead.stage]);
  if (!moves && !Object.keys(stamps).length) return false;
  await trx('leads')
    .where({ id: leadId })
    .update({ ...stamps, ...(moves ? { stage: to, lost_reason: null } : {}), last_activity_at: trx.raw('now()') });
  if (moves) await trx('lead_events').insert({ lead_id: leadId, kind: 'stage', summary, by_id: null });
  return moves;
}

/** Who a new account is, for its lead. */
export interface NewStudent {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  locale?: string | null;
  adviser_id?: number | null;
}

/**
 * A new account (a registration's link followed, or a first sign-in with a provider): its lead is made or added to
 * (kind `registration`), becomes the student's (`student_id`) and moves to `student`; a student without an adviser
 * gets the lead's owner. The one function both ways in call, inside the transaction that makes the account.
 */
export async function leadOfNewStudent(
  trx: Knex.Transaction,
  student: NewStudent,
  from: { source?: LeadSource | null; destination?: string | null; summary: string },
): Promise<TouchedLead> {
  const lead = await touchLead(trx, {
    email: student.email,
    name: `${student.firstname} ${student.lastname}`.trim(),
    kind: 'registration',
    summary: from.summary,
    source: from.source,
    destination: from.destination,
    locale: student.locale,
  });
  // A lead already another account's (that account moved to another address since) stays with it.
  const linked = await trx('leads').where({ id: lead.id }).where((w) => w.whereNull('student_id').orWhere('student_id', student.id)).update({ student_id: student.id });
  if (!linked) return lead;
  await advanceLead(trx, lead.id, 'student', 'Registered: now a student');
  if ((student.adviser_id ?? null) === null && lead.ownerId !== null) {
    await trx('users')
      .where({ id: student.id })
      .whereNull('adviser_id')
      .whereExists((q) => q.select(trx.raw('1')).from('users as a').where('a.id', lead.ownerId!).where('a.role', 'adviser'))
      .update({ adviser_id: lead.ownerId });
  }
  return lead;
}

/**
 * An application of `studentId` reached `stage`: the student's lead (if they have one) moves on — `submitted` or later
 * is `applied`, `conditional_offer` or later also stamps the funnel's offer step, `enrolled` is `enrolled`. Closed
 * stages (rejected, withdrawn) move nothing. Forward only, as every automatic move.
 */
export async function advanceStudentLead(trx: Knex.Transaction, studentId: number, stage: ApplicationStage, what: string): Promise<void> {
  const rank = PIPELINE_STAGES.indexOf(stage as (typeof PIPELINE_STAGES)[number]);
  if (rank < PIPELINE_STAGES.indexOf('submitted')) return;
  const lead = (await trx('leads').where({ student_id: studentId }).first('id')) as { id: number } | undefined;
  if (!lead) return;
  const id = Number(lead.id);
  await advanceLead(trx, id, 'applied', `Application submitted: ${what}`);
  if (rank >= PIPELINE_STAGES.indexOf('conditional_offer')) await advanceLead(trx, id, 'offer', `Offer: ${what}`);
  if (stage === 'enrolled') await advanceLead(trx, id, 'enrolled', `Enrolled: ${what}`);
}
