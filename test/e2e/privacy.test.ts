// /account/privacy in the browser: the zip downloaded from the page holds the student's files; deleting the account
// asks first (SweetAlert2), locks it (sign-in says so), and the mailed link's page restores it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import type { Browser } from 'playwright-core';
import type { AccountExport } from '../../shared/privacy';
import { pdf, sha256 } from '../helpers/files';
import { firstLink, mailTo } from '../helpers/mail';
import type { Site } from '../helpers/site';
import { readZip } from '../helpers/zip';
import { hydrated, signIn, siteAndBrowser, watchedPage } from './browser';

describe('browser: privacy', function () {
  this.timeout(120_000);
  let site: Site;
  let browser: Browser;

  siteAndBrowser((running) => ({ site, browser } = running));

  it('downloads the zip from /account/privacy, then deletes the account after a confirm; the mailed link restores it', async () => {
    const student = await site.createUser('user', { firstname: 'Ifeoma' });
    const s = await watchedPage(browser, { width: 375, height: 800 });
    s.page.setDefaultTimeout(20_000);
    await signIn(s.page, site.url, student.email, student.password);

    // A document to find in the zip, uploaded as a student does.
    const cv = pdf(4096);
    await s.page.goto(`${site.url}/account/documents`);
    await hydrated(s.page);
    await s.page.getByLabel('What are you uploading?').selectOption('cv');
    await s.page.getByLabel('Choose files').setInputFiles([{ name: 'my cv.pdf', mimeType: 'application/pdf', buffer: cv }]);
    await s.page.locator('.doc-list').getByText('my cv.pdf').waitFor({ timeout: 30_000 });

    // From the account index to the privacy page.
    await s.page.goto(`${site.url}/account`);
    await hydrated(s.page);
    await s.page.getByRole('link', { name: 'Your data', exact: true }).click();
    await s.page.getByRole('heading', { name: 'Download your data' }).waitFor();
    expect(new URL(s.page.url()).pathname).to.equal('/account/privacy');

    const [download] = await Promise.all([s.page.waitForEvent('download'), s.page.getByRole('link', { name: 'Download my data (zip)' }).click()]);
    expect(download.suggestedFilename()).to.match(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const saved = path.join(os.tmpdir(), `privacy-e2e-${process.pid}.zip`);
    await download.saveAs(saved);
    const entries = await readZip(saved);
    fs.rmSync(saved, { force: true });
    const account = JSON.parse(entries.get('account.json')!.toString('utf8')) as AccountExport;
    expect(account.profile.email).to.equal(student.email);
    const file = account.documents[0]!.versions[0]!.file!;
    expect(file).to.match(/my cv\.pdf$/);
    expect(sha256(entries.get(file)!)).to.equal(sha256(cv));

    // A wrong password is said on the field, after the confirm.
    const form = s.page.locator('form').filter({ has: s.page.getByRole('button', { name: 'Delete my account' }) });
    await form.getByLabel('Your password').fill('not my password at all');
    await form.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = s.page.getByRole('dialog');
    await dialog.getByText('Delete your account?').waitFor();
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await form.getByText('That is not your password.').waitFor();
    s.allow(/status of 422/);

    // Cancelled: nothing happens.
    await form.getByLabel('Your password').fill(student.password);
    await form.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await s.page.getByRole('heading', { name: 'Your account will be deleted' }).count()).to.equal(0);

    await form.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await s.page.getByRole('heading', { name: 'Your account will be deleted' }).waitFor();
    await s.page.getByText(/will be deleted on \d{4}-\d{2}-\d{2}/).waitFor();

    // Locked: signing in says why.
    await s.page.goto(`${site.url}/login`);
    await hydrated(s.page);
    await s.page.getByLabel('E-mail address').fill(student.email);
    await s.page.getByLabel('Password').fill(student.password);
    await s.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await s.page.getByText(/This account is being deleted/).waitFor();

    // The link from the mail restores it.
    const outbox = path.join(site.env.DATA_DIR!, 'mail');
    const deadline = Date.now() + 15_000;
    let mail = mailTo(outbox, student.email).find((m) => /will be deleted/.test(m.subject));
    while (!mail && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      mail = mailTo(outbox, student.email).find((m) => /will be deleted/.test(m.subject));
    }
    if (!mail) throw new Error('no deletion mail');
    const link = new URL(firstLink(mail));
    await s.page.goto(`${site.url}${link.pathname}`);
    await hydrated(s.page);
    await s.page.getByRole('button', { name: 'Restore my account' }).click();
    await s.page.getByText('Your account has been restored. You can sign in again.').waitFor();
    await signIn(s.page, site.url, student.email, student.password);
    expect(new URL(s.page.url()).pathname).not.to.equal('/login');

    s.assertClean();
    await s.context.close();
  });
});
