import type { Knex } from 'knex';

// Drafts, publish times and old addresses for services, study countries and galleries (posts had them), and the
// last revisions of the records staff edit (decision 0035).
const PUBLISHED = ['services', 'countries', 'galleries'] as const;

export async function up(knex: Knex): Promise<void> {
  for (const table of PUBLISHED) {
    await knex.schema.alterTable(table, (t) => {
      // What was on the site stays on the site, and rows written straight to the table (the demo seed) are on it.
      t.string('status', 20).notNullable().defaultTo('published');
      t.timestamp('published_at', { useTz: true }).nullable().defaultTo(knex.fn.now());
      t.check(`status IN ('draft', 'published')`, [], `${table}_status_check`);
    });
    await knex(table).update({ published_at: knex.ref('created_at') });
    await knex.raw(`CREATE INDEX ${table}_published_index ON ${table} (published_at) WHERE status = 'published'`);
  }

  // Addresses a record used to have, of every kind that has addresses: they answer 301 with the current one.
  await knex.schema.createTable('content_slugs', (t) => {
    t.bigIncrements('id');
    t.string('type', 30).notNullable();
    t.bigInteger('record_id').notNullable();
    t.string('slug', 160).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['type', 'slug']);
    t.index(['type', 'record_id']);
  });
  await knex.raw(`INSERT INTO content_slugs (type, record_id, slug, created_at) SELECT 'post', post_id, slug, created_at FROM post_slugs`);
  await knex.schema.dropTable('post_slugs');

  // The last saves of each record (a snapshot of its form), newest last; older ones are pruned on save.
  await knex.schema.createTable('revisions', (t) => {
    t.bigIncrements('id');
    t.string('type', 30).notNullable();
    t.bigInteger('record_id').notNullable();
    t.jsonb('snapshot').notNullable();
    t.bigInteger('user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['type', 'record_id', 'id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('revisions');
  await knex.schema.createTable('post_slugs', (t) => {
    t.string('slug', 160).primary();
    t.bigInteger('post_id').notNullable().references('id').inTable('posts').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`INSERT INTO post_slugs (slug, post_id, created_at) SELECT slug, record_id, created_at FROM content_slugs WHERE type = 'post' AND record_id IN (SELECT id FROM posts)`);
  await knex.schema.dropTable('content_slugs');
  for (const table of PUBLISHED) {
    await knex.raw(`DROP INDEX IF EXISTS ${table}_published_index`);
    await knex.schema.alterTable(table, (t) => {
      t.dropChecks([`${table}_status_check`]);
      t.dropColumn('published_at');
      t.dropColumn('status');
    });
  }
}
