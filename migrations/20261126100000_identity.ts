import type { Knex } from 'knex';

// Identity: verified e-mail addresses, an e-mail change waiting for proof, two-step sign-in, and what a session
// remembers about where it was started.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('email_verified_at', { useTz: true }).nullable();
    t.string('pending_email', 254).nullable();
    t.text('mfa_secret').nullable(); // base32 TOTP secret: set while set-up waits for its first code, and while on
    t.timestamp('mfa_enabled_at', { useTz: true }).nullable();
    t.bigInteger('mfa_last_step').nullable(); // the last TOTP time step accepted: a code works once
  });
  // Every account made before the rule counts as verified.
  await knex('users').update({ email_verified_at: knex.raw('created_at') });

  // One-time links sent by e-mail: `verify` confirms a new account's address, `confirm` a changed one.
  await knex.schema.createTable('email_tokens', (t) => {
    t.bigIncrements('id');
    t.bigInteger('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('purpose', 20).notNullable();
    t.string('email', 254).notNullable();
    t.string('token_hash', 64).notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true }).nullable();
    t.check(`purpose IN ('verify', 'confirm')`, [], 'email_tokens_purpose_check');
    t.index(['user_id']);
  });

  // Ten recovery codes per user with two-step sign-in, each usable once; only their hashes are kept.
  await knex.schema.createTable('mfa_recovery_codes', (t) => {
    t.bigIncrements('id');
    t.bigInteger('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('code_hash', 64).notNullable();
    t.timestamp('used_at', { useTz: true }).nullable();
    t.index(['user_id']);
  });

  // The second step of a sign-in: who passed the first, for how long, and whether they asked to be remembered.
  await knex.schema.createTable('mfa_challenges', (t) => {
    t.bigIncrements('id');
    t.bigInteger('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('token_hash', 64).notNullable().unique();
    t.boolean('remember').notNullable().defaultTo(false);
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true }).nullable();
    t.index(['user_id']);
  });

  // A session's browser and address, for the list of signed-in sessions.
  await knex.schema.alterTable('access_tokens', (t) => {
    t.string('user_agent', 400).nullable();
    t.string('ip', 64).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('access_tokens', (t) => {
    t.dropColumns('user_agent', 'ip');
  });
  await knex.schema.dropTable('mfa_challenges');
  await knex.schema.dropTable('mfa_recovery_codes');
  await knex.schema.dropTable('email_tokens');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumns('email_verified_at', 'pending_email', 'mfa_secret', 'mfa_enabled_at', 'mfa_last_step');
  });
}
