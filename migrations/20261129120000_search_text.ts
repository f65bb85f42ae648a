// The searched text of the audit log, students and leads as stored columns (decision 0049). A search read lower() of
// three or four columns for every row it looked at, about 3 µs each: counting a common word among the audit log's
// newest entries cost 20–30 ms on 1.5 million, and a search with more matches than the count's cap walks the list's
// order testing each row it passes. Stored once when a row is written, the text is compared as it is. The trigram
// indexes move from the expressions to the columns.
import type { Knex } from 'knex';

/** Each table, its searched text, and the trigram index on it. */
const SEARCHED = [
  { table: 'audit_log', text: `lower(summary) || ' ' || lower(action) || ' ' || lower(actor_name) || ' ' || lower(target_type)`, index: 'audit_log_search_index' },
  { table: 'users', text: `lower(firstname) || ' ' || lower(lastname) || ' ' || lower(email)`, index: 'users_search_index' },
  { table: 'leads', text: `lower(name) || ' ' || lower(email)`, index: 'leads_search_index' },
];

export async function up(knex: Knex): Promise<void> {
  for (const { table, text, index } of SEARCHED) {
    await knex.raw(`
      alter table ${table} add column search_text text not null generated always as (${text}) stored;
      drop index ${index};
      create index ${index} on ${table} using gin (search_text gin_trgm_ops);
    `);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const { table, text, index } of SEARCHED) {
    await knex.raw(`
      drop index ${index};
      alter table ${table} drop column search_text;
      create index ${index} on ${table} using gin ((${text}) gin_trgm_ops);
    `);
  }
}
