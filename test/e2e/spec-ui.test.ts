// The interface constants in the browser: tooltips on icon-only controls (their delay measured in the page against
// the constant, by pointer and by keyboard, kept inside a 320 px screen), the country page's scrollspy, and the home
// page's scroll animations (none under reduced motion; nothing hidden before the visitor acts).
import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import { REVEAL_DURATION_MS } from '../../client/lib/reveal';
import { TOOLTIP_DELAY_MS, TOOLTIP_ID, TOOLTIP_PADDING_PX } from '../../client/lib/tooltips';
import { hydrated, signIn, siteAndBrowser, watchedPage } from './browser';
import type { Site } from '../helpers/site';

/** The visitor's first act (a pointer moving over the page), then the enhancements' module is there. */
async function act(page: Page): Promise<void> {
  await page.mouse.move(3, 300);
  await page.mouse.move(6, 320);
  await page.waitForFunction(() => document.documentElement.dataset.enhanced === 'true');
}

interface Timing {
  /** When the pointer came onto, or focus reached, a control with a tooltip (performance.now()). */
  start?: number;
  /** Whether the tooltip was visible at that moment. */
  visibleAtStart?: boolean;
  /** When the tooltip became visible. */
  shown?: number;
  text?: string;
}

/**
 * Starts recording, inside the page, when the next act on a tooltip's control happens and when the tooltip shows. A
 * string, not a function: the test runner's transform names functions with a helper the page does not have.
 */
async function recordTiming(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    window.__timingStop?.();
    const timing = {};
    window.__timing = timing;
    const visible = () => { const tip = document.getElementById(${JSON.stringify(TOOLTIP_ID)}); return tip !== null && !tip.hidden; };
    const onAct = (event) => {
      if (timing.start !== undefined || !(event.target instanceof Element) || !event.target.closest('[data-tooltip]')) return;
      timing.start = performance.now();
      timing.visibleAtStart = visible();
    };
    const observer = new MutationObserver(() => {
      if (timing.start === undefined || timing.shown !== undefined || !visible()) return;
      timing.shown = performance.now();
      timing.text = document.getElementById(${JSON.stringify(TOOLTIP_ID)}).textContent;
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['hidden'] });
    // On the window, capturing: before the page's own listeners on the document.
    window.addEventListener('pointerover', onAct, true);
    window.addEventListener('focusin', onAct, true);
    window.__timingStop = () => {
      observer.disconnect();
      window.removeEventListener('pointerover', onAct, true);
      window.removeEventListener('focusin', onAct, true);
    };
  })()`);
}

async function timing(page: Page): Promise<Timing> {
  await page.waitForFunction(() => (window as unknown as { __timing: Timing }).__timing.shown !== undefined);
  return page.evaluate(() => (window as unknown as { __timing: Timing }).__timing);
}

const tooltip = (page: Page) => page.locator(`#${TOOLTIP_ID}`);

async function tipBox(page: Page) {
  return page.evaluate((id) => {
    const r = document.getElementById(id)!.getBoundingClientRect();
    return { top: r.top, left: r.left, right: r.right, bottom: r.bottom, width: window.innerWidth, height: window.innerHeight };
  }, TOOLTIP_ID);
}

function expectInside(box: Awaited<ReturnType<typeof tipBox>>): void {
  expect(box.left).to.be.at.least(TOOLTIP_PADDING_PX);
  expect(box.right).to.be.at.most(box.width - TOOLTIP_PADDING_PX);
  expect(box.top).to.be.at.least(TOOLTIP_PADDING_PX);
  expect(box.bottom).to.be.at.most(box.height - TOOLTIP_PADDING_PX);
}

describe('browser: tooltips, the scrollspy and the scroll animations', function () {
  this.timeout(180_000);
  let site: Site;
  let browser: Browser;

  siteAndBrowser((running) => ({ site, browser } = running));

  it('a social link’s tooltip shows after its delay on hover and on keyboard focus, describes the link, and goes on Escape, blur and leaving', async () => {
    const w = await watchedPage(browser);
    const { page } = w;
    await page.goto(site.url);
    await hydrated(page);
    await act(page);

    const facebook = page.locator('.topbar a[data-tooltip="Facebook"]');
    expect(await facebook.getAttribute('aria-label')).to.equal('Facebook (opens in a new tab)');
    expect(await facebook.getAttribute('aria-describedby')).to.equal(null);

    // Hover: absent when the pointer arrives, shown no sooner than the delay.
    await recordTiming(page);
    await facebook.hover();
    await tooltip(page).waitFor({ state: 'visible' });
    const hover = await timing(page);
    expect(hover.visibleAtStart).to.equal(false);
    expect(hover.shown! - hover.start!).to.be.at.least(TOOLTIP_DELAY_MS - 1);
    expect(hover.text).to.equal('Facebook');
    expect(await tooltip(page).getAttribute('role')).to.equal('tooltip');
    expect(await facebook.getAttribute('aria-describedby')).to.equal(TOOLTIP_ID);
    expect(await facebook.getAttribute('aria-label')).to.equal('Facebook (opens in a new tab)');
    // At the top of the screen there is no room above: below the link, inside the screen.
    const link = (await facebook.boundingBox())!;
    const box = await tipBox(page);
    expect(box.top).to.be.at.least(link.y + link.height);
    expectInside(box);

    // Leaving hides it and the description goes.
    await page.mouse.move(640, 500);
    await tooltip(page).waitFor({ state: 'hidden' });
    expect(await facebook.getAttribute('aria-describedby')).to.equal(null);

    // Escape hides a hovered one; it stays hidden while the pointer stays, and shows again on the next visit.
    await facebook.hover();
    await tooltip(page).waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    expect(await tooltip(page).isHidden()).to.equal(true);
    await page.mouse.move(link.x + link.width / 2 + 2, link.y + link.height / 2 + 1);
    await page.waitForTimeout(TOOLTIP_DELAY_MS * 3);
    expect(await tooltip(page).isHidden()).to.equal(true);
    await page.mouse.move(640, 500);
    await facebook.hover();
    await tooltip(page).waitFor({ state: 'visible' });
    await page.mouse.move(640, 500);
    await tooltip(page).waitFor({ state: 'hidden' });

    // Keyboard: Tab from the top of the page to the first social link.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await recordTiming(page);
    let focused = '';
    for (let i = 0; i < 12 && !focused; i++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.tooltip ?? '');
    }
    expect(focused).to.equal('Facebook');
    await tooltip(page).waitFor({ state: 'visible' });
    const focus = await timing(page);
    expect(focus.visibleAtStart).to.equal(false);
    expect(focus.shown! - focus.start!).to.be.at.least(TOOLTIP_DELAY_MS - 1);
    expect(focus.text).to.equal('Facebook');

    // Escape hides it at once and it stays hidden while focus stays.
    await page.keyboard.press('Escape');
    expect(await tooltip(page).isHidden()).to.equal(true);
    await page.waitForTimeout(TOOLTIP_DELAY_MS * 3);
    expect(await tooltip(page).isHidden()).to.equal(true);
    expect(await facebook.getAttribute('aria-describedby')).to.equal(null);

    // The next link has its own; leaving the links (blur) hides it.
    await page.keyboard.press('Tab');
    await tooltip(page).waitFor({ state: 'visible' });
    expect(await tooltip(page).textContent()).to.equal('Instagram');
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      if (!(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.closest('[data-tooltip]') !== null))) break;
    }
    await tooltip(page).waitFor({ state: 'hidden' });
    w.assertClean();
    await w.context.close();
  });

  it('at 320 px the tooltips of the menu button and of the footer’s social links stay inside the screen, 5 px from its edges', async () => {
    const w = await watchedPage(browser, { width: 320, height: 640 });
    const { page } = w;
    await page.goto(site.url);
    await hydrated(page);
    await act(page);

    // The menu button is at the right edge: the tooltip is pushed left to stay inside.
    const toggle = page.locator('.nav-toggle');
    await toggle.hover();
    await tooltip(page).waitFor({ state: 'visible' });
    expect(await tooltip(page).textContent()).to.equal('Menu');
    const menuBox = await tipBox(page);
    expectInside(menuBox);
    const button = (await toggle.boundingBox())!;
    expect(menuBox.right).to.be.at.most(320 - TOOLTIP_PADDING_PX);
    // Pushed left: not centred on a button this close to the edge.
    expect(menuBox.left + (menuBox.right - menuBox.left) / 2).to.be.below(button.x + button.width / 2);

    const youtube = page.locator('.social-links-footer a[data-tooltip="YouTube"]');
    await youtube.scrollIntoViewIfNeeded();
    await youtube.hover();
    await page.waitForFunction(() => document.getElementById('tooltip')?.textContent === 'YouTube' && !document.getElementById('tooltip')!.hidden);
    expectInside(await tipBox(page));
    // Nothing on the page moved or widened for it.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.equal(320);
    w.assertClean();
    await w.context.close();
  });

  it('the admin’s icon buttons have tooltips instead of titles', async () => {
    const admin = await site.createUser('admin');
    const w = await watchedPage(browser);
    const { page } = w;
    await signIn(page, site.url, admin.email, admin.password);
    const widget = await site.database.db('widgets').where({ name: 'home-cta' }).first();
    await page.goto(`${site.url}/admin/widgets/${widget.id}`);
    await hydrated(page);
    await act(page);
    const bold = page.getByRole('button', { name: 'Bold', exact: true }).first();
    expect(await bold.getAttribute('title')).to.equal(null);
    await bold.hover();
    await tooltip(page).waitFor({ state: 'visible' });
    expect(await tooltip(page).textContent()).to.equal('Bold (Ctrl+B / ⌘B)');
    expect(await bold.getAttribute('aria-describedby')).to.equal(TOOLTIP_ID);
    expectInside(await tipBox(page));
    w.assertClean();
    await w.context.close();
  });

  async function currentEntries(page: Page): Promise<string[]> {
    return page.locator('nav[aria-label="On this page"] a[aria-current="true"]').allTextContents();
  }

  for (const [width, height] of [
    [1280, 800],
    [375, 700],
  ] as const) {
    it(`the country page’s section menu marks the section in view after scrolling to it, and its links go there (${width} px)`, async () => {
      const w = await watchedPage(browser, { width, height });
      const { page } = w;
      await page.goto(`${site.url}/countries/canada`);
      await hydrated(page);
      const menu = page.getByRole('navigation', { name: 'On this page' });
      expect(await menu.getByRole('link').allTextContents()).to.deep.equal(['Overview', 'Documents', 'Institutions', 'Students', 'Next steps']);
      await page.mouse.move(3, 300);
      await page.mouse.move(6, 320);

      // Scrolled so that the institutions' block starts at the top of the screen (under the sticky menu).
      await page.evaluate(() => document.getElementById('institutions-title')!.closest('.page > *')!.scrollIntoView());
      await page.waitForFunction(() => document.querySelector('nav[aria-label="On this page"] a[aria-current="true"]')?.textContent === 'Institutions');
      expect(await currentEntries(page)).to.deep.equal(['Institutions']);
      // The menu stays at the top of the screen.
      expect((await menu.boundingBox())!.y).to.equal(0);

      // Back up to the overview.
      await page.evaluate(() => window.scrollTo(0, document.getElementById('overview-title')!.closest<HTMLElement>('.page > *')!.offsetTop - 20));
      await page.waitForFunction(() => document.querySelector('nav[aria-label="On this page"] a[aria-current="true"]')?.textContent === 'Overview');

      // A link: the section comes to just below the menu, is marked, named in the address and focused.
      await menu.getByRole('link', { name: 'Students' }).click();
      await page.waitForFunction(() => document.querySelector('nav[aria-label="On this page"] a[aria-current="true"]')?.textContent === 'Students');
      await page.waitForFunction(() => {
        const block = document.getElementById('country-testimonials-title')!.closest('.page > *')!.getBoundingClientRect();
        const bar = document.querySelector('.section-menu')!.getBoundingClientRect();
        return Math.abs(block.top - bar.bottom) <= 2;
      });
      expect(await page.evaluate(() => [window.location.hash, document.activeElement?.id])).to.deep.equal(['#country-testimonials-title', 'country-testimonials-title']);
      expect(await currentEntries(page)).to.deep.equal(['Students']);
      if (width < 600) {
        // On a phone the menu scrolls sideways: the marked entry is in sight.
        const inSight = await page.evaluate(() => {
          const list = document.querySelector('.section-menu ul')!.getBoundingClientRect();
          const entry = document.querySelector('.section-menu a[aria-current="true"]')!.getBoundingClientRect();
          return entry.left >= list.left - 1 && entry.right <= list.right + 1;
        });
        expect(inSight).to.equal(true);
      }
      w.assertClean();
      await w.context.close();
    });
  }

  /** How far the institutions' block is below the section menu's bottom edge (0: just below it). */
  const institutionsOffset = (page: Page) =>
    page.evaluate(() => {
      const block = document.getElementById('institutions-title')!.closest('.page > *')!.getBoundingClientRect();
      return block.top - document.querySelector('.section-menu')!.getBoundingClientRect().bottom;
    });

  /** The offset once the jump has settled: as soon as it is within 2 px, or as it is after two seconds. */
  async function settledOffset(page: Page): Promise<number> {
    const deadline = Date.now() + 2000;
    let offset = await institutionsOffset(page);
    while (Math.abs(offset) > 2 && Date.now() < deadline) {
      await page.waitForTimeout(50);
      offset = await institutionsOffset(page);
    }
    return offset;
  }

  /** The country page with the scrollspy's module there (it is fetched at the visitor's first act). */
  async function countryPageActed(options: { reducedMotion?: 'reduce' }) {
    const w = await watchedPage(browser, options);
    await w.page.goto(`${site.url}/countries/canada`);
    await hydrated(w.page);
    await w.page.mouse.move(3, 300);
    await w.page.mouse.move(6, 320);
    // The scrollspy's module is there once the first act has marked a section.
    await w.page.waitForFunction(() => document.querySelector('nav[aria-label="On this page"] a[aria-current="true"]') !== null);
    return w;
  }

  it('under reduced motion a section link jumps at once', async () => {
    const w = await countryPageActed({ reducedMotion: 'reduce' });
    const { page } = w;
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Institutions' }).click();
    // No smooth scroll: the page is there (or within a part's height of it) as soon as the click is handled.
    expect(Math.abs(await institutionsOffset(page))).to.be.below(300);
    expect(Math.abs(await settledOffset(page))).to.be.at.most(2);
    w.assertClean();
    await w.context.close();
  });

  it('a jump made while the page below is shorter than it will be still ends at the section', async () => {
    // The parts below are laid out only as they near the screen (content-visibility), so at the moment of a jump the
    // page can end sooner than it will, and the browser stops the scroll there. Here that is made certain: what follows
    // the institutions is hidden until the page first scrolls.
    const w = await countryPageActed({ reducedMotion: 'reduce' });
    const { page } = w;
    await page.evaluate(() => {
      const block = document.getElementById('institutions-title')!.closest<HTMLElement>('.page > *')!;
      const blocks = [...block.parentElement!.children] as HTMLElement[];
      const after = blocks.slice(blocks.indexOf(block) + 1);
      after.push(document.querySelector<HTMLElement>('.site-footer')!);
      for (const el of after) el.style.display = 'none';
      window.addEventListener('scroll', () => after.forEach((el) => (el.style.display = '')), { once: true });
    });
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Institutions' }).click();
    expect(Math.abs(await settledOffset(page))).to.be.at.most(2);
    w.assertClean();
    await w.context.close();
  });

  /** Each `[data-reveal]` section: its state, opacity, running animations and where it is. */
  async function sections(page: Page) {
    return page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('[data-reveal]')).map((el) => ({
        id: el.getAttribute('aria-labelledby'),
        state: el.dataset.reveal,
        opacity: getComputedStyle(el).opacity,
        animations: el.getAnimations().length,
        top: el.getBoundingClientRect().top,
      })),
    );
  }

  it('the home page’s sections are all shown in the server’s page and before the visitor acts', async () => {
    const html = await (await fetch(site.url)).text();
    expect(html).to.include('data-reveal=""');
    expect(html).not.to.match(/data-reveal="(hidden|in)"/);
    const w = await watchedPage(browser);
    const { page } = w;
    await page.goto(site.url);
    await hydrated(page);
    await page.waitForLoadState('load');
    const all = await sections(page);
    expect(all.length).to.be.at.least(6);
    for (const s of all) expect([s.state, s.opacity]).to.deep.equal(['', '1']);
    w.assertClean();
    await w.context.close();
  });

  it('without a preference, a section below the screen fades in (400 ms, ease) when scrolled to; those on the first screen are simply shown', async () => {
    const w = await watchedPage(browser);
    const { page } = w;
    await page.goto(site.url);
    await hydrated(page);
    await act(page);
    const before = await sections(page);
    const onScreen = before.filter((s) => s.top < 800);
    const below = before.filter((s) => s.top >= 800);
    expect(onScreen.length).to.be.at.least(1);
    for (const s of onScreen) expect([s.state, s.opacity]).to.deep.equal(['', '1']);
    expect(below.length).to.be.at.least(3);
    for (const s of below) expect(s.state).to.equal('hidden');

    // Record the transition as it starts: its timing is the constants'.
    await page.evaluate(() => {
      const w = window as unknown as { __runs: Array<{ property: string; duration: string; easing: string; id: string | null }> };
      w.__runs = [];
      document.addEventListener('transitionrun', (event) => {
        const el = event.target as HTMLElement;
        if (!el.hasAttribute('data-reveal')) return;
        const style = getComputedStyle(el);
        w.__runs.push({ property: event.propertyName, duration: style.transitionDuration, easing: style.transitionTimingFunction, id: el.getAttribute('aria-labelledby') });
      });
    });
    await page.evaluate(() => document.querySelector('[aria-labelledby="testimonials-title"]')!.scrollIntoView({ block: 'center' }));
    await page.waitForFunction(() => document.querySelector<HTMLElement>('[aria-labelledby="testimonials-title"]')!.dataset.reveal === 'in');
    await page.waitForFunction(() => (window as unknown as { __runs: unknown[] }).__runs.length > 0);
    const runs = await page.evaluate(() => (window as unknown as { __runs: Array<{ property: string; duration: string; easing: string; id: string | null }> }).__runs);
    const testimonials = runs.filter((r) => r.id === 'testimonials-title');
    expect(testimonials.map((r) => r.property).sort()).to.deep.equal(['opacity', 'transform']);
    for (const r of testimonials) {
      expect(r.duration).to.equal(`${REVEAL_DURATION_MS / 1000}s, ${REVEAL_DURATION_MS / 1000}s`);
      expect(r.easing).to.equal('ease, ease');
    }
    await page.waitForFunction(() => getComputedStyle(document.querySelector('[aria-labelledby="testimonials-title"]')!).opacity === '1');
    w.assertClean();
    await w.context.close();
  });

  it('after a client-side navigation to the home page, its sections below the screen come in as they are scrolled to', async () => {
    const w = await watchedPage(browser);
    const { page } = w;
    await page.goto(`${site.url}/study`);
    await hydrated(page);
    await act(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL(`${site.url}/`);
    await page.waitForFunction(() => document.querySelectorAll('[data-reveal="hidden"]').length >= 3);
    const now = await sections(page);
    for (const s of now.filter((x) => x.top < 800)) expect([s.state, s.opacity]).to.deep.equal(['', '1']);
    await page.evaluate(() => document.querySelector('[aria-labelledby="posts-title"]')!.scrollIntoView({ block: 'center' }));
    await page.waitForFunction(() => getComputedStyle(document.querySelector('[aria-labelledby="posts-title"]')!).opacity === '1');
    expect(await page.locator('[aria-labelledby="posts-title"]').getAttribute('data-reveal')).to.equal('in');
    w.assertClean();
    await w.context.close();
  });

  it('under reduced motion no section is hidden or animated, scrolled to or not', async () => {
    const w = await watchedPage(browser, { reducedMotion: 'reduce' });
    const { page } = w;
    await page.goto(site.url);
    await hydrated(page);
    await act(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 400) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      const now = await sections(page);
      for (const s of now) expect([s.id, s.state, s.opacity, s.animations]).to.deep.equal([s.id, '', '1', 0]);
    }
    w.assertClean();
    await w.context.close();
  });
});
