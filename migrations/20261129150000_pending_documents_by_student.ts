// The staff dashboard counts the documents waiting for review among an adviser's students. Read through the index
// of all pending documents and joined to the students, that count cost what the agency's whole queue does (10,000
// pending documents at 50,000 students, 18 ms a dashboard). Pending documents by student let PostgreSQL count the
// adviser's from an index alone, whichever way it joins them to the adviser's students (decision 0049).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create index documents_pending_user_index on documents (user_id) where status = 'pending'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index documents_pending_user_index');
}
