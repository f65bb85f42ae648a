// The day each student's plan next changes by the calendar alone (server/features/plan/plan.core.ts: nextChange), so
// the daily sweep looks only at the plans whose day has come, not at every student every day. Null: no day changes
// anything; the plan is looked at again when the student's data changes. The rows written before the column are
// deleted, so the next sweep looks at those students once more and fills it in.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('plan_checks', (t) => {
    t.date('next_on');
  });
  // A null next_on would read as "nothing ever changes".
  await knex('plan_checks').delete();
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('plan_checks', (t) => t.dropColumn('next_on'));
}
