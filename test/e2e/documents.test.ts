import { expect } from 'chai';
import type { Browser } from 'playwright-core';
import { pdf, png } from '../helpers/files';
import { hydrated, signIn, siteAndBrowser, watchedPage } from './browser';
import type { Site } from '../helpers/site';

describe('browser: documents', function () {
  this.timeout(120_000);
  let site: Site;
  let browser: Browser;

  siteAndBrowser((running) => ({ site, browser } = running));

  it('upload with progress → rejected with a reason → replaced → approved; the access log lists the admin’s previews', async () => {
    const student = await site.createUser('user', { firstname: 'Priya' });
    const admin = await site.createUser('admin', { firstname: 'Grace' });

    const s = await watchedPage(browser, { width: 375, height: 800 });
    await signIn(s.page, site.url, student.email, student.password);
    await s.page.goto(`${site.url}/account/documents`);
    await hydrated(s.page);

    // A slow line, so the progress bar has something to show.
    const cdp = await s.context.newCDPSession(s.page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: 1024 * 1024, uploadThroughput: 384 * 1024 });

    await s.page.getByLabel('Choose files').setInputFiles([{ name: 'transcript.pdf', mimeType: 'application/pdf', buffer: pdf(1024 * 1024) }]);
    await s.page.getByText('Choose what kind of document this is first.').waitFor();
    await s.page.getByLabel('What are you uploading?').selectOption('transcript');
    await s.page.getByLabel('Choose files').setInputFiles([
      { name: 'transcript.pdf', mimeType: 'application/pdf', buffer: pdf(1024 * 1024) },
      { name: 'passport.png', mimeType: 'image/png', buffer: png() },
    ]);
    const progress = s.page.getByRole('progressbar', { name: 'Uploading transcript.pdf' });
    await s.page.waitForFunction(() => {
      const bar = document.querySelector<HTMLProgressElement>('progress[aria-label="Uploading transcript.pdf"]');
      return bar !== null && bar.value > 0 && bar.value < 100;
    });
    await s.page.getByText('Uploaded — waiting for review').nth(1).waitFor({ timeout: 30_000 });
    expect(await progress.getAttribute('value')).to.equal('100');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const list = s.page.locator('.doc-list');
    await list.getByText('transcript.pdf').waitFor();
    await list.getByText('passport.png').waitFor();
    expect(await list.getByText('Waiting for review').count()).to.equal(2);

    const a = await watchedPage(browser);
    await signIn(a.page, site.url, admin.email, admin.password);
    await a.page.goto(`${site.url}/admin/documents`);
    await hydrated(a.page);
    await a.page.getByRole('cell', { name: 'Academic transcript · transcript.pdf' }).waitFor();
    await a.page.getByRole('link', { name: `Review transcript.pdf (Academic transcript) of Priya ${student.lastname}` }).click();
    await a.page.getByRole('heading', { name: `Priya ${student.lastname}`, level: 1 }).waitFor();
    const transcript = a.page.locator('.doc').filter({ hasText: 'transcript.pdf' });
    await transcript.getByRole('button', { name: 'Preview' }).click();
    await transcript.locator('iframe[title="Preview of transcript.pdf"]').waitFor();
    await transcript.getByRole('button', { name: 'Reject' }).click();
    const dialog = a.page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Reject document' }).click();
    await dialog.getByText('Tell the student why, so they can fix it.').waitFor();
    await dialog.getByRole('textbox').fill('Page 2 is missing. Please upload all pages of the transcript.');
    await dialog.getByRole('button', { name: 'Reject document' }).click();
    await a.page.getByText('Academic transcript rejected. Priya has been told why.').waitFor();
    const passport = a.page.locator('.doc').filter({ hasText: 'passport.png' });
    await passport.getByRole('button', { name: 'Preview' }).click();
    await passport.getByRole('img', { name: 'Preview of passport.png' }).waitFor();

    await s.page.reload();
    await hydrated(s.page);
    await s.page.getByText('Page 2 is missing. Please upload all pages of the transcript.').waitFor();
    const rejected = s.page.locator('.doc').filter({ hasText: 'Needs another look' });
    await rejected.getByLabel('Replace').setInputFiles([{ name: 'transcript-all-pages.pdf', mimeType: 'application/pdf', buffer: pdf(2048) }]);
    await s.page.locator('.doc-list').getByRole('link', { name: 'transcript-all-pages.pdf' }).waitFor();
    await s.page.getByText('Needs another look').waitFor({ state: 'detached' });
    expect(await s.page.locator('.doc-list').getByText('Waiting for review').count()).to.equal(2);

    await a.page.reload();
    await hydrated(a.page);
    const replaced = a.page.locator('.doc').filter({ hasText: 'transcript-all-pages.pdf' });
    await replaced.getByText('version 2').waitFor();
    await replaced.getByRole('button', { name: 'Approve' }).click();
    await a.page.getByText('Academic transcript approved.').waitFor();

    await s.page.reload();
    await hydrated(s.page);
    const approved = s.page.locator('.doc').filter({ hasText: 'transcript-all-pages.pdf' });
    await approved.getByText('Approved').waitFor();
    expect(await approved.getByRole('button', { name: 'Delete' }).count()).to.equal(0);
    const log = s.page.getByRole('table').filter({ hasText: 'Viewed' });
    await log.waitFor();
    expect(await log.getByRole('row').filter({ hasText: `Grace ${admin.lastname}` }).count()).to.be.at.least(2);
    await log.getByRole('row').filter({ hasText: 'passport.png' }).first().waitFor();

    s.assertClean();
    a.assertClean();
    await s.context.close();
    await a.context.close();
  });
});
