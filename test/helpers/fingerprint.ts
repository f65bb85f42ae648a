// A fingerprint of every row in the database, for "a refused request changed nothing" checks: per table, the row
// count and an md5 of the rows' text in primary-key order, all read with one query.
import type { Db } from '../../server/db/knex';

/** Tables left out, and why: they record the attempt itself, refused or not. */
export const EXCLUDED_TABLES: Readonly<Record<string, string>> = {
  rate_limits: 'attempt counters: a failed sign-in, a reset request and a contact message are counted on purpose, also when refused',
};

/** Columns left out of a table's rows, and why. */
export const VOLATILE_COLUMNS: Readonly<Record<string, { columns: string[]; why: string }>> = {
  access_tokens: {
    columns: ['last_used_at', 'expires_at'],
    why: 'any request that presents a live token (also one refused with 403 or 422) may mark it used and slide a session token’s expiry',
  },
};

export type Fingerprint = Record<string, string>;

const queries = new WeakMap<Db, Promise<string>>();

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

async function buildQuery(db: Db): Promise<string> {
  const { rows } = (await db.raw(`
    select c.relname as table_name,
           coalesce((select array_agg(a.attname::text order by array_position(i.indkey::int2[], a.attnum))
                       from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
                      where i.indrelid = c.oid and i.indisprimary), '{}') as pk
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = current_schema() and c.relkind in ('r', 'p')
     order by c.relname`)) as { rows: Array<{ table_name: string; pk: string[] }> };
  const parts = rows
    .filter((r) => !(r.table_name in EXCLUDED_TABLES))
    .map((r) => {
      const dropped = (VOLATILE_COLUMNS[r.table_name]?.columns ?? []).map((c) => ` - ${literal(c)}`).join('');
      const rowText = `(to_jsonb(x)${dropped})::text`;
      const order = r.pk.length ? r.pk.map((c) => `x.${ident(c)}`).join(', ') : rowText;
      return `select ${literal(r.table_name)} as t, count(*)::text || ':' || md5(coalesce(string_agg(${rowText}, E'\\n' order by ${order}), '')) as f from ${ident(r.table_name)} x`;
    });
  return parts.join('\nunion all\n');
}

/** Count and hash of every table's rows (except EXCLUDED_TABLES), in one query. */
export async function fingerprint(db: Db): Promise<Fingerprint> {
  let query = queries.get(db);
  if (!query) {
    query = buildQuery(db);
    queries.set(db, query);
  }
  const { rows } = (await db.raw(await query)) as { rows: Array<{ t: string; f: string }> };
  return Object.fromEntries(rows.map((r) => [r.t, r.f]));
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
