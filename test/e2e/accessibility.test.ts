// axe-core on every public page (375 px and 1280 px), the account pages as a student and the main admin pages
// as an admin (1280 px): no violation of impact "serious" or "critical", and a clean console.
//
// The site sends a strict CSP (script-src 'self'), so axe is not added as a <script>: its source is evaluated
// through the DevTools protocol (page.evaluate), which the page's CSP does not govern.
// A11Y_REPORT=all also prints the moderate and minor findings (they do not fail the test).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue, RunOptions } from 'axe-core';
import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import { pageTable } from '../../client/routes';
import { pdf } from '../helpers/files';
import { drawEverything, hydrated, signIn, siteAndBrowser, type WatchedPage, watchedPage } from './browser';
import type { Site } from '../helpers/site';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const FAILING: ReadonlyArray<ImpactValue> = ['serious', 'critical'];
const reportAll = process.env.A11Y_REPORT === 'all';

interface Finding {
  id: string;
  impact: ImpactValue | null;
  help: string;
  helpUrl: string;
  nodes: { target: string; html: string; summary: string }[];
}

/** Public screens: no guard but "guest" (the sign-in, register and password screens), not in the admin layout. */
const publicEntries = pageTable.filter((p) => (p.layout ?? 'default') !== 'admin' && (p.guards ?? []).every((g) => g === 'guest'));
const NOT_FOUND = '/no-such-page-here';

/** Runs axe on the page as it is now and returns its violations, reduced to what a report needs. */
async function axeViolations(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({
        target: n.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : String(t))).join(' > '),
        html: n.html.length > 200 ? `${n.html.slice(0, 200)}…` : n.html,
        summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
      })),
    }));
  });
}

function describeFindings(where: string, findings: Finding[]): string {
  return findings
    .map((f) =>
      [
        `${where}: ${f.id} [${f.impact}] ${f.help} (${f.helpUrl})`,
        ...f.nodes.slice(0, 8).map((n) => `    ${n.target}\n      ${n.html}\n      ${n.summary}`),
        ...(f.nodes.length > 8 ? [`    … and ${f.nodes.length - 8} more`] : []),
      ].join('\n'),
    )
    .join('\n');
}

/**
 * Opens the address, waits for hydration, runs `prepare` (e.g. opens a menu: axe skips what is hidden) and fails on
 * serious/critical findings or console errors.
 */
async function audit(w: WatchedPage, url: string, where: string, options: { status?: number; prepare?: (page: Page) => Promise<void> } = {}): Promise<void> {
  const expectedStatus = options.status ?? 200;
  const before = w.errors.length;
  const response = await w.page.goto(url);
  if (response?.status() !== expectedStatus) throw new Error(`${where}: status ${response?.status()}, expected ${expectedStatus}`);
  await hydrated(w.page);
  // Images change what axe measures (contrast over a picture).
  await w.page.waitForLoadState('load');
  await options.prepare?.(w.page);
  await drawEverything(w.page);
  const findings = await axeViolations(w.page);
  const failing = findings.filter((f) => f.impact !== null && FAILING.includes(f.impact));
  const lesser = findings.filter((f) => !failing.includes(f));
  if (reportAll && lesser.length) console.log(describeFindings(where, lesser));

  // The document itself answers 403/404 on those screens; the browser logs that as a failed load.
  const errors = w.errors.splice(before).filter((e) => expectedStatus === 200 || !e.includes(`status of ${expectedStatus}`));
  const problems = [
    ...(failing.length ? [`axe found ${failing.length} serious/critical violation(s):\n${describeFindings(where, failing)}`] : []),
    ...(errors.length ? [`browser errors on ${where}:\n${errors.join('\n')}`] : []),
  ];
  if (problems.length) throw new Error(problems.join('\n\n'));
}

/**
 * A booking of one of the demo advisers' free times, by the API as the booking page makes it: its manage page shows
 * a real booking (an unknown token's page reads a 404, which the browser logs).
 */
async function bookDemoConsultation(base: string): Promise<string> {
  const { slots } = (await (await fetch(`${base}/api/consultations/slots?days=14`)).json()) as { slots: Array<{ start: string; adviser: { id: number } }> };
  const slot = slots[0];
  if (!slot) throw new Error('the demo advisers have no free time in the next 14 days');
  const first = await fetch(`${base}/api/user`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')![1]!;
  const res = await fetch(`${base}/api/consultations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(xsrf), Cookie: `XSRF-TOKEN=${xsrf}` },
    body: JSON.stringify({ start: slot.start, adviser_id: slot.adviser.id, name: 'Axe Visitor', email: 'axe.visitor@example.com', topic: 'Accessibility', time_zone: 'Europe/Madrid', consent: true }),
  });
  if (res.status !== 201) throw new Error(`booking for the manage page: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { manage_url: string }).manage_url.split('/').pop()!;
}

/** The main navigation with its "Services" menu open (behind the hamburger button on narrow screens). */
async function openServicesMenu(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Menu' });
  if (await toggle.isVisible()) await toggle.click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Services' }).click();
  await nav.getByRole('link', { name: 'Services for Students' }).waitFor();
}

describe('browser: accessibility (axe-core)', function () {
  this.timeout(120_000);
  let site: Site;
  let browser: Browser;
  let student: Awaited<ReturnType<Site['createUser']>>;
  /** Values for the :params of the page table; the blog post's and the gallery's slugs come from the site's API. */
  const samples: Record<string, string> = { country: 'canada', token: 'a1b2c3' };

  siteAndBrowser((running) => ({ site, browser } = running));

  before(async () => {
    const [blog, galleries] = await Promise.all([
      fetch(`${site.url}/api/blog`).then((r) => r.json() as Promise<{ results: { slug: string }[] }>),
      fetch(`${site.url}/api/galleries`).then((r) => r.json() as Promise<{ results: { slug: string }[] }>),
    ]);
    if (!blog.results[0] || !galleries.results[0]) throw new Error('the demo content has no blog post or gallery');
    samples.postSlug = blog.results[0].slug;
    samples.gallerySlug = galleries.results[0].slug;
    samples.booking = await bookDemoConsultation(site.url);
    student = await site.createUser('user', { firstname: 'Amara' });
  });

  const publicPath = (entry: (typeof publicEntries)[number]) =>
    entry.path.replace(/:(\w+)/g, (_, name: string) =>
      name === 'slug' ? samples[entry.id === 'blog.post' ? 'postSlug' : 'gallerySlug']! : entry.id === 'consultation.manage' ? samples.booking! : samples[name]!,
    );

  for (const width of [375, 1280]) {
    describe(`public pages at ${width} px`, () => {
      let w: WatchedPage;
      before(async () => {
        w = await watchedPage(browser, { width, height: 800 });
      });
      after(async () => {
        await w?.context.close();
      });

      for (const entry of publicEntries) {
        it(`${entry.path} (${entry.id})`, async () => {
          const path = publicPath(entry);
          await audit(w, `${site.url}${path}`, `${path} @${width}px`, { status: entry.status ?? 200 });
        });
      }
      it('the 404 page', async () => {
        await audit(w, `${site.url}${NOT_FOUND}`, `${NOT_FOUND} @${width}px`, { status: 404 });
      });
      it('the fit check with its ranked results', async () => {
        const path = '/study/fit?level=bachelor&field=Computer+Science&budget=30000&work=yes&stay=yes&english=yes';
        await audit(w, `${site.url}${path}`, `${path} @${width}px`);
      });
      it('the main navigation with a menu open', async () => {
        await audit(w, `${site.url}/`, `/ with the Services menu open @${width}px`, { prepare: openServicesMenu });
      });
    });
  }

  // The same public pages in Spanish and in Arabic (right to left), in a browser that speaks the language.
  for (const [locale, width] of [['es', 375], ['ar', 375], ['ar', 1280]] as const) {
    describe(`public pages in ${locale} at ${width} px`, () => {
      let w: WatchedPage;
      before(async () => {
        w = await watchedPage(browser, { width, height: 800, locale });
      });
      after(async () => {
        await w?.context.close();
      });
      for (const entry of publicEntries) {
        it(`/${locale}${entry.path === '/' ? '' : entry.path} (${entry.id})`, async () => {
          const path = `/${locale}${publicPath(entry) === '/' ? '' : publicPath(entry)}`;
          await audit(w, `${site.url}${path}`, `${path} @${width}px`, { status: entry.status ?? 200 });
        });
      }
    });
  }

  // WCAG 1.4.10 (Reflow): at 320 CSS px nothing needs sideways scrolling. (The console is checked by the audits.)
  it('public pages at 320 px scroll only vertically', async () => {
    const w = await watchedPage(browser, { width: 320, height: 700 });
    try {
      const overflowing: string[] = [];
      for (const entry of publicEntries) {
        const path = publicPath(entry);
        await w.page.goto(`${site.url}${path}`);
        await hydrated(w.page);
        await w.page.waitForLoadState('load');
        await drawEverything(w.page);
        const width = await w.page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 320) overflowing.push(`${path}: ${width} px wide`);
      }
      expect(overflowing).to.deep.equal([]);
    } finally {
      await w.context.close();
    }
  });

  // The parts below the first screen are drawn when the reader gets near them (content-visibility: auto), not before.
  it('a part far down the page is drawn, readable, once the reader scrolls to it', async () => {
    const w = await watchedPage(browser, { width: 375, height: 700 });
    try {
      await w.page.goto(`${site.url}/countries/canada`);
      await hydrated(w.page);
      const footer = w.page.locator('.site-footer');
      // What the footer holds is skipped (the footer itself keeps its place and size).
      const drawn = () => footer.evaluate((el) => el.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
      expect(await drawn(), 'the footer is left undrawn at first').to.equal(false);
      await footer.scrollIntoViewIfNeeded();
      await w.page.waitForFunction(() => document.querySelector('.site-footer')!.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
      expect((await footer.evaluate((el) => (el as HTMLElement).innerText)).toLowerCase()).to.include('contact us');
    } finally {
      await w.context.close();
    }
  });

  // A long page's first layout covers its first screens only. The parts of a page are its children, or a static
  // part's children (its wrapper takes no part in layout, so content-visibility on the wrapper would do nothing):
  // every part that starts more than three screens down is left undrawn (Chromium draws what is nearer ahead of the
  // reader), but the slider, which measures itself when it starts.
  it('a long page leaves its parts more than three screens down undrawn at first', async () => {
    const screen = { width: 375, height: 700 };
    const w = await watchedPage(browser, screen);
    try {
      for (const path of ['/', '/countries/canada']) {
        await w.page.goto(`${site.url}${path}`);
        await hydrated(w.page);
        const parts = await w.page.evaluate(() =>
          [...document.querySelectorAll('main .page > *')]
            .flatMap((child) => (getComputedStyle(child).display === 'contents' ? [...child.children] : [child]))
            .map((part) => ({
              name: `${part.tagName.toLowerCase()}.${part.className}`,
              top: part.getBoundingClientRect().top + window.scrollY,
              slider: part.querySelector('.swiper') !== null,
              drawn: part.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? true,
            })),
        );
        const farDown = parts.filter((p) => p.top > 3 * screen.height && !p.slider);
        expect(farDown.length, `${path}: parts more than three screens down`).to.be.at.least(2);
        expect(farDown.filter((p) => p.drawn).map((p) => p.name), `${path}: drawn in the first layout`).to.deep.equal([]);
      }
    } finally {
      await w.context.close();
    }
  });

  describe('account pages, signed in as a student (1280 px)', () => {
    let w: WatchedPage;
    before(async () => {
      w = await watchedPage(browser, { width: 1280, height: 800 });
      await signIn(w.page, site.url, student.email, student.password);
      // One uploaded document, so the documents screens show a row and not only their empty state.
      const status = await w.page.evaluate(async (bytes) => {
        const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
        const form = new FormData();
        form.append('kind', 'transcript');
        form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'transcript.pdf');
        const res = await fetch('/api/account/documents', { method: 'POST', headers: { Accept: 'application/json', 'X-XSRF-TOKEN': xsrf }, body: form });
        return res.status;
      }, [...pdf()]);
      if (status !== 201) throw new Error(`the document upload answered ${status}`);
      // An application and a message, so those screens show their content and not only their empty state.
      const statuses = await w.page.evaluate(async () => {
        const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
        const headers = { Accept: 'application/json', 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf };
        const { results } = (await (await fetch('/api/institutions')).json()) as { results: Array<{ id: number }> };
        const statuses: number[] = [];
        for (const [url, body] of [
          ['/api/account/applications', { institution_id: results[0]!.id, course: 'MSc Public Health', intake: '2027-09' }],
          ['/api/account/messages', { body: 'Hello,\ncould you look at my transcript? https://example.org/transcript' }],
        ] as const) {
          statuses.push((await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) })).status);
        }
        return statuses;
      });
      if (statuses.join() !== '201,201') throw new Error(`the application and the message answered ${statuses.join()}`);
    });
    after(async () => {
      await w?.context.close();
    });

    for (const path of ['/account', '/account/profile', '/account/password', '/account/documents', '/account/applications', '/account/plan', '/account/messages']) {
      it(path, async () => {
        await audit(w, `${site.url}${path}`, `${path} (student)`);
      });
    }
  });

  describe('admin pages, signed in as an admin (1280 px)', () => {
    let w: WatchedPage;
    const ids: Record<string, string> = {};
    before(async () => {
      const admin = await site.createUser('admin', { firstname: 'Ada' });
      const db = site.database.db;
      const [widget, country] = await Promise.all([db('widgets').orderBy('id').first('id'), db('countries').orderBy('id').first('id')]);
      ids.user = String(student.id);
      ids.widget = String(widget.id);
      ids.country = String(country.id);
      // The student's page shows the document uploaded above. One message, so the inbox shows a row.
      await db('contact_messages').insert({
        name: 'Lena Park',
        email: 'lena@example.com',
        enquiry_type: 'visa',
        message: 'How long does a Canadian study permit take?',
        consent_at: new Date(),
      });
      w = await watchedPage(browser, { width: 1280, height: 800 });
      await signIn(w.page, site.url, admin.email, admin.password);
    });
    after(async () => {
      await w?.context.close();
    });

    const adminPaths: [string, () => string][] = [
      ['/admin', () => '/admin'],
      ['/admin/users', () => '/admin/users'],
      ['/admin/users/:id', () => `/admin/users/${ids.user}`],
      ['/admin/documents', () => '/admin/documents'],
      ['/admin/students', () => '/admin/students'],
      ['/admin/students/:id', () => `/admin/students/${ids.user}`],
      ['/admin/applications', () => '/admin/applications'],
      ['/admin/widgets', () => '/admin/widgets'],
      ['/admin/widgets/:id', () => `/admin/widgets/${ids.widget}`],
      ['/admin/blog', () => '/admin/blog'],
      ['/admin/blog/add', () => '/admin/blog/add'],
      ['/admin/studycountries', () => '/admin/studycountries'],
      ['/admin/studycountries/:id', () => `/admin/studycountries/${ids.country}`],
      ['/admin/institutions', () => '/admin/institutions'],
      ['/admin/messages', () => '/admin/messages'],
      ['/admin/services', () => '/admin/services'],
      ['/admin/galleries', () => '/admin/galleries'],
      ['/admin/testimonials', () => '/admin/testimonials'],
      ['/admin/audit', () => '/admin/audit'],
    ];
    for (const [name, path] of adminPaths) {
      it(name, async () => {
        await audit(w, `${site.url}${path()}`, `${path()} (admin)`);
      });
    }
  });
});
