// The student's plan and offers as the server renders them: /account/plan with its timeline, statuses, reasons and
// calendar address, and the offer section with its reply buttons on /account/applications.
import { expect } from 'chai';
import { client, testApp } from '../helpers/app';
import { ensureCountry, signedInClient } from '../helpers/factories';

/** The hydration data of a page. */
const boot = (html: string) => JSON.parse(html.match(/<script type="application\/json" id="__boot">(.*?)<\/script>/)![1]!) as { router: { loaderData: Record<string, unknown> } };

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
/** The intake month `months` from now (YYYY-MM). */
const intakeIn = (months: number) => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1)).toISOString().slice(0, 7);
};

let stamp = 0;

describe('server render: the student’s plan and offers', function () {
  this.timeout(30_000);

  /** A student holding an accepted offer (firm, with a CAS) and a conditional one for the same intake, and a task. */
  async function setUp() {
    const { db } = await testApp();
    const adviser = await signedInClient('adviser', false, 'Ada');
    const student = await signedInClient('user', false, 'Priya');
    await db('users').where({ id: student.user.id }).update({ adviser_id: adviser.user.id });
    const country = await ensureCountry('plan-render-land');
    await db('countries').where({ id: country.id }).update({ visa_processing_weeks: 4, passport_valid_months_after_intake: 6 });
    const intake = intakeIn(5);
    const add = async (name: string, stage: string, offer: Record<string, unknown>) => {
      stamp += 1;
      const [row] = (await db('institutions')
        .insert({ name: `${name} ${Date.now()} ${stamp}`, slug: `plan-render-${Date.now()}-${stamp}`, country_id: country.id })
        .returning(['id', 'name'])) as Array<{ id: number; name: string }>;
      const res = await adviser.client.post(`/api/staff/students/${student.user.id}/applications`, { institution_id: row!.id, course: 'MSc Planning', intake });
      expect(res.status, JSON.stringify(res.body)).to.equal(201);
      const moved = await adviser.client.patch(`/api/staff/applications/${res.body.id}`, { stage, offer });
      expect(moved.status, JSON.stringify(moved.body)).to.equal(200);
      return { id: Number(res.body.id), name: row!.name };
    };
    const firm = await add('Northgate University', 'unconditional_offer', { deposit_amount: 150000, deposit_currency: 'GBP', deposit_due: day(20), deposit_paid_on: day(-2), reply_by: day(30) });
    const replied = await student.client.post(`/api/account/applications/${firm.id}/reply`, { reply: 'firm' });
    expect(replied.body).to.include({ reply: 'firm', stage: 'accepted' });
    await adviser.client.patch(`/api/staff/applications/${firm.id}`, { visa_document: { kind: 'CAS', number: 'CAS-0042', valid_until: day(40) } });
    const pending = await add('Southbank College', 'conditional_offer', { conditions: 'IELTS 6.5 overall', deposit_amount: 250000, deposit_currency: 'GBP', deposit_due: day(25), reply_by: day(14) });
    const task = await adviser.client.post(`/api/staff/students/${student.user.id}/tasks`, { title: 'Book the IELTS test', due_on: day(3), application_id: pending.id });
    expect(task.status, JSON.stringify(task.body)).to.equal(201);
    return { student, adviser, firm, pending, taskId: Number(task.body.id) };
  }

  it('/account/plan: what needs attention, every step in order with its status in words, the calendar address', async () => {
    const { student, taskId } = await setUp();
    const api = await student.client.get('/api/account/plan');
    expect(api.status).to.equal(200);
    const steps = api.body.steps as Array<{ key: string; title: string; status: string; reason: string | null }>;

    const res = await student.client.get('/account/plan');
    expect(res.status).to.equal(200);
    expect(res.text).to.include('<title>Your plan · Meridian Study Abroad</title>');
    expect(res.text).to.include('<h2 class="card-title">All steps, in order</h2>');
    // The steps in the server's order, each with its status as a word.
    const rendered = [...res.text.matchAll(/<li class="plan-step [^"]*" data-step="([^"]+)" data-status="([^"]+)"/g)].map((m) => [m[1], m[2]]);
    expect(rendered).to.deep.equal(steps.map((s) => [s.key, s.status]));
    expect(res.text).to.match(/<ol class="plan-timeline" aria-label="All steps, in order">/);
    expect(res.text).to.include('<span class="badge plan-status plan-status-done">Done</span>');
    // The CAS ends before the course starts: its step is at risk, among what needs attention, with the server's reason.
    const atRisk = steps.find((s) => s.status === 'at_risk');
    expect(atRisk, 'an at-risk step').to.not.equal(undefined);
    expect(res.text).to.include('Needs your attention');
    expect(res.text).to.include('<span class="badge plan-status plan-status-at_risk">At risk</span>');
    expect(res.text).to.include(atRisk!.reason!.replace(/&/g, '&amp;').slice(0, 40));
    // The adviser's task is the student's to tick off.
    expect(res.text).to.include(`data-step="task:${taskId}"`);
    expect(res.text).to.include('Mark as done<span class="visually-hidden">: <!-- -->Book the IELTS test</span>');
    // The private feed, to copy or open in a calendar app.
    const url = api.body.calendar_url as string;
    expect(res.text).to.include(`value="${url}"`);
    expect(res.text).to.include(`href="webcal://${url.replace(/^https?:\/\//, '')}"`);
    expect(res.text).to.include('Make a new private link');
    const data = boot(res.text).router.loaderData['account.plan'] as { steps: unknown[] };
    expect(data.steps).to.have.length(steps.length);
  });

  it('/account/plan in Arabic is right to left and in Arabic', async () => {
    const { student } = await setUp();
    const res = await student.client.get('/ar/account/plan');
    expect(res.status).to.equal(200);
    expect(res.text).to.match(/<html[^>]+dir="rtl"/);
    expect(res.text).to.include('كل الخطوات، بالترتيب');
    expect(res.text).not.to.include('All steps, in order');
  });

  it('/account/plan with no steps says how the plan fills in', async () => {
    const { client: c } = await signedInClient('user', false, 'Nadia');
    const res = await c.get('/account/plan');
    expect(res.status).to.equal(200);
    expect(res.text).to.include('Your plan fills in as your applications move');
    expect(res.text).to.include('href="/account/applications"');
    expect(res.text).not.to.include('plan-timeline');
  });

  it('a visitor is sent to sign in and staff to the unauthorized page, as for /account/applications', async () => {
    for (const path of ['/account/plan', '/account/applications']) {
      const visitor = await (await client()).get(path).redirects(0);
      expect(visitor.status, path).to.equal(302);
      expect(visitor.headers.location, path).to.match(/\/login$/);
    }
    const { client: adviser } = await signedInClient('adviser');
    const staff = await adviser.get('/account/plan').redirects(0);
    expect(staff.status).to.equal(302);
    expect(staff.headers.location).to.match(/\/unauthorized$/);
  });

  it('/account/applications: each offer’s terms, the reply as a badge, and reply buttons only while replying is possible', async () => {
    const { student, adviser, firm, pending } = await setUp();
    const res = await student.client.get('/account/applications');
    expect(res.status).to.equal(200);
    const text = res.text;
    expect(text).to.include('href="/account/plan"');
    // The offer the firm reply accepted: paid deposit, firm reply, the CAS, and the other two answers while in time.
    const cardOf = (name: string, page = text) => {
      const start = page.indexOf(name);
      const next = page.indexOf('<section class="card application"', start);
      return page.slice(start, next === -1 ? page.indexOf('data-kept="shortlist-form"', start) : next);
    };
    const accepted = cardOf(firm.name);
    expect(accepted).to.include('£1,500.00');
    expect(accepted).to.include('Paid on ');
    expect(accepted).to.include('<span class="badge offer-reply offer-reply-firm">Firm choice</span>');
    expect(accepted).to.include('CAS');
    expect(accepted).to.include('CAS-0042');
    expect(accepted).to.include(`role="group" aria-label="Reply to the offer from ${firm.name}"`);
    expect(accepted).to.match(/<button type="button" class="btn btn-small[^"]*">Insurance choice<\/button>/);
    expect(accepted).to.match(/<button type="button" class="btn btn-small[^"]*">Decline<\/button>/);
    expect(accepted).not.to.match(/<button type="button" class="btn btn-small[^"]*">Firm choice<\/button>/);
    // Moved on by staff, the reply is settled: no buttons (only "firm" is allowed from then on).
    expect((await adviser.client.patch(`/api/staff/applications/${firm.id}`, { stage: 'visa_applied' })).status).to.equal(200);
    expect(cardOf(firm.name, (await student.client.get('/account/applications')).text)).not.to.include('role="group"');
    // The conditional offer: its conditions, deposit due, reply-by day, not answered, and the three buttons.
    const open = cardOf(pending.name);
    expect(open).to.include('IELTS 6.5 overall');
    expect(open).to.include('£2,500.00');
    expect(open).to.include('due by');
    expect(open).to.include('Reply by');
    expect(open).to.include('Not answered yet');
    expect(open).to.include(`role="group" aria-label="Reply to the offer from ${pending.name}"`);
    for (const button of ['Firm choice', 'Insurance choice', 'Decline']) expect(open, button).to.match(new RegExp(`<button type="button" class="btn btn-small[^"]*">${button}</button>`));
    // The conditions are shown once, with the offer.
    expect(open.split('IELTS 6.5 overall').length - 1).to.equal(1);
  });
});
