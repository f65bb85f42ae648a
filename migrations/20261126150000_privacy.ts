import type { Knex } from 'knex';

// Privacy (issue 19): an account waiting for its erasure (locked at once, erased after the grace period unless the
// mailed link restores it), the one warning before documents are erased for inactivity, and the audit log's one
// allowed change: an erasure replaces the erased student's name and address in its entries by "a deleted student".
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('deletion_requested_at', { useTz: true }).nullable();
    t.timestamp('delete_after', { useTz: true }).nullable();
    t.string('restore_token_hash', 64).nullable().unique(); // sha256 of the mailed restore link's token
    t.timestamp('retention_warned_at', { useTz: true }).nullable();
  });
  // The erasure sweep reads accounts whose grace period is over.
  await knex.raw('create index users_delete_after_index on users (delete_after) where delete_after is not null');

  // Still append-only, with one exception that only an erasure's transaction asks for (`app.erasing`, set locally by
  // server/features/privacy): rewriting the names in an entry. Who, when, what and which record never change.
  await knex.raw(`
    create or replace function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'TRUNCATE' and current_setting('app.restoring', true) = 'on' then
        return null;
      end if;
      if tg_op = 'UPDATE' and current_setting('app.erasing', true) = 'on'
        and new.id = old.id and new.at = old.at and new.actor_id = old.actor_id and new.action = old.action
        and new.target_type = old.target_type and new.target_id is not distinct from old.target_id
        and new.ip is not distinct from old.ip then
        return new;
      end if;
      raise exception 'the audit log is append-only: % is not allowed', tg_op using errcode = 'insufficient_privilege';
    end
    $$;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    create or replace function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'TRUNCATE' and current_setting('app.restoring', true) = 'on' then
        return null;
      end if;
      raise exception 'the audit log is append-only: % is not allowed', tg_op using errcode = 'insufficient_privilege';
    end
    $$;
  `);
  await knex.raw('drop index if exists users_delete_after_index');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumns('deletion_requested_at', 'delete_after', 'restore_token_hash', 'retention_warned_at');
  });
}
