// The fit check in a browser: a visitor answers, sees the ranking, comes back to it after a reload, registers with
// the top three countries, confirms the address through the mailed link, and finds those countries' checklists.
// Without scripts the form still answers. The site seeds the demo's eight countries with their figures.
import path from 'node:path';
import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import { firstLink, mailTo } from '../helpers/mail';
import type { Site } from '../helpers/site';
import { hydrated, siteAndBrowser, watchedPage } from './browser';

describe('browser: the fit check', function () {
  this.timeout(120_000);
  let site: Site;
  let browser: Browser;
  siteAndBrowser((running) => ({ site, browser } = running));

  const resultNames = async (page: Page) => page.locator('.fit-list .fit-country').allInnerTexts();

  async function answer(page: Page, a: { level: RegExp; field: string; budget: string; work?: boolean; stay?: boolean; english?: boolean }) {
    await page.getByRole('radio', { name: a.level }).check();
    await page.getByLabel('Subject').fill(a.field);
    await page.getByLabel('Yearly budget in euros').fill(a.budget);
    await page.getByLabel('Working part-time while I study').setChecked(a.work ?? false);
    await page.getByLabel('Staying to work after I graduate').setChecked(a.stay ?? false);
    await page.getByLabel('Programmes taught in English only').setChecked(a.english ?? false);
    await page.getByRole('button', { name: 'Show my matches' }).click();
  }

  it('answers → ranked results → kept after a reload → register with the top three → the checklists are ready on first sign-in', async () => {
    const w = await watchedPage(browser);
    const { page } = w;
    await page.goto(`${site.url}/study`);
    await hydrated(page);
    await page.getByRole('link', { name: 'Take the fit check' }).click();
    await page.waitForURL(`${site.url}/study/fit`);
    await page.getByRole('heading', { name: 'Your plans' }).waitFor();

    // Mistakes are named beside their fields, before anything is sent.
    await page.getByRole('button', { name: 'Show my matches' }).click();
    await page.getByText('Choose a level: foundation, bachelor, master, phd or language.').waitFor();
    await page.getByText('Enter what you want to study.').waitFor();
    await page.getByText('Enter your yearly budget in euros, as a number.').waitFor();

    await answer(page, { level: /Master’s degree/, field: 'Mechanical engineering', budget: '15000' });
    await page.getByRole('heading', { name: 'Your matches' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).to.equal('fit-results-title');
    const cheap = await resultNames(page);
    expect(cheap).to.have.length(8);
    expect(cheap[0]).to.equal('Germany');
    await page.getByText('Tuition (€0–€3,000) and living costs (about €11,900) fit your budget').waitFor();
    expect(new URL(page.url()).searchParams.get('budget')).to.equal('15000');

    // Other answers, another order.
    await answer(page, { level: /Bachelor’s degree/, field: 'Computer Science', budget: '30000', work: true, stay: true, english: true });
    await page.waitForURL(/english=yes/);
    await page.getByText('Few programmes are taught in English; most are in German').waitFor();
    const english = await resultNames(page);
    expect(english).not.to.deep.equal(cheap);
    expect(english.slice(0, 3)).not.to.include('Germany');
    const top = english.slice(0, 3);

    // The answers survive a reload, and a later visit to the bare address.
    await page.reload();
    await hydrated(page);
    expect(await page.getByLabel('Subject').inputValue()).to.equal('Computer Science');
    await page.goto(`${site.url}/study/fit`);
    await hydrated(page);
    await page.waitForURL(/field=Computer\+Science/);
    await page.getByRole('heading', { name: 'Your matches' }).waitFor();
    expect((await resultNames(page)).slice(0, 3)).to.deep.equal(top);
    expect(await page.getByLabel('Programmes taught in English only').isChecked()).to.equal(true);

    // Each result links to its country.
    await page.locator('.fit-list .fit-country a').first().click();
    await page.waitForURL(/\/countries\//);
    await page.getByRole('heading', { name: 'Key facts' }).waitFor();
    await page.getByText('Tuition a year').waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Your matches' }).waitFor();

    await page.getByRole('link', { name: 'Create your account' }).click();
    await page.waitForURL(`${site.url}/register`);
    await hydrated(page);
    const carried = `We’ll start your checklist with ${top[0]}, ${top[1]} and ${top[2]}, the best matches of your fit check.`;
    await page.getByText(carried).waitFor();

    const email = `fit.${Date.now()}@example.com`;
    await page.getByLabel('First name').fill('Kofi');
    await page.getByLabel('Last name').fill('Mensah');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('cocoa season in kumasi');
    await page.getByLabel('Confirm password').fill('cocoa season in kumasi');
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();

    const outbox = path.join(site.env.DATA_DIR!, 'mail');
    let links: string[] = [];
    for (let i = 0; i < 50 && links.length === 0; i++) {
      links = mailTo(outbox, email).filter((m) => m.subject.startsWith('Confirm your e-mail address')).map(firstLink);
      if (links.length === 0) await page.waitForTimeout(100);
    }
    await page.goto(links[0]!);
    await hydrated(page);
    await page.getByRole('button', { name: 'Confirm my address' }).click();
    await page.waitForURL(`${site.url}/account`);

    await page.goto(`${site.url}/account/documents`);
    await hydrated(page);
    const headings = await page.locator('.checklist-title > span:not(.checklist-progress)').allInnerTexts();
    expect(headings).to.deep.equal(top);
    w.assertClean();
    await w.context.close();
  });

  it('a visitor can drop the carried countries before registering', async () => {
    const w = await watchedPage(browser, { width: 375, height: 800 });
    const { page } = w;
    await page.goto(`${site.url}/study/fit?level=phd&field=Physics&budget=20000`);
    await hydrated(page);
    await page.getByRole('heading', { name: 'Your matches' }).waitFor();
    await page.goto(`${site.url}/register`);
    await hydrated(page);
    await page.getByText(/We’ll start your checklist with/).waitFor();
    await page.getByRole('button', { name: 'Don’t use them' }).click();
    expect(await page.getByText(/We’ll start your checklist with/).count()).to.equal(0);

    const email = `fitnone.${Date.now()}@example.com`;
    await page.getByLabel('First name').fill('Ama');
    await page.getByLabel('Last name').fill('Boateng');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('evening tide at cape coast');
    await page.getByLabel('Confirm password').fill('evening tide at cape coast');
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    // The registration waits for its link (no account before it is followed), with the destinations it carries.
    const row = await site.database.db('pending_registrations').whereRaw('lower(email) = lower(?)', [email]).first();
    expect(row.preferred_destinations).to.deep.equal([]);
    w.assertClean();
    await w.context.close();
  });

  it('without scripts, the form still answers with the ranking', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/study/fit`);
    await page.getByRole('radio', { name: /Language course/ }).check();
    await page.getByLabel('Subject').fill('English');
    await page.getByLabel('Yearly budget in euros').fill('20000');
    await page.getByRole('button', { name: 'Show my matches' }).click();
    await page.waitForURL(/level=language/);
    await page.getByRole('heading', { name: 'Your matches' }).waitFor();
    expect(await resultNames(page)).to.have.length(8);
    await context.close();
  });
});
