// The funnel (decision 0046): the leads first seen in a period (their created_at, UTC days, both inclusive), grouped by
// where they came from, their owner now or the destination they first asked about, and how many of each group ever
// reached each step (the leads' funnel stamps, never cleared). One aggregate query over the counts a trigger keeps per
// day (decision 0049): GROUPING SETS gives the rows and the totals together.
import type { Knex } from 'knex';
import { FUNNEL_STEPS, type FunnelGroup } from '../../../shared/leads';
import { funnelQuerySchema } from '../../../shared/schemas/leads';
import type { funnelSchema } from '../../../shared/schemas/leads.answers';
import type * as z from 'zod';
import { csv } from '../../lib/csv';
import { parseInput } from '../../lib/errors';

export type Funnel = z.output<typeof funnelSchema>;
type Counts = Funnel['totals'];

/** The key of a lead without an owner, or without a destination. */
export const NO_GROUP = '(none)';

/**
 * Each grouping's key and label, SQL over a row `f` of funnel_days (which keeps the source, the owner's id or the
 * first destination's slug, '' for none) and the owner `o` or the country `c` it names.
 */
const GROUPS: Record<FunnelGroup, { key: string; label: string; joins: (q: Knex.QueryBuilder, db: Knex) => void }> = {
  source: { key: 'f.key', label: 'f.key', joins: () => undefined },
  adviser: {
    key: `coalesce(nullif(trim(o.firstname || ' ' || o.lastname), ''), '${NO_GROUP}')`,
    label: `coalesce(nullif(trim(o.firstname || ' ' || o.lastname), ''), '${NO_GROUP}')`,
    joins: (q, db) => void q.leftJoin('users as o', 'o.id', db.raw(`nullif(f.key, '')::bigint`)),
  },
  destination: {
    key: `coalesce(nullif(f.key, ''), '${NO_GROUP}')`,
    label: `coalesce(c.name, nullif(f.key, ''), '${NO_GROUP}')`,
    joins: (q, db) => void q.leftJoin('countries as c', 'c.slug', db.raw(`nullif(f.key, '')`)),
  },
};

/**
 * The funnel of the leads `ownerId` owns (null: all of them) for the query's period and grouping: rows by leads (most
 * first), then key (in byte order, the same on every server); totals over every row. Also what the CSV is made of.
 * Read from the counts kept per UTC day (funnel_days, migrations: the funnel's days): at most a row per day and key.
 */
export async function funnel(db: Knex, ownerId: number | null, query: unknown): Promise<Funnel & { query: z.output<typeof funnelQuerySchema> }> {
  const q = parseInput(funnelQuerySchema, query);
  const group = GROUPS[q.by];
  const counts = FUNNEL_STEPS.map((step) => `coalesce(sum(f.${step}), 0)::int as ${step}`).join(', ');
  const rows = (await db('funnel_days as f')
    .modify((b) => group.joins(b, db))
    .select(db.raw(`${group.key} as key, ${group.label} as label, grouping(${group.key}, ${group.label}) as is_total, coalesce(sum(f.leads), 0)::int as leads, ${counts}`))
    // The period is whole UTC days, both ends included.
    .where('f.owner_id', ownerId ?? 0)
    .where('f.dimension', q.by)
    .whereBetween('f.day', [q.from, q.to])
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
