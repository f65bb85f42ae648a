import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // Natural ("numeric-aware") ordering for admin tables: "Item 2" sorts before "Item 10".
  await knex.raw(`CREATE COLLATION IF NOT EXISTS natural_sort (provider = icu, locale = 'und-u-kn-true')`);

  await knex.schema.alterTable('users', (t) => {
    t.string('phone', 40).nullable();
    t.date('date_of_birth').nullable();
    t.string('nationality', 100).nullable();
    t.string('country_of_residence', 100).nullable();
    t.string('highest_qualification', 40).nullable();
    t.string('intended_level', 40).nullable();
    t.specificType('preferred_destinations', 'text[]').notNullable().defaultTo('{}');
    t.string('intended_start', 7).nullable(); // YYYY-MM
    t.timestamp('terms_accepted_at', { useTz: true }).nullable();
    t.timestamp('disabled_at', { useTz: true }).nullable();
    t.timestamp('last_login_at', { useTz: true }).nullable();
  });
  await knex.raw('CREATE INDEX users_created_at_index ON users (created_at DESC)');

  await knex.schema.createTable('password_resets', (t) => {
    t.bigIncrements('id');
    t.bigInteger('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('token_hash', 64).notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true }).nullable();
    t.index(['user_id']);
  });

  await knex.schema.createTable('oauth_identities', (t) => {
    t.bigIncrements('id');
    t.bigInteger('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('provider', 40).notNullable();
    t.string('provider_user_id', 255).notNullable();
    t.string('email', 254).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['provider', 'provider_user_id']);
    t.index(['user_id']);
  });

  // Attempt counters shared by every app instance (rate-limiter-flexible's RateLimiterPostgres layout).
  await knex.schema.createTable('rate_limits', (t) => {
    t.string('key', 255).primary();
    t.integer('points').notNullable().defaultTo(0);
    t.bigInteger('expire').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limits');
  await knex.schema.dropTable('oauth_identities');
  await knex.schema.dropTable('password_resets');
  await knex.raw('DROP INDEX IF EXISTS users_created_at_index');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumns(
      'phone',
      'date_of_birth',
      'nationality',
      'country_of_residence',
      'highest_qualification',
      'intended_level',
      'preferred_destinations',
      'intended_start',
      'terms_accepted_at',
      'disabled_at',
      'last_login_at',
    );
  });
  await knex.raw('DROP COLLATION IF EXISTS natural_sort');
}
