import type { Knex } from 'knex';

const KINDS = ['passport', 'transcript', 'degree', 'english-test', 'cv', 'personal-statement', 'reference', 'financial', 'other'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('documents', (t) => {
    t.bigIncrements('id');
    t.bigInteger('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('kind', 40).notNullable();
    t.string('status', 20).notNullable().defaultTo('pending');
    t.text('rejection_reason').nullable();
    t.bigInteger('reviewed_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('reviewed_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`kind IN (${KINDS.map((k) => `'${k}'`).join(', ')})`, [], 'documents_kind_check');
    t.check(`status IN ('pending', 'approved', 'rejected')`, [], 'documents_status_check');
    t.index(['user_id']);
  });
  // The review queue: pending documents, oldest first.
  await knex.raw(`CREATE INDEX documents_pending_index ON documents (updated_at) WHERE status = 'pending'`);

  await knex.schema.createTable('document_versions', (t) => {
    t.bigIncrements('id');
    t.bigInteger('document_id').notNullable().references('id').inTable('documents').onDelete('CASCADE');
    t.integer('version').notNullable();
    t.string('storage_key', 200).notNullable().unique(); // a random name in the private storage area
    t.string('original_name', 255).notNullable();
    t.string('mime_type', 100).notNullable(); // the real type, read from the bytes
    t.bigInteger('size').notNullable();
    t.string('sha256', 64).notNullable();
    t.bigInteger('uploaded_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['document_id', 'version']);
    t.index(['sha256']);
  });

  await knex.schema.createTable('document_access_log', (t) => {
    t.bigIncrements('id');
    t.bigInteger('document_id').notNullable().references('id').inTable('documents').onDelete('CASCADE');
    t.bigInteger('version_id').nullable().references('id').inTable('document_versions').onDelete('SET NULL');
    t.bigInteger('user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('actor_name', 210).notNullable(); // kept when the staff account is later deleted
    t.string('action', 20).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`action IN ('download', 'preview')`, [], 'document_access_log_action_check');
    t.index(['document_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('document_access_log');
  await knex.schema.dropTable('document_versions');
  await knex.raw('DROP INDEX IF EXISTS documents_pending_index');
  await knex.schema.dropTable('documents');
}
