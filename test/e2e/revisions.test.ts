import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import type { Site } from '../helpers/site';
import { hydrated, signIn, siteAndBrowser, watchedPage } from './browser';

/** Where the revisions view's screenshots go (set SCREENSHOT_DIR to keep them). */
const SHOTS = process.env.SCREENSHOT_DIR;

async function save(page: Page, title: string): Promise<void> {
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Save post' }).click();
  await page.getByText('The post has been saved.').last().waitFor();
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
}

describe('browser: revisions', function () {
  this.timeout(180_000);
  let site: Site;
  let browser: Browser;

  siteAndBrowser((running) => ({ site, browser } = running), { env: { ADMIN_MFA: 'optional' } });

  it('an admin edits a post twice, opens its revisions, sees what changed and restores the first version', async () => {
    const admin = await site.createUser('admin', { firstname: 'Rosa' });
    for (const width of [1280, 375]) {
      const w = await watchedPage(browser, { width, height: 900 });
      const { page } = w;
      await signIn(page, site.url, admin.email, admin.password);
      await page.goto(`${site.url}/admin/blog/add`);
      await hydrated(page);
      const first = `Packing for Toronto ${width}`;
      await page.getByLabel('Title', { exact: true }).fill(first);
      await page.getByLabel('Excerpt', { exact: true }).fill('What to bring in your first winter.');
      await page.getByRole('button', { name: 'Create post' }).click();
      await page.getByRole('heading', { name: first, level: 1 }).waitFor();

      await save(page, `Packing for a Canadian winter ${width}`);
      await save(page, `Packing for a Canadian winter, updated ${width}`);

      await page.getByRole('button', { name: 'Show revisions' }).click();
      const list = page.getByRole('list', { name: 'Saved revisions, newest first' });
      await list.waitFor();
      expect(await list.getByRole('listitem').count()).to.equal(3);
      // The oldest save: its title differs from the current one word by word.
      await list.getByRole('button').last().click();
      const detail = page.locator('.revision-detail');
      await detail.getByText('Title', { exact: true }).waitFor();
      expect(await detail.locator('del').filter({ hasText: 'Toronto' }).count()).to.be.greaterThan(0);
      expect(await detail.locator('ins').filter({ hasText: 'a Canadian winter, updated' }).count()).to.be.greaterThan(0);
      await page.locator('.revisions-card').scrollIntoViewIfNeeded();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/revisions-${width}.png`, fullPage: false });

      await detail.getByRole('button', { name: 'Restore this revision' }).click();
      await page.locator('.swal2-confirm').click();
      await page.getByText('The post has been restored.').last().waitFor();
      await page.getByRole('heading', { name: first, level: 1 }).waitFor();
      expect(await page.getByLabel('Title', { exact: true }).inputValue()).to.equal(first);
      // The restore is a save of its own.
      await page.waitForFunction(() => document.querySelectorAll('.revision-list li').length === 4);
      w.assertClean();
      await w.context.close();
    }
  });
});
