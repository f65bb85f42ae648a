import type { Knex } from 'knex';

// Languages (decision 0044): which locales the site is in (a setting admins change; no row: the shipped ones), and each person's language and
// time zone, which their mails and the dates on their pages use. A registration keeps both until its link is followed.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('site_settings', (t) => {
    t.string('key', 64).primary();
    t.jsonb('value').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  for (const table of ['users', 'pending_registrations']) {
    await knex.schema.alterTable(table, (t) => {
      t.string('locale', 8).notNullable().defaultTo('en');
      t.string('time_zone', 64).notNullable().defaultTo('UTC');
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['users', 'pending_registrations']) {
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn('locale');
      t.dropColumn('time_zone');
    });
  }
  await knex.schema.dropTable('site_settings');
}
