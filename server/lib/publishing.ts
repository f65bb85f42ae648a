// Scheduled publishing, the part every kind of published record shares (decision 0035): a record is live, shown to
// visitors, when its status is `published` and its publish time has come by the site's clock. The caches for
// visitors ask `nextPublishAt` when the next scheduled record goes live, so they drop their answers then.
import type { Knex } from 'knex';
import { clock } from './clock';

/** The tables of records with a status and a publish time. */
export const PUBLISHED_TABLES = ['posts', 'services', 'countries', 'galleries'] as const;

/** Narrows a query of a published table (or of `alias`) to live records. */
export const live =
  (alias?: string) =>
  (q: Knex.QueryBuilder): Knex.QueryBuilder => {
    const column = (name: string) => (alias ? `${alias}.${name}` : name);
    return q.where(column('status'), 'published').andWhere(column('published_at'), '<=', clock.now().toISOString());
  };

/** SQL for the earliest publish time still to come (one parameter: now), over every published table. */
export const NEXT_PUBLISH_SQL = `select min(published_at) as due from (${PUBLISHED_TABLES.map((table) => `select min(published_at) as published_at from ${table} where status = 'published' and published_at > $1`).join(' union all ')}) scheduled`;

/** When the next scheduled record goes live (null: none is scheduled). */
export async function nextPublishAt(db: Knex): Promise<number | null> {
  const result = (await db.raw(NEXT_PUBLISH_SQL.replace('$1', '?'), [clock.now().toISOString()])) as { rows: Array<{ due: string | null }> };
  const due = result.rows[0]?.due;
  return due ? new Date(due).getTime() : null;
}
