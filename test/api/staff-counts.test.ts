// The dashboard's counts kept by triggers (applications per adviser and stage, each student's messages staff have
// not read, the funnel's leads per day, the commission's totals per due day) always equal what counting the rows
// gives, whatever changes the rows: the API, SQL, a student moved to another adviser or out of the students, a
// deletion, a read mark, an invoice, a payment, a write-off.
import { expect } from 'chai';
import type { Knex } from 'knex';
import { REPORT_GROUPS } from '../../shared/commission';
import { APPLICATION_STAGES } from '../../shared/workflow';
import { utcDay } from '../../server/lib/clock';
import { type Client, testApp, testClock } from '../helpers/app';
import { createUser, ensureCountry, signedInClient } from '../helpers/factories';
import { COUNTED_RECEIVABLE_DAYS, KEPT_RECEIVABLE_DAYS } from '../helpers/receivable-days';

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
  const keptReceivables = (await db.raw(KEPT_RECEIVABLE_DAYS)).rows as Array<{ k: string; n: string }>;
  const countedReceivables = (await db.raw(COUNTED_RECEIVABLE_DAYS)).rows as Array<{ k: string; n: string }>;
  return {
    kept,
    counted,
    keptUnread,
    countedUnread,
    keptStudents,
    countedStudents,
    keptFunnel,
    countedFunnel,
    keptReceivables,
    countedReceivables,
    wrongFlags: [...wrongFlags, ...wrongWithdrawn],
  };
}

/** The kept totals of the receivables per due day, each row as its key and its amounts. */
/** What recount_receivable_days() makes from the rows, in a transaction undone after reading them. */
async function recountedReceivableDays(db: Knex): Promise<Array<{ k: string; n: string }>> {
  const undo = new Error('undone');
  let rows: Array<{ k: string; n: string }> = [];
  await db
    .transaction(async (trx) => {
      await trx.raw('select recount_receivable_days()');
      rows = (await trx.raw(KEPT_RECEIVABLE_DAYS)).rows as Array<{ k: string; n: string }>;
      throw undo;
    })
    .catch((error: unknown) => {
      if (error !== undo) throw error;
    });
  return rows;
}

async function expectInStep(db: Knex, when: string) {
  const { kept, counted, keptUnread, countedUnread, keptStudents, countedStudents, keptFunnel, countedFunnel, keptReceivables, countedReceivables, wrongFlags } = await both(db);
  expect(keptFunnel, `${when}: the funnel's days`).to.deep.equal(countedFunnel);
  expect(keptReceivables, `${when}: the receivables' days`).to.deep.equal(countedReceivables);
  expect(keptReceivables, `${when}: the receivables' days as recounted`).to.deep.equal(await recountedReceivableDays(db));
  expect(kept, `${when}: applications per adviser and stage`).to.deep.equal(counted);
  expect(keptUnread, `${when}: unread per student`).to.deep.equal(countedUnread);
  expect(keptStudents, `${when}: students per adviser`).to.deep.equal(countedStudents);
  expect(wrongFlags, `${when}: enrolments without a receivable`).to.deep.equal([]);
}

const monthLabel = (intake: string) => new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${intake}-01T00:00:00Z`));

/**
 * The commission report for each grouping and period, and the dashboard's overdue receivables, as the API answers
 * them (from the kept totals) and as the receivables' rows give them (the queries they were before the totals).
 */
async function expectReportsAsRows(db: Knex, admin: Client, periods: Array<[string, string]>, when: string) {
  const today = utcDay(testClock.now());
  const GROUPS = {
    institution: { key: 'r.institution_id::text', label: 'i.name', joins: 'join institutions i on i.id = r.institution_id' },
    intake: { key: 'r.intake', label: 'r.intake', joins: '' },
    adviser: {
      key: `coalesce(adv.id::text, '(none)')`,
      label: `coalesce(nullif(trim(adv.firstname || ' ' || adv.lastname), ''), '(none)')`,
      joins: 'left join users s on s.id = r.student_id left join users adv on adv.id = s.adviser_id',
    },
  };
  for (const [from, to] of periods) {
    for (const by of REPORT_GROUPS) {
      const g = GROUPS[by];
      const rows = (
        await db.raw(
          `select ${g.key} as key, ${g.label} as label, r.currency,
                  coalesce(sum(r.amount) filter (where r.status <> 'written_off'), 0)::bigint as expected,
                  coalesce(sum(r.amount) filter (where r.status in ('invoiced', 'paid')), 0)::bigint as invoiced,
                  coalesce(sum(r.paid_amount), 0)::bigint as paid,
                  coalesce(sum(r.amount - r.paid_amount) filter (where r.status in ('expected', 'invoiced') and r.due_on < ? and r.paid_amount < r.amount), 0)::bigint as overdue
             from receivables r ${g.joins}
            where r.due_on between ? and ?
            group by ${g.key}, ${g.label}, r.currency
            order by ${g.label}, r.currency, ${g.key}`,
          [today, from, to],
        )
      ).rows as Array<{ key: string; label: string; currency: string; expected: string; invoiced: string; paid: string; overdue: string }>;
      const res = await admin.get(`/api/admin/commission/report?from=${from}&to=${to}&by=${by}`);
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body.rows, `${when}: the report by ${by} from ${from} to ${to}`).to.deep.equal(
        rows.map((r) => ({
          key: r.key,
          label: by === 'intake' ? monthLabel(r.label) : r.label,
          currency: r.currency,
          expected: Number(r.expected),
          invoiced: Number(r.invoiced),
          paid: Number(r.paid),
          overdue: Number(r.overdue),
        })),
      );
    }
  }
  const overdue = (
    await db.raw(
      `select currency, count(*)::int as n, sum(amount - paid_amount)::bigint as owed from receivables
        where status in ('expected', 'invoiced') and due_on < ? and paid_amount < amount group by currency order by currency`,
      [today],
    )
  ).rows as Array<{ currency: string; n: number; owed: string }>;
  const dashboard = await admin.get('/api/admin/dashboard');
  expect(dashboard.status).to.equal(200);
  expect(dashboard.body.overdue_receivables, `${when}: the dashboard's overdue receivables`).to.deep.equal({
    count: overdue.reduce((n, r) => n + r.n, 0),
    by_currency: Object.fromEntries(overdue.map((r) => [r.currency, Number(r.owed)])),
  });
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

  it('keep the commission’s totals per due day equal to the receivables through enrolments, invoices, payments, write-offs, reassignments and deletions', async () => {
    const { db } = await testApp();
    const admin = await signedInClient('admin');
    const adviserA = await createUser({ role: 'adviser', firstname: 'Days', lastname: 'Adviser A' });
    const adviserB = await createUser({ role: 'adviser', firstname: 'Days', lastname: 'Adviser B' });
    const country = await ensureCountry('counts-land');
    const stamp = Date.now();
    const [institution] = (await db('institutions').insert({ name: `Receivable Days College ${stamp}`, slug: `receivable-days-${stamp}`, country_id: country.id }).returning('id')) as Array<{ id: number }>;
    const agreed = await admin.client.post('/api/admin/agreements', {
      institution_id: institution!.id,
      valid_from: '2020-01-01',
      valid_to: null,
      basis: 'first_year_tuition',
      rate_percent: 10,
      currency: 'GBP',
      payable: 'on_enrolment',
      finance_email: 'fees@receivable-days.example',
    });
    expect(agreed.status, JSON.stringify(agreed.body)).to.equal(201);
    const students = await Promise.all([0, 1, 2].map(() => createUser()));
    await db('users').whereIn('id', [students[0]!.id, students[1]!.id]).update({ adviser_id: adviserA.id });
    const day = (offset: number) => utcDay(new Date(testClock.now().getTime() + offset * 86_400_000));
    // Whole years, and a period whose ends are due days of the receivables below (both included).
    const periods: Array<[string, string]> = [
      ['2020-01-01', '2035-12-31'],
      [day(-40), day(30)],
    ];

    // Enrolments with their tuition make receivables through the API (due 30 days after today).
    const enrol = async (studentId: number, intake: string) => {
      const created = await admin.client.post(`/api/staff/students/${studentId}/applications`, { institution_id: institution!.id, course: 'MSc Kept Totals', intake, stage: 'accepted' });
      expect(created.status, JSON.stringify(created.body)).to.equal(201);
      const moved = await admin.client.patch(`/api/staff/applications/${created.body.id}`, { stage: 'enrolled', tuition: { amount: 1_000_000, currency: 'GBP' } });
      expect(moved.status, JSON.stringify(moved.body)).to.equal(200);
      return Number(((await db('receivables').where({ application_id: created.body.id }).first('id')) as { id: number }).id);
    };
    const [byApi0, byApi1] = [await enrol(students[0]!.id, '2027-09'), await enrol(students[1]!.id, '2028-01')];
    await expectInStep(db, 'receivables made by enrolments');

    // More by SQL: overdue ones, another currency, one of a student with no adviser, one of no student, one due today.
    const agreementId = Number(((await db('agreements').where({ institution_id: institution!.id }).first('id')) as { id: number }).id);
    const row = (studentId: number | null, values: Record<string, unknown>) => ({
      institution_id: institution!.id,
      agreement_id: agreementId,
      student_id: studentId,
      student_name: 'Kept',
      course: 'Kept Totals',
      intake: '2027-09',
      enrolled_on: day(-60),
      amount: 50_000,
      currency: 'GBP',
      due_on: day(-40),
      ...values,
    });
    const bySql = (
      (await db('receivables')
        .insert([
          row(students[0]!.id, {}),
          row(students[1]!.id, { currency: 'EUR', amount: 70_000, due_on: day(-3) }),
          row(students[2]!.id, { intake: '2028-01', due_on: day(-3) }),
          row(null, { due_on: day(-40), status: 'invoiced', invoice_number: `INV-D-${stamp % 1e9}`, issued_on: day(-45) }),
          row(students[1]!.id, { due_on: day(400) }),
          // Due today, so not yet overdue; paid in full in a currency nothing else is owed in.
          row(students[0]!.id, { due_on: day(0), status: 'invoiced', invoice_number: `INV-T-${stamp % 1e9}`, issued_on: day(-10) }),
          row(students[2]!.id, { currency: 'USD', due_on: day(-10), status: 'paid', invoice_number: `INV-U-${stamp % 1e9}`, issued_on: day(-20), paid_amount: 50_000, paid_on: day(-5) }),
        ])
        .returning('id')) as Array<{ id: number }>
    ).map((r) => Number(r.id));
    await expectInStep(db, 'receivables inserted by SQL');
    await expectReportsAsRows(db, admin.client, periods, 'receivables made');

    // An invoice, a payment in part and then in full, a write-off, through the API.
    const invoiced = await admin.client.post(`/api/admin/receivables/${byApi0}/invoice`);
    expect(invoiced.status, JSON.stringify(invoiced.body)).to.equal(201);
    await expectInStep(db, 'invoiced');
    const partPaid = await admin.client.patch(`/api/admin/receivables/${byApi0}`, { paid_on: day(0), paid_amount: 40_000 });
    expect(partPaid.body.status, JSON.stringify(partPaid.body)).to.equal('invoiced');
    const lateInPart = await admin.client.patch(`/api/admin/receivables/${bySql[3]}`, { paid_on: day(0), paid_amount: 20_000 });
    expect(lateInPart.body.status, JSON.stringify(lateInPart.body)).to.equal('invoiced');
    await expectInStep(db, 'paid in part');
    await expectReportsAsRows(db, admin.client, periods, 'paid in part');
    const paid = await admin.client.patch(`/api/admin/receivables/${byApi0}`, { paid_on: day(0), paid_amount: 100_000 });
    expect(paid.body.status, JSON.stringify(paid.body)).to.equal('paid');
    const writtenOff = await admin.client.patch(`/api/admin/receivables/${bySql[1]}`, { status: 'written_off', reason: 'The student never came' });
    expect(writtenOff.status, JSON.stringify(writtenOff.body)).to.equal(200);
    await expectInStep(db, 'paid in full and written off');
    await expectReportsAsRows(db, admin.client, periods, 'paid in full and written off');

    // Changes by SQL: another due day, currency, amount and intake; one receivable taken away.
    await db('receivables').where('id', bySql[0]).update({ due_on: day(-39), currency: 'EUR', amount: 55_000 });
    await db('receivables').where('id', byApi1).update({ intake: '2028-02' });
    await db('receivables').where('id', bySql[4]).delete();
    await expectInStep(db, 'due days, currencies and amounts changed, a receivable deleted');

    // The student's adviser now: reassigned, unassigned, assigned; an adviser deleted (their students keep none).
    await db('users').where('id', students[0]!.id).update({ adviser_id: adviserB.id });
    await db('users').where('id', students[1]!.id).update({ adviser_id: null });
    await db('users').where('id', students[2]!.id).update({ adviser_id: adviserB.id });
    await expectInStep(db, 'students reassigned');
    await expectReportsAsRows(db, admin.client, periods, 'students reassigned');
    // A payment and a reassignment of its student at once, each way round: the second waits for the first.
    const blocked = async () => {
      for (let i = 0; i < 100; i += 1) {
        if ((await db.raw(`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)).rows.length) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const paying = await db.transaction();
    await paying('receivables').where('id', bySql[5]).update({ paid_amount: 10_000, paid_on: day(0) });
    const reassigned = db('users').where('id', students[0]!.id).update({ adviser_id: adviserA.id }).then(() => true);
    await blocked();
    await paying.commit();
    await reassigned;
    await expectInStep(db, 'a payment, its student reassigned meanwhile');
    const moving = await db.transaction();
    await moving('users').where('id', students[0]!.id).update({ adviser_id: adviserB.id });
    const paid2 = db('receivables').where('id', bySql[5]).update({ paid_amount: 20_000 }).then(() => true);
    await blocked();
    await moving.commit();
    await paid2;
    await expectInStep(db, 'a reassignment, a payment of the student’s meanwhile');

    await db('users').where('id', adviserB.id).delete();
    await expectInStep(db, 'an adviser deleted');
    await db('users').where('id', students[2]!.id).update({ adviser_id: adviserA.id });
    // A deleted student's receivables stay, with no student and so with no adviser.
    await db('users').where('id', students[2]!.id).delete();
    expect((await db('receivables').where('id', bySql[2]).first('student_id')).student_id).to.equal(null);
    await expectInStep(db, 'a student deleted');
    await expectReportsAsRows(db, admin.client, periods, 'a student deleted');

    const undo = new Error('undone');
    // A load with the keys' checks off (a restore) may bring a receivable before its student, and may delete a
    // student whose receivables keep the id: the student's row moves them to its adviser and back to none.
    await db
      .transaction(async (trx) => {
        await trx.raw('alter table receivables drop constraint receivables_student_id_foreign');
        const late = Number(((await trx.raw('select max(id) + 1000 as id from users')).rows as Array<{ id: number }>)[0]!.id);
        await trx('receivables').insert(row(late, { due_on: day(-2) }));
        await trx('users').insert({ id: late, email: `receivable-days.${stamp}@example.com`, password: 'x', firstname: 'Late', lastname: 'Student', role: 'user', adviser_id: adviserA.id });
        await expectInStep(trx, 'a student loaded after their receivable');
        await trx('users').where({ id: late }).delete();
        await expectInStep(trx, 'a student deleted with the keys’ checks off');
        throw undo;
      })
      .catch((error: unknown) => {
        if (error !== undo) throw error;
      });

    // Emptied, in a transaction undone after: the totals go with the rows.
    await db
      .transaction(async (trx) => {
        await trx.raw('truncate receivables cascade');
        expect(Number((await trx('receivable_days').count({ n: '*' }))[0]!.n)).to.equal(0);
        throw undo;
      })
      .catch((error: unknown) => {
        if (error !== undo) throw error;
      });
    await db.raw('select recount_staff_counts()');
    await expectInStep(db, 'counted again');
    await expectReportsAsRows(db, admin.client, periods, 'counted again');
  });
});
