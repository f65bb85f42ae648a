// A page that fails the test on any console error or uncaught exception (a hydration mismatch included).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser';
import { type Site, type SiteOptions, startSite } from '../helpers/site';

export interface SiteAndBrowser {
  site: Site;
  browser: Browser;
}

/**
 * The describe block's site and Chromium, started together before its tests (hooks registered earlier run first, so
 * `options` may read what they made) and stopped after them; `use` receives both once they run.
 */
export function siteAndBrowser(use: (running: SiteAndBrowser) => void, options: SiteOptions | (() => SiteOptions) = {}): void {
  let running: Partial<SiteAndBrowser> = {};
  before(async () => {
    const [site, browser] = await Promise.all([startSite(typeof options === 'function' ? options() : options), launchBrowser()]);
    running = { site, browser };
    use({ site, browser });
  });
  after(async () => {
    await running.browser?.close();
    await running.site?.stop();
  });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  errors: string[];
  /** Errors the test expects (a refused call it provoked), removed from `errors`. */
  allow(pattern: RegExp): void;
  assertClean(): void;
}

export async function watchedPage(
  browser: Browser,
  options: { width?: number; height?: number; reducedMotion?: 'reduce' | 'no-preference'; locale?: string; timezoneId?: string } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    // The browser's language (navigator.languages, Accept-Language): the site only suggests, never redirects.
    ...(options.locale ? { locale: options.locale } : {}),
    // The browser's time zone (Intl's), for pages that show times in the visitor's own.
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    ...(options.reducedMotion ? { reducedMotion: options.reducedMotion } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const allowed: RegExp[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
  return {
    page,
    context,
    errors,
    allow(pattern) {
      allowed.push(pattern);
    },
    assertClean() {
      const unexpected = errors.filter((e) => !allowed.some((p) => p.test(e)));
      if (unexpected.length) throw new Error(`browser errors:\n${unexpected.join('\n')}`);
    },
  };
}

export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * Draws every part the page leaves undrawn until it nears the screen (`content-visibility: auto`, client/styles/base.css):
 * a check of what is on the page (colours, widths) must see each part as it looks once the reader gets to it, and
 * a part the browser has skipped has no layout, no colours and no text to measure. Set through the CSSOM, which the
 * page's style policy allows.
 */
export async function drawEverything(page: Page): Promise<number> {
  return page.evaluate(() => {
    let drawn = 0;
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility !== 'auto') continue;
      element.style.contentVisibility = 'visible';
      drawn += 1;
    }
    return drawn;
  });
}

export async function signIn(page: Page, base: string, email: string, password: string, remember = false): Promise<void> {
  await page.goto(`${base}/login`);
  await hydrated(page);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  if (remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical findings on the page as it is now, every part drawn (`where` labels them). */
export async function axeProblems(page: Page, where: string): Promise<string[]> {
  await hydrated(page);
  await page.waitForLoadState('load');
  await drawEverything(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({ id: v.id, impact: v.impact ?? null, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${where}: ${v.id} (${v.impact}) at ${v.targets.join(', ')}`);
}
