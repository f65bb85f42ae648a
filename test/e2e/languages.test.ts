// The site in other languages, in a browser that speaks them: the switch keeps the page, Arabic is laid out right to
// left, a client-side navigation stays in the language with its strings, and the console stays clean.
import { expect } from 'chai';
import type { Browser } from 'playwright-core';
import type { Site } from '../helpers/site';
import { hydrated, siteAndBrowser, watchedPage } from './browser';

describe('browser: languages', function () {
  this.timeout(90_000);
  let site: Site;
  let browser: Browser;
  siteAndBrowser((running) => ({ site, browser } = running));

  it('the language switch opens the same page in the other language, also after a client-side navigation', async () => {
    const w = await watchedPage(browser, { width: 1280, height: 900, locale: 'es-MX' });
    try {
      const { page } = w;
      await page.goto(`${site.url}/countries/canada`);
      await hydrated(page);
      await page.locator('.language-menu summary').click();
      await page.locator('.language-menu a[hreflang="es"]').click();
      await page.waitForURL(`${site.url}/es/countries/canada`);
      await hydrated(page);
      expect(await page.locator('html').getAttribute('lang')).to.equal('es');

      // A link of the page goes on in Spanish, drawn by the browser with the Spanish catalogue.
      await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Estudiar en el extranjero' }).click();
      await page.waitForURL(`${site.url}/es/study`);
      await page.waitForFunction(() => document.title.startsWith('Estudiar en el extranjero'));
      expect(await page.locator('.nav-link.active').textContent()).to.equal('Estudiar en el extranjero');

      // The switch, kept from the first page, still opens the page shown now.
      await page.locator('.language-menu summary').click();
      await page.locator('.language-menu a[hreflang="ar"]').click();
      await page.waitForURL(`${site.url}/ar/study`);
      await hydrated(page);
      w.assertClean();
    } finally {
      await w.context.close();
    }
  });

  it('a browser that prefers Spanish is offered the Spanish page, never sent there; "no" is remembered', async () => {
    const w = await watchedPage(browser, { width: 375, height: 800, locale: 'es-MX' });
    try {
      const { page } = w;
      await page.goto(`${site.url}/about`);
      await hydrated(page);
      expect(page.url()).to.equal(`${site.url}/about`);
      const banner = page.getByRole('region', { name: 'Idioma' });
      await banner.waitFor();
      expect(await banner.getAttribute('lang')).to.equal('es');
      expect(await banner.getByRole('link', { name: 'Leerla en español' }).getAttribute('href')).to.equal('/es/about');
      await banner.getByRole('button', { name: 'No, gracias' }).click();
      await banner.waitFor({ state: 'detached' });
      await page.reload();
      await hydrated(page);
      await page.waitForTimeout(1500);
      expect(await page.locator('.language-suggestion').count()).to.equal(0);
      w.assertClean();
    } finally {
      await w.context.close();
    }
  });

  it('Arabic pages are right to left and mirrored: the logo on the right, the menu to its left', async () => {
    const w = await watchedPage(browser, { width: 1280, height: 900, locale: 'ar' });
    try {
      const { page } = w;
      await page.goto(`${site.url}/ar`);
      await hydrated(page);
      expect(await page.locator('html').getAttribute('dir')).to.equal('rtl');
      const logo = (await page.locator('.mainbar .logo').boundingBox())!;
      const nav = (await page.locator('#site-nav').boundingBox())!;
      expect(logo.x, 'the logo sits right of the navigation').to.be.greaterThan(nav.x + nav.width - 1);
      const english = await watchedPage(browser, { width: 1280, height: 900 });
      try {
        await english.page.goto(`${site.url}/`);
        await hydrated(english.page);
        const enLogo = (await english.page.locator('.mainbar .logo').boundingBox())!;
        const enNav = (await english.page.locator('#site-nav').boundingBox())!;
        expect(enLogo.x + enLogo.width, 'in English the logo sits left of the navigation').to.be.lessThan(enNav.x + 1);
        english.assertClean();
      } finally {
        await english.context.close();
      }
      // The phone number reads left to right inside the Arabic page.
      const phone = page.locator('.topbar a[href^="tel:"] > span').first();
      expect(await phone.evaluate((el) => [getComputedStyle(el).direction, getComputedStyle(el).unicodeBidi])).to.deep.equal(['ltr', 'isolate']);
      w.assertClean();
    } finally {
      await w.context.close();
    }
  });

  it('the phone menu opens in Arabic, and a page kept in the browser hydrates without errors at 375 px', async () => {
    const w = await watchedPage(browser, { width: 375, height: 800, locale: 'ar' });
    try {
      const { page } = w;
      await page.goto(`${site.url}/ar/contact`);
      await hydrated(page);
      await page.getByRole('button', { name: 'القائمة' }).click();
      await page.getByRole('navigation', { name: 'القائمة الرئيسية' }).getByRole('link', { name: 'قصتنا' }).waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).to.be.at.most(375);
      w.assertClean();
    } finally {
      await w.context.close();
    }
  });
});
