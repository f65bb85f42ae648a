// The students' and leads' order indexes hold the searched text too (decision 0049). A search with more matches than
// the count's cap walks the list in its order and tests each row it passes: for a common piece of a name ("han" at
// 50,000 students) that is thousands of rows, each a read of the table's row for its `search_text`. With the text in
// the index (INCLUDE: kept in the leaf pages, not part of the order), the walk that finds a page's ids reads the index
// alone, and only the page's rows are read from the table (server/lib/keyset.ts, readDeferred). The names stay the
// same, so nothing that names them changes.
//
// An adviser's indexes (users_adviser_students_name_index, leads_owner_activity_index) stay as they are: an adviser
// sees a few thousand rows at most, whose walk costs little, and with the text in it the bigger index made PostgreSQL
// leave that walk for a bitmap of the trigram index that cost more (an adviser's leads searched for "han" among
// 100,000: 0.7 ms walked, 3.9 ms by the bitmap).
import type { Knex } from 'knex';

/** Each order index a search walks: its name, table and definition (without the INCLUDE), as made before. */
const WALKED = [
  { name: 'users_students_name_index', table: 'users', on: '(lastname COLLATE natural_sort, firstname COLLATE natural_sort, id)', where: `WHERE role = 'user'` },
  { name: 'leads_activity_index', table: 'leads', on: '(last_activity_at DESC, id DESC)', where: '' },
];

export async function up(knex: Knex): Promise<void> {
  for (const { name, table, on, where } of WALKED) await knex.raw(`DROP INDEX ${name}; CREATE INDEX ${name} ON ${table} ${on} INCLUDE (search_text) ${where}`);
}

export async function down(knex: Knex): Promise<void> {
  for (const { name, table, on, where } of WALKED) await knex.raw(`DROP INDEX ${name}; CREATE INDEX ${name} ON ${table} ${on} ${where}`);
}
