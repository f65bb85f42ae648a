import path from 'node:path';
import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import { firstLink, mailTo } from '../helpers/mail';
import { type MockProvider, startMockProvider } from '../helpers/oauth';
import { totpCode } from '../helpers/totp';
import { hydrated, signIn, siteAndBrowser, watchedPage } from './browser';
import type { Site } from '../helpers/site';

describe('browser: accounts', function () {
  this.timeout(120_000);
  let site: Site;
  let browser: Browser;
  let provider: MockProvider;

  before(async () => {
    provider = await startMockProvider();
  });
  siteAndBrowser(
    (running) => ({ site, browser } = running),
    () => ({ env: provider.env }),
  );
  after(async () => {
    await provider?.stop();
  });

  const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

  async function logout(page: Page, firstname: string) {
    await nav(page).getByRole('button', { name: firstname }).click();
    await nav(page).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${site.url}/`);
    await nav(page).getByRole('button', { name: 'Account' }).waitFor();
  }

  it('register → check the inbox (sign-in refused, link sent again) → the mailed link signs in; logout; sign in with remember; change the password; the old one stops working', async () => {
    const w = await watchedPage(browser);
    const { page } = w;
    const email = `amina.${Date.now()}@example.com`;
    await page.goto(`${site.url}/register`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Enter your first name.').waitFor();
    await page.getByText('Please accept the terms of use and the privacy policy.').waitFor();

    await page.getByLabel('First name').fill('Amina');
    await page.getByLabel('Last name').fill('Yusuf');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('harmattan winds of kano');
    await page.getByLabel('Confirm password').fill('harmattan winds of kano');
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    await page.getByText(email).first().waitFor();

    // Before the link, sign-in says what to do (a 403, which the browser reports) and offers the link again.
    w.allow(/status of 403/);
    await page.goto(`${site.url}/login`);
    await hydrated(page);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill('harmattan winds of kano');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Confirm your e-mail address first.').waitFor();
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await page.getByText('we have sent it a new link').waitFor();

    const outbox = path.join(site.env.DATA_DIR!, 'mail');
    let links: string[] = [];
    for (let i = 0; i < 50 && links.length < 2; i++) {
      links = mailTo(outbox, email).filter((m) => m.subject.startsWith('Confirm your e-mail address')).map(firstLink);
      if (links.length < 2) await page.waitForTimeout(100);
    }
    expect(links).to.have.length(2);
    await page.goto(links[1]!);
    await hydrated(page);
    await page.getByRole('button', { name: 'Confirm my address' }).click();
    await page.waitForURL(`${site.url}/account`);
    await nav(page).getByRole('button', { name: 'Amina' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Thank you, Amina: your address is confirmed and you are signed in.' }).waitFor();

    await logout(page, 'Amina');

    await signIn(page, site.url, email, 'harmattan winds of kano', true);
    const token = (await w.context.cookies()).find((c) => c.name === 'token')!;
    expect(token.expires - Date.now() / 1000).to.be.greaterThan(364 * 24 * 3600);
    expect(token.httpOnly).to.equal(true);

    await page.goto(`${site.url}/account/password`);
    await hydrated(page);
    await page.getByLabel('Current password').fill('harmattan winds of kano');
    await page.getByLabel('New password', { exact: true }).fill('rainy season in abuja');
    await page.getByLabel('Confirm new password').fill('rainy season in abuja');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed.').waitFor();

    await logout(page, 'Amina');
    await page.goto(`${site.url}/login`);
    await hydrated(page);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill('harmattan winds of kano');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('These credentials do not match our records.').waitFor();
    await page.getByLabel('Password').fill('rainy season in abuja');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await nav(page).getByRole('button', { name: 'Amina' }).waitFor();
    w.allow(/status of 422/);
    w.assertClean();
    await w.context.close();
  });

  it('profile: the student fills in their details and sees them saved', async () => {
    const user = await site.createUser('user');
    const w = await watchedPage(browser, { width: 375, height: 800 });
    const { page } = w;
    await signIn(page, site.url, user.email, user.password);
    await page.goto(`${site.url}/account/profile`);
    await hydrated(page);
    await page.getByLabel('Phone').fill('+91 22 2283 1234');
    await page.getByLabel('Nationality').selectOption('India');
    await page.getByLabel('Intended level of study').selectOption('postgraduate-taught');
    await page.getByLabel('Canada').check();
    await page.getByLabel('Ireland').check();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Your profile has been saved.').waitFor();
    await page.reload();
    await hydrated(page);
    expect(await page.getByLabel('Phone').inputValue()).to.equal('+91 22 2283 1234');
    expect(await page.getByLabel('Canada').isChecked()).to.equal(true);
    await page.getByLabel('Date of birth').fill('1890-01-01');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Enter a date of birth for someone aged 13 to 100.').waitFor();
    w.assertClean();
    await w.context.close();
  });

  it('password reset from the file outbox: request, open the mailed link, choose a new password, sign in', async () => {
    const user = await site.createUser('user');
    const w = await watchedPage(browser);
    const { page } = w;
    await page.goto(`${site.url}/password/reset`);
    await hydrated(page);
    await page.getByLabel('E-mail address').fill(user.email);
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await page.getByText('If an account exists for that address').waitFor();

    const outbox = path.join(site.env.DATA_DIR!, 'mail');
    let mails = mailTo(outbox, user.email);
    for (let i = 0; i < 50 && mails.length === 0; i++) {
      await page.waitForTimeout(100);
      mails = mailTo(outbox, user.email);
    }
    const link = firstLink(mails[0]!);
    expect(link.startsWith(`${site.url}/password/reset/`)).to.equal(true);
    await page.goto(link);
    await hydrated(page);
    expect(await page.getByLabel('E-mail address').inputValue()).to.equal(user.email);
    await page.getByLabel('New password', { exact: true }).fill('monsoon over mumbai harbour');
    await page.getByLabel('Confirm new password').fill('monsoon over mumbai harbour');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL(`${site.url}/login`);
    await page.getByText('Your password has been reset.').waitFor();
    await signIn(page, site.url, user.email, 'monsoon over mumbai harbour');
    await nav(page).getByRole('button', { name: user.firstname }).waitFor();

    await page.goto(link);
    expect(new URL(page.url()).pathname).to.equal('/');
    w.assertClean();
    await w.context.close();
  });

  describe('OAuth sign-in', () => {
    /** On the open page, the provider's button (or `button`): the popup visits the provider, reports back and closes. */
    async function throughPopup(page: Page, button = 'Sign in with Meridian ID') {
      const popupOpened = page.waitForEvent('popup');
      await page.getByRole('button', { name: button }).click();
      await (await popupOpened).waitForEvent('close');
    }

    /** A fresh page on the sign-in form, signed in through the provider's popup. */
    async function popupSignIn(page: Page) {
      await page.goto(`${site.url}/login`);
      await hydrated(page);
      await throughPopup(page);
    }

    it('popup flow: the popup goes to the provider, reports back and closes; a second sign-in is the same user', async () => {
      const email = `oauth.${Date.now()}@example.com`;
      provider.setUser({ sub: `sub-${email}`, email, email_verified: true, given_name: 'Yaw', family_name: 'Owusu' });
      for (let round = 0; round < 2; round++) {
        const w = await watchedPage(browser);
        const { page } = w;
        await popupSignIn(page);
        await page.waitForURL(`${site.url}/`);
        await nav(page).getByRole('button', { name: 'Yaw' }).waitFor();
        w.assertClean();
        await w.context.close();
      }
      const rows = await site.database.db('users').whereRaw('lower(email) = lower(?)', [email]);
      expect(rows).to.have.length(1);
      expect(await site.database.db('oauth_identities').where({ user_id: rows[0].id })).to.have.length(1);
    });

    it('redirect flow: without a popup the whole page makes the trip and lands on the remembered page', async () => {
      const email = `redirect.${Date.now()}@example.com`;
      provider.setUser({ sub: `sub-${email}`, email, email_verified: true, given_name: 'Esi', family_name: 'Mensah' });
      const w = await watchedPage(browser);
      const { page } = w;
      await page.addInitScript(() => {
        window.open = () => null; // a popup blocker
      });
      await page.goto(`${site.url}/account/profile`);
      expect(new URL(page.url()).pathname).to.equal('/login');
      await hydrated(page);
      await page.getByRole('button', { name: 'Sign in with Meridian ID' }).click();
      await page.waitForURL(`${site.url}/account/profile`);
      await hydrated(page);
      await nav(page).getByRole('button', { name: 'Esi' }).waitFor();
      expect(await page.getByLabel('E-mail address').inputValue()).to.equal(email);
      w.assertClean();
      await w.context.close();
    });

    /** An account made by a first provider sign-in, then given two-step sign-in with a known secret (as the app would). */
    async function providerAccountWithTwoStep(firstname: string): Promise<{ email: string; secret: string }> {
      const email = `two-step.${firstname.toLowerCase()}.${Date.now()}@example.com`;
      provider.setUser({ sub: `sub-${email}`, email, email_verified: true, given_name: firstname, family_name: 'Boateng' });
      const first = await watchedPage(browser);
      await popupSignIn(first.page);
      await nav(first.page).getByRole('button', { name: firstname }).waitFor();
      first.assertClean();
      await first.context.close();
      const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
      await site.database.db('users').whereRaw('lower(email) = lower(?)', [email]).update({ mfa_secret: secret, mfa_enabled_at: new Date().toISOString(), mfa_last_step: null });
      return { email, secret };
    }

    it('popup flow with two-step sign-in: the provider is the first step only, and the sign-in page asks for the code', async () => {
      const { secret } = await providerAccountWithTwoStep('Kwabena');
      const w = await watchedPage(browser);
      const { page } = w;
      await popupSignIn(page);
      await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
      expect(await page.evaluate(async () => (await fetch('/api/user', { headers: { Accept: 'application/json' } })).status), 'no session yet').to.equal(401);
      w.allow(/status of 401/);
      await page.getByLabel('Code from your authenticator app').fill(totpCode(secret, 1));
      await page.getByRole('button', { name: 'Verify and sign in' }).click();
      await page.waitForURL(`${site.url}/`);
      await nav(page).getByRole('button', { name: 'Kwabena' }).waitFor();
      w.assertClean();
      await w.context.close();
    });

    it('redirect flow with two-step sign-in: the code step waits on the sign-in page (never in the address), then the remembered page', async () => {
      const { secret } = await providerAccountWithTwoStep('Adjoa');
      const w = await watchedPage(browser);
      const { page } = w;
      await page.addInitScript(() => {
        window.open = () => null; // a popup blocker
      });
      const addresses: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) addresses.push(frame.url());
      });
      await page.goto(`${site.url}/account/profile`);
      await hydrated(page);
      await page.getByRole('button', { name: 'Sign in with Meridian ID' }).click();
      await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
      expect(new URL(page.url()).pathname).to.equal('/login');
      expect(addresses.filter((a) => /mfa/i.test(new URL(a).search + new URL(a).hash)), 'no challenge in any address').to.deep.equal([]);
      await page.getByLabel('Code from your authenticator app').fill(totpCode(secret, 1));
      await page.getByRole('button', { name: 'Verify and sign in' }).click();
      await page.waitForURL(`${site.url}/account/profile`);
      await hydrated(page);
      await nav(page).getByRole('button', { name: 'Adjoa' }).waitFor();
      w.assertClean();
      await w.context.close();
    });

    it('sudo mode: an account without a password confirms through the provider before two-step sign-in is set up', async () => {
      const email = `sudo.${Date.now()}@example.com`;
      provider.setUser({ sub: `sub-${email}`, email, email_verified: true, given_name: 'Efua', family_name: 'Asare' });
      const w = await watchedPage(browser);
      const { page } = w;
      await popupSignIn(page);
      await nav(page).getByRole('button', { name: 'Efua' }).waitFor();

      await page.goto(`${site.url}/account/security`);
      await hydrated(page);
      // Without the confirmation the server says why, and nothing is set up.
      await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
      await page.getByRole('alert').filter({ hasText: 'Sign in again with your provider to confirm it is you.' }).waitFor();
      w.allow(/status of 403/);
      await throughPopup(page, 'Confirm with Meridian ID');
      await page.getByText('Confirmed: it is you.').waitFor();
      await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
      await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
      w.assertClean();
      await w.context.close();
    });

    it('an e-mail that already belongs to another account is refused', async () => {
      const owner = await site.createUser('user');
      provider.setUser({ sub: `intruder-${owner.email}`, email: owner.email, email_verified: true, name: 'Not The Owner' });
      const w = await watchedPage(browser);
      const { page } = w;
      await page.goto(`${site.url}/login`);
      await hydrated(page);
      const popupOpened = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Sign in with Meridian ID' }).click();
      const popup = await popupOpened;
      await popup.getByText('Email already taken.').waitFor();
      await page.getByRole('alert').filter({ hasText: 'Email already taken.' }).waitFor();
      expect(new URL(page.url()).pathname).to.equal('/login');
      await popup.close();
      w.assertClean();
      await w.context.close();
    });
  });

  it('admin: add, search, sort, edit, disable (the student is signed out and cannot sign in), enable, delete', async () => {
    const admin = await site.createUser('admin');
    const student = await site.createUser('user', { firstname: 'Ngozi' });
    const studentSession = await watchedPage(browser);
    await signIn(studentSession.page, site.url, student.email, student.password);

    const w = await watchedPage(browser);
    const { page } = w;
    await signIn(page, site.url, admin.email, admin.password);
    await page.goto(`${site.url}/admin/users/add`);
    await hydrated(page);
    const added = `tunde.${Date.now()}@example.com`;
    await page.getByLabel('First name').fill('Tunde');
    await page.getByLabel('Last name').fill('Bakare');
    await page.getByLabel('E-mail address').fill(added);
    await page.getByLabel('Password', { exact: true }).fill('ibadan hills at night');
    await page.getByLabel('Confirm password').fill('ibadan hills at night');
    await page.getByRole('button', { name: 'Add user' }).click();
    await page.getByRole('heading', { name: 'Tunde Bakare', level: 1, exact: true }).waitFor();
    await page.getByText('Tunde Bakare has been added.').waitFor();

    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Users' }).click();
    await page.getByLabel('Search by name or e-mail').fill('Tunde');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/q=Tunde/);
    await page.getByRole('cell', { name: added }).waitFor();
    expect(await page.getByRole('row').count()).to.equal(2);

    await page.getByLabel('Search by name or e-mail').fill('');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('columnheader', { name: /E-mail/ }).getByRole('link').click();
    await page.waitForURL(/sort=email&dir=asc/);
    // The address changes as the navigation starts; the header says its order once the sorted list is drawn.
    await page.locator('th[aria-sort="ascending"]', { hasText: 'E-mail' }).waitFor();
    expect(await page.getByRole('columnheader', { name: /E-mail/ }).getAttribute('aria-sort')).to.equal('ascending');
    await page.getByRole('columnheader', { name: /E-mail/ }).getByRole('link').click();
    await page.waitForURL(/sort=email&dir=desc/);

    await page.goto(`${site.url}/admin/users?q=${encodeURIComponent(student.email)}`);
    await hydrated(page);
    await page.getByRole('link', { name: `Ngozi ${student.lastname}` }).click();
    await page.getByRole('heading', { name: `Ngozi ${student.lastname}`, level: 1 }).waitFor();
    await page.getByLabel('Phone').fill('+234 1 271 0000');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('The changes have been saved.').waitFor();
    await page.getByRole('definition').filter({ hasText: '+234 1 271 0000' }).waitFor();

    await page.getByRole('button', { name: 'Disable account' }).click();
    await page.getByText('Disabled since').waitFor();
    const res = await studentSession.page.evaluate(() => fetch('/api/user').then((r) => r.status));
    expect(res).to.equal(401);
    await studentSession.context.close();
    const retry = await watchedPage(browser);
    await retry.page.goto(`${site.url}/login`);
    await hydrated(retry.page);
    await retry.page.getByLabel('E-mail address').fill(student.email);
    await retry.page.getByLabel('Password').fill(student.password);
    await retry.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await retry.page.getByText('This account has been disabled.').waitFor();
    await retry.context.close();

    await page.getByRole('button', { name: 'Enable account' }).click();
    await page.getByText('account has been enabled').waitFor();

    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Delete Ngozi ${student.lastname}?`).waitFor();
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await page.waitForURL(`${site.url}/admin/users`);
    await page.getByText(`Ngozi ${student.lastname} has been deleted.`).waitFor();
    expect(await site.database.db('users').where({ id: student.id })).to.have.length(0);
    w.allow(/status of 401/);
    w.assertClean();
    await w.context.close();
  });
});
