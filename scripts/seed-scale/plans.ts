// The students' plans as the site's daily sweep leaves them (server/features/plan/plan.service.ts): for each active
// student their day, the next day the calendar changes their plan, their late and at-risk steps (the dashboards'
// alerts) and their steps due this week (recorded as reminded). A ten-year-old agency has been swept every day; a
// freshly loaded one would otherwise keep the site's first sweeps busy with every student for an hour. Read and
// worded by the site's own functions, a batch of students at a time; nothing is mailed.
import type { Db } from '../../server/db/knex';
import { lookAt, readInputs } from '../../server/features/plan/plan.service';
import type { UserRow } from '../../server/features/users/users.service';
import { createWorkflowRepo } from '../../server/features/workflow/workflow.repo';
import { PROFILE_FIELDS } from '../../shared/profile';

const BATCH = 2_000;

export async function lookAtPlans(db: Db, now: Date): Promise<{ students: number; alerts: number; reminders: number }> {
  const workflow = createWorkflowRepo(db, PROFILE_FIELDS);
  const totals = { students: 0, alerts: 0, reminders: 0 };
  const at = now.toISOString();
  let after = 0;
  for (;;) {
    const students = (await db('users')
      .where('role', 'user')
      .whereNull('disabled_at')
      .whereNull('deletion_requested_at')
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .select('*')) as UserRow[];
    if (!students.length) return totals;
    after = Number(students.at(-1)!.id);
    const reads = await readInputs({ db, workflow }, students, now);
    const checks: Array<Record<string, unknown>> = [];
    const alerts: Array<Record<string, unknown>> = [];
    const reminders: Array<Record<string, unknown>> = [];
    for (const student of students) {
      const id = Number(student.id);
      const seen = lookAt(student, reads.get(id)!);
      checks.push({ student_id: id, checked_for: seen.today, next_on: seen.next_on });
      for (const a of seen.alerts) alerts.push({ student_id: id, key: a.key, title: a.title.slice(0, 300), status: a.status, due_on: a.due_on, reason: a.reason, since: at });
      for (const r of seen.dueSoon) reminders.push({ student_id: id, key: r.key, due_on: r.due_on, sent_at: at });
    }
    await db.transaction(async (trx) => {
      await trx.batchInsert('plan_checks', checks, 1_000);
      await trx.batchInsert('plan_alerts', alerts, 1_000);
      await trx.batchInsert('plan_reminders', reminders, 1_000);
    });
    totals.students += students.length;
    totals.alerts += alerts.length;
    totals.reminders += reminders.length;
  }
}
