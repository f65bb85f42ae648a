// Long lists read by keys (decision 0049). `after` names the last row a reader has seen (the `next` of the page
// that showed it) and the following page is read from there through the index that gives the list's order, so
// page 2,000 costs what page 1 does; an offset reads and throws away every row before it. `total` is counted up to
// TOTAL_CAP rows and says so beyond (`total_capped`): an exact count of 50,000 students or a million audit rows
// would cost more than the page it describes.
import type { Knex } from 'knex';
import { fail } from './errors';

/** Rows a list counts before it says "more than". */
export const TOTAL_CAP = 1_000;

/** One column of a list's order: its SQL and the type (with collation) its key's text is read back as. */
export interface KeyColumn {
  sql: string;
  type: 'text' | 'timestamptz' | 'bigint' | 'date';
  collate?: string;
}

/** A list's order: columns all in one direction, the last one unique (the id). */
export interface KeyOrder {
  columns: readonly KeyColumn[];
  dir: 'asc' | 'desc';
}

const INVALID = 'Use the value of next from the page before as after.';

/** The key of a row: its order's values as text (timestamps as PostgreSQL writes them, to the microsecond). */
export function encodeKey(values: ReadonlyArray<string | number>): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** What a key's text must look like to be read back as its column's type (anything else is not a key we gave). */
const SHAPES: Record<KeyColumn['type'], (value: string) => boolean> = {
  text: (value) => value.length <= 1000,
  bigint: (value) => /^-?\d{1,18}$/.test(value),
  date: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)),
  // As PostgreSQL writes a timestamptz as text: "2026-11-28 10:00:00.123456+00".
  timestamptz: (value) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/.test(value) && !Number.isNaN(Date.parse(value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00'))),
};

function decodeKey(after: string, columns: readonly KeyColumn[]): string[] {
  try {
    const values = JSON.parse(Buffer.from(after, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(values) && values.length === columns.length && values.every((v, i) => (typeof v === 'string' || typeof v === 'number') && SHAPES[columns[i]!.type](String(v)))) return values.map(String);
  } catch {
    // not JSON: the same answer as a wrong shape
  }
  throw fail.field('after', INVALID);
}

/** The columns a query selects as `key_0`, `key_1`…: the key of each row, as text. */
export const keyColumns = (db: Knex, order: KeyOrder) => order.columns.map((column, i) => db.raw(`(${column.sql})::text as key_${i}`));

/**
 * Orders `query` by `order` and, with `after`, starts after that key (one row comparison, which the order's index
 * answers). Without `after`, `offset` rows are skipped (the first pages, by number). Reads one row more than the
 * page, which says whether there is a next one without counting.
 */
function keyed(query: Knex.QueryBuilder, order: KeyOrder, after: string | undefined, offset: number, limit: number): Knex.QueryBuilder {
  const { columns, dir } = order;
  if (after) {
    const values = decodeKey(after, columns);
    const left = columns.map((c) => c.sql).join(', ');
    const right = columns.map((c) => (c.collate ? `(cast(? as ${c.type}) collate ${c.collate})` : `cast(? as ${c.type})`)).join(', ');
    query.whereRaw(`(${left}) ${dir === 'asc' ? '>' : '<'} (${right})`, values);
  } else if (offset > 0) query.offset(offset);
  for (const column of columns) query.orderByRaw(`${column.sql} ${dir}`);
  return query.limit(limit + 1);
}

/** The page's rows (without the extra one) and the key after its last, or null when it is the last page. */
export function pageOf<R extends object>(rows: R[], order: KeyOrder, limit: number): { rows: R[]; next: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1) as Record<string, unknown> | undefined;
  const next = rows.length > limit && last ? encodeKey(order.columns.map((_, i) => String(last[`key_${i}`]))) : null;
  return { rows: page, next };
}

/** The list's page: `query`'s rows in `order` from `after`, or from the first of page `page`, and the next key. */
export async function readKeyed<R extends object>(db: Knex, query: Knex.QueryBuilder, order: KeyOrder, at: { after?: string; page: number; per_page: number }): Promise<{ rows: R[]; next: string | null }> {
  const rows = (await keyed(query.select(...keyColumns(db, order)), order, at.after, (at.page - 1) * at.per_page, at.per_page)) as R[];
  return pageOf(rows, order, at.per_page);
}

/**
 * The list's page as `readKeyed` reads it, in two steps (a deferred join): the page's ids from `matches` (the
 * filtered rows, nothing selected) in `order`, then `rows` (the page's select, with its joins, unfiltered) for those
 * ids alone, in the same order. A search that walks the list's order tests every row it passes; when the order's
 * index holds the searched text (migrations: search_walk) and the first step asks for nothing else, that walk reads
 * the index alone, and only the page's rows are read from the table and joined. `id` is the rows' id column in both.
 */
export async function readDeferred<R extends object>(db: Knex, matches: Knex.QueryBuilder, rows: Knex.QueryBuilder, id: string, order: KeyOrder, at: { after?: string; page: number; per_page: number }): Promise<{ rows: R[]; next: string | null }> {
  const ids = keyed(matches.clone().select(id), order, at.after, (at.page - 1) * at.per_page, at.per_page);
  const found = rows.whereIn(id, ids).select(...keyColumns(db, order));
  for (const column of order.columns) found.orderByRaw(`${column.sql} ${order.dir}`);
  return pageOf((await found) as R[], order, at.per_page);
}

/**
 * How many rows `query` (filtered, unordered) has, counting at most TOTAL_CAP + 1 of them. `searched`: the alias of
 * the table a search looks through, whose order index holds the searched text (migrations: search_walk). Its matches
 * are then counted by their rows' addresses (ctid), which no index holds, so that PostgreSQL finds them through the
 * search's trigram index: a count that could read that order index alone walked it, which PostgreSQL prices below
 * what it costs (1,051 matches among 50,000 students: 5.8 ms walked, 1.2 ms through the trigram index).
 */
export async function cappedCount(db: Knex, query: Knex.QueryBuilder, searched?: string): Promise<{ total: number; total_capped: boolean }> {
  const inner = query
    .clone()
    .clearSelect()
    .clearOrder()
    .select(db.raw(searched ? `${searched}.ctid as address` : '1'))
    .limit(TOTAL_CAP + 1);
  // The address is counted, not the rows: a column the count does not use is left out of the plan.
  const [{ count }] = (await db.from(inner.as('counted')).count({ count: searched ? 'counted.address' : '*' })) as [{ count: number | string }];
  const n = Number(count);
  return n > TOTAL_CAP ? { total: TOTAL_CAP, total_capped: true } : { total: n, total_capped: false };
}
