import type { Knex } from 'knex';

// People's data announces its changes (decision 0038): a statement that changes an account, a session, a document,
// an application or a message NOTIFYs `private_data` (delivered on commit), so every instance drops what it kept of
// signed-in reads (server/lib/private-data.ts). Sessions announce their updates and deletions only: a new token is
// in no cache yet. Tables written on every request (attempt limits, the audit log) are not people's data read by pages.
const CHANNEL = 'private_data';
const TABLES: Array<[table: string, events: string]> = [
  ['users', 'insert or update or delete'],
  ['access_tokens', 'update or delete'],
  ['oauth_identities', 'insert or update or delete'],
  ['documents', 'insert or update or delete'],
  ['document_versions', 'insert or update or delete'],
  ['applications', 'insert or update or delete'],
  ['application_history', 'insert or update or delete'],
  ['message_threads', 'insert or update or delete'],
  ['messages', 'insert or update or delete'],
];

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create or replace function notify_private_data() returns trigger language plpgsql as $$
    begin
      perform pg_notify('${CHANNEL}', tg_table_name);
      return null;
    end $$`);
  for (const [table, events] of TABLES) {
    await knex.raw(`create trigger ${table}_notify_private_data after ${events} or truncate on ${table} for each statement execute function notify_private_data()`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [table] of TABLES) await knex.raw(`drop trigger if exists ${table}_notify_private_data on ${table}`);
  await knex.raw('drop function if exists notify_private_data()');
}
