// The booking pages and the dashboard's funnel as the server draws them (decision 0046): /consultation in each
// language with its direction and alternates, a booking's manage page kept from search engines, and the funnel's
// chart in the dashboard's HTML.
import { expect } from 'chai';
import { client, testApp } from '../helpers/app';
import { signedInClient } from '../helpers/factories';

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

describe('SSR: the booking pages and the funnel', () => {
  before(async () => {
    await testApp();
  });

  for (const [prefix, lang, dir] of [
    ['', 'en-GB', 'ltr'],
    ['/es', 'es', 'ltr'],
    ['/ar', 'ar', 'rtl'],
  ] as const) {
    it(`${prefix}/consultation names its language, direction and alternates, and says what to do without scripts`, async () => {
      const res = await (await client()).get(`${prefix}/consultation`);
      expect(res.status).to.equal(200);
      expect(attr(res.text, /<html[^>]* lang="([^"]+)"/)).to.equal(lang);
      expect(attr(res.text, /<html[^>]* dir="([^"]+)"/)).to.equal(dir);
      for (const [hreflang, path] of [
        ['en', '/consultation'],
        ['es', '/es/consultation'],
        ['ar', '/ar/consultation'],
        ['x-default', '/consultation'],
      ] as const) {
        expect(res.text).to.match(new RegExp(`<link rel="alternate" hreflang="${hreflang}" href="[^"]*${path.replace(/\//g, '\\/')}"`), hreflang);
      }
      expect(res.text).not.to.match(/<meta name="robots" content="noindex/);
      // The frame of the times is there (their height kept), and the words for a visitor without scripts.
      expect(res.text).to.include('class="slot-picker"');
      expect(res.text).to.match(/<noscript>[\s\S]*?<\/noscript>/);
    });
  }

  it('the booking page is in the sitemap, with its alternates', async () => {
    const res = await (await client()).get('/sitemap.xml');
    expect(res.text).to.match(/<loc>[^<]*\/consultation<\/loc>/);
    expect(res.text).to.match(/hreflang="ar" href="[^"]*\/ar\/consultation"/);
  });

  it('a booking’s manage page asks search engines to stay away, in every language', async () => {
    for (const path of ['/consultation/some-token', '/es/consultation/some-token', '/ar/consultation/some-token']) {
      const res = await (await client()).get(path);
      expect(res.status, path).to.equal(200);
      expect(res.text, path).to.match(/<meta name="robots" content="noindex/);
    }
  });

  it('the dashboard draws the funnel’s chart as SVG for an admin, and its table', async () => {
    // A lead first seen today, from a campaign.
    const visitor = await client();
    const sent = await visitor.send('post', '/api/contact', {
      name: 'Funnel Visitor',
      email: `funnel-${Date.now()}@example.com`,
      enquiry_type: 'other',
      message: 'A message that makes a lead for the funnel.',
      consent: true,
      source: { utm_source: 'ssr-test', utm_campaign: 'funnel' },
    });
    expect(sent.status).to.equal(201);
    const { client: admin } = await signedInClient('admin');
    const res = await admin.get('/admin');
    expect(res.status).to.equal(200);
    const figure = /<figure class="funnel-chart"[\s\S]*?<\/figure>/.exec(res.text)?.[0] ?? '';
    expect(figure, 'the chart').to.include('<svg');
    // No inline style (the CSP refuses it) and none of ECharts' counters, which run on from render to render.
    expect(figure).not.to.match(/ style="|<style/);
    expect(figure).not.to.match(/zr\d+-|cls-\d/);
    expect(res.text).to.include('Download CSV');
  });
});
