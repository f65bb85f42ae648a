// From offer to arrival in Chromium: an adviser records an offer with a deposit on the student's file; the student
// replies firm on their applications page (with the confirmation); their plan shows the deposit and the visa steps;
// the adviser approves a passport that ends too early, and the plan turns red with the reason, on the student's page
// and on the adviser's dashboard. axe-core finds nothing serious on the plan or the student's file.
import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import type { Browser } from 'playwright-core';
import type { Site } from '../helpers/site';
import { axeProblems, hydrated, signIn, siteAndBrowser, watchedPage } from './browser';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const longDay = (iso: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

describe('browser: from offer to arrival', function () {
  this.timeout(180_000);
  let site: Site;
  let browser: Browser;

  siteAndBrowser((running) => ({ site, browser } = running));

  it('an offer with a deposit, a firm reply, the plan’s steps, and a passport that ends too early turning the plan red on both sides', async () => {
    const { db } = site.database;
    const adviser = await site.createUser('adviser', { firstname: 'Grace' });
    const student = await site.createUser('user', { firstname: 'Keiko' });
    await db('users').where({ id: student.id }).update({ adviser_id: adviser.id });
    const institution = (await db('institutions as i').join('countries as c', 'c.id', 'i.country_id').orderBy('i.id').first('i.id', 'i.name', 'c.id as country_id', 'c.name as country')) as {
      id: number;
      name: string;
      country_id: number;
      country: string;
    };
    await db('countries').where({ id: institution.country_id }).update({ visa_processing_weeks: 4, passport_valid_months_after_intake: 6 });
    // Next year's September intake, at an offer stage already (the board's move is the workflow test's).
    const intakeYear = new Date().getUTCFullYear() + 1;
    const [application] = (await db('applications')
      .insert({ student_id: student.id, institution_id: institution.id, course: 'MSc Marine Biology', intake: `${intakeYear}-09`, stage: 'unconditional_offer' })
      .returning('id')) as Array<{ id: number }>;
    const applicationId = Number(application!.id);
    // The student's passport, uploaded and waiting for review.
    const [passport] = (await db('documents').insert({ user_id: student.id, kind: 'passport', status: 'pending' }).returning('id')) as Array<{ id: number }>;
    await db('document_versions').insert({ document_id: passport!.id, version: 1, storage_key: `e2e-plan-${randomBytes(8).toString('hex')}`, original_name: 'keiko-passport.pdf', mime_type: 'application/pdf', size: 2048, sha256: randomBytes(32).toString('hex') });

    // The adviser records the offer's deposit and reply date on the student's file.
    const a = await watchedPage(browser);
    await signIn(a.page, site.url, adviser.email, adviser.password);
    await a.page.goto(`${site.url}/admin/students/${student.id}`);
    await hydrated(a.page);
    const item = a.page.locator('.application-item').filter({ hasText: institution.name });
    await item.getByText('Offer and visa', { exact: true }).click();
    await item.getByLabel('Deposit amount').fill('1,500.00');
    await item.getByLabel('Deposit currency').selectOption('GBP');
    await item.getByLabel('Deposit due').fill(day(20));
    await item.getByLabel('Reply by').fill(day(14));
    await item.getByRole('button', { name: 'Save offer and visa' }).click();
    await a.page.getByText(`The offer and visa details for ${institution.name} have been saved.`).waitFor();
    const saved = (await db('applications').where({ id: applicationId }).first('deposit_amount', 'deposit_currency', 'reply_by')) as { deposit_amount: string; deposit_currency: string; reply_by: string };
    expect(Number(saved.deposit_amount)).to.equal(150000);
    expect(saved.deposit_currency).to.equal('GBP');

    // The student replies firm, after the confirmation that says what happens.
    const s = await watchedPage(browser, { width: 375, height: 800 });
    await signIn(s.page, site.url, student.email, student.password);
    await s.page.goto(`${site.url}/account/applications`);
    await hydrated(s.page);
    await s.page.getByRole('group', { name: `Reply to the offer from ${institution.name}` }).getByRole('button', { name: 'Firm choice' }).click();
    await s.page.getByRole('button', { name: 'Yes, my firm choice' }).click();
    await s.page.getByText(`Your reply to ${institution.name} is saved.`).waitFor();
    const replied = (await db('applications').where({ id: applicationId }).first('reply', 'stage')) as { reply: string; stage: string };
    expect(replied).to.deep.equal({ reply: 'firm', stage: 'accepted' });

    // The plan: the deposit with its amount, and the visa application, at their latest safe days.
    await s.page.goto(`${site.url}/account/plan`);
    await hydrated(s.page);
    const deposit = s.page.locator(`li.plan-step[data-step="deposit:${applicationId}"]`);
    await deposit.waitFor();
    expect(await deposit.textContent()).to.include('£1,500.00').and.to.include(longDay(day(20)));
    const visaDue = new Date(Date.parse(`${intakeYear}-09-01T00:00:00Z`) - 6 * 7 * 86_400_000).toISOString().slice(0, 10);
    expect(await s.page.locator(`li.plan-step[data-step="visa:${applicationId}"]`).textContent()).to.include(longDay(visaDue));
    expect(await s.page.locator('li[data-status="at_risk"]').count()).to.equal(0);
    expect(await axeProblems(s.page, '/account/plan at 375 px')).to.deep.equal([]);

    // The adviser approves the passport, valid only two months past the start: the country asks for six.
    const expires = `${intakeYear}-11-03`;
    await a.page.reload();
    await hydrated(a.page);
    await a.page.locator('.doc').filter({ hasText: 'keiko-passport.pdf' }).getByRole('button', { name: 'Approve', exact: true }).click();
    await a.page.getByLabel('Passport expiry date (optional)').fill(expires);
    await a.page.getByRole('button', { name: 'Approve passport' }).click();
    await a.page.getByText(`Passport approved, valid until ${longDay(expires)}.`).waitFor();

    // Red on the student's plan, with the reason in plain words …
    await s.page.reload();
    await hydrated(s.page);
    const risk = s.page.locator(`li.plan-step[data-step="passport:${applicationId}"][data-status="at_risk"]`);
    await risk.waitFor();
    const reason = (await risk.locator('.plan-step-reason').textContent()) ?? '';
    expect(reason).to.include(longDay(expires)).and.to.include(institution.country).and.to.include('6 months');
    expect(await s.page.getByRole('heading', { name: 'Needs your attention' }).count()).to.equal(1);

    // … on the student's file, and on the adviser's dashboard.
    await a.page.reload();
    await hydrated(a.page);
    await a.page.locator(`#plan li[data-key="passport:${applicationId}"]`).filter({ hasText: 'At risk' }).waitFor();
    expect(await axeProblems(a.page, 'the student’s file')).to.deep.equal([]);
    await a.page.goto(`${site.url}/admin`);
    await hydrated(a.page);
    const alerts = a.page.locator('.staff-plan-alerts');
    await alerts.getByRole('heading', { name: 'Plans that need you' }).waitFor();
    const row = alerts.getByRole('row').filter({ hasText: `Keiko ${student.lastname}` });
    expect(await row.textContent()).to.include('At risk').and.to.include(longDay(expires));
    // On a phone the alerts' table scrolls in its card; the page keeps the screen's width.
    await a.page.setViewportSize({ width: 375, height: 800 });
    expect(await a.page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(375);

    s.assertClean();
    a.assertClean();
    await s.context.close();
    await a.context.close();
  });
});
