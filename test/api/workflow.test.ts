// Issue 18 through the API: applications and their history and mails, the conversation (verbatim bodies, read marks,
// unread counts, one mail per side per 15 minutes on a settable clock), the staff lists and dashboard, advisers'
// scope (404 across advisers), adviser assignment, and the deadline reminders sent exactly once.
import { expect } from 'chai';
import { totpCode } from '../helpers/identity';
import type { User } from '../../shared/types';
import { DEADLINES_SHOWN } from '../../shared/schemas/workflow';
import { APPLICATION_STAGES } from '../../shared/workflow';
import { outboxDir } from '../../server/mail/mailer';
import { createApp } from '../../server/app';
import { Client, testApp, testClock, testEnv } from '../helpers/app';
import { createUser, ensureCountry, PASSWORD, signedInClient } from '../helpers/factories';
import { mailTo } from '../helpers/mail';

/** A code from the authenticator app for `secret` (as test/api/identity.test.ts makes them). */

async function mails(to: string) {
  const { services, env } = await testApp();
  await services.mailer.idle();
  return mailTo(outboxDir(env), to);
}

let stamp = 0;
async function institution(countrySlug = 'workflow-land'): Promise<number> {
  const { db } = await testApp();
  const country = await ensureCountry(countrySlug);
  stamp += 1;
  const [row] = (await db('institutions')
    .insert({ name: `Workflow University ${Date.now()} ${stamp}`, slug: `workflow-university-${Date.now()}-${stamp}`, country_id: country.id })
    .returning('id')) as Array<{ id: number }>;
  return Number(row!.id);
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface World {
  student: { client: Client; user: User };
  other: { client: Client; user: User };
  adviserA: { client: Client; user: User };
  adviserB: { client: Client; user: User };
  admin: { client: Client; user: User };
}

/** A student of adviser A, another student of adviser B, and an admin. */
async function world(): Promise<World> {
  const { db } = await testApp();
  const student = await signedInClient('user', false, 'Amara');
  const other = await signedInClient('user', false, 'Bola');
  const adviserA = await signedInClient('adviser', false, 'Ada');
  const adviserB = await signedInClient('adviser', false, 'Bea');
  const admin = await signedInClient('admin', false, 'Root');
  await db('users').where({ id: student.user.id }).update({ adviser_id: adviserA.user.id });
  await db('users').where({ id: other.user.id }).update({ adviser_id: adviserB.user.id });
  return { student, other, adviserA, adviserB, admin };
}

describe('API: applications', function () {
  this.timeout(30_000);
  afterEach(() => testClock.reset());

  it('a student shortlists, lists and removes a programme; after staff move it, removing is a 409', async () => {
    const { student, adviserA } = await world();
    const institutionId = await institution();
    const res = await student.client.post('/api/account/applications', { institution_id: institutionId, course: 'MSc Data Science', intake: '2027-09' });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    expect(res.body).to.include({ course: 'MSc Data Science', intake: '2027-09', stage: 'shortlisted', deadline: null, offer_conditions: null });
    expect(res.body.institution).to.include({ id: institutionId });
    expect(res.body.institution.country).to.deep.equal({ slug: 'workflow-land', name: 'Workflow Land' });
    expect(res.body.history).to.have.length(1);
    expect(res.body.history[0]).to.include({ stage: 'shortlisted', note: null });
    expect(res.body.history[0].by).to.deep.equal({ id: student.user.id, name: `${student.user.firstname} ${student.user.lastname}` });

    const list = await student.client.get('/api/account/applications');
    expect(list.status).to.equal(200);
    expect(list.body.results.map((a: { id: number }) => a.id)).to.deep.equal([res.body.id]);

    const second = (await student.client.post('/api/account/applications', { institution_id: institutionId, course: 'MSc Statistics', intake: '2028-01' })).body;
    expect((await student.client.delete(`/api/account/applications/${second.id}`)).status).to.equal(204);
    expect((await student.client.delete(`/api/account/applications/${second.id}`)).status).to.equal(404);

    expect((await adviserA.client.patch(`/api/staff/applications/${res.body.id}`, { stage: 'preparing' })).status).to.equal(200);
    const refused = await student.client.delete(`/api/account/applications/${res.body.id}`);
    expect(refused.status).to.equal(409);
    expect(refused.body.message).to.be.a('string');
    expect((await student.client.get('/api/account/applications')).body.results).to.have.length(1);
  });

  it('an institution students applied to cannot be deleted (422, the application stays); it can be hidden', async () => {
    const { student, admin } = await world();
    const institutionId = await institution();
    await student.client.post('/api/account/applications', { institution_id: institutionId, course: 'MSc Kept', intake: '2027-09' });
    const refused = await admin.client.delete(`/api/admin/institutions/${institutionId}`);
    expect(refused.status).to.equal(422);
    expect(refused.body.message).to.match(/application/);
    expect((await student.client.get('/api/account/applications')).body.results).to.have.length(1);
  });

  it('refuses each wrong field with a 422 on that field, and writes nothing', async () => {
    const { student, adviserA, db } = { ...(await world()), db: (await testApp()).db };
    const institutionId = await institution();
    const good = { institution_id: institutionId, course: 'LLM', intake: '2027-09' };
    const before = Number(((await db('applications').count({ n: '*' })) as [{ n: number }])[0].n);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...good, course: '' }, 'course'],
      [{ ...good, course: '   ' }, 'course'],
      [{ ...good, course: 'x'.repeat(201) }, 'course'],
      [{ ...good, course: 42 }, 'course'],
      [{ ...good, intake: '2027-13' }, 'intake'],
      [{ ...good, intake: '2027-9' }, 'intake'],
      [{ ...good, intake: null }, 'intake'],
      [{ ...good, institution_id: 987654321 }, 'institution_id'],
      [{ ...good, institution_id: 'abc' }, 'institution_id'],
      [{ ...good, institution_id: undefined }, 'institution_id'],
    ];
    for (const [body, field] of cases) {
      const res = await student.client.post('/api/account/applications', body);
      expect(res.status, `${JSON.stringify(body)} → ${JSON.stringify(res.body)}`).to.equal(422);
      expect(res.body.errors, JSON.stringify(body)).to.have.property(field);
    }
    const staffCases: Array<[Record<string, unknown>, string]> = [
      [{ ...good, stage: 'admitted' }, 'stage'],
      [{ ...good, deadline: '2027-02-30' }, 'deadline'],
      [{ ...good, deadline: '30/01/2027' }, 'deadline'],
      [{ ...good, note: 'n'.repeat(2001) }, 'note'],
      [{ ...good, offer_conditions: 'o'.repeat(2001) }, 'offer_conditions'],
    ];
    for (const [body, field] of staffCases) {
      const res = await adviserA.client.post(`/api/staff/students/${student.user.id}/applications`, body);
      expect(res.status, `${JSON.stringify(body)} → ${JSON.stringify(res.body)}`).to.equal(422);
      expect(res.body.errors).to.have.property(field);
    }
    const created = (await adviserA.client.post(`/api/staff/students/${student.user.id}/applications`, { ...good, deadline: '', note: '' })).body;
    expect(created.deadline).to.equal(null);
    const patchCases: Array<[Record<string, unknown>, string]> = [
      [{ stage: 'nope' }, 'stage'],
      [{ deadline: '2027-13-01' }, 'deadline'],
      [{ course: '' }, 'course'],
      [{ intake: 'soon' }, 'intake'],
      [{ note: 'n'.repeat(2001) }, 'note'],
      [{ offer_conditions: 5 }, 'offer_conditions'],
    ];
    for (const [body, field] of patchCases) {
      const res = await adviserA.client.patch(`/api/staff/applications/${created.id}`, body);
      expect(res.status, JSON.stringify(body)).to.equal(422);
      expect(res.body.errors).to.have.property(field);
    }
    const after = Number(((await db('applications').count({ n: '*' })) as [{ n: number }])[0].n);
    expect(after - before, 'only the one good application').to.equal(1);
    const history = await db('application_history').where({ application_id: created.id });
    expect(history).to.have.length(1);
  });

  it('a stage move adds a history entry (who, when, note) and mails the student; other changes do not mail', async () => {
    const { student, adviserA } = await world();
    const institutionId = await institution();
    const created = (await adviserA.client.post(`/api/staff/students/${student.user.id}/applications`, { institution_id: institutionId, course: 'BEng Civil Engineering', intake: '2027-09', note: 'Strong fit.' })).body;
    expect(created.history).to.have.length(1);
    expect(created.history[0]).to.include({ stage: 'shortlisted', note: 'Strong fit.' });

    const moved = await adviserA.client.patch(`/api/staff/applications/${created.id}`, { stage: 'conditional_offer', note: 'IELTS 6.5 needed.', offer_conditions: 'IELTS 6.5 overall' });
    expect(moved.status, JSON.stringify(moved.body)).to.equal(200);
    expect(moved.body).to.include({ stage: 'conditional_offer', offer_conditions: 'IELTS 6.5 overall' });
    expect(moved.body.student).to.deep.equal({ id: student.user.id, name: `${student.user.firstname} ${student.user.lastname}` });
    expect(moved.body.adviser).to.deep.equal({ id: adviserA.user.id, name: `${adviserA.user.firstname} ${adviserA.user.lastname}` });
    const last = moved.body.history.at(-1);
    expect(last).to.include({ stage: 'conditional_offer', note: 'IELTS 6.5 needed.' });
    expect(last.by).to.deep.equal({ id: adviserA.user.id, name: `${adviserA.user.firstname} ${adviserA.user.lastname}` });
    expect(Date.parse(last.at)).to.be.closeTo(Date.now(), 60_000);

    const mail = (await mails(student.user.email)).filter((m) => m.subject.includes('Conditional offer'));
    expect(mail).to.have.length(1);
    expect(mail[0]!.text).to.include('BEng Civil Engineering').and.include('IELTS 6.5 needed.');

    // The same stage again, or other fields: no move, no mail.
    await adviserA.client.patch(`/api/staff/applications/${created.id}`, { stage: 'conditional_offer' });
    const edited = await adviserA.client.patch(`/api/staff/applications/${created.id}`, { course: 'BEng Civil and Structural Engineering', deadline: inDays(30) });
    expect(edited.body).to.include({ course: 'BEng Civil and Structural Engineering', deadline: inDays(30) });
    expect(edited.body.history).to.have.length(2);
    expect((await mails(student.user.email)).filter((m) => m.subject.startsWith('Your application'))).to.have.length(1);

    // The student sees the timeline.
    const mine = (await student.client.get('/api/account/applications')).body.results[0];
    expect(mine.history.map((h: { stage: string }) => h.stage)).to.deep.equal(['shortlisted', 'conditional_offer']);
    expect(mine).to.not.have.property('student');

    // The audit log has both changes.
    const { db } = await testApp();
    const audit = await db('audit_log').where({ target_type: 'application', target_id: created.id }).orderBy('id');
    expect(audit.map((a: { action: string }) => a.action)).to.deep.equal(['application.create', 'application.move', 'application.update', 'application.update']);
    expect(audit[1].summary).to.include('Shortlisted → Conditional offer');
  });

  it('an adviser sees only their own students: every other student, application and thread is a 404', async () => {
    const { student, other, adviserA, adviserB, admin } = await world();
    const institutionId = await institution();
    const app = (await student.client.post('/api/account/applications', { institution_id: institutionId, course: 'MA History', intake: '2027-09' })).body;

    for (const [method, url, body] of [
      ['get', `/api/staff/students/${student.user.id}`],
      ['get', `/api/staff/students/${student.user.id}/messages`],
      ['post', `/api/staff/students/${student.user.id}/messages`, { body: 'Hello from the wrong adviser' }],
      ['post', `/api/staff/students/${student.user.id}/messages/read`],
      ['post', `/api/staff/students/${student.user.id}/applications`, { institution_id: institutionId, course: 'X', intake: '2027-09' }],
      ['patch', `/api/staff/applications/${app.id}`, { stage: 'rejected' }],
      ['get', `/api/staff/students/${adviserA.user.id}`],
      ['get', `/api/staff/students/99999999`],
    ] as Array<['get' | 'post' | 'patch', string, unknown?]>) {
      const res = method === 'get' ? await adviserB.client.get(url) : await adviserB.client[method](url, body);
      expect(res.status, `${method} ${url}`).to.equal(404);
    }
    // Admins see everyone; an adviser's lists hold their own students only.
    expect((await admin.client.get(`/api/staff/students/${student.user.id}`)).status).to.equal(200);
    const listB = (await adviserB.client.get('/api/staff/students?per_page=100')).body;
    expect(listB.results.map((s: { id: number }) => s.id)).to.deep.equal([other.user.id]);
    const board = (await adviserB.client.get('/api/staff/applications?per_page=500')).body;
    expect(board.results.every((a: { student: { id: number } }) => a.student.id === other.user.id)).to.equal(true);
    const boardA = (await adviserA.client.get('/api/staff/applications?per_page=500')).body;
    expect(boardA.results.map((a: { id: number }) => a.id)).to.include(app.id);
    const advisersB = (await adviserB.client.get('/api/staff/advisers')).body.results;
    expect(advisersB).to.deep.equal([{ id: adviserB.user.id, name: `${adviserB.user.firstname} ${adviserB.user.lastname}`, email: adviserB.user.email, students: 1 }]);
    const all = (await admin.client.get('/api/staff/advisers')).body.results as Array<{ id: number; students: number }>;
    expect(all.find((a) => a.id === adviserA.user.id)?.students).to.equal(1);
    // Staff have no applications or conversation of their own; students have no staff API.
    expect((await adviserA.client.get('/api/account/applications')).status).to.equal(403);
    expect((await admin.client.post('/api/account/messages', { body: 'hi' })).status).to.equal(403);
    expect((await student.client.get('/api/staff/students')).status).to.equal(403);
    expect((await student.client.get('/api/admin/documents')).status).to.equal(403);
    expect((await adviserA.client.get('/api/admin/users')).status).to.equal(403);
    expect((await adviserA.client.get('/api/admin/audit')).status).to.equal(403);
  });

  it('the dashboard lists the week’s soonest deadlines and says how many there are; submitted ones and next week’s are not', async () => {
    const { student, adviserA } = await world();
    const { db } = await testApp();
    const institutionId = await institution('workflow-deadlines');
    const rows = Array.from({ length: DEADLINES_SHOWN + 3 }, (_, i) => ({ student_id: student.user.id, institution_id: institutionId, course: `Course ${i}`, intake: '2027-10', stage: i % 2 ? 'preparing' : 'shortlisted', deadline: inDays(i % 8) }));
    rows.push({ student_id: student.user.id, institution_id: institutionId, course: 'Sent', intake: '2027-10', stage: 'submitted', deadline: inDays(1) });
    rows.push({ student_id: student.user.id, institution_id: institutionId, course: 'Later', intake: '2027-10', stage: 'preparing', deadline: inDays(8) });
    await db('applications').insert(rows);
    const dash = (await adviserA.client.get('/api/staff/dashboard')).body as { deadlines_this_week: Array<{ course: string; deadline: string }>; deadlines_this_week_total: number };
    expect(dash.deadlines_this_week_total).to.equal(DEADLINES_SHOWN + 3);
    expect(dash.deadlines_this_week).to.have.length(DEADLINES_SHOWN);
    const days = dash.deadlines_this_week.map((a) => a.deadline);
    expect(days).to.deep.equal([...days].sort());
    // The three left out are the latest of the week.
    expect(days.at(-1)! <= inDays(7)).to.equal(true);
    expect(dash.deadlines_this_week.some((a) => a.course === 'Sent' || a.course === 'Later')).to.equal(false);
  });

  it('the staff file, the lists with filters and paging, and the dashboard', async () => {
    const { student, other, adviserA, admin } = await world();
    const institutionId = await institution('workflow-filters');
    await adviserA.client.post(`/api/staff/students/${student.user.id}/applications`, { institution_id: institutionId, course: 'PhD Chemistry', intake: '2027-10', deadline: inDays(3), stage: 'preparing' });
    await admin.client.post(`/api/staff/students/${other.user.id}/applications`, { institution_id: institutionId, course: 'PhD Physics', intake: '2028-01', stage: 'submitted' });
    await student.client.post('/api/account/messages', { body: 'Is my file complete?' });

    const file = await adviserA.client.get(`/api/staff/students/${student.user.id}`);
    expect(file.status).to.equal(200);
    expect(file.body.user).to.include({ id: student.user.id, email: student.user.email });
    expect(file.body.user).to.not.have.property('password');
    expect(file.body.user.adviser).to.deep.equal({ id: adviserA.user.id, name: `${adviserA.user.firstname} ${adviserA.user.lastname}` });
    expect(file.body.checklists).to.be.an('array');
    expect(file.body.documents).to.be.an('array');
    expect(file.body.applications.map((a: { course: string }) => a.course)).to.deep.equal(['PhD Chemistry']);

    const filtered = (await admin.client.get(`/api/staff/applications?country=workflow-filters&intake=2027-10&per_page=500`)).body;
    expect(filtered.results.map((a: { course: string }) => a.course)).to.deep.equal(['PhD Chemistry']);
    const byStage = (await admin.client.get(`/api/staff/applications?stage=submitted&adviser_id=${await adviserIdOf(other.user.id)}&per_page=500`)).body;
    expect(byStage.results.map((a: { course: string }) => a.course)).to.include('PhD Physics');
    expect((await admin.client.get('/api/staff/applications?per_page=501')).status).to.equal(422);
    expect((await admin.client.get('/api/staff/applications?stage=nope')).status).to.equal(422);
    expect((await admin.client.get('/api/staff/applications?intake=2027')).status).to.equal(422);

    const search = (await admin.client.get(`/api/staff/students?q=${encodeURIComponent(student.user.email)}`)).body;
    expect(search.total).to.equal(1);
    expect(search.results[0]).to.include({ id: student.user.id, applications: 1, unread: 1 });
    expect(search.results[0].adviser).to.deep.equal({ id: adviserA.user.id, name: `${adviserA.user.firstname} ${adviserA.user.lastname}` });
    const paged = (await admin.client.get('/api/staff/students?per_page=1&page=2')).body;
    expect(paged).to.include({ page: 2, per_page: 1 });
    expect(paged.results).to.have.length(1);
    const unassigned = (await admin.client.get('/api/staff/students?adviser_id=none&per_page=100')).body.results as Array<{ adviser: unknown }>;
    expect(unassigned.every((s) => s.adviser === null)).to.equal(true);
    expect((await admin.client.get('/api/staff/students?adviser_id=abc')).status).to.equal(422);

    const dash = (await adviserA.client.get('/api/staff/dashboard')).body;
    expect(dash.students).to.equal(1);
    expect(Object.keys(dash.applications_by_stage)).to.deep.equal([...APPLICATION_STAGES]);
    expect(dash.applications_by_stage.preparing).to.equal(1);
    expect(dash.applications_by_stage.submitted).to.equal(0);
    expect(dash.deadlines_this_week.map((a: { course: string }) => a.course)).to.deep.equal(['PhD Chemistry']);
    expect(dash.deadlines_this_week[0].student.id).to.equal(student.user.id);
    expect(dash.deadlines_this_week_total).to.equal(1);
    expect(dash.unread_messages).to.equal(1);
    expect(dash.pending_documents).to.equal(0);
    const adminDash = (await admin.client.get('/api/staff/dashboard')).body;
    expect(adminDash.students).to.be.at.least(2);
    expect(adminDash.applications_by_stage.submitted).to.be.at.least(1);
  });
});

async function adviserIdOf(studentId: number): Promise<number> {
  const { db } = await testApp();
  return Number((await db('users').where({ id: studentId }).first('adviser_id')).adviser_id);
}

describe('API: one conversation per student', function () {
  this.timeout(30_000);
  afterEach(() => testClock.reset());

  it('keeps bodies verbatim, counts unread for each side, marks read, and mails the other side at most once per 15 minutes', async () => {
    const { student, adviserA } = await world();
    const raw = '<script>alert("x")</script> & <b>bold</b>\nSecond line https://example.com/?a=1&b=2';
    const first = await student.client.post('/api/account/messages', { body: `  ${raw}  ` });
    expect(first.status, JSON.stringify(first.body)).to.equal(201);
    expect(first.body.body).to.equal(raw);
    expect(first.body.from).to.deep.equal({ id: student.user.id, name: `${student.user.firstname} ${student.user.lastname}`, role: 'user' });
    expect(Date.parse(first.body.at)).to.be.a('number');

    // The adviser is mailed once; a second message within 15 minutes sends nothing.
    expect((await mails(adviserA.user.email)).filter((m) => m.subject.startsWith('New message'))).to.have.length(1);
    testClock.advance(5 * 60_000);
    await student.client.post('/api/account/messages', { body: 'And another thing.' });
    expect((await mails(adviserA.user.email)).filter((m) => m.subject.startsWith('New message'))).to.have.length(1);
    testClock.advance(11 * 60_000);
    await student.client.post('/api/account/messages', { body: 'Sixteen minutes later.' });
    const staffMail = (await mails(adviserA.user.email)).filter((m) => m.subject.startsWith('New message'));
    expect(staffMail).to.have.length(2);
    expect(staffMail[1]!.text).to.include('Sixteen minutes later.');

    const thread = (await adviserA.client.get(`/api/staff/students/${student.user.id}/messages`)).body;
    expect(thread.results.map((m: { body: string }) => m.body)).to.deep.equal([raw, 'And another thing.', 'Sixteen minutes later.']);
    expect(thread.unread).to.equal(3);
    expect((await adviserA.client.get('/api/staff/unread')).body).to.deep.equal({ messages: 3 });
    expect((await student.client.get('/api/account/messages')).body.unread).to.equal(0);

    expect((await adviserA.client.post(`/api/staff/students/${student.user.id}/messages/read`)).status).to.equal(204);
    expect((await adviserA.client.get(`/api/staff/students/${student.user.id}/messages`)).body.unread).to.equal(0);
    expect((await adviserA.client.get('/api/staff/unread')).body).to.deep.equal({ messages: 0 });

    // The reply: the student is mailed, and their badge counts it until they open the thread.
    const reply = await adviserA.client.post(`/api/staff/students/${student.user.id}/messages`, { body: 'Yes, <all> good.' });
    expect(reply.status).to.equal(201);
    expect(reply.body.from).to.include({ id: adviserA.user.id, role: 'adviser' });
    expect((await student.client.get('/api/account/unread')).body).to.deep.equal({ messages: 1 });
    expect((await student.client.get('/api/account/messages')).body.unread).to.equal(1);
    const studentMail = (await mails(student.user.email)).filter((m) => m.subject.startsWith('New message'));
    expect(studentMail).to.have.length(1);
    expect(studentMail[0]!.text).to.include('Yes, <all> good.');
    expect(studentMail[0]!.html).to.include('Yes, &lt;all&gt; good.');
    await adviserA.client.post(`/api/staff/students/${student.user.id}/messages`, { body: 'One more.' });
    expect((await mails(student.user.email)).filter((m) => m.subject.startsWith('New message'))).to.have.length(1);
    expect((await student.client.post('/api/account/messages/read')).status).to.equal(204);
    expect((await student.client.get('/api/account/unread')).body).to.deep.equal({ messages: 0 });
    // Staff's own message counts as read for staff.
    expect((await adviserA.client.get('/api/staff/unread')).body).to.deep.equal({ messages: 0 });
  });

  it('a student without an adviser writes to the team address', async () => {
    const { env } = await testApp();
    const { client, user } = await signedInClient('user', false, 'Solo');
    const before = (await mails(env.contactEmail)).filter((m) => m.subject.includes(`${user.firstname} ${user.lastname}`)).length;
    expect((await client.post('/api/account/messages', { body: 'Who is my adviser?' })).status).to.equal(201);
    const after = (await mails(env.contactEmail)).filter((m) => m.subject.includes(`${user.firstname} ${user.lastname}`));
    expect(after.length - before).to.equal(1);
    expect(after.at(-1)!.text).to.include('Who is my adviser?');
  });

  it('refuses empty, blank and overlong bodies with a 422 on body', async () => {
    const { client } = await signedInClient();
    for (const body of [{}, { body: '' }, { body: ' \n\t ' }, { body: 'x'.repeat(5001) }, { body: 12 }, { body: null }]) {
      const res = await client.post('/api/account/messages', body);
      expect(res.status, JSON.stringify(body)).to.equal(422);
      expect(res.body.errors).to.have.property('body');
    }
    expect((await client.post('/api/account/messages', { body: 'x'.repeat(5000) })).status).to.equal(201);
    expect((await client.get('/api/account/messages')).body.results).to.have.length(1);
  });
});

describe('API: advisers and their students', function () {
  this.timeout(30_000);

  it('an admin assigns an adviser with adviser_id alone; anything but an adviser’s id or null is a 422 on adviser_id', async () => {
    const admin = await signedInClient('admin');
    const adviser = await createUser({ role: 'adviser', firstname: 'Kofi', lastname: 'Mensah' });
    const student = await createUser();
    const url = `/api/admin/users/${student.id}`;
    for (const bad of [admin.user.id, student.id, 99999999, 'abc', -1, 1.5, true, {}]) {
      const res = await admin.client.patch(url, { adviser_id: bad });
      expect(res.status, JSON.stringify(bad)).to.equal(422);
      expect(res.body.errors).to.have.property('adviser_id');
    }
    const set = await admin.client.patch(url, { adviser_id: adviser.id });
    expect(set.status, JSON.stringify(set.body)).to.equal(200);
    expect(set.body.adviser).to.deep.equal({ id: adviser.id, name: 'Kofi Mensah' });
    expect(set.body.firstname).to.equal(student.firstname);
    expect((await admin.client.get(url)).body.adviser).to.deep.equal({ id: adviser.id, name: 'Kofi Mensah' });
    const list = (await admin.client.get(`/api/admin/users?q=${encodeURIComponent(student.email)}`)).body.results;
    expect(list[0].adviser).to.deep.equal({ id: adviser.id, name: 'Kofi Mensah' });
    const { db } = await testApp();
    const entry = await db('audit_log').where({ target_type: 'user', target_id: student.id }).orderBy('id', 'desc').first();
    expect(entry.summary).to.include('adviser none → Kofi Mensah');

    // An adviser cannot be given to staff; the adviser who stops being one leaves their students unassigned.
    expect((await admin.client.patch(`/api/admin/users/${adviser.id}`, { adviser_id: adviser.id })).status).to.equal(422);
    const demoted = await admin.client.patch(`/api/admin/users/${adviser.id}`, { firstname: 'Kofi', lastname: 'Mensah', email: adviser.email, role: 'user' });
    expect(demoted.status, JSON.stringify(demoted.body)).to.equal(200);
    expect((await admin.client.get(url)).body.adviser).to.equal(null);
    expect((await admin.client.patch(url, { adviser_id: null })).body.adviser).to.equal(null);
  });

  it('document review: an adviser sees and reviews their own students’ documents; another’s are a 404', async () => {
    const { student, other, adviserA, adviserB } = await world();
    const { pdf } = await import('../helpers/files');
    const doc = (await student.client.upload('/api/account/documents', pdf(), 'passport.pdf', { kind: 'passport' })).body;
    const theirs = (await other.client.upload('/api/account/documents', pdf(), 'cv.pdf', { kind: 'cv' })).body;
    const queueA = (await adviserA.client.get('/api/admin/documents?status=pending&per_page=100')).body.results as Array<{ id: number }>;
    expect(queueA.map((d) => d.id)).to.include(doc.id).and.not.include(theirs.id);
    expect((await adviserB.client.post(`/api/admin/documents/${doc.id}/approve`)).status).to.equal(404);
    expect((await adviserB.client.get(`/api/admin/documents/${doc.id}/download`)).status).to.equal(404);
    expect((await adviserA.client.post(`/api/admin/documents/${doc.id}/approve`)).status).to.equal(200);
    expect((await adviserA.client.get('/api/staff/dashboard')).body.pending_documents).to.equal(0);
    expect((await adviserB.client.get('/api/staff/dashboard')).body.pending_documents).to.equal(1);
  });
});

describe('API: ADMIN_MFA=required applies to advisers', function () {
  this.timeout(30_000);

  it('an adviser without two-step sign-in gets 403 mfa_setup_required from /api/staff and /api/admin until it is on', async () => {
    const { db } = await testApp();
    const site = createApp({ env: testEnv({ ADMIN_MFA: 'required', TRUST_PROXY: 'loopback' }), db });
    try {
      const adviser = await createUser({ role: 'adviser' });
      const c = new Client(site.handler);
      expect((await c.post('/api/login', { email: adviser.email, password: PASSWORD })).status).to.equal(200);
      for (const url of ['/api/staff/students', '/api/staff/unread', '/api/admin/documents', '/api/admin/messages']) {
        const refused = await c.get(url);
        expect(refused.status, url).to.equal(403);
        expect(refused.body, url).to.deep.equal({ message: 'Set up two-step sign-in first.', code: 'mfa_setup_required' });
      }
      const setup = await c.post('/api/settings/mfa', { current_password: PASSWORD });
      expect((await c.post('/api/settings/mfa/confirm', { code: totpCode(setup.body.secret) })).status).to.equal(200);
      expect((await c.get('/api/staff/students')).status).to.equal(200);
      expect((await c.get('/api/admin/documents')).status).to.equal(200);
      expect((await c.get('/api/admin/users')).status, 'still admin-only').to.equal(403);
    } finally {
      await site.close();
    }
  });
});

describe('deadline reminders', function () {
  this.timeout(30_000);

  it('one mail to the student and one to the adviser per application, however many sweeps run at once; none once submitted or far off', async () => {
    const { db, services } = await testApp();
    const { student, adviserA } = await world();
    const institutionId = await institution();
    const now = new Date();
    const insert = async (course: string, deadline: string, stage = 'preparing') => {
      const [row] = (await db('applications').insert({ student_id: student.user.id, institution_id: institutionId, course, intake: '2027-09', stage, deadline }).returning('id')) as Array<{ id: number }>;
      return Number(row!.id);
    };
    const due = await insert('MSc Due Soon', inDays(3));
    await insert('MSc Submitted', inDays(2), 'submitted');
    const farOff = await insert('MSc Far Off', inDays(20));
    await insert('MSc Past', inDays(-1));

    const sent = await Promise.all(Array.from({ length: 6 }, () => services.workflow.remindDeadlines(now)));
    expect(sent.reduce((a, b) => a + b, 0), 'one sweep sent it').to.equal(1);
    expect(await services.workflow.remindDeadlines(now)).to.equal(0);
    const toStudent = (await mails(student.user.email)).filter((m) => m.subject.startsWith('Deadline'));
    const toAdviser = (await mails(adviserA.user.email)).filter((m) => m.subject.startsWith('Deadline'));
    expect(toStudent.map((m) => m.text.includes('MSc Due Soon'))).to.deep.equal([true]);
    expect(toAdviser.map((m) => m.text.includes('MSc Due Soon'))).to.deep.equal([true]);
    expect(await db('application_reminders').where({ application_id: due })).to.have.length(1);

    // A week later by the clock, the far-off one comes within reach.
    expect(await services.workflow.remindDeadlines(new Date(now.getTime() + 14 * 86_400_000))).to.be.at.least(1);
    expect(await db('application_reminders').where({ application_id: farOff })).to.have.length(1);
  });
});
