// Leads, consultations and the funnel in the browser (decision 0046): a visitor from a campaign, in São Paulo, books a
// consultation with an adviser in London on times shown in their own zone, gets the calendar invitation, moves the
// booking with its manage link; the adviser sees the lead with its campaign and the booking; axe-core on the booking
// pages (English and Arabic, phone and desktop) and the staff pages; the funnel's chart on the dashboard.
import path from 'node:path';
import { expect } from 'chai';
import { DateTime } from 'luxon';
import ical from 'node-ical';
import type { Browser, Page } from 'playwright-core';
import { mailTo } from '../helpers/mail';
import type { Site } from '../helpers/site';
import { axeProblems, hydrated, signIn, siteAndBrowser, watchedPage, type WatchedPage } from './browser';

const VISITOR_ZONE = 'America/Sao_Paulo';
const ADVISER_ZONE = 'Europe/London';
/** Screenshots for the README, when asked for (`SCREENSHOT_DIR=docs/screenshots`), as compressed PNGs. */
const SHOTS = process.env.SCREENSHOT_DIR;

async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  if (!SHOTS) return;
  const sharp = (await import('sharp')).default;
  const png = await page.screenshot({ fullPage });
  await sharp(png).png({ compressionLevel: 9, palette: true }).toFile(path.join(SHOTS, `${name}.png`));
}

/** The text/calendar part of a raw mail, decoded. */
function calendarOf(raw: string): string | null {
  const index = raw.search(/Content-Type: text\/calendar/i);
  if (index === -1) return null;
  const part = raw.slice(index);
  const head = part.slice(0, part.search(/\r?\n\r?\n/));
  const body = part.slice(head.length).replace(/^\r?\n\r?\n/, '');
  const end = body.search(/\r?\n--/);
  const content = end === -1 ? body : body.slice(0, end);
  if (/Content-Transfer-Encoding:\s*base64/i.test(head)) return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding:\s*quoted-printable/i.test(head)) return content.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return content;
}

interface Slot {
  start: string;
  end: string;
  adviser: { id: number; name: string };
}

describe('browser: leads, consultations and the funnel', function () {
  this.timeout(180_000);
  let site: Site;
  let browser: Browser;
  let adviser: Awaited<ReturnType<Site['createUser']>>;
  let admin: Awaited<ReturnType<Site['createUser']>>;
  const visitorEmail = `sofia.${Date.now()}@example.com`;
  let manage = '';
  let booked: Slot;

  siteAndBrowser((running) => ({ site, browser } = running));

  /** The adviser's free starts that no other adviser offers at the same moment (the page books one adviser per time). */
  async function advisersOwnSlots(): Promise<Slot[]> {
    const from = new Date().toISOString().slice(0, 10);
    const res = await fetch(`${site.url}/api/consultations/slots?from=${from}&days=14&destination=germany`);
    expect(res.status).to.equal(200);
    const { slots } = (await res.json()) as { slots: Slot[] };
    return slots.filter((s) => s.adviser.id === adviser.id && slots.every((o) => o.start !== s.start || o.adviser.id === adviser.id));
  }

  before(async () => {
    adviser = await site.createUser('adviser', { firstname: 'Grace' });
    admin = await site.createUser('admin', { firstname: 'Ada' });
    const { db } = site.database;
    // Evening hours in London every day (no other demo adviser's hours meet them), no notice, and Germany covered.
    const weekly = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: '18:00', end: '22:00' }));
    await db('users').where({ id: adviser.id }).update({ time_zone: ADVISER_ZONE });
    await db('adviser_availability')
      .insert({ adviser_id: adviser.id, time_zone: ADVISER_ZONE, weekly: JSON.stringify(weekly), slot_minutes: 30, buffer_minutes: 0, notice_hours: 0, horizon_days: 28, video_url: 'https://meet.example.com/grace' })
      .onConflict('adviser_id')
      .merge();
    const germany = (await db('countries').where({ slug: 'germany' }).first('id')) as { id: number };
    await db('adviser_destinations').insert({ adviser_id: adviser.id, country_id: germany.id }).onConflict(['adviser_id', 'country_id']).ignore();
  });

  it('a visitor from a campaign books in their own time zone, gets the invitation, and moves the booking', async () => {
    const w = await watchedPage(browser, { width: 1280, height: 900, timezoneId: VISITOR_ZONE });
    const { page } = w;
    // The first page of the visit carries the campaign; the booking page is reached by a link inside the site.
    await page.goto(`${site.url}/?utm_source=fb&utm_campaign=spring`);
    await hydrated(page);
    await page.getByRole('link', { name: 'Book a free consultation' }).first().click();
    await page.waitForURL(/\/consultation$/);
    await page.getByRole('heading', { name: 'Choose a time' }).waitFor();
    await page.getByLabel('Destination').selectOption('germany');
    await page.getByText(`Times in ${VISITOR_ZONE}`).waitFor();

    const own = await advisersOwnSlots();
    expect(own.length, 'the adviser’s free times').to.be.greaterThan(1);
    const slot = own[0]!;
    const button = page.locator(`button.slot[data-start="${slot.start}"]`);
    await button.waitFor();
    // 18:00 in London is 15:00 in São Paulo: the page shows the visitor's own clock.
    const local = DateTime.fromISO(slot.start).setZone(VISITOR_ZONE);
    expect(await button.textContent()).to.equal(local.toFormat('HH:mm'));
    expect(local.toFormat('HH:mm')).not.to.equal(DateTime.fromISO(slot.start).setZone(ADVISER_ZONE).toFormat('HH:mm'));
    await button.click();
    expect(await button.getAttribute('aria-pressed')).to.equal('true');

    await page.getByLabel('Your name').fill('Sofia Almeida');
    await page.getByLabel('E-mail address').fill(visitorEmail);
    await page.getByLabel('What would you like to talk about?').fill('A master’s in Germany, and how to fund it.');
    await page.getByLabel(/I agree that you keep my details/).check();
    await shot(page, 'consultation-1280');
    await page.getByRole('button', { name: 'Book my consultation' }).click();
    await page.getByRole('heading', { name: 'Your consultation is booked' }).waitFor();
    expect(await page.locator('.consult-when strong').textContent()).to.include(local.toFormat('HH:mm'));
    manage = (await page.getByRole('link', { name: 'Change or cancel your booking' }).getAttribute('href'))!;
    expect(manage).to.match(/^\/consultation\/[^/]+$/);
    booked = slot;

    // The mail: a calendar invitation for the booked start.
    const outbox = path.join(site.env.DATA_DIR!, 'mail');
    let mails: ReturnType<typeof mailTo> = [];
    for (let i = 0; i < 50 && !mails.some((m) => calendarOf(m.raw)); i += 1) {
      mails = mailTo(outbox, visitorEmail);
      if (!mails.some((m) => calendarOf(m.raw))) await new Promise((r) => setTimeout(r, 200));
    }
    const ics = calendarOf(mails.find((m) => calendarOf(m.raw))!.raw)!;
    expect(ics).to.match(/^METHOD:REQUEST\r?$/m);
    const event = Object.values(ical.sync.parseICS(ics)).find((c) => c?.type === 'VEVENT') as ical.VEvent;
    expect(event.start.toISOString()).to.equal(new Date(slot.start).toISOString());

    // Moved with the manage link to the adviser's next time.
    await page.goto(`${site.url}${manage}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Move it' }).click();
    const next = (await advisersOwnSlots()).find((s) => s.start !== slot.start)!;
    await page.locator(`button.slot[data-start="${next.start}"]`).click();
    await page.getByRole('button', { name: /^Move to / }).click();
    await page.getByText('Your consultation has been moved.').waitFor();
    const token = manage.split('/').pop()!;
    const after = (await (await fetch(`${site.url}/api/consultations/${token}`)).json()) as { start: string };
    expect(new Date(after.start).toISOString()).to.equal(new Date(next.start).toISOString());
    booked = next;
    expect(await page.locator('.manage-facts strong').first().textContent()).to.include(DateTime.fromISO(next.start).setZone(VISITOR_ZONE).toFormat('HH:mm'));
    w.assertClean();
    await w.context.close();
  });

  it('the fit check mails the results: a field error first, then the confirmation and the mail', async () => {
    const w = await watchedPage(browser, { width: 375, height: 800 });
    const { page } = w;
    const email = `fit.${Date.now()}@example.com`;
    await page.goto(`${site.url}/study/fit?level=master&field=computing&budget=20000&work=yes`);
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Mail me my results' });
    await form.getByLabel('Your e-mail address').fill(email);
    await form.getByRole('button', { name: 'Send my results' }).click();
    await form.getByText('Please agree to our privacy policy so that we can e-mail you the results.').waitFor();
    await form.getByLabel(/I agree that you keep my address/).check();
    await form.getByRole('button', { name: 'Send my results' }).click();
    await page.getByText(`Sent: your results are on their way to ${email}.`).waitFor();
    const outbox = path.join(site.env.DATA_DIR!, 'mail');
    for (let i = 0; i < 50 && mailTo(outbox, email).length === 0; i += 1) await new Promise((r) => setTimeout(r, 200));
    expect(mailTo(outbox, email)).to.have.length(1);
    w.assertClean();
    await w.context.close();
  });

  it('the adviser sees the lead with its campaign, and the booking in their week', async () => {
    const w = await watchedPage(browser, { width: 1280, height: 900 });
    const { page } = w;
    await signIn(page, site.url, adviser.email, adviser.password);
    await page.goto(`${site.url}/admin/leads?q=${encodeURIComponent(visitorEmail)}`);
    await hydrated(page);
    const row = page.locator('tr', { hasText: visitorEmail });
    await row.waitFor();
    expect(await row.textContent()).to.include('fb / spring');
    expect(await row.textContent()).to.include('Consultation booked');
    await shot(page, 'admin-leads');
    await row.getByRole('link', { name: 'Sofia Almeida' }).click();
    await page.getByRole('heading', { name: 'Sofia Almeida', level: 1 }).waitFor();
    expect(await page.locator('.details').textContent()).to.include('spring');
    await shot(page, 'admin-lead');

    await page.goto(`${site.url}/admin/consultations?week=${booked.start.slice(0, 10)}`);
    await hydrated(page);
    const item = page.locator('.agenda-item', { hasText: 'Sofia Almeida' });
    await item.waitFor();
    // In the adviser's own zone: 18:00 or later in London.
    expect(await item.locator('.agenda-time').textContent()).to.include(DateTime.fromISO(booked.start).setZone(ADVISER_ZONE).toFormat('HH:mm'));
    w.assertClean();
    await w.context.close();
  });

  it('the dashboard shows the funnel’s chart, the same SVG the server drew', async () => {
    const w = await watchedPage(browser, { width: 1280, height: 1000 });
    const { page } = w;
    await signIn(page, site.url, admin.email, admin.password);
    await page.goto(`${site.url}/admin`);
    await hydrated(page);
    const chart = page.locator('figure.funnel-chart svg');
    await chart.waitFor({ state: 'visible' });
    expect(await page.locator('.funnel-table tbody tr').count()).to.be.greaterThan(0);
    // The browser draws the same SVG as the server: another grouping, then back, redraws it in the browser.
    const fromServer = await page.locator('.funnel-canvas').innerHTML();
    await page.getByLabel('Group by').selectOption('adviser');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL(/by=adviser/);
    await page.locator('.funnel-table th', { hasText: 'Adviser' }).first().waitFor();
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('by=adviser'));
    await page.locator('.funnel-table th', { hasText: 'Source' }).first().waitFor();
    expect(await page.locator('.funnel-canvas').innerHTML()).to.equal(fromServer);
    await page.locator('.funnel-chart').scrollIntoViewIfNeeded();
    if (SHOTS) {
      const sharp = (await import('sharp')).default;
      const png = await page.locator('.admin-stack > .card').first().screenshot();
      await sharp(png).png({ compressionLevel: 9, palette: true }).toFile(path.join(SHOTS, 'admin-funnel.png'));
    }
    // Hydration kept the server's chart: a mismatch would be a console error (assertClean).
    w.assertClean();
    await w.context.close();
  });

  it('axe-core finds nothing serious on the booking pages (English and Arabic) and the staff pages', async () => {
    const problems: string[] = [];
    const pages: Array<{ width: number; path: string; as?: 'adviser' | 'admin'; shot?: string }> = [
      { width: 375, path: '/consultation', shot: 'consultation-375' },
      { width: 375, path: '/ar/consultation' },
      { width: 1280, path: '/ar/consultation' },
      { width: 375, path: manage },
      { width: 1280, path: manage },
    ];
    for (const p of pages) {
      const w: WatchedPage = await watchedPage(browser, { width: p.width, height: 800, timezoneId: VISITOR_ZONE });
      await w.page.goto(`${site.url}${p.path}`);
      await hydrated(w.page);
      if (p.path.endsWith('/consultation')) await w.page.locator('.slot-day, .slot-empty').first().waitFor();
      else await w.page.locator('.manage-facts').waitFor();
      problems.push(...(await axeProblems(w.page, `${p.path} @${p.width}px`)));
      if (p.shot) await shot(w.page, p.shot);
      w.assertClean();
      await w.context.close();
    }
    for (const who of ['adviser', 'admin'] as const) {
      const user = who === 'adviser' ? adviser : admin;
      const w = await watchedPage(browser, { width: 1280, height: 900 });
      await signIn(w.page, site.url, user.email, user.password);
      const lead = await (async () => {
        await w.page.goto(`${site.url}/admin/leads?q=${encodeURIComponent(visitorEmail)}`);
        await hydrated(w.page);
        return w.page.locator('tr', { hasText: visitorEmail }).getByRole('link').first().getAttribute('href');
      })();
      for (const p of ['/admin', '/admin/leads', lead!, '/admin/consultations', ...(who === 'adviser' ? ['/admin/availability'] : [])]) {
        await w.page.goto(`${site.url}${p}`);
        problems.push(...(await axeProblems(w.page, `${p} as ${who}`)));
      }
      w.assertClean();
      await w.context.close();
    }
    expect(problems, problems.join('\n')).to.deep.equal([]);
  });
});
