import type { Knex } from 'knex';

const KINDS = ['passport', 'transcript', 'degree', 'english-test', 'cv', 'personal-statement', 'reference', 'financial', 'other'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('countries', (t) => {
    t.bigIncrements('id');
    t.string('name', 100).notNullable();
    t.string('slug', 100).notNullable().unique();
    t.string('flag', 2).notNullable().defaultTo(''); // ISO 3166-1 alpha-2
    t.bigInteger('header_image_id').nullable().references('id').inTable('images').onDelete('SET NULL');
    t.string('summary', 300).notNullable().defaultTo('');
    t.text('body').notNullable().defaultTo('');
    t.text('tuition').notNullable().defaultTo('');
    t.text('living_costs').notNullable().defaultTo('');
    t.text('work_rights').notNullable().defaultTo('');
    t.text('intakes').notNullable().defaultTo('');
    t.text('visa_notes').notNullable().defaultTo('');
    t.date('facts_checked_on').nullable();
    t.boolean('visible').notNullable().defaultTo(true);
    t.integer('position').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // The documents a country asks for: one list for its public page and for students' checklists.
  await knex.schema.createTable('country_documents', (t) => {
    t.bigIncrements('id');
    t.bigInteger('country_id').notNullable().references('id').inTable('countries').onDelete('CASCADE');
    t.string('kind', 40).notNullable();
    t.string('note', 300).notNullable().defaultTo('');
    t.integer('position').notNullable().defaultTo(0);
    t.unique(['country_id', 'kind']);
    t.check(`kind IN (${KINDS.map((k) => `'${k}'`).join(', ')})`, [], 'country_documents_kind_check');
  });

  await knex.schema.createTable('institutions', (t) => {
    t.bigIncrements('id');
    t.string('name', 200).notNullable();
    t.string('slug', 160).notNullable().unique();
    t.bigInteger('country_id').notNullable().references('id').inTable('countries').onDelete('RESTRICT');
    t.string('city', 120).notNullable().defaultTo('');
    t.string('type', 20).notNullable().defaultTo('university');
    t.string('website', 300).nullable();
    t.bigInteger('logo_id').nullable().references('id').inTable('images').onDelete('SET NULL');
    t.text('description').notNullable().defaultTo('');
    t.boolean('visible').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`type IN ('university', 'college', 'language-school')`, [], 'institutions_type_check');
    t.index(['country_id']);
  });

  await knex.schema.createTable('contact_messages', (t) => {
    t.bigIncrements('id');
    t.string('name', 120).notNullable();
    t.string('email', 254).notNullable();
    t.string('phone', 40).nullable();
    t.string('country', 100).nullable();
    t.string('enquiry_type', 40).notNullable();
    t.text('message').notNullable();
    t.timestamp('consent_at', { useTz: true }).notNullable();
    t.string('ip', 64).nullable();
    t.timestamp('handled_at', { useTz: true }).nullable();
    t.bigInteger('handled_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE INDEX contact_messages_unhandled_index ON contact_messages (created_at) WHERE handled_at IS NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS contact_messages_unhandled_index');
  await knex.schema.dropTable('contact_messages');
  await knex.schema.dropTable('institutions');
  await knex.schema.dropTable('country_documents');
  await knex.schema.dropTable('countries');
}
