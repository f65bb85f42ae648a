import type { Knex } from 'knex';

// Identity, hardened (decision 0040): a registration waits in `pending_registrations`, with its own password and its
// own link, until that link is followed; only then is there an account. Whatever gives an address an account (a
// followed link, a provider, an operator, a confirmed change of address) ends every registration still waiting for
// it, so a link mailed earlier cannot set the password of an account that exists. And a session remembers when its
// owner last proved again who they are through a provider (the check before sensitive changes, for accounts without
// a password).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('pending_registrations', (t) => {
    t.bigIncrements('id');
    t.string('email', 254).notNullable();
    t.string('firstname', 100).notNullable();
    t.string('lastname', 100).notNullable();
    t.text('password').notNullable(); // the registration's own argon2id hash
    t.timestamp('terms_accepted_at', { useTz: true }).nullable();
    t.specificType('preferred_destinations', 'text[]').notNullable().defaultTo('{}');
    t.string('token_hash', 64).notNullable().unique(); // sha256 of the mailed link's token
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
  });
  await knex.raw('CREATE INDEX pending_registrations_email_lower ON pending_registrations (lower(email), created_at DESC)');
  await knex.raw(`
    create or replace function end_pending_registrations() returns trigger language plpgsql as $$
    begin
      delete from pending_registrations where lower(email) = lower(new.email);
      return null;
    end $$`);
  await knex.raw(`create trigger users_end_pending_registrations after insert or update of email on users for each row execute function end_pending_registrations()`);

  await knex.schema.alterTable('access_tokens', (t) => {
    t.timestamp('reauthenticated_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('access_tokens', (t) => {
    t.dropColumn('reauthenticated_at');
  });
  await knex.raw('drop trigger if exists users_end_pending_registrations on users');
  await knex.raw('drop function if exists end_pending_registrations()');
  await knex.schema.dropTable('pending_registrations');
}
