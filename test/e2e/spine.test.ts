import { expect } from 'chai';
import type { Browser } from 'playwright-core';
import { pageTable } from '../../client/routes';
import { hydrated, signIn, siteAndBrowser, watchedPage } from './browser';
import type { Site } from '../helpers/site';

const samples: Record<string, string> = { country: 'canada', slug: 'campus-visits', token: 'a1b2c3' };
const publicPaths = pageTable
  // (A blog post needs a real address: the content tests open one. A booking's page needs a real booking's link:
  // test/e2e/leads.test.ts books one and opens it.)
  .filter((p) => (p.layout ?? 'default') !== 'admin' && !p.guards?.includes('auth') && p.id !== 'blog.post' && p.id !== 'consultation.manage')
  .map((p) => p.path.replace(/:(\w+)/g, (_, name: string) => samples[name]!));

describe('browser: the spine', function () {
  this.timeout(120_000);
  let site: Site;
  let browser: Browser;

  siteAndBrowser((running) => ({ site, browser } = running));

  it('fetches the next navigation’s code when the visitor first acts on the page, not while it starts', async () => {
    const w = await watchedPage(browser, { width: 375, height: 800 });
    const { page } = w;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${site.url}/study`);
    await hydrated(page);
    await page.waitForTimeout(2000);
    const privateHalf = (list: string[]) => list.some((path) => /\/routes-private-[\w-]+\.js$/.test(path));
    expect(privateHalf(scripts), 'nothing of the sign-in and account screens while the page starts').to.equal(false);
    await page.mouse.move(100, 200);
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/routes-private-[\w-]+\.js$/.test(entry.name)));
    // The signed-in parts of the layout (the account menu, an admin's preview notice): never for a visitor.
    expect(scripts.filter((path) => /\/AccountMenu-[\w-]+\.js$/.test(path)), 'no account menu for a visitor').to.deep.equal([]);
    w.assertClean();
    await w.context.close();
  });

  it('the home page hydrates without its static parts’ data, and their links still navigate inside the app', async () => {
    const w = await watchedPage(browser, { width: 375, height: 800 });
    const { page } = w;
    const response = await page.goto(site.url);
    const html = (await response!.text()) ?? '';
    const boot = JSON.parse(html.match(/<script type="application\/json" id="__boot">(.*?)<\/script>/)![1]!) as { router: { loaderData: { home: Record<string, unknown> } } };
    // Only the slider's data travels twice; the cards are in the HTML alone.
    expect(Object.keys(boot.router.loaderData.home)).to.deep.equal(['gallery']);
    await hydrated(page);
    const testimonials = page.getByRole('region', { name: 'What our students say' });
    const quote = (await testimonials.locator('blockquote').first().textContent())!;
    expect(quote.length).to.be.greaterThan(40);

    // A card link in a static part: the app navigates (no new document), as a <Link> would.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('region', { name: 'Study destinations' }).getByRole('link', { name: /Canada/ }).click();
    await page.waitForURL(`${site.url}/countries/canada`);
    await page.getByRole('heading', { name: 'Study in Canada', level: 1, exact: true }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).to.equal(true);

    // Back on the home page the loader has all the data, and the parts render as components with the same content.
    await page.goBack();
    await page.waitForURL(`${site.url}/`);
    await testimonials.locator('blockquote').first().waitFor();
    expect(await testimonials.locator('blockquote').first().textContent()).to.equal(quote);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).to.equal(true);
    w.assertClean();
    await w.context.close();
  });

  it('every public page hydrates without a console error', async () => {
    const w = await watchedPage(browser);
    for (const path of publicPaths) {
      const before = w.errors.length;
      await w.page.goto(`${site.url}${path}`);
      await hydrated(w.page);
      // The unauthorized screen is served with status 403, which the browser reports for the document.
      if (path === '/unauthorized') w.errors.splice(before, w.errors.length - before, ...w.errors.slice(before).filter((e) => !/status of 403/.test(e)));
    }
    w.assertClean();
    await w.context.close();
  });

  it('the progress bar shows during a client navigation and fades after it', async () => {
    const w = await watchedPage(browser);
    await w.page.goto(`${site.url}/`);
    await hydrated(w.page);
    // Hold the About page's chunk so the navigation takes a while.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await w.page.route(/\/dist\/js\/About-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await w.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Story' }).click();
    const bar = w.page.locator('.progress-bar');
    await expect(bar).to.exist;
    await w.page.waitForSelector('.progress-bar.is-visible');
    const box = await bar.boundingBox();
    expect(box?.height).to.equal(2);
    const color = await bar.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(color).to.equal('rgb(108, 180, 238)');
    await w.page.waitForTimeout(400);
    const width = await bar.evaluate((el) => parseFloat((el as HTMLElement).style.width));
    expect(width).to.be.greaterThan(0).and.at.most(95);
    release();
    await w.page.waitForURL(`${site.url}/about`);
    await w.page.getByRole('heading', { name: 'Our Story' }).waitFor();
    await w.page.waitForSelector('.progress-bar:not(.is-visible)', { state: 'attached', timeout: 3000 });
    expect(await w.page.title()).to.equal('Our Story · Meridian Study Abroad');
    w.assertClean();
    await w.context.close();
  });

  it('scrolls to the top after a navigation and restores the position on back', async () => {
    const w = await watchedPage(browser, { width: 1280, height: 600 });
    await w.page.goto(`${site.url}/`);
    await hydrated(w.page);
    await w.page.evaluate(() => window.scrollTo(0, 700));
    await w.page.waitForTimeout(100);
    // A click from script: the pointer would first scroll the link into view and move the saved position.
    await w.page.locator('.site-footer').getByRole('link', { name: 'Galleries' }).evaluate((link) => (link as HTMLElement).click());
    await w.page.waitForURL(`${site.url}/galleries`);
    await w.page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 2000 });
    await w.page.goBack();
    await w.page.waitForURL(`${site.url}/`);
    await w.page.waitForFunction(() => Math.abs(window.scrollY - 700) < 5, undefined, { timeout: 2000 });
    w.assertClean();
    await w.context.close();
  });

  it('the mobile menu opens at 375 px and closes when an item is chosen', async () => {
    const w = await watchedPage(browser, { width: 375, height: 740 });
    await w.page.goto(`${site.url}/`);
    await hydrated(w.page);
    const toggle = w.page.getByRole('button', { name: 'Menu' });
    const nav = w.page.getByRole('navigation', { name: 'Main' });
    expect(await nav.isVisible()).to.equal(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(await nav.isVisible()).to.equal(true);
    await nav.getByRole('button', { name: 'Services' }).click();
    await nav.getByRole('link', { name: 'Services for Students' }).click();
    await w.page.waitForURL(`${site.url}/services/students`);
    expect(await nav.isVisible()).to.equal(false);
    expect(await toggle.getAttribute('aria-expanded')).to.equal('false');
    w.assertClean();
    await w.context.close();
  });

  it('a visitor sent to sign in from /account/profile lands there after signing in, and logout goes home', async () => {
    const user = await site.createUser('user');
    const w = await watchedPage(browser);
    await w.page.goto(`${site.url}/account/profile`);
    expect(new URL(w.page.url()).pathname).to.equal('/login');
    await hydrated(w.page);
    await w.page.getByLabel('E-mail address').fill(user.email);
    await w.page.getByLabel('Password').fill(user.password);
    await w.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await w.page.waitForURL(`${site.url}/account/profile`);
    const cookies = await w.context.cookies();
    expect(cookies.find((c) => c.name === 'intended_url')).to.equal(undefined);
    const menu = w.page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: user.firstname });
    await menu.click();
    await w.page.getByRole('button', { name: 'Logout' }).click();
    await w.page.waitForURL(`${site.url}/`);
    await w.page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Account' }).waitFor();
    w.assertClean();
    await w.context.close();
  });

  it('wrong credentials show the message beside the e-mail field', async () => {
    const w = await watchedPage(browser);
    await w.page.goto(`${site.url}/login`);
    await hydrated(w.page);
    await w.page.getByLabel('E-mail address').fill('nobody@example.com');
    await w.page.getByLabel('Password').fill('whatever it is');
    await w.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await w.page.getByText('These credentials do not match our records.').waitFor();
    expect(await w.page.getByLabel('E-mail address').getAttribute('aria-invalid')).to.equal('true');
    w.allow(/status of 422/);
    w.assertClean();
    await w.context.close();
  });

  it('after the token is revoked elsewhere, the next API call shows "Token Expected" and OK leads to login', async () => {
    const user = await site.createUser('user');
    const w = await watchedPage(browser);
    await signIn(w.page, site.url, user.email, user.password);
    await site.database.db('access_tokens').where({ user_id: user.id }).delete();
    // The account page reads the user afresh from the API on a client navigation.
    await w.page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: user.firstname }).click();
    await w.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account', exact: true }).click();
    const dialog = w.page.getByRole('dialog');
    await dialog.getByText('Token Expected').waitFor();
    await dialog.getByText('Token Expired').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await w.page.waitForURL(`${site.url}/login`);
    await w.page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Account' }).waitFor();
    w.allow(/status of 401/);
    w.allow(/The page could not be shown/);
    w.assertClean();
    await w.context.close();
  });

  it('a 5xx with an HTML body is shown full screen without a confirm button; other 5xx say "There has been an error"', async () => {
    const user = await site.createUser('user');
    const w = await watchedPage(browser);
    await signIn(w.page, site.url, user.email, user.password);
    const nav = w.page.getByRole('navigation', { name: 'Main' });

    // A proxy in front of the site answering with its own error page.
    await w.page.route('**/api/user', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' }));
    await nav.getByRole('button', { name: user.firstname }).click();
    await nav.getByRole('link', { name: 'Account', exact: true }).click();
    const dialog = w.page.getByRole('dialog');
    await dialog.waitFor();
    const frame = w.page.frameLocator('iframe.server-error-frame');
    await frame.getByRole('heading', { name: '502 Bad Gateway' }).waitFor();
    expect(await w.page.locator('.swal2-confirm').isVisible()).to.equal(false);
    await w.page.getByRole('button', { name: 'Close this dialog' }).click();
    await dialog.waitFor({ state: 'detached' });

    await w.page.unroute('**/api/user');
    await w.page.route('**/api/user', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server Error"}' }));
    await w.page.goto(`${site.url}/`);
    await hydrated(w.page);
    await nav.getByRole('button', { name: user.firstname }).click();
    await nav.getByRole('link', { name: 'Account', exact: true }).click();
    await w.page.getByRole('dialog').getByRole('heading', { name: 'Error' }).waitFor();
    await w.page.getByRole('dialog').getByText('There has been an error').waitFor();
    w.allow(/status of 50[02]/);
    w.allow(/The page could not be shown/);
    w.assertClean();
    await w.context.close();
  });

  it('a page chunk that fails to load reloads the page once, which then shows it', async () => {
    const w = await watchedPage(browser);
    await w.page.goto(`${site.url}/`);
    await hydrated(w.page);
    let aborted = 0;
    await w.page.route(/\/dist\/js\/Contact-[^/]+\.js$/, async (route) => {
      if (aborted === 0) {
        aborted += 1;
        await route.abort();
      } else {
        await route.continue();
      }
    });
    const reloaded = w.page.waitForEvent('load');
    await w.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await reloaded;
    expect(new URL(w.page.url()).pathname).to.equal('/contact');
    await hydrated(w.page);
    await w.page.getByRole('heading', { name: 'Contact Us', level: 1, exact: true }).waitFor();
    expect(aborted).to.equal(1);
    w.allow(/Failed to fetch dynamically imported module|ERR_FAILED|net::/);
    w.assertClean();
    await w.context.close();
  });
});
