// Commission in Chromium: an admin adds an agreement on /admin/commission, records a student's tuition and moves the
// application to enrolled on the student's file, invoices the receivable, downloads the PDF (parsed back: the number,
// the amount and the student's Arabic name), records the payment, and the report shows it paid. axe-core finds
// nothing serious on the commission page.
import { expect } from 'chai';
import pdfParse from 'pdf-parse/lib/pdf-parse.js';
import type { Browser } from 'playwright-core';
import type { Site } from '../helpers/site';
import { axeProblems, hydrated, signIn, siteAndBrowser, watchedPage } from './browser';

describe('browser: commission', function () {
  this.timeout(180_000);
  let site: Site;
  let browser: Browser;

  siteAndBrowser((running) => ({ site, browser } = running));

  it('an agreement, an enrolment with its tuition, an invoice downloaded as a PDF, a payment, and the report', async () => {
    const { db } = site.database;
    const admin = await site.createUser('admin');
    const student = await site.createUser('user', { firstname: 'ليلى' });
    await db('users').where({ id: student.id }).update({ lastname: 'حداد' });
    // An institution of its own: the demo's have agreements already, and one institution's never overlap.
    const country = (await db('countries').orderBy('id').first('id')) as { id: number };
    const [made] = (await db('institutions').insert({ name: 'Northgate Test University', slug: `northgate-test-${Date.now()}`, country_id: country.id, visible: true }).returning(['id', 'name'])) as Array<{ id: number; name: string }>;
    const institution = made!;
    const intake = `${new Date().getUTCFullYear()}-09`;
    const [application] = (await db('applications')
      .insert({ student_id: student.id, institution_id: institution.id, course: 'MSc Public Health', intake, stage: 'visa_granted' })
      .returning('id')) as Array<{ id: number }>;

    const w = await watchedPage(browser);
    const { page } = w;
    // Signed out, the portal sends the visitor to sign in and remembers where they were going; signed in, the
    // browser goes there without a new document: the portal's style sheet came with its code, and its rules apply
    // (the commission screen's own are in that sheet only).
    await page.goto(`${site.url}/admin/commission`);
    await signIn(page, site.url, admin.email, admin.password);
    await page.waitForURL((url) => url.pathname === '/admin/commission');
    await hydrated(page);
    expect(await page.evaluate(() => [...document.styleSheets].filter((s) => /\/portal-[^/]+\.css$/.test(s.href ?? '')).length)).to.equal(1);

    // The agreement: 12.5 % of first-year tuition in pounds, payable on enrolment.
    await page.goto(`${site.url}/admin/commission#agreements`);
    await hydrated(page);
    expect(await page.locator('.commission-toc ul').evaluate((e) => getComputedStyle(e).display)).to.equal('flex');
    await page.getByRole('button', { name: 'Add an agreement' }).click();
    await page.getByLabel('Institution').last().selectOption(String(institution.id));
    await page.getByLabel('Valid from').fill(`${new Date().getUTCFullYear() - 1}-01-01`);
    await page.getByLabel('A percentage of first-year tuition').check();
    await page.getByLabel('Rate (% of first-year tuition)').fill('12.5');
    await page.getByLabel('Currency').last().selectOption('GBP');
    await page.getByLabel('On enrolment').check();
    await page.getByLabel('Finance office e-mail').fill('fees@northgate.example');
    await page.getByRole('button', { name: 'Add the agreement' }).click();
    await page.locator('table.agreements-table').filter({ hasText: '12.5 % of first-year tuition' }).waitFor();

    // The tuition and the move to enrolled, on the student's file.
    await page.goto(`${site.url}/admin/students/${student.id}`);
    await hydrated(page);
    const item = page.locator('.application-item').filter({ hasText: institution.name });
    await item.getByText('Offer and visa', { exact: true }).click();
    await item.getByLabel('Tuition amount').fill('18,500.00');
    await item.getByLabel('Tuition currency').selectOption('GBP');
    await item.getByRole('button', { name: 'Save offer and visa' }).click();
    await page.getByText(`The offer and visa details for ${institution.name} have been saved.`).waitFor();
    // The file is read again after a save and the application drawn afresh, its disclosures closed: the editor is
    // opened once the tuition shows.
    await item.locator('dd').filter({ hasText: '£18,500.00' }).waitFor();
    await item.getByText('Move or edit', { exact: true }).click();
    await item.getByLabel('Stage').selectOption('enrolled');
    await item.getByRole('button', { name: 'Save application' }).click();
    await page.getByText('Moved to Enrolled.').waitFor();
    await item.locator('.application-badges .stage-badge').filter({ hasText: 'Enrolled' }).waitFor();

    // The receivable: £2,312.50, invoiced from the commission page.
    await page.goto(`${site.url}/admin/commission#receivables`);
    await hydrated(page);
    const row = page.locator(`tr.receivable-row`).filter({ hasText: 'ليلى حداد' });
    await row.waitFor();
    expect(await row.textContent()).to.include('£2,312.50');
    await row.getByRole('button', { name: /^Invoice/ }).click();
    await page.getByRole('button', { name: 'Issue the invoice' }).click();
    await page.getByText(/^Invoice INV-\d{4}-\d{4} issued and mailed/).waitFor();
    const number = (await row.locator('.receivable-invoice').textContent())!.replace(/\s*\(PDF\)$/, '').trim();
    expect(number).to.match(/^INV-\d{4}-\d{4}$/);
    expect(await axeProblems(page, '/admin/commission')).to.deep.equal([]);

    // The PDF, downloaded from the page's link and read back.
    const [download] = await Promise.all([page.waitForEvent('download'), row.locator('.receivable-invoice').click()]);
    const file = await download.path();
    const { readFile } = await import('node:fs/promises');
    const text = (await pdfParse(await readFile(file))).text.normalize('NFC').replace(/\s+/g, ' ');
    expect(text).to.include(number).and.to.include('£2,312.50').and.to.include('ليلى حداد');

    // Paid in full.
    await row.getByRole('button', { name: /^Record a payment/ }).click();
    await page.getByLabel('Paid on').fill(new Date().toISOString().slice(0, 10));
    await page.getByLabel('Total paid so far (GBP)').fill('2312.50');
    await page.getByRole('button', { name: 'Save the payment' }).click();
    await row.filter({ hasText: 'Paid' }).locator('.badge').filter({ hasText: /^Paid$/ }).waitFor();

    // The report for the whole year: the institution's pounds, invoiced and paid, nothing overdue.
    await page.goto(`${site.url}/admin/commission?from=${new Date().getUTCFullYear() - 1}-01-01&to=${new Date().getUTCFullYear() + 1}-12-31#report`);
    await hydrated(page);
    const line = page.locator('table.report-table tr').filter({ hasText: institution.name }).filter({ hasText: 'GBP' });
    await line.waitFor();
    expect((await line.textContent())!.match(/£2,312\.50/g)?.length).to.be.at.least(3);
    const stored = (await db('receivables').where({ application_id: application!.id }).first('status', 'paid_amount')) as { status: string; paid_amount: number };
    expect(stored).to.deep.equal({ status: 'paid', paid_amount: 231250 });
    w.assertClean();
    await w.context.close();
  });
});
