// The plan's reminders with several processes: two server processes on one database both sweep at start, and each
// step due within the week still mails its student exactly once, each step turning late or at risk tells the adviser
// once, and a student who asked for their account to be deleted gets nothing (each process writes to its own outbox:
// the two are counted together).
import path from 'node:path';
import { expect } from 'chai';
import { createDb } from '../../server/db/knex';
import { migrateLatest } from '../../server/db/migrate';
import { testDatabase } from '../helpers/database';
import { sleep } from '../helpers/http';
import { readOutbox } from '../helpers/mail';
import { freshDatabaseUrl, type Site, startSite } from '../helpers/site';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('plan reminders with two server processes on one database', function () {
  this.timeout(120_000);
  let a: Site;
  let b: Site;
  const students: string[] = [];
  let leaving = '';
  let adviserEmail = '';

  before(async () => {
    const { url } = await testDatabase();
    const databaseUrl = await freshDatabaseUrl(url, 'planreminders');
    // The students and their steps first, so that both processes find them due when they start.
    const db = createDb(databaseUrl, { max: 2 });
    try {
      await migrateLatest(db);
      adviserEmail = `adviser.${Date.now()}@example.com`;
      const [adviser] = (await db('users').insert({ firstname: 'Ada', lastname: 'Adviser', email: adviserEmail, role: 'adviser' }).returning('id')) as Array<{ id: number }>;
      const [country] = (await db('countries').insert({ name: 'Reminder Land', slug: 'reminder-land', visa_processing_weeks: 4, passport_valid_months_after_intake: 6 }).returning('id')) as Array<{ id: number }>;
      const [institution] = (await db('institutions').insert({ name: 'Reminder University', slug: 'reminder-university', country_id: country!.id }).returning('id')) as Array<{ id: number }>;
      const student = async (email: string, extra: Record<string, unknown> = {}) => {
        const [row] = (await db('users').insert({ firstname: 'Sam', lastname: 'Student', email, role: 'user', adviser_id: adviser!.id, ...extra }).returning('id')) as Array<{ id: number }>;
        // An application whose offer is still to be answered, and a task due in three days.
        await db('applications').insert({ student_id: row!.id, institution_id: institution!.id, course: 'MSc Reminders', intake: '2035-09', stage: 'conditional_offer', reply_by: day(-2) });
        await db('plan_tasks').insert({ student_id: row!.id, title: 'Book your IELTS test', due_on: day(3), created_by: adviser!.id });
      };
      for (let i = 0; i < 3; i += 1) {
        const email = `student.${i}.${Date.now()}@example.com`;
        students.push(email);
        await student(email);
      }
      leaving = `leaving.${Date.now()}@example.com`;
      await student(leaving, { deletion_requested_at: new Date().toISOString() });
    } finally {
      await db.destroy();
    }
    [a, b] = await Promise.all([
      startSite({ databaseUrl, env: { SEED_DEMO: 'false', LOG_LEVEL: 'info' } }),
      startSite({ databaseUrl, env: { SEED_DEMO: 'false', LOG_LEVEL: 'info' } }),
    ]);
  });

  after(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  const outbox = () => [a, b].flatMap((site) => readOutbox(path.join(site.env.DATA_DIR!, 'mail')));

  it('mails each student once for the step due this week and tells the adviser once per student of the late reply; nothing for the leaving student', async () => {
    const toStudents = () => outbox().filter((m) => students.some((s) => m.to.includes(s)));
    const toAdviser = () => outbox().filter((m) => m.to.includes(adviserEmail));
    const deadline = Date.now() + 30_000;
    while ((toStudents().length < students.length || toAdviser().length < students.length) && Date.now() < deadline) await sleep(100);
    // Time for a duplicate to show up, were there one.
    await sleep(3_000);
    for (const s of students) {
      const mine = toStudents().filter((m) => m.to.includes(s));
      expect(mine, s).to.have.length(1);
      expect(mine[0]!.text).to.include('Book your IELTS test');
    }
    expect(toAdviser()).to.have.length(students.length);
    expect(toAdviser().every((m) => /Late: Reply to your offer/.test(m.text))).to.equal(true);
    expect(outbox().filter((m) => m.to.includes(leaving))).to.have.length(0);
    const reminders = await a.database.db('plan_reminders').count({ n: '*' });
    expect(Number(reminders[0]!.n)).to.equal(students.length);
    const alerts = (await a.database.db('plan_alerts').select('key', 'status')) as Array<{ key: string; status: string }>;
    expect(alerts).to.have.length(students.length);
    expect(alerts.every((r) => r.key.startsWith('reply:') && r.status === 'late')).to.equal(true);
  });
});
