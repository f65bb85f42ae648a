import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { readManifest } from '../../server/ssr/assets';
import { testApp } from '../helpers/app';
import { ensureCountry, signedInClient } from '../helpers/factories';

/** The hydration data of a page. */
const boot = (html: string) => JSON.parse(html.match(/<script type="application\/json" id="__boot">(.*?)<\/script>/)![1]!) as { router: { loaderData: Record<string, unknown> } };

/** The style sheets a page links, in order. */
const sheets = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]!);

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
    return { adviser, student, stranger, institution, country };
  }

  /** An approved passport of the student, ending on `expiresOn`, and the plan looked at again as an approval does. */
  async function approvedPassport(studentId: number, expiresOn: string) {
    const { db, services } = await testApp();
    const [doc] = (await db('documents').insert({ user_id: studentId, kind: 'passport', status: 'approved', reviewed_at: new Date(), expires_on: expiresOn }).returning('id')) as Array<{ id: number }>;
    await db('document_versions').insert({
      document_id: doc!.id,
      version: 1,
      storage_key: `ssr-plan-${randomBytes(8).toString('hex')}`,
      original_name: 'passport-scan.pdf',
      mime_type: 'application/pdf',
      size: 1234,
      sha256: randomBytes(32).toString('hex'),
    });
    await services.plan.planChanged(studentId);
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
    // A student's page links the site's style sheet only; the portal's is for pages under the admin layout.
    const manifest = readManifest();
    expect(sheets(applications.text)).to.deep.equal([manifest.css]);

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
    const manifest = readManifest();
    expect(sheets(board.text)).to.deep.equal([manifest.css, manifest.portalCss]);
    expect(manifest.portalCss).to.match(/portal-[A-Z0-9]+\.css$/).and.not.equal(manifest.css);
    // The board's data is its cards only: no histories travel to the browser.
    const data = boot(board.text).router.loaderData['admin.applications'] as { columns: Array<{ stage: string; total: number; cards: Array<Record<string, unknown>> }> };
    const preparing = data.columns.find((c) => c.stage === 'preparing')!;
    expect(preparing.total).to.equal(1);
    expect(preparing.cards).to.have.length(1);
    expect(Object.keys(preparing.cards[0]!)).to.not.include('history');
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

  it('the student file shows the plan with an at-risk passport and why, the offer and the expiry; the dashboard lists the step', async () => {
    const { adviser, student, institution } = await setUp();
    const { services } = await testApp();
    // An accepted offer for a course far ahead, and a passport that ends a month after it starts: Canada asks for six.
    const accepted = await services.workflow.staff.addApplication(adviser.user, student.user.id, { institution_id: institution.id, course: 'MSc Plan Rendering', intake: '2030-09', stage: 'accepted' });
    await services.workflow.staff.updateApplication(adviser.user, accepted.id, { offer: { deposit_amount: 150000, deposit_currency: 'GBP', deposit_due: '2030-01-15' } });
    await approvedPassport(student.user.id, '2030-10-01');

    const file = await adviser.client.get(`/admin/students/${student.user.id}`);
    expect(file.status).to.equal(200);
    const html = file.text.replaceAll('<!-- -->', '');
    expect(html).to.include('<section id="plan">');
    expect(html).to.include('<h2 class="card-title">Plan</h2>');
    expect(html).to.include('1 step is late or at risk.');
    // The at-risk step: highlighted, its state in words, and why.
    const step = html.match(/<li class="staff-plan-step staff-plan-step-at_risk staff-plan-step-attention" data-key="passport:\d+">.*?<\/li>/)?.[0];
    expect(step, 'the passport step').to.be.a('string');
    expect(step).to.include('<span class="badge plan-status plan-status-at_risk">At risk</span>');
    expect(step).to.include('Renew it before you apply for your visa.');
    expect(html).to.include('<summary>Add a task</summary>');
    expect(html).to.include('<summary>Offer and visa</summary>');
    expect(html).to.include('£1,500.00 · due 15 Jan 2030 · not paid yet');
    expect(html).to.include('No reply yet');
    expect(html).to.include('Expires: <time dateTime="2030-10-01">1 Oct 2030</time>');

    const dashboard = await adviser.client.get('/admin');
    expect(dashboard.status).to.equal(200);
    const panel = dashboard.text.replaceAll('<!-- -->', '');
    expect(panel).to.include('<h2 class="card-title">Plans that need you</h2>');
    expect(panel).to.include('1 step late or at risk');
    expect(panel).to.include(`<a href="/admin/students/${student.user.id}#plan"`);
    expect(panel).to.include('<span class="badge plan-status plan-status-at_risk">At risk</span>');
    expect(panel).to.include('<time dateTime=');
  });

  it('a dashboard with no late or at-risk step says so', async () => {
    const { adviser } = await setUp();
    const dashboard = await adviser.client.get('/admin');
    expect(dashboard.text).to.include('Plans that need you');
    expect(dashboard.text).to.include('No step of your students’ plans is late or at risk.');
  });

  it('the country form has the plan’s two rules, with where to find them', async () => {
    const { country } = await setUp();
    const { client } = await signedInClient('admin');
    const form = await client.get(`/admin/studycountries/${country.id}`);
    expect(form.status).to.equal(200);
    expect(form.text).to.include('Visa processing (weeks)');
    expect(form.text).to.include('Passport valid after the course starts (months)');
    expect(form.text).to.match(/<input[^>]*name="visa_processing_weeks"[^>]*value="\d+"/);
    expect(form.text).to.match(/<input[^>]*name="passport_valid_months_after_intake"[^>]*value="\d+"/);
    expect(form.text).to.include('Take these from the destination’s official student-visa guidance (e.g. UKVI for the UK, IRCC for Canada');
  });
});
