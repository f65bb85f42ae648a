import { expect } from 'chai';
import type { Browser } from 'playwright-core';
import type { Site } from '../helpers/site';
import { hydrated, signIn, siteAndBrowser, watchedPage } from './browser';

describe('browser: the audit log', function () {
  this.timeout(180_000);
  let site: Site;
  let browser: Browser;

  siteAndBrowser((running) => ({ site, browser } = running), { env: { ADMIN_MFA: 'optional' } });

  it("an admin changes a user's role, opens the audit log, filters by action with the keyboard and finds the entry", async () => {
    const admin = await site.createUser('admin', { firstname: 'Grace' });
    const student = await site.createUser('user', { firstname: 'Tariq' });

    const a = await watchedPage(browser);
    const { page } = a;
    await signIn(page, site.url, admin.email, admin.password);
    await page.goto(`${site.url}/admin/users/${student.id}`);
    await hydrated(page);
    await page.getByLabel('Role').selectOption('admin');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('The changes have been saved.').waitFor();

    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Audit log' }).click();
    await page.waitForURL(`${site.url}/admin/audit`);
    await page.getByRole('heading', { name: 'Audit log', level: 1, exact: true }).waitFor();
    const summary = `Tariq ${student.lastname}: role student → admin`;
    await page.getByRole('cell', { name: summary }).waitFor();

    // The filters work from the keyboard: choose the action, then Apply.
    const action = page.getByLabel('Action');
    await action.focus();
    await action.selectOption('user.update');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).to.equal('Apply');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('action') === 'user.update');
    await page.getByText('Showing 1–1 of 1').waitFor();

    const row = page.getByRole('row').filter({ hasText: summary });
    await row.getByRole('cell', { name: `Grace ${admin.lastname}`, exact: true }).waitFor();
    await row.getByText('User edited').waitFor();
    expect(await row.locator('.audit-ip').textContent()).to.match(/127\.0\.0\.1|::1/);
    await row.getByRole('link', { name: `User #${student.id}` }).click();
    await page.waitForURL(`${site.url}/admin/users/${student.id}`);
    await page.getByRole('heading', { name: `Tariq ${student.lastname}`, level: 1 }).waitFor();

    // On a phone the page fits the screen; the table scrolls inside its frame.
    const phone = await watchedPage(browser, { width: 375, height: 800 });
    await signIn(phone.page, site.url, admin.email, admin.password);
    await phone.page.goto(`${site.url}/admin/audit?action=user.update`);
    await hydrated(phone.page);
    await phone.page.getByRole('cell', { name: summary }).waitFor({ state: 'attached' });
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(375);

    a.assertClean();
    phone.assertClean();
    await a.context.close();
    await phone.context.close();
  });
});
