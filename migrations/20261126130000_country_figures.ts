import type { Knex } from 'knex';

// The figures of each study country that the fit check ranks by and its page shows as key facts (tuition per level,
// living costs, work rights, post-study stay, languages of teaching, subjects it is known for). One JSON document,
// checked by shared/schemas/fit.ts on every write: the ranking reads it whole and nothing queries inside it.
const EMPTY = {
  tuition_eur: { foundation: null, bachelor: null, master: null, phd: null, language: null },
  living_costs_eur: null,
  work_hours_per_week: null,
  post_study_months: null,
  english_widely_available: false,
  teaching_languages: [],
  strong_fields: [],
};

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('countries', (t) => {
    t.jsonb('figures').notNullable().defaultTo(JSON.stringify(EMPTY));
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('countries', (t) => {
    t.dropColumn('figures');
  });
}
