import type { Knex } from 'knex';

// Content per locale (decision 0045): each translated kind of record keeps its other locales' texts in
// `translations` ({ "es": { "<field>": "text", …, "updated_at": "<iso>" } }) and when its default locale's
// translatable texts last changed in `source_updated_at`, which a translation saved before is older than.
const TABLES = ['widgets', 'services', 'posts', 'testimonials', 'countries', 'institutions'];

export async function up(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.jsonb('translations').notNullable().defaultTo(knex.raw("'{}'::jsonb"));
      t.timestamp('source_updated_at', { useTz: true });
    });
    await knex(table).update({ source_updated_at: knex.ref('updated_at') });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn('translations');
      t.dropColumn('source_updated_at');
    });
  }
}
