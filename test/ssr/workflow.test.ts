import { expect } from 'chai';
import { testApp } from '../helpers/app';
import { ensureCountry, signedInClient } from '../helpers/factories';

/** The hydration data of a page. */
const boot = (html: string) => JSON.parse(html.match(/<script type="application\/json" id="__boot">(.*?)<\/script>/)![1]!) as { router: { loaderData: Record<string, unknown> } };

describe('server render: applications, messages and the staff screens', () => {
  async function setUp() {
    const { services, db } = await testApp();
    const { user: admin } = await signedInClient('admin');
    const adviser = await signedInClient('adviser', false, 'Grace');
    const other = await signedInClient('adviser', false, 'Alan');
    const student = await signedInClient('user', false, 'Priya');
    const stranger = await signedInClient('user', false, 'Tomas');
    await db('users').where({ id: student.user.id }).update({ adviser_id: adviser.user.id });
    await db('users').where({ id: stranger.user.id }).update({ adviser_id: other.user.id });
    const country = await ensureCountry('canada');
    const institution = await services.study.institutions.admin.create(admin, { name: `Lakeshore College ${Date.now()}`, country_id: country.id, type: 'college' });
    const application = await services.workflow.account.addApplication(student.user, { institution_id: institution.id, course: 'MSc Render Studies', intake: '2027-09' });
    await services.workflow.staff.updateApplication(adviser.user, application.id, { stage: 'preparing', note: 'Transcript <b>checked</b>.' });
    await services.workflow.staff.addApplication(other.user, stranger.user.id, { institution_id: institution.id, course: 'BA Hidden From Grace', intake: '2027-09' });
    await services.workflow.account.post(student.user, { body: 'Hi <script>alert(1)</script>\nhttps://example.org/x' });
    return { adviser, student, stranger, institution };
  }

  it('a student’s applications and conversation are in the HTML, the text escaped', async () => {
    const { student, institution } = await setUp();
    const applications = await student.client.get('/account/applications');
    expect(applications.status).to.equal(200);
    expect(applications.text).to.include(institution.name);
    expect(applications.text).to.include('MSc Render Studies');
    expect(applications.text).to.include('September 2027');
    expect(applications.text).to.include('Transcript &lt;b&gt;checked&lt;/b&gt;.');
    expect(applications.text).to.include('<title>Applications · Meridian Study Abroad</title>');

    const messages = await student.client.get('/account/messages');
    expect(messages.status).to.equal(200);
    expect(messages.text).to.include('Hi &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(messages.text).not.to.include('<script>alert(1)');
    expect(messages.text).to.include('<a href="https://example.org/x" target="_blank" rel="noopener noreferrer nofollow">');
  });

  it('an adviser’s student file and board render on the server; another adviser’s student is a 404 page', async () => {
    const { adviser, student, stranger } = await setUp();
    const file = await adviser.client.get(`/admin/students/${student.user.id}`);
    expect(file.status).to.equal(200);
    expect(file.text).to.include('Administration Portal');
    expect(file.text).to.include(`<h1>Priya ${student.user.lastname}</h1>`);
    expect(file.text).to.include('MSc Render Studies');
    expect(file.text).to.include('Hi &lt;script&gt;alert(1)&lt;/script&gt;');

    const refused = await adviser.client.get(`/admin/students/${stranger.user.id}`);
    expect(refused.status).to.equal(404);
    expect(refused.text).to.include('Page not found');
    expect(refused.text).not.to.include('BA Hidden From Grace');

    const board = await adviser.client.get('/admin/applications');
    expect(board.status).to.equal(200);
    expect(board.text).to.include('MSc Render Studies');
    expect(board.text).not.to.include('BA Hidden From Grace');
    // The board's data is its cards only: no histories travel to the browser.
    const data = boot(board.text).router.loaderData['admin.applications'] as { cards: Array<Record<string, unknown>> };
    expect(data.cards.length).to.be.greaterThan(0);
    expect(Object.keys(data.cards[0]!)).to.not.include('history');
  });

  it('a student who asked for their account to be deleted shows so on their file, with the day it will be erased', async () => {
    const { adviser, student } = await setUp();
    const { db } = await testApp();
    const before = await adviser.client.get(`/admin/students/${student.user.id}`);
    expect(before.text).not.to.include('Deletion requested');
    await db('users').where({ id: student.user.id }).update({ deletion_requested_at: new Date('2026-11-20T10:00:00Z'), delete_after: new Date('2026-11-27T10:00:00Z') });
    const file = await adviser.client.get(`/admin/students/${student.user.id}`);
    expect(file.status).to.equal(200);
    const badge = file.text.replaceAll('<!-- -->', '');
    expect(badge).to.include('Deletion requested on 20 Nov 2026');
    expect(badge).to.include('erased 27 Nov 2026 unless restored');
  });
});
