// The funnel (decision 0046): the leads first seen in a period (their created_at, UTC days, both inclusive), grouped by
// where they came from, their owner now or the destination they first asked about, and how many of each group ever
// reached each step (the leads' funnel stamps, never cleared). One aggregate query: GROUPING SETS gives the rows and
// the totals together.
import type { Knex } from 'knex';
import { DIRECT_SOURCE, FUNNEL_STEPS, type FunnelGroup } from '../../../shared/leads';
import { funnelQuerySchema } from '../../../shared/schemas/leads';
import type { funnelSchema } from '../../../shared/schemas/leads.answers';
import type * as z from 'zod';
import { csv } from '../../lib/csv';
import { parseInput } from '../../lib/errors';

export type Funnel = z.output<typeof funnelSchema>;
type Counts = Funnel['totals'];

/** The key of a lead without an owner, or without a destination. */
export const NO_GROUP = '(none)';

/** Each grouping's key and label (SQL over `l`, the owner `o` and the first destination's country `c`). */
const GROUPS: Record<FunnelGroup, { key: string; label: string; joins: (q: Knex.QueryBuilder, db: Knex) => void }> = {
  source: { key: `coalesce(l.utm_source, '${DIRECT_SOURCE}')`, label: `coalesce(l.utm_source, '${DIRECT_SOURCE}')`, joins: () => undefined },
  adviser: {
    key: `coalesce(nullif(trim(o.firstname || ' ' || o.lastname), ''), '${NO_GROUP}')`,
    label: `coalesce(nullif(trim(o.firstname || ' ' || o.lastname), ''), '${NO_GROUP}')`,
    joins: (q) => void q.leftJoin('users as o', 'o.id', 'l.owner_id'),
  },
  destination: {
    key: `coalesce(l.destinations[1], '${NO_GROUP}')`,
    label: `coalesce(c.name, l.destinations[1], '${NO_GROUP}')`,
    joins: (q, db) => void q.leftJoin('countries as c', db.raw('c.slug = l.destinations[1]')),
  },
};

const STAMP_OF: Record<(typeof FUNNEL_STEPS)[number], string> = {
  consultations: 'consultation_at',
  students: 'student_at',
  applied: 'applied_at',
  offers: 'offer_at',
  enrolled: 'enrolled_at',
};

/**
 * The funnel of the leads `ownerId` owns (null: all of them) for the query's period and grouping: rows by leads (most
 * first), then key (in byte order, the same on every server); totals over every row. Also what the CSV is made of.
 */
export async function funnel(db: Knex, ownerId: number | null, query: unknown): Promise<Funnel & { query: z.output<typeof funnelQuerySchema> }> {
  const q = parseInput(funnelQuerySchema, query);
  const group = GROUPS[q.by];
  const counts = FUNNEL_STEPS.map((step) => `count(l.${STAMP_OF[step]})::int as ${step}`).join(', ');
  const rows = (await db('leads as l')
    .modify((b) => group.joins(b, db))
    .select(db.raw(`${group.key} as key, ${group.label} as label, grouping(${group.key}, ${group.label}) as is_total, count(*)::int as leads, ${counts}`))
    // The period is whole UTC days, both ends included: from the first day's midnight to the midnight after the last.
    .where('l.created_at', '>=', db.raw(`(?::date)::timestamp at time zone 'UTC'`, [q.from]))
    .where('l.created_at', '<', db.raw(`(?::date + 1)::timestamp at time zone 'UTC'`, [q.to]))
    .modify((b) => {
      if (ownerId !== null) b.where('l.owner_id', ownerId);
    })
    .groupByRaw(`grouping sets ((${group.key}, ${group.label}), ())`)
    .orderByRaw(`is_total desc, leads desc, (${group.key}) collate "C" asc`)) as Array<Counts & { key: string | null; label: string | null; is_total: number }>;
  const pick = (r: Counts): Counts => ({ leads: r.leads, consultations: r.consultations, students: r.students, applied: r.applied, offers: r.offers, enrolled: r.enrolled });
  const total = rows.find((r) => Number(r.is_total) !== 0);
  return {
    rows: rows.filter((r) => Number(r.is_total) === 0).map((r) => ({ key: String(r.key), label: String(r.label), ...pick(r) })),
    totals: total ? pick(total) : { leads: 0, consultations: 0, students: 0, applied: 0, offers: 0, enrolled: 0 },
    query: q,
  };
}

export const FUNNEL_CSV_HEADER = ['key', 'label', 'leads', ...FUNNEL_STEPS] as const;

/** The funnel's rows as CSV (RFC 4180 line ends), a header row first; the totals are the columns' sums. */
export function funnelCsv(f: Funnel): string {
  return csv(FUNNEL_CSV_HEADER, f.rows.map((r) => [r.key, r.label, r.leads, ...FUNNEL_STEPS.map((s) => r[s])]));
}
