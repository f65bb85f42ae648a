// The security page in Chromium: two-step sign-in set up with the page's own secret and used at sign-in, another
// session ended, and an admin kept out of the portal until two-step sign-in is on (ADMIN_MFA=required).
import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import type { Site } from '../helpers/site';
import { totpCode as codeFor } from '../helpers/totp';
import { hydrated, signIn, siteAndBrowser, watchedPage } from './browser';

/** Sets up two-step sign-in on the open security page (the password asked first); answers the secret the page showed. */
async function setUpTwoStep(page: Page, password: string): Promise<string> {
  await page.getByLabel('Your current password').fill(password);
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  const secret = (await page.locator('.secret-key').innerText()).trim();
  await page.getByLabel('Code from your app').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
  expect(await page.locator('.recovery-codes li').count()).to.equal(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await page.getByText('Signing in asks for a code').waitFor();
  return secret;
}

describe('browser: security', function () {
  this.timeout(120_000);
  let site: Site;
  let browser: Browser;

  siteAndBrowser((running) => ({ site, browser } = running), { env: { ADMIN_MFA: 'required' } });

  it('a sign-in sent before the page runs its scripts never puts the password in the address', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/login`);
    await page.getByLabel('E-mail address').fill('someone@example.com');
    await page.getByLabel('Password').fill('secret-words-123');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname).to.equal('/login');
    expect(page.url()).not.to.contain('secret-words-123');
    expect(page.url()).not.to.contain('password');
    await context.close();
  });

  it('turns on two-step sign-in with the code of the page’s secret; signing in then asks for a code', async () => {
    const student = await site.createUser('user', { firstname: 'Farah' });
    const w = await watchedPage(browser);
    const { page } = w;
    await signIn(page, site.url, student.email, student.password);
    await page.goto(`${site.url}/account/security`);
    await hydrated(page);
    const secret = await setUpTwoStep(page, student.password);

    await page.context().clearCookies();
    await page.goto(`${site.url}/login`);
    await hydrated(page);
    await page.getByLabel('E-mail address').fill(student.email);
    await page.getByLabel('Password').fill(student.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const code = page.getByLabel('Code from your authenticator app');
    await code.waitFor();
    // The code used to turn it on cannot be used again: the next one from the app.
    await code.fill(codeFor(secret, 1));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Farah' }).waitFor();
    w.assertClean();
  });

  it('ends another session from the list: that browser is signed out', async () => {
    const student = await site.createUser('user', { firstname: 'Omar' });
    const laptop = await watchedPage(browser);
    const phone = await watchedPage(browser, { width: 375, height: 740 });
    await signIn(phone.page, site.url, student.email, student.password);
    await signIn(laptop.page, site.url, student.email, student.password);
    await laptop.page.goto(`${site.url}/account/security`);
    await hydrated(laptop.page);
    const rows = laptop.page.locator('.session');
    expect(await rows.count()).to.equal(2);
    await laptop.page.locator('.session.current').getByText('This device').waitFor();
    await laptop.page.locator('.session:not(.current)').getByRole('button', { name: /Sign out/ }).click();
    await laptop.page.getByText('That session has been signed out.').waitFor();
    await laptop.page.locator('.session').nth(1).waitFor({ state: 'detached' });
    expect(await laptop.page.locator('.session').count()).to.equal(1);
    // The phone's token no longer opens the account.
    const status = await phone.page.evaluate(async () => (await fetch('/api/user', { headers: { Accept: 'application/json' } })).status);
    expect(status).to.equal(401);
    phone.allow(/status of 401/);
    laptop.assertClean();
    phone.assertClean();
  });

  it('ADMIN_MFA=required: an admin is sent to set up two-step sign-in, then the portal opens', async () => {
    const admin = await site.createUser('admin', { firstname: 'Ada' });
    const w = await watchedPage(browser);
    const { page } = w;
    await signIn(page, site.url, admin.email, admin.password);
    await page.goto(`${site.url}/admin`);
    await page.waitForURL(`${site.url}/account/security?required=admin`);
    await hydrated(page);
    await page.getByText('The administration portal asks for two-step sign-in.').waitFor();
    await setUpTwoStep(page, admin.password);
    await page.goto(`${site.url}/admin`);
    await hydrated(page);
    await page.getByRole('heading', { name: 'Dashboard' }).first().waitFor();
    expect(new URL(page.url()).pathname).to.equal('/admin');
    w.assertClean();
  });
});
