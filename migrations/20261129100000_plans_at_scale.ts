// Students' plans at an agency's scale (decision 0047).
// - plan_checks.next_on: the day each student's plan next changes by the calendar alone (plan.core.ts: nextChange),
//   so the daily sweep looks only at the plans whose day has come, not at every student every day. Null: no day
//   changes anything; the plan is looked at again when the student's data changes. The rows written before the column
//   are deleted, so the next sweep looks at those students once more and fills it in.
// - Alerts only for active students: a student who is locked, asks to be deleted or stops being a student loses their
//   alerts at once (and their check, so the sweep looks again if they come back). The dashboards then count alerts
//   without joining every student to see who is still one.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('plan_checks', (t) => {
    t.date('next_on');
  });
  // A null next_on would read as "nothing ever changes".
  await knex('plan_checks').delete();

  await knex.raw(`
    create function plan_rows_of_inactive_student() returns trigger language plpgsql as $$
    begin
      delete from plan_checks where student_id = new.id;
      if new.role <> 'user' or new.disabled_at is not null or new.deletion_requested_at is not null then
        delete from plan_alerts where student_id = new.id;
      end if;
      return null;
    end $$;
    create trigger users_plan_rows after update of role, disabled_at, deletion_requested_at on users for each row
      when (old.role is distinct from new.role or (old.disabled_at is null) <> (new.disabled_at is null)
            or (old.deletion_requested_at is null) <> (new.deletion_requested_at is null))
      execute function plan_rows_of_inactive_student();
    delete from plan_alerts p using users u
     where u.id = p.student_id and (u.role <> 'user' or u.disabled_at is not null or u.deletion_requested_at is not null);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger if exists users_plan_rows on users; drop function if exists plan_rows_of_inactive_student()');
  await knex.schema.alterTable('plan_checks', (t) => t.dropColumn('next_on'));
}
