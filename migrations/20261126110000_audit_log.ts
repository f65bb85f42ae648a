import type { Knex } from 'knex';

// The audit log: every change staff make through the admin API, written in the transaction of the change. Append-only
// in the database too: a trigger refuses UPDATE and DELETE of its rows, and TRUNCATE unless the transaction says it
// is a restore (server/backup/archive.ts sets `app.restoring`; the site never does). No foreign key on the actor: a
// deleted user's history stays, under the name they had then.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('audit_log', (t) => {
    t.bigIncrements('id');
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.bigInteger('actor_id').notNullable();
    t.string('actor_name', 300).notNullable();
    t.string('action', 60).notNullable();
    t.string('target_type', 30).notNullable();
    t.bigInteger('target_id').nullable();
    t.string('summary', 500).notNullable();
    t.string('ip', 64).nullable();
  });
  // Newest first is the only order the log is read in; the filters are by who and by what.
  await knex.raw(`
    create index audit_log_at_index on audit_log (at desc, id desc);
    create index audit_log_actor_id_index on audit_log (actor_id, at desc);
    create index audit_log_action_index on audit_log (action, at desc);
  `);

  await knex.raw(`
    create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'TRUNCATE' and current_setting('app.restoring', true) = 'on' then
        return null;
      end if;
      raise exception 'the audit log is append-only: % is not allowed', tg_op using errcode = 'insufficient_privilege';
    end
    $$;
    create trigger audit_log_no_change before update or delete on audit_log for each row execute function audit_log_append_only();
    create trigger audit_log_no_truncate before truncate on audit_log for each statement execute function audit_log_append_only();
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('audit_log');
  await knex.raw('drop function audit_log_append_only()');
}
