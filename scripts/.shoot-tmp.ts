import { chromium } from 'playwright-core';
const base = 'http://localhost:3990';
const [email, pages] = [process.argv[2]!, process.argv.slice(3)];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [375, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill('a long demo passphrase');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  for (const p of pages) {
    await page.goto(`${base}${p}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.evaluate(() => document.querySelectorAll<HTMLElement>('*').forEach((e) => { if (getComputedStyle(e).contentVisibility === 'auto') e.style.contentVisibility = 'visible'; }));
    await page.waitForTimeout(500);
    const name = `/tmp/shots/${p.replace(/\//g, '_')}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  await context.close();
}
await browser.close();
