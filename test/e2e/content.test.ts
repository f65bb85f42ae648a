import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import { pageTable } from '../../client/routes';
import { photo } from '../helpers/files';
import { drawEverything, hydrated, signIn, siteAndBrowser, watchedPage } from './browser';
import type { Site } from '../helpers/site';

/** Calls the API from inside the signed-in page, as the admin's browser would. */
async function api<T = unknown>(page: Page, method: string, url: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
      const res = await fetch(url, {
        method,
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: res.status === 204 ? null : await res.json() };
    },
    { method, url, body },
  ) as Promise<{ status: number; body: T }>;
}

describe('browser: the public site and its content', function () {
  this.timeout(180_000);
  let site: Site;
  let browser: Browser;

  siteAndBrowser((running) => ({ site, browser } = running));

  it('every public page renders on the server and hydrates without console errors at 375 px and 1280 px', async () => {
    const post = await site.database.db('posts').where({ status: 'published' }).first('slug');
    const gallery = await site.database.db('galleries').first('slug');
    const samples: Record<string, string> = { country: 'canada', slug: gallery.slug, token: 'a1b2c3' };
    const publicPaths = [
      ...pageTable
        // A booking's page needs a real booking's link: test/e2e/leads.test.ts books one and opens it.
        .filter((p) => (p.layout ?? 'default') !== 'admin' && !p.guards?.includes('auth') && p.status === undefined && p.id !== 'blog.post' && p.id !== 'consultation.manage')
        .map((p) => p.path.replace(/:(\w+)/g, (_, name: string) => samples[name]!)),
      `/blog/${post.slug}`,
    ];
    for (const width of [375, 1280]) {
      const w = await watchedPage(browser, { width, height: 800 });
      for (const path of publicPaths) {
        const response = await w.page.goto(`${site.url}${path}`);
        expect(response?.status(), path).to.equal(200);
        const html = await response!.text();
        expect(html, path).to.include('<main id="main"');
        await hydrated(w.page);
      }
      w.assertClean();
      await w.context.close();
    }
  });

  it('the gallery page shows its main slideshow and thumbnails; Swiper starts when the user reaches for it, and a thumbnail chosen meanwhile moves both', async () => {
    const gallery = await site.database.db('galleries').where({ slug: 'campus-visits' }).first();
    const w = await watchedPage(browser, { width: 1280, height: 900 });
    await w.page.goto(`${site.url}/galleries/${gallery.slug}`);
    await hydrated(w.page);
    await w.page.waitForTimeout(1000);
    // The page's start-up leaves Swiper out: the static first frame shows until it is needed.
    expect(await w.page.locator('.gallery-view .swiper-initialized').count(), 'no Swiper during start-up').to.equal(0);
    const thumbs = w.page.locator('.gallery-thumbs-swiper .swiper-slide');
    // Pointing at the gallery starts Swiper; the thumbnail clicked in the static frame is shown once it is there.
    await thumbs.nth(3).click();
    await w.page.waitForSelector('.gallery-thumbs-swiper.swiper-initialized', { timeout: 10_000 });
    expect(await thumbs.count()).to.be.at.least(8);
    const captions = (await site.database.db('gallery_images').where({ gallery_id: gallery.id }).orderBy('position').pluck('caption')) as string[];
    const active = w.page.locator('.gallery-view-swiper .swiper-slide-active');
    await w.page.waitForFunction((caption) => document.querySelector('.gallery-view-swiper .swiper-slide-active')?.textContent?.includes(caption), captions[3]!, { timeout: 5_000 });
    await thumbs.nth(5).click();
    await w.page.waitForTimeout(600);
    expect(await active.innerText()).to.include(captions[5]!);
    w.assertClean();
    await w.context.close();
  });

  it('the home page fetches Swiper only when its gallery comes near the screen, and starts it at the first move', async () => {
    const w = await watchedPage(browser, { width: 375, height: 740 });
    const swiperRequests: string[] = [];
    w.page.on('request', (req) => {
      if (/\/dist\/js\/.*(swiper|modules|react-)/i.test(req.url()) || /swiper/i.test(req.url())) swiperRequests.push(req.url());
    });
    await w.page.goto(`${site.url}/`);
    await hydrated(w.page);
    await w.page.waitForTimeout(800);
    expect(await w.page.locator('.gallery-slider .swiper-initialized').count(), 'no slider before scrolling').to.equal(0);
    expect(await w.page.locator('.gallery-slider .gallery-static').count(), 'its static first frame shows').to.equal(1);
    const before = swiperRequests.length;
    await w.page.locator('.gallery-slider').scrollIntoViewIfNeeded();
    await w.page.waitForTimeout(1500);
    expect(swiperRequests.length, 'Swiper was fetched after the scroll').to.be.greaterThan(before);
    expect(await w.page.locator('.gallery-slider .swiper-initialized').count(), 'not started before its first move').to.equal(0);
    // One autoplay interval (5 s) after the gallery came near, Swiper starts and makes the first move at once.
    await w.page.waitForSelector('.gallery-slider .swiper-initialized', { timeout: 15_000 });
    await w.page.waitForSelector('.gallery-slider .swiper-slide-active[data-swiper-slide-index="1"]', { timeout: 3_000 });
    w.assertClean();
    await w.context.close();
  });

  it('admin: edits a widget and sees it on the page; publishes a post with an image, finds it on /blog, the sitemap and the home page; changes its address and the old one follows (301); reorders gallery images and the site follows', async () => {
    const admin = await site.createUser('admin');
    const w = await watchedPage(browser);
    const { page } = w;
    await signIn(page, site.url, admin.email, admin.password);

    // A widget's text, edited in the rich-text editor.
    const widget = await site.database.db('widgets').where({ name: 'home-cta' }).first();
    await page.goto(`${site.url}/admin/widgets/${widget.id}`);
    await hydrated(page);
    // The record's own editor comes first; its translations' editors follow (decision 0045).
    await page.getByRole('button', { name: 'Source' }).first().click();
    await page.getByRole('textbox', { name: /Content/ }).first().fill('<p>Book your <strong>free consultation</strong> this week.</p>');
    await page.getByRole('button', { name: 'Save widget' }).click();
    await page.getByText('The widget has been saved.').waitFor();
    await page.goto(`${site.url}/`);
    await page.getByText('free consultation', { exact: true }).waitFor();
    // The call to action is far down the page, drawn when the reader nears it (content-visibility: auto).
    await drawEverything(page);
    expect(await page.locator('[data-widget="home-cta"] strong').innerText()).to.equal('free consultation');

    // A new post with a header image, published.
    await page.goto(`${site.url}/admin/blog/add`);
    await hydrated(page);
    const title = `Arriving in Toronto in winter ${Date.now()}`;
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Author').fill('Hannah Okoye, Senior Adviser');
    await page.getByLabel('Status').selectOption('published');
    await page.locator('input[type="file"]').setInputFiles({ name: 'toronto.jpg', mimeType: 'image/jpeg', buffer: await photo({ width: 1600, height: 900 }) });
    await page.getByRole('img', { name: 'Current image' }).waitFor();
    // The record's own editor comes first; its translations' editors follow (decision 0045).
    await page.getByRole('button', { name: 'Source' }).first().click();
    await page.getByRole('textbox', { name: /Body/ }).first().fill('<h2>Pack layers</h2><p>A warm coat matters more than anything.</p>');
    await page.getByRole('button', { name: 'Create post' }).click();
    await page.getByText('The post has been created.').waitFor();
    const slug = (await site.database.db('posts').where({ title }).first()).slug as string;

    await page.goto(`${site.url}/blog`);
    await page.getByRole('link', { name: title }).first().waitFor();
    const sitemap = await page.request.get(`${site.url}/sitemap.xml`);
    expect(await sitemap.text()).to.include(`/blog/${slug}</loc>`);
    await page.goto(`${site.url}/`);
    await page.getByRole('link', { name: title }).first().waitFor();

    // A new address; the old one answers 301 and the browser follows it.
    const post = await site.database.db('posts').where({ title }).first();
    await page.goto(`${site.url}/admin/blog/${post.id}`);
    await hydrated(page);
    await page.getByLabel('Address').fill(`toronto-winter-${Date.now()}`);
    await page.getByRole('button', { name: 'Save post' }).click();
    await page.getByText('The post has been saved.').waitFor();
    const newSlug = (await site.database.db('posts').where({ id: post.id }).first()).slug as string;
    const old = await page.request.get(`${site.url}/blog/${slug}`, { maxRedirects: 0 });
    expect(old.status()).to.equal(301);
    expect(old.headers().location).to.equal(`/blog/${newSlug}`);
    await page.goto(`${site.url}/blog/${slug}`);
    expect(new URL(page.url()).pathname).to.equal(`/blog/${newSlug}`);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();

    // Gallery images reordered with the keyboard; the public gallery follows.
    const gallery = await site.database.db('galleries').where({ slug: 'graduation-days' }).first();
    const images = await site.database.db('gallery_images').where({ gallery_id: gallery.id }).orderBy('position');
    await page.goto(`${site.url}/admin/galleries/${gallery.id}`);
    await hydrated(page);
    const handle = page.getByRole('button', { name: `Move “${images[0].caption}”`, exact: true });
    await handle.focus();
    await page.keyboard.press('ArrowDown');
    await page.getByText('The new order has been saved.').waitFor();
    const reordered = (await site.database.db('gallery_images').where({ gallery_id: gallery.id }).orderBy('position').pluck('id')) as number[];
    expect(reordered.slice(0, 2)).to.deep.equal([images[1].id, images[0].id]);
    await page.goto(`${site.url}/galleries/${gallery.slug}`);
    await hydrated(page);
    expect(await page.locator('.gallery-view-swiper .swiper-slide').first().innerText()).to.include(images[1].caption);

    w.assertClean();
    await w.context.close();
  });

  it('stored XSS: script tags and event handlers saved into every rich-text and text field never run', async () => {
    const admin = await site.createUser('admin');
    const w = await watchedPage(browser);
    const { page } = w;
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs += 1;
      void d.dismiss();
    });
    await signIn(page, site.url, admin.email, admin.password);
    await page.goto(`${site.url}/admin`);
    await hydrated(page);
    const payload = '<img src=x onerror="window.__xss=1;alert(1)"><script>window.__xss=2;alert(2)</script><a href="javascript:window.__xss=3">click</a><svg onload="window.__xss=4"></svg>"><b onmouseover=alert(5)>x</b>';
    const widget = await site.database.db('widgets').where({ name: 'about-story' }).first();
    expect((await api(page, 'PUT', `/api/admin/widgets/${widget.id}`, { name: 'about-story', title: payload.slice(0, 140), html: payload })).status).to.equal(200);
    const post = await api<{ slug: string }>(page, 'POST', '/api/admin/blog', { title: `XSS ${payload}`.slice(0, 190), slug: `xss-${Date.now()}`, status: 'published', body: payload, excerpt: payload.slice(0, 390), author: payload.slice(0, 110), seo_title: 'x', seo_description: payload.slice(0, 300) });
    expect(post.status).to.equal(201);
    const service = await api(page, 'POST', '/api/admin/services', { audience: 'students', name: `XSS ${Date.now()}`, summary: payload.slice(0, 290), body: payload });
    expect(service.status).to.equal(201);
    expect((await api(page, 'POST', '/api/admin/testimonials', { name: payload.slice(0, 110), text: payload, course: payload.slice(0, 190) })).status).to.equal(201);
    const gallery = await site.database.db('galleries').first();
    const galleryImage = await site.database.db('gallery_images').where({ gallery_id: gallery.id }).first();
    expect((await api(page, 'PATCH', `/api/admin/galleries/${gallery.id}/images/${galleryImage.id}`, { caption: payload.slice(0, 290) })).status).to.equal(200);

    for (const path of ['/about', '/', `/blog/${post.body.slug}`, '/blog', '/services/students', `/galleries/${gallery.slug}`, '/admin/widgets', `/admin/widgets/${widget.id}`, '/admin/testimonials']) {
      await page.goto(`${site.url}${path}`);
      await hydrated(page);
      await page.mouse.move(300, 300);
      await page.waitForTimeout(200);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), path).to.equal(undefined);
    }
    expect(dialogs).to.equal(0);
    w.allow(/Applying inline style violates/);
    w.allow(/Failed to load resource.*404/);
    w.assertClean();
    await w.context.close();
  });
});
