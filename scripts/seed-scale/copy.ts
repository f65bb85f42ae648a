// Rows into PostgreSQL through COPY, in its text format, streamed: a table's rows are made as COPY asks for more, a
// chunk at a time, so that a million-row table is never one string in memory.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** A value as COPY's text format reads it: null is \N; backslashes, tabs and line breaks are escaped. */
export function field(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return /[\\\t\n\r]/.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r')) : value;
}

/** One row of COPY's text format. */
export const row = (values: Array<string | number | boolean | null | undefined>): string => `${values.map(field).join('\t')}\n`;

/** A PostgreSQL text[] literal of simple words (slugs). */
export const textArray = (items: readonly string[]): string => `{${items.join(',')}}`;

/** An instant as timestamptz; a day as date. */
export const at = (ms: number): string => new Date(ms).toISOString();
export const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

const CHUNK = 256 * 1024;

/** Streams `rows` into `table` (its `columns`, in order) with COPY FREEZE when `freeze`; the number of rows. */
export async function copyRows(client: pg.Client, table: string, columns: readonly string[], rows: Iterable<string>, freeze: boolean): Promise<number> {
  const iterator = rows[Symbol.iterator]();
  let count = 0;
  const source = new Readable({
    read() {
      try {
        let chunk = '';
        while (chunk.length < CHUNK) {
          const next = iterator.next();
          if (next.done) {
            if (chunk) this.push(chunk);
            this.push(null);
            return;
          }
          chunk += next.value;
          count += 1;
        }
        this.push(chunk);
      } catch (error) {
        this.destroy(error as Error);
      }
    },
  });
  const list = columns.map((c) => `"${c}"`).join(', ');
  const copy = client.query(copyFrom(`copy public."${table}" (${list}) from stdin${freeze ? ' with (freeze)' : ''}`));
  await pipeline(source, copy);
  return count;
}
