// What a large agency's lists and searches read through (decision 0049): trigram indexes for searching by part of
// a name, an address or a summary (in any script, on a database whose character type is UTF-8), and indexes in each
// list's order, so a page is read by its key instead of after an offset. The expressions are the ones the queries
// use (server/features/*/…: SEARCH_EXPRESSION), or PostgreSQL would not use them.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // Students by part of a name or address, and the list in its order (surname, first name, id), for everyone and
  // per adviser.
  await knex.raw(`CREATE INDEX users_search_index ON users USING gin ((lower(firstname) || ' ' || lower(lastname) || ' ' || lower(email)) gin_trgm_ops)`);
  await knex.raw(`CREATE INDEX users_students_name_index ON users (lastname COLLATE natural_sort, firstname COLLATE natural_sort, id) WHERE role = 'user'`);
  await knex.raw(`CREATE INDEX users_adviser_students_name_index ON users (adviser_id, lastname COLLATE natural_sort, firstname COLLATE natural_sort, id) WHERE role = 'user'`);
  // Applications newest change first, filtered by intake (and stage), and by part of the course.
  await knex.raw('CREATE INDEX applications_updated_index ON applications (updated_at DESC, id DESC)');
  await knex.raw('CREATE INDEX applications_intake_stage_updated_index ON applications (intake, stage, updated_at DESC, id DESC)');
  await knex.raw('CREATE INDEX applications_course_search_index ON applications USING gin (lower(course) gin_trgm_ops)');
  // The audit log by part of its summary, action, actor or record type, and by record.
  await knex.raw(`CREATE INDEX audit_log_search_index ON audit_log USING gin ((lower(summary) || ' ' || lower(action) || ' ' || lower(actor_name) || ' ' || lower(target_type)) gin_trgm_ops)`);
  await knex.raw('CREATE INDEX audit_log_target_index ON audit_log (target_id, target_type)');
}

export async function down(knex: Knex): Promise<void> {
  for (const name of [
    'audit_log_target_index',
    'audit_log_search_index',
    'applications_course_search_index',
    'applications_intake_stage_updated_index',
    'applications_updated_index',
    'users_adviser_students_name_index',
    'users_students_name_index',
    'users_search_index',
  ])
    await knex.raw(`DROP INDEX IF EXISTS ${name}`);
}
