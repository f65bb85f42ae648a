// Screenshots of pages at phone and desktop widths: tsx scripts/screenshots.ts [--base URL] [--out DIR] [--login E:P] path…
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { drawEverything, hydrated } from '../test/e2e/browser';
import { launchBrowser } from '../test/helpers/browser';

const { values, positionals } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://localhost:3000' },
    out: { type: 'string', default: '/tmp/shots' },
    login: { type: 'string' },
    widths: { type: 'string', default: '375,1280' },
    viewport: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});

const browser = await launchBrowser();
fs.mkdirSync(values.out!, { recursive: true });
for (const width of values.widths!.split(',').map(Number)) {
  const context = await browser.newContext({ viewport: { width, height: width < 700 ? 800 : 900 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log(`console error (${width}px):`, m.text()));
  page.on('pageerror', (e) => console.log(`page error (${width}px):`, e.message));
  if (values.login) {
    const [email, password] = values.login.split(':');
    await page.goto(`${values.base}/login`);
    // Until the page hydrates, the form is the browser's own: a click would send it as a GET.
    await hydrated(page);
    await page.getByLabel('E-mail address').fill(email!);
    await page.getByLabel('Password').fill(password!);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  }
  for (const p of positionals.length ? positionals : ['/']) {
    await page.goto(`${values.base}${p}`, { waitUntil: 'networkidle' });
    // Scroll through the page so lazy images load, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    // A whole-page picture shows the parts off the screen too, which the page leaves undrawn until they near it.
    if (!values.viewport) await drawEverything(page);
    const file = path.join(values.out!, `${p.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}.png`);
    await page.screenshot({ path: file, fullPage: !values.viewport });
    console.log(file);
  }
  await context.close();
}
await browser.close();
