// The dashboard's counts kept by triggers (applications per adviser and stage, each student's messages staff have
// not read, the funnel's leads per day) always equal what counting the rows gives, whatever changes the rows: the API, SQL, a student moved to
// another adviser or out of the students, a deletion, a read mark.
import { expect } from 'chai';
import type { Knex } from 'knex';
import { APPLICATION_STAGES } from '../../shared/workflow';
import { testApp } from '../helpers/app';
import { createUser, ensureCountry, signedInClient } from '../helpers/factories';

/** The kept counts and the counts of the rows, side by side, zeros left out. */
async function both(db: Knex) {
  const kept = (await db.raw(`select adviser_id::text || ':' || stage as k, n from application_stage_counts where n <> 0 order by 1`)).rows as Array<{ k: string; n: number }>;
  const counted = (
    await db.raw(`select coalesce(u.adviser_id, 0)::text || ':' || a.stage as k, count(*)::int as n from applications a join users u on u.id = a.student_id and u.role = 'user' group by 1 order by 1`)
  ).rows as Array<{ k: string; n: number }>;
  const keptUnread = (await db.raw(`select student_id::text as k, n from staff_unread_counts where n <> 0 order by 1`)).rows as Array<{ k: string; n: number }>;
  const countedUnread = (
    await db.raw(
      `select m.student_id::text as k, count(*)::int as n from messages m left join message_threads t on t.student_id = m.student_id
        where m.author_role = 'user' and m.id > coalesce(t.staff_read_id, 0) group by 1 order by 1`,
    )
  ).rows as Array<{ k: string; n: number }>;
  const keptStudents = (await db.raw(`select adviser_id::text as k, n from student_counts where n <> 0 order by 1`)).rows as Array<{ k: string; n: number }>;
  const countedStudents = (await db.raw(`select coalesce(adviser_id, 0)::text as k, count(*)::int as n from users where role = 'user' group by 1 order by 1`)).rows as Array<{ k: string; n: number }>;
  const wrongFlags = (
    await db.raw(`select a.id from applications a where a.enrolled_without_receivable is distinct from (a.stage = 'enrolled' and not exists (select 1 from receivables r where r.application_id = a.id))`)
  ).rows as unknown[];
  const wrongWithdrawn = (
    await db.raw(`select r.id from receivables r where r.application_withdrawn is distinct from coalesce((select a.stage = 'withdrawn' from applications a where a.id = r.application_id), false)`)
  ).rows as unknown[];
  // The funnel's days: for every lead, under each grouping, once among all leads (owner 0) and once among its owner's.
  const keptFunnel = (
    await db.raw(`select owner_id || ':' || dimension || ':' || day || ':' || key as k, concat_ws('/', leads, consultations, students, applied, offers, enrolled) as n from funnel_days order by 1`)
  ).rows as Array<{ k: string; n: string }>;
  const countedFunnel = (
    await db.raw(
      `select scope.id || ':' || g.d || ':' || (l.created_at at time zone 'UTC')::date || ':' ||
              case g.d when 'source' then coalesce(l.utm_source, '(direct)') when 'adviser' then coalesce(l.owner_id::text, '') else coalesce(l.destinations[1], '') end as k,
              concat_ws('/', count(*), count(l.consultation_at), count(l.student_at), count(l.applied_at), count(l.offer_at), count(l.enrolled_at)) as n
         from leads l
        cross join (values ('source'), ('adviser'), ('destination')) as g(d)
        cross join lateral (select 0::bigint as id union all select l.owner_id where l.owner_id is not null) as scope
        group by 1 order by 1`,
    )
  ).rows as Array<{ k: string; n: string }>;
  return { kept, counted, keptUnread, countedUnread, keptStudents, countedStudents, keptFunnel, countedFunnel, wrongFlags: [...wrongFlags, ...wrongWithdrawn] };
}

async function expectInStep(db: Knex, when: string) {
  const { kept, counted, keptUnread, countedUnread, keptStudents, countedStudents, keptFunnel, countedFunnel, wrongFlags } = await both(db);
  expect(keptFunnel, `${when}: the funnel's days`).to.deep.equal(countedFunnel);
  expect(kept, `${when}: applications per adviser and stage`).to.deep.equal(counted);
  expect(keptUnread, `${when}: unread per student`).to.deep.equal(countedUnread);
  expect(keptStudents, `${when}: students per adviser`).to.deep.equal(countedStudents);
  expect(wrongFlags, `${when}: enrolments without a receivable`).to.deep.equal([]);
}

describe('the staff counts kept by triggers', function () {
  this.timeout(60_000);

  it('equal the rows through inserts, moves, reassignment, role changes, deletions and read marks', async () => {
    const { db } = await testApp();
    const adviserA = await signedInClient('adviser');
    const adviserB = await createUser({ role: 'adviser' });
    const country = await ensureCountry('counts-land');
    const [institution] = (await db('institutions').insert({ name: `Counts College ${Date.now()}`, slug: `counts-${Date.now()}`, country_id: country.id }).returning('id')) as Array<{ id: number }>;
    const students = await Promise.all([0, 1, 2, 3].map(() => createUser()));
    await db('users').whereIn('id', students.map((s) => s.id)).update({ adviser_id: adviserA.user.id });
    await expectInStep(db, 'students assigned');

    // Applications by SQL, several at once, and one through the API.
    await db('applications').insert(students.flatMap((s, i) => [0, 1].map((j) => ({ student_id: s.id, institution_id: institution!.id, course: `Counts ${i}-${j}`, intake: '2027-09', stage: APPLICATION_STAGES[(i + j) % 4]! }))));
    await expectInStep(db, 'applications inserted');
    const added = await adviserA.client.post(`/api/staff/students/${students[0]!.id}/applications`, { institution_id: institution!.id, course: 'Counts by the API', intake: '2028-01' });
    expect(added.status, JSON.stringify(added.body)).to.equal(201);
    const moved = await adviserA.client.patch(`/api/staff/applications/${added.body.id}`, { stage: 'submitted' });
    expect(moved.status, JSON.stringify(moved.body)).to.equal(200);
    await expectInStep(db, 'an application added and moved through the API');
    const dashboard = await adviserA.client.get('/api/staff/dashboard');
    expect(dashboard.body.applications_by_stage.submitted).to.equal(
      Number((await db('applications as a').join('users as u', 'u.id', 'a.student_id').where({ 'u.adviser_id': adviserA.user.id, 'a.stage': 'submitted' }).count({ n: '*' }))[0]!.n),
    );

    await db('applications').where('student_id', students[1]!.id).update({ stage: 'enrolled' });
    const enrolled = (await db('applications').where('student_id', students[1]!.id).first('id')) as { id: number };
    expect((await db('applications').where('id', enrolled.id).first('enrolled_without_receivable')).enrolled_without_receivable).to.equal(true);
    const [agreement] = (await db('agreements')
      .insert({ institution_id: institution!.id, valid_from: '2020-01-01', basis: 'first_year_tuition', rate_basis_points: 1000, currency: 'GBP', payable: 'on_enrolment', finance_email: 'fees@counts.example' })
      .returning('id')) as Array<{ id: number }>;
    const [receivable] = (await db('receivables')
      .insert({ application_id: enrolled.id, institution_id: institution!.id, agreement_id: agreement!.id, student_id: students[1]!.id, student_name: 'Counted', course: 'Counts', intake: '2027-09', enrolled_on: '2026-11-01', amount: 100, currency: 'GBP', due_on: '2027-01-01' })
      .returning('id')) as Array<{ id: number }>;
    await expectInStep(db, 'a receivable for one enrolment');
    await db('applications').where('id', enrolled.id).update({ stage: 'withdrawn' });
    expect((await db('receivables').where('id', receivable!.id).first('application_withdrawn')).application_withdrawn).to.equal(true);
    await expectInStep(db, 'its application withdrawn');
    await db('applications').where('id', enrolled.id).update({ stage: 'enrolled' });
    await expectInStep(db, 'enrolled again');
    await db('receivables').where('id', receivable!.id).delete();
    await db('applications').where('student_id', students[2]!.id).update({ student_id: students[3]!.id });
    await expectInStep(db, 'stages changed and applications moved to another student by SQL');
    await db('users').where('id', students[3]!.id).update({ adviser_id: adviserB.id });
    await db('users').where('id', students[0]!.id).update({ adviser_id: null });
    await expectInStep(db, 'students reassigned and unassigned');
    await db('users').where('id', students[1]!.id).update({ role: 'adviser' });
    await expectInStep(db, 'a student made an adviser');
    await db('users').where('id', students[1]!.id).update({ role: 'user' });
    await db('users').where('id', students[3]!.id).delete();
    await expectInStep(db, 'a student back, another deleted with their applications');
    await db('applications').where('student_id', students[0]!.id).delete();
    await expectInStep(db, 'applications deleted');

    // Messages: the student's count, staff's read mark, a message removed.
    const writer = students[1]!;
    const ids = (await db('messages')
      .insert([0, 1, 2].map((i) => ({ student_id: writer.id, author_id: writer.id, author_name: 'Student', author_role: 'user', body: `Message ${i}` })))
      .returning('id')) as Array<{ id: number }>;
    await db('messages').insert({ student_id: writer.id, author_id: adviserA.user.id, author_name: 'Adviser', author_role: 'adviser', body: 'Staff reply' });
    await expectInStep(db, 'messages written');
    expect((await adviserA.client.get('/api/staff/dashboard')).body.unread_messages, 'the adviser’s unread').to.equal(3);
    await db.raw(`insert into message_threads (student_id, staff_read_id) values (?, ?) on conflict (student_id) do update set staff_read_id = excluded.staff_read_id`, [writer.id, ids[1]!.id]);
    await expectInStep(db, 'read up to the second');
    await db('messages').where('id', ids[2]!.id).delete();
    await expectInStep(db, 'the unread one deleted');
  });

  it('keep the funnel’s days equal to the leads through new leads, stamps, owners, sources, destinations and deletions', async () => {
    const { db } = await testApp();
    const owner = await createUser({ role: 'adviser' });
    const other = await createUser({ role: 'adviser' });
    const stamp = Date.now();
    const ids = (await db('leads')
      .insert(
        [0, 1, 2, 3].map((i) => ({
          email: `funnel-days-${stamp}-${i}@example.com`,
          name: `Funnel ${i}`,
          owner_id: i < 3 ? owner.id : null,
          utm_source: i % 2 ? 'fb' : null,
          destinations: i === 2 ? db.raw(`'{}'::text[]`) : db.raw(`array['uk', 'canada']`),
          created_at: new Date(Date.UTC(2026, 2, 28 + i, 23, 30)).toISOString(),
        })),
      )
      .returning('id')) as Array<{ id: number }>;
    await expectInStep(db, 'leads inserted');
    await db('leads').where('id', ids[0]!.id).update({ consultation_at: db.fn.now(), student_at: db.fn.now() });
    await db('leads').where('id', ids[1]!.id).update({ offer_at: db.fn.now(), applied_at: db.fn.now(), enrolled_at: db.fn.now() });
    await expectInStep(db, 'funnel steps stamped');
    await db('leads').where('id', ids[0]!.id).update({ owner_id: other.id, utm_source: 'google' });
    await db('leads').where('id', ids[3]!.id).update({ owner_id: owner.id, destinations: db.raw(`array['australia']`), created_at: new Date(Date.UTC(2026, 3, 30)).toISOString() });
    await expectInStep(db, 'owners, sources, destinations and days changed');
    await db('leads').where('id', ids[1]!.id).update({ name: 'Renamed', last_activity_at: db.fn.now() });
    await expectInStep(db, 'a change the funnel does not count');
    await db('users').where('id', owner.id).delete();
    await expectInStep(db, 'the owner deleted (their leads keep no owner)');
    await db('leads').whereIn('id', [ids[2]!.id, ids[3]!.id]).delete();
    await expectInStep(db, 'leads deleted');
    await db.raw('select recount_staff_counts()');
    await expectInStep(db, 'counted again');
  });
});
