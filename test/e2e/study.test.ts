import path from 'node:path';
import { expect } from 'chai';
import type { Browser } from 'playwright-core';
import { pdf } from '../helpers/files';
import { mailTo } from '../helpers/mail';
import { hydrated, signIn, siteAndBrowser, watchedPage } from './browser';
import type { Site } from '../helpers/site';

describe('browser: study abroad and the contact desk', function () {
  this.timeout(180_000);
  let site: Site;
  let browser: Browser;

  siteAndBrowser((running) => ({ site, browser } = running));

  it('a visitor goes from the home page to a country, sees its institutions and documents, and sends the contact form', async () => {
    const v = await watchedPage(browser, { width: 375, height: 800 });
    const { page } = v;
    await page.goto(site.url);
    await hydrated(page);
    await page.getByRole('link', { name: 'Explore destinations' }).click();
    await page.waitForURL(`${site.url}/study`);
    await page.getByRole('heading', { name: 'Study Abroad', level: 1, exact: true }).waitFor();

    // The name filter narrows the cards as you type.
    const cards = page.locator('.destination-cards > li');
    expect(await cards.count()).to.be.at.least(8);
    await page.getByLabel('Filter by name').fill('can');
    await page.getByText('1 destination shown').waitFor({ state: 'attached' });
    expect(await cards.count()).to.equal(1);
    await cards.getByRole('link', { name: /Canada/ }).click();
    await page.waitForURL(`${site.url}/countries/canada`);
    await page.getByRole('heading', { name: 'Study in Canada', level: 1, exact: true }).waitFor();

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Study Abroad' }).waitFor();
    const facts = page.getByRole('complementary', { name: 'Key facts' });
    await facts.getByText('Tuition', { exact: true }).waitFor();
    const documents = page.getByRole('region', { name: 'Documents you will need' });
    await documents.getByText('Passport', { exact: true }).waitFor();
    const institutions = page.getByRole('region', { name: 'Institutions we work with in Canada' });
    expect(await institutions.getByRole('listitem').count()).to.be.at.least(4);

    // The country's call to action books a free consultation; the booking page leads to the contact form too.
    await page.getByRole('link', { name: 'Book a free consultation', exact: true }).click();
    await page.waitForURL(`${site.url}/consultation`);
    await hydrated(page);
    await page.getByRole('link', { name: 'Send us a message', exact: true }).click();
    await page.waitForURL(`${site.url}/contact`);
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByText('Please agree that we may use your details to answer you.').waitFor();
    await form.getByText('Enter your name.').waitFor();

    const email = `ifeoma.${Date.now()}@example.com`;
    await form.getByLabel('Your name').fill('Ifeoma Eze');
    await form.getByLabel('E-mail address').fill(email);
    await form.getByLabel('Phone (optional)').fill('+234 803 123 4567');
    await form.getByLabel('Where you live (optional)').selectOption('Nigeria');
    await form.getByLabel('What is your enquiry about?').selectOption('application');
    await form.getByLabel('Your message').fill('I have an offer from a college in Toronto. Can you help me with the study permit?');
    await form.getByLabel(/I agree that Meridian may use these details/).check();
    await form.getByRole('button', { name: 'Send message' }).click();
    const sent = page.getByRole('status').filter({ hasText: 'Message sent' });
    await sent.waitFor();
    expect(await sent.evaluate((el) => el === document.activeElement)).to.equal(true);

    // In the outbox: the desk's copy and the sender's confirmation.
    const outbox = path.join(site.env.DATA_DIR!, 'mail');
    const deadline = Date.now() + 10_000;
    while (mailTo(outbox, email).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(mailTo(outbox, email)[0]?.text).to.include('I have an offer from a college in Toronto');

    // And in the admin portal.
    const admin = await site.createUser('admin', { firstname: 'Grace' });
    const a = await watchedPage(browser);
    await signIn(a.page, site.url, admin.email, admin.password);
    await a.page.goto(`${site.url}/admin`);
    await hydrated(a.page);
    await a.page.getByRole('link', { name: /Messages to answer/ }).getByText('1', { exact: true }).waitFor();
    await a.page.getByRole('navigation').getByRole('link', { name: 'Messages' }).click();
    await a.page.waitForURL(`${site.url}/admin/messages`);
    await a.page.getByRole('link', { name: 'Ifeoma Eze' }).click();
    await a.page.getByRole('heading', { name: 'Message from Ifeoma Eze', level: 1, exact: true }).waitFor();
    await a.page.getByText('I have an offer from a college in Toronto. Can you help me with the study permit?').waitFor();
    await a.page.getByRole('button', { name: 'Mark as handled' }).click();
    await a.page.getByText(`Handled by Grace ${admin.lastname}`).waitFor();

    v.assertClean();
    a.assertClean();
    await v.context.close();
    await a.context.close();
  });

  it('a student with Canada as a destination uploads into its checklist; after an admin approves, the item shows approved', async () => {
    const student = await site.createUser('user', { firstname: 'Chidi' });
    const admin = await site.createUser('admin', { firstname: 'Grace' });

    const s = await watchedPage(browser, { width: 375, height: 800 });
    await signIn(s.page, site.url, student.email, student.password);
    await s.page.goto(`${site.url}/account/profile`);
    await hydrated(s.page);
    await s.page.getByLabel('Canada').check();
    await s.page.getByRole('button', { name: 'Save profile' }).click();
    await s.page.getByText('Your profile has been saved.').waitFor();

    await s.page.goto(`${site.url}/account/documents`);
    await hydrated(s.page);
    const checklist = s.page.getByRole('region', { name: /Canada/ });
    const passport = checklist.getByRole('listitem', { name: 'Passport' });
    await passport.getByText('Not uploaded yet').waitFor();
    await passport.getByLabel('Upload passport').setInputFiles([{ name: 'my-passport.pdf', mimeType: 'application/pdf', buffer: pdf(4096) }]);
    await passport.getByText('Waiting for review', { exact: true }).waitFor();
    await s.page.locator('.doc-list').getByRole('link', { name: 'my-passport.pdf' }).waitFor();

    const a = await watchedPage(browser);
    await signIn(a.page, site.url, admin.email, admin.password);
    await a.page.goto(`${site.url}/admin/documents`);
    await hydrated(a.page);
    await a.page.getByRole('link', { name: `Review my-passport.pdf (Passport) of Chidi ${student.lastname}` }).click();
    const doc = a.page.locator('.doc').filter({ hasText: 'my-passport.pdf' });
    await doc.getByRole('button', { name: 'Approve' }).click();
    // A passport is approved with its expiry date, which the student's plan checks.
    await a.page.getByRole('dialog', { name: 'Approve passport' }).getByLabel('Passport expiry date (optional)').fill('2031-05-31');
    await a.page.getByRole('button', { name: 'Approve passport' }).click();
    await a.page.getByText('Passport approved, valid until 31 May 2031.').waitFor();
    await doc.getByText('Expires: 31 May 2031').waitFor();

    await s.page.reload();
    await hydrated(s.page);
    await checklist.getByRole('listitem', { name: 'Passport' }).getByText('Approved').waitFor();
    expect(await checklist.getByRole('listitem', { name: 'Passport' }).getByLabel('Upload passport').count()).to.equal(0);
    await checklist.getByText(/1 of \d+ approved/).waitFor();

    s.assertClean();
    a.assertClean();
    await s.context.close();
    await a.context.close();
  });

  it('an admin adds an institution to a country and it appears on the country’s page', async () => {
    const admin = await site.createUser('admin', { firstname: 'Grace' });
    const a = await watchedPage(browser);
    await signIn(a.page, site.url, admin.email, admin.password);
    await a.page.goto(`${site.url}/admin/institutions?country=ireland`);
    await hydrated(a.page);
    expect(await a.page.getByRole('table').getByRole('row').count()).to.be.at.least(5);
    await a.page.getByRole('link', { name: 'Add institution' }).click();
    await a.page.getByRole('heading', { name: 'Add institution', level: 1, exact: true }).waitFor();
    await a.page.getByRole('button', { name: 'Add institution' }).click();
    await a.page.getByText('Enter a name.').waitFor();
    await a.page.getByLabel('Name', { exact: true }).fill('Liffey School of English');
    // Added from the list filtered to Ireland, the form starts in Ireland.
    expect(await a.page.getByLabel('Country').evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).to.equal('Ireland');
    await a.page.getByLabel('City').fill('Dublin');
    await a.page.getByLabel('Type').selectOption('language-school');
    await a.page.getByLabel('Website').fill('not a website');
    await a.page.getByRole('button', { name: 'Add institution' }).click();
    await a.page.getByText('Use a full address starting with https://').waitFor();
    await a.page.getByLabel('Website').fill('https://www.liffey-english.example');
    await a.page.getByLabel('Description', { exact: true }).fill('Year-round English courses for university entry, two minutes from the river.');
    await a.page.getByRole('button', { name: 'Add institution' }).click();
    await a.page.getByText('The institution has been added.').waitFor();
    await a.page.getByRole('heading', { name: 'Liffey School of English', level: 1, exact: true }).waitFor();

    const v = await watchedPage(browser, { width: 320, height: 700 });
    await v.page.goto(`${site.url}/countries/ireland`);
    await v.page.getByRole('region', { name: 'Institutions we work with in Ireland' }).getByRole('heading', { name: 'Liffey School of English' }).waitFor();
    // No sideways scrolling at the narrowest phone width.
    expect(await v.page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(320);

    a.assertClean();
    v.assertClean();
    await a.context.close();
    await v.context.close();
  });
});
