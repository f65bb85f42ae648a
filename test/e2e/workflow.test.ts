import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import type { Site } from '../helpers/site';
import { hydrated, signIn, siteAndBrowser, watchedPage } from './browser';
import { BOARD_COLUMN_CARDS } from '../../shared/schemas/workflow';

describe('browser: advisers, applications and messages', function () {
  this.timeout(180_000);
  let site: Site;
  let browser: Browser;

  siteAndBrowser((running) => ({ site, browser } = running));

  /** A student of `adviser` with applications at the given stages (made by the adviser through the staff API's service). */
  async function studentOf(adviserId: number, firstname: string, institutionCount = 1) {
    const student = await site.createUser('user', { firstname });
    await site.database.db('users').where({ id: student.id }).update({ adviser_id: adviserId });
    const institutions = (await site.database.db('institutions').orderBy('id').limit(institutionCount).pluck('id')) as number[];
    return { student, institutions };
  }

  /** The card of `student`'s application on the board. */
  const card = (page: Page, student: string) => page.locator('.board-card').filter({ has: page.getByRole('link', { name: student, exact: true }) });
  /** A stage's column: a region named by its heading, the stage and its count. */
  const column = (page: Page, stage: string) => page.getByRole('region', { name: 'Applications by stage' }).getByRole('region', { name: new RegExp(`^${stage} \\d+$`) });

  it('an adviser moves a card on the board with the keyboard and with the mouse; each stage is saved with its history', async () => {
    const adviser = await site.createUser('adviser', { firstname: 'Grace' });
    const { student, institutions } = await studentOf(adviser.id, 'Keiko');
    const name = `Keiko ${student.lastname}`;

    const w = await watchedPage(browser);
    const { page } = w;
    await signIn(page, site.url, student.email, student.password);
    await page.goto(`${site.url}/account/applications`);
    await hydrated(page);
    await page.getByLabel('Institution').selectOption(String(institutions[0]));
    await page.getByLabel('Course').fill('MSc Marine Biology');
    await page.getByLabel('Intake').fill('2027-09');
    await page.getByRole('button', { name: 'Add to my shortlist' }).click();
    await page.getByText('The programme is on your shortlist.').waitFor();
    await page.getByRole('heading', { level: 2 }).filter({ hasText: 'MSc Marine Biology' }).or(page.getByText('MSc Marine Biology')).first().waitFor();
    await w.context.close();

    const a = await watchedPage(browser);
    await signIn(a.page, site.url, adviser.email, adviser.password);
    await a.page.goto(`${site.url}/admin/applications`);
    await hydrated(a.page);
    const keiko = card(a.page, name);
    await column(a.page, 'Shortlisted').locator('.board-card').filter({ hasText: name }).waitFor();

    // The keyboard: focus the card's Move button, open it, walk the stages with the arrows, choose with Enter.
    const move = keiko.getByRole('button', { name: new RegExp(`^Move ${name}’s application`) });
    await move.focus();
    await a.page.keyboard.press('Enter');
    expect(await a.page.evaluate(() => document.activeElement?.textContent)).to.equal('Move to Preparing');
    await a.page.keyboard.press('ArrowDown');
    expect(await a.page.evaluate(() => document.activeElement?.textContent)).to.equal('Move to Submitted');
    await a.page.keyboard.press('ArrowUp');
    await a.page.keyboard.press('ArrowUp');
    expect(await a.page.evaluate(() => document.activeElement?.textContent)).to.equal('Move to Withdrawn');
    await a.page.keyboard.press('Escape');
    expect(await a.page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).to.equal('false');
    await a.page.keyboard.press('Enter');
    // A note goes with the move: Shift+Tab back to it from the first stage.
    await a.page.keyboard.press('Shift+Tab');
    expect(await a.page.evaluate(() => document.activeElement?.getAttribute('id'))).to.match(/^move-note-/);
    await a.page.keyboard.type('Documents complete, sent to the university.');
    await a.page.keyboard.press('Tab');
    await a.page.keyboard.press('ArrowDown');
    expect(await a.page.evaluate(() => document.activeElement?.textContent)).to.equal('Move to Submitted');
    await a.page.keyboard.press('Enter');
    await a.page.getByRole('status').filter({ hasText: new RegExp(`^${name}’s application to .* is now at Submitted\\.`) }).waitFor();
    await column(a.page, 'Submitted').locator('.board-card').filter({ hasText: name }).waitFor();
    // Focus stays with the card, in its new column.
    expect(await a.page.evaluate(() => document.activeElement?.closest('section')?.querySelector('h2')?.textContent)).to.match(/^Submitted/);

    // The mouse: drag the card onto another column.
    await keiko.dragTo(column(a.page, 'Conditional offer'));
    await a.page.getByRole('status').filter({ hasText: /is now at Conditional offer\./ }).waitFor();
    await column(a.page, 'Conditional offer').locator('.board-card').filter({ hasText: name }).waitFor();

    // Saved: a fresh load shows it there, and the history has both moves with the note.
    await a.page.reload();
    await hydrated(a.page);
    await column(a.page, 'Conditional offer').locator('.board-card').filter({ hasText: name }).waitFor();
    // Keiko's application's history (the demo's students have histories of their own).
    const history = (await site.database
      .db('application_history as h')
      .join('applications as a', 'a.id', 'h.application_id')
      .where('a.student_id', student.id)
      .orderBy('h.id')
      .select('h.stage', 'h.note')) as Array<{ stage: string; note: string | null }>;
    const submitted = history.find((h) => h.stage === 'submitted');
    expect(submitted?.note).to.equal('Documents complete, sent to the university.');
    expect(history.some((h) => h.stage === 'conditional_offer')).to.equal(true);
    a.assertClean();
    await a.context.close();

    // The student's timeline shows the moves.
    const s = await watchedPage(browser, { width: 375, height: 800 });
    await signIn(s.page, site.url, student.email, student.password);
    await s.page.goto(`${site.url}/account/applications`);
    await hydrated(s.page);
    const timeline = s.page.getByRole('list', { name: /^History of the application/ });
    await timeline.getByText('Documents complete, sent to the university.').waitFor();
    expect(await timeline.locator('.stage-badge').allTextContents()).to.deep.equal(['Shortlisted', 'Submitted', 'Conditional offer']);
    s.assertClean();
    await s.context.close();
  });

  it('a board column shows its most recent cards and its count; "Show more" reads the rest in order', async () => {
    const adviser = await site.createUser('adviser', { firstname: 'Ada' });
    const { student, institutions } = await studentOf(adviser.id, 'Manon');
    // A column's first cards and seven more: one "Show more" reads the rest.
    const shown = BOARD_COLUMN_CARDS;
    await site.database.db('applications').insert(
      Array.from({ length: shown + 7 }, (_, i) => ({
        student_id: student.id,
        institution_id: institutions[0],
        course: `MSc Column ${String(i).padStart(2, '0')}`,
        intake: '2027-09',
        stage: 'preparing',
        updated_at: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    const w = await watchedPage(browser);
    const { page } = w;
    await signIn(page, site.url, adviser.email, adviser.password);
    await page.goto(`${site.url}/admin/applications`);
    await hydrated(page);
    const preparing = page.getByRole('region', { name: 'Applications by stage' }).getByRole('region', { name: `Preparing ${shown + 7}` });
    const courses = () => preparing.locator('.board-course').allTextContents();
    const newestFirst = (n: number) => Array.from({ length: n }, (_, i) => `MSc Column ${String(shown + 6 - i).padStart(2, '0')}`);
    expect(await courses()).to.deep.equal(newestFirst(shown));
    await preparing.getByRole('button', { name: /^Show more Preparing/ }).click();
    await preparing.locator('.board-card').nth(shown + 6).waitFor();
    expect(await courses()).to.deep.equal(newestFirst(shown + 7));
    expect(await preparing.getByRole('button', { name: /^Show more/ }).count()).to.equal(0);
    w.assertClean();
    await w.context.close();
  });

  it('a student writes, the adviser reads (the unread badge goes) and answers; markup shows as text and only http(s) links are links', async () => {
    const adviser = await site.createUser('adviser', { firstname: 'Alan' });
    const { student } = await studentOf(adviser.id, 'Bruno');
    const body = 'Hello <script>window.hacked = true</script><b>bold?</b>\nSecond line: https://example.org/course?id=1&x=2. And javascript:alert(1) too.';

    const s = await watchedPage(browser, { width: 375, height: 800 });
    await signIn(s.page, site.url, student.email, student.password);
    await s.page.goto(`${site.url}/account/messages`);
    await hydrated(s.page);
    const composer = s.page.getByLabel('Your message');
    await composer.fill(body);
    await s.page.getByText(`${body.length} of 5000 characters`).waitFor();
    await s.page.getByRole('button', { name: 'Send message' }).click();
    await s.page.locator('.message').filter({ hasText: 'Second line' }).waitFor();
    expect(await composer.inputValue()).to.equal('');

    const a = await watchedPage(browser);
    await signIn(a.page, site.url, adviser.email, adviser.password);
    await a.page.goto(`${site.url}/admin`);
    await hydrated(a.page);
    const side = a.page.getByRole('navigation', { name: 'Administration' });
    await side.getByRole('link', { name: 'Students 1 unread message' }).waitFor();
    await side.getByRole('link', { name: /^Students/ }).click();
    await a.page.getByRole('link', { name: `1 unread message from Bruno` }).click();
    await a.page.getByRole('heading', { name: `Bruno ${student.lastname}`, level: 1 }).waitFor();

    // Shown as text: the markup is visible, nothing ran, the line break is kept, the link is safe.
    const message = a.page.locator('.message').filter({ hasText: 'Second line' });
    const text = (await message.locator('.message-body').innerText()).trim();
    expect(text).to.equal(body);
    expect(await message.locator('script, b').count()).to.equal(0);
    expect(await a.page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).to.equal(undefined);
    expect(await message.locator('.message-body').evaluate((el) => getComputedStyle(el).whiteSpace)).to.equal('pre-wrap');
    const links = message.locator('.message-body a');
    expect(await links.count()).to.equal(1);
    expect(await links.getAttribute('href')).to.equal('https://example.org/course?id=1&x=2');
    expect(await links.getAttribute('rel')).to.equal('noopener noreferrer nofollow');
    expect(await links.getAttribute('target')).to.equal('_blank');
    // Opened means read: the side menu's badge goes.
    await side.getByRole('link', { name: 'Students', exact: true }).waitFor();

    await a.page.getByLabel(`Your message to Bruno`).fill('Hi Bruno,\nthanks — see https://example.org/next');
    await a.page.getByRole('button', { name: 'Send message' }).click();
    await a.page.locator('.message.is-mine').filter({ hasText: 'thanks' }).waitFor();
    a.assertClean();
    await a.context.close();

    // The student's account menu shows the answer as unread until the conversation is opened.
    await s.page.goto(`${site.url}/account`);
    await hydrated(s.page);
    await s.page.getByRole('button', { name: 'Menu' }).click();
    await s.page.getByRole('button', { name: 'Bruno 1 unread', exact: true }).click();
    await s.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages', exact: true }).click();
    await s.page.locator('.message').filter({ hasText: 'thanks' }).waitFor();
    const answer = s.page.locator('.message').filter({ hasText: 'thanks' });
    expect(await answer.locator('.message-body').innerText()).to.equal('Hi Bruno,\nthanks — see https://example.org/next');
    // Newest at the bottom, scrolled there.
    const list = s.page.getByRole('list', { name: 'Messages, oldest first' });
    expect(await list.locator('.message').last().innerText()).to.include('thanks');
    expect(await list.evaluate((el) => Math.abs(el.scrollHeight - el.clientHeight - el.scrollTop) <= 2)).to.equal(true);
    await s.page.getByRole('button', { name: 'Menu' }).click();
    await s.page.getByRole('button', { name: 'Bruno', exact: true }).waitFor();
    s.assertClean();
    await s.context.close();
  });

  it('an adviser’s side menu has their work only, an admin-only screen answers the unauthorized screen, and an admin assigns them a student', async () => {
    const adviser = await site.createUser('adviser', { firstname: 'Mary' });
    const w = await watchedPage(browser);
    const { page } = w;
    await signIn(page, site.url, adviser.email, adviser.password);
    await page.goto(`${site.url}/admin`);
    await hydrated(page);
    const side = page.getByRole('navigation', { name: 'Administration' });
    const items = (await side.locator('.side-menu > li > a').allInnerTexts()).map((t) => t.trim());
    expect(items).to.deep.equal(['Dashboard', 'Students', 'Leads', 'Consultations', 'Your hours', 'Applications', 'Documents', 'Messages']);
    expect(await side.getByRole('button', { name: 'Page Content' }).count()).to.equal(0);
    await page.getByRole('heading', { name: 'Your applications by stage' }).waitFor();

    // The document of an admin-only screen is the unauthorized screen (its 403 is reported by the browser).
    w.allow(/status of 403/);
    for (const path of ['/admin/users', '/admin/audit', '/admin/widgets']) {
      await page.goto(`${site.url}${path}`);
      await hydrated(page);
      await page.getByRole('heading', { name: 'Not allowed', level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).to.equal('/unauthorized');
    }
    w.assertClean();
    await w.context.close();

    // An admin gives the adviser a student on the student's account page, choosing among the advisers by their load.
    const admin = await site.createUser('admin', { firstname: 'Ada' });
    const student = await site.createUser('user', { firstname: 'Noor' });
    const a = await watchedPage(browser);
    await signIn(a.page, site.url, admin.email, admin.password);
    await a.page.goto(`${site.url}/admin/users/${student.id}`);
    await hydrated(a.page);
    const adviserCard = a.page.locator('.card').filter({ has: a.page.getByRole('heading', { name: 'Adviser', exact: true }) });
    await adviserCard.getByLabel('Adviser').selectOption({ label: `Mary ${adviser.lastname} (0 students)` });
    await adviserCard.getByRole('button', { name: 'Save adviser' }).click();
    await a.page.getByText(`Mary ${adviser.lastname} now looks after Noor.`).waitFor();
    await adviserCard.getByRole('option', { name: `Mary ${adviser.lastname} (1 student)` }).waitFor({ state: 'attached' });
    a.assertClean();
    await a.context.close();

    const m = await watchedPage(browser);
    await signIn(m.page, site.url, adviser.email, adviser.password);
    await m.page.goto(`${site.url}/admin/students`);
    await hydrated(m.page);
    await m.page.getByRole('link', { name: `Noor ${student.lastname}` }).click();
    await m.page.getByRole('heading', { name: `Noor ${student.lastname}`, level: 1 }).waitFor();
    m.assertClean();
    await m.context.close();
  });
});
