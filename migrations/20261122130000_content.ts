import type { Knex } from 'knex';

const timestamps = (knex: Knex, t: Knex.CreateTableBuilder) => {
  t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
};

export async function up(knex: Knex): Promise<void> {
  // Processed images: the variants live in UPLOADS_DIR/public/<storage_key>/w<width>.(webp|jpg).
  await knex.schema.createTable('images', (t) => {
    t.bigIncrements('id');
    t.string('storage_key', 200).notNullable().unique();
    t.integer('width').notNullable();
    t.integer('height').notNullable();
    t.specificType('widths', 'integer[]').notNullable();
    t.string('original_name', 255).nullable();
    t.bigInteger('uploaded_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('widgets', (t) => {
    t.bigIncrements('id');
    t.string('name', 80).notNullable().unique();
    t.string('title', 150).notNullable();
    t.string('kind', 10).notNullable().defaultTo('html');
    t.text('html').notNullable().defaultTo('');
    t.bigInteger('image_id').nullable().references('id').inTable('images').onDelete('SET NULL');
    t.string('link_url', 500).nullable();
    t.string('alt', 300).nullable();
    timestamps(knex, t);
    t.check(`kind IN ('html', 'image')`, [], 'widgets_kind_check');
  });

  await knex.schema.createTable('galleries', (t) => {
    t.bigIncrements('id');
    t.string('title', 150).notNullable();
    t.string('slug', 120).notNullable().unique();
    t.text('description').notNullable().defaultTo('');
    t.boolean('visible').notNullable().defaultTo(true);
    t.integer('position').notNullable().defaultTo(0);
    timestamps(knex, t);
  });

  await knex.schema.createTable('gallery_images', (t) => {
    t.bigIncrements('id');
    t.bigInteger('gallery_id').notNullable().references('id').inTable('galleries').onDelete('CASCADE');
    t.bigInteger('image_id').notNullable().references('id').inTable('images').onDelete('CASCADE');
    t.string('caption', 300).notNullable().defaultTo('');
    t.integer('position').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['gallery_id', 'position']);
  });

  await knex.schema.createTable('services', (t) => {
    t.bigIncrements('id');
    t.string('audience', 20).notNullable();
    t.string('name', 150).notNullable();
    t.string('slug', 120).notNullable().unique();
    t.string('summary', 300).notNullable();
    t.text('body').notNullable().defaultTo('');
    t.string('icon', 40).notNullable().defaultTo('compass');
    t.bigInteger('header_image_id').nullable().references('id').inTable('images').onDelete('SET NULL');
    t.bigInteger('gallery_id').nullable().references('id').inTable('galleries').onDelete('SET NULL');
    t.integer('position').notNullable().defaultTo(0);
    timestamps(knex, t);
    t.check(`audience IN ('students', 'institutions')`, [], 'services_audience_check');
  });

  await knex.schema.createTable('posts', (t) => {
    t.bigIncrements('id');
    t.string('title', 200).notNullable();
    t.string('slug', 160).notNullable().unique();
    t.string('excerpt', 400).notNullable().defaultTo('');
    t.text('body').notNullable().defaultTo('');
    t.bigInteger('header_image_id').nullable().references('id').inTable('images').onDelete('SET NULL');
    t.string('author', 120).notNullable().defaultTo('');
    t.string('status', 20).notNullable().defaultTo('draft');
    t.timestamp('published_at', { useTz: true }).nullable();
    t.string('seo_title', 200).nullable();
    t.string('seo_description', 320).nullable();
    timestamps(knex, t);
    t.check(`status IN ('draft', 'published')`, [], 'posts_status_check');
  });
  await knex.raw(`CREATE INDEX posts_published_index ON posts (published_at DESC) WHERE status = 'published'`);

  // Addresses a post used to have: they answer with a 301 to the current one.
  await knex.schema.createTable('post_slugs', (t) => {
    t.string('slug', 160).primary();
    t.bigInteger('post_id').notNullable().references('id').inTable('posts').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('testimonials', (t) => {
    t.bigIncrements('id');
    t.string('name', 120).notNullable();
    t.string('course', 200).notNullable().defaultTo('');
    t.string('institution', 200).notNullable().defaultTo('');
    t.string('country', 80).notNullable().defaultTo('');
    t.text('text').notNullable();
    t.bigInteger('photo_id').nullable().references('id').inTable('images').onDelete('SET NULL');
    t.integer('position').notNullable().defaultTo(0);
    timestamps(knex, t);
  });

  // One counter every instance reads: any content change bumps it, so cached pages know they are stale.
  await knex.schema.createTable('site_state', (t) => {
    t.string('key', 60).primary();
    t.bigInteger('value').notNullable().defaultTo(0);
  });
  await knex('site_state').insert({ key: 'content_version', value: 1 });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('site_state');
  await knex.schema.dropTable('testimonials');
  await knex.schema.dropTable('post_slugs');
  await knex.raw('DROP INDEX IF EXISTS posts_published_index');
  await knex.schema.dropTable('posts');
  await knex.schema.dropTable('services');
  await knex.schema.dropTable('gallery_images');
  await knex.schema.dropTable('galleries');
  await knex.schema.dropTable('widgets');
  await knex.schema.dropTable('images');
}
