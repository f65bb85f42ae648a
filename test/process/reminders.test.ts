// Deadline reminders with several processes: two server processes on one database both sweep at start and
// after a deadline changes, and each application due still gives exactly one mail to the student and one to the
// adviser, whichever process sends them (each writes to its own outbox: the two are counted together).
import path from 'node:path';
import { expect } from 'chai';
import { createDb } from '../../server/db/knex';
import { migrateLatest } from '../../server/db/migrate';
import { testDatabase } from '../helpers/database';
import { type Caller, signedIn, sleep } from '../helpers/http';
import { readOutbox } from '../helpers/mail';
import { freshDatabaseUrl, type Site, startSite } from '../helpers/site';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('deadline reminders with two server processes on one database', function () {
  this.timeout(120_000);
  let a: Site;
  let b: Site;
  let databaseUrl: string;
  const applications: number[] = [];
  let lateApplication = 0;
  const people = { student: '', adviser: '' };

  before(async () => {
    const { url } = await testDatabase();
    databaseUrl = await freshDatabaseUrl(url, 'reminders');
    // The data first, so that both processes find the applications due when they start.
    const db = createDb(databaseUrl, { max: 2 });
    try {
      await migrateLatest(db);
      const [adviser] = (await db('users').insert({ firstname: 'Ada', lastname: 'Adviser', email: `adviser.${Date.now()}@example.com`, role: 'adviser' }).returning(['id', 'email'])) as Array<{ id: number; email: string }>;
      const [student] = (await db('users').insert({ firstname: 'Sam', lastname: 'Student', email: `student.${Date.now()}@example.com`, role: 'user', adviser_id: adviser!.id }).returning(['id', 'email'])) as Array<{ id: number; email: string }>;
      people.student = student!.email;
      people.adviser = adviser!.email;
      const [country] = (await db('countries').insert({ name: 'Reminderland', slug: 'reminderland' }).returning('id')) as Array<{ id: number }>;
      const [institution] = (await db('institutions').insert({ name: 'Reminder University', slug: 'reminder-university', country_id: country!.id }).returning('id')) as Array<{ id: number }>;
      for (let i = 0; i < 5; i++) {
        const [row] = (await db('applications')
          .insert({ student_id: student!.id, institution_id: institution!.id, course: `Course ${i}`, intake: '2027-09', stage: i % 2 ? 'preparing' : 'shortlisted', deadline: inDays(1 + i) })
          .returning('id')) as Array<{ id: number }>;
        applications.push(Number(row!.id));
      }
      const [late] = (await db('applications').insert({ student_id: student!.id, institution_id: institution!.id, course: 'Course late', intake: '2027-09', stage: 'preparing' }).returning('id')) as Array<{ id: number }>;
      lateApplication = Number(late!.id);
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

  /** Reminder mails to `to` in both processes' outboxes. */
  const reminders = (to: string) => [a, b].flatMap((site) => readOutbox(path.join(site.env.DATA_DIR!, 'mail'))).filter((m) => m.to.includes(to) && m.subject.startsWith('Deadline'));

  it('sends one mail to the student and one to the adviser per application, however many sweeps run in the two processes', async () => {
    // A deadline set through each process at once: both sweep again at the same moment.
    const admin = await a.createUser('admin');
    const throughA = await signedIn(a.url, admin.email, admin.password);
    const throughB = await signedIn(b.url, admin.email, admin.password);
    const patch = (caller: Caller) => caller.request('PATCH', `/api/staff/applications/${lateApplication}`, { json: { deadline: inDays(2) } });
    const answers = await Promise.all([patch(throughA), patch(throughB)]);
    expect(answers.map((r) => r.status)).to.deep.equal([200, 200]);

    const expected = applications.length + 1;
    const deadline = Date.now() + 30_000;
    while ((reminders(people.student).length < expected || reminders(people.adviser).length < expected) && Date.now() < deadline) await sleep(100);
    // Time for a duplicate to show up, were there one.
    await sleep(3_000);
    const toStudent = reminders(people.student);
    const toAdviser = reminders(people.adviser);
    expect(toStudent, toStudent.map((m) => m.subject).join('\n')).to.have.length(expected);
    expect(toAdviser, toAdviser.map((m) => m.subject).join('\n')).to.have.length(expected);
    for (const course of ['Course 0', 'Course 1', 'Course 2', 'Course 3', 'Course 4', 'Course late']) {
      expect(toStudent.filter((m) => m.text.includes(`for ${course} at`)), course).to.have.length(1);
      expect(toAdviser.filter((m) => m.text.includes(`for ${course} at`)), course).to.have.length(1);
    }
    const rows = (await a.database.db('application_reminders').select('application_id')) as Array<{ application_id: number }>;
    expect(rows.map((r) => Number(r.application_id)).sort((x, y) => x - y)).to.deep.equal([...applications, lateApplication].sort((x, y) => x - y));
    // Both processes run the queue (pg-boss's schema is there once) and stay ready.
    for (const site of [a, b]) expect((await fetch(`${site.url}/readyz`)).status).to.equal(200);
  });
});
