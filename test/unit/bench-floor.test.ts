import { expect } from 'chai';
import { floorPage, pageHeaders } from '../../scripts/bench/floor/floor';
import type { FloorNode } from '../../scripts/bench/floor/tree';
import { type BenchResults, evaluateBudgets } from '../../scripts/bench/report';
import type { LighthousePage, LighthouseRun } from '../../scripts/bench/lighthouse';

const SITE_PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Canada</title>',
  '<link rel="stylesheet" href="/dist/css/site.css"><link rel="modulepreload" href="/dist/js/entry.js">',
  '<script type="application/ld+json">{"@type":"Place"}</script></head><body>',
  '<div id="root"><main class="page" style="--gap: 4px; margin-top: 2px"><h1>Study in <!-- -->Canada</h1>',
  '<label for="q">Filter</label><input id="q" value="can" readonly="">',
  '<svg viewBox="0 0 24 24" aria-hidden="true"><path stroke-width="2" d="M0 0"/></svg>',
  '<p hidden="">Fish &amp; chips</p></main></div>',
  '<script type="application/json" id="__boot">{"router":{}}</script><script type="module" src="/dist/js/entry.js"></script>',
  '</body></html>',
].join('');

describe('the bench floor page', () => {
  const floor = floorPage(SITE_PAGE);
  const nodes = JSON.parse(/<script type="application\/json" id="__floor">(.*?)<\/script>/.exec(floor)![1]!) as FloorNode[];

  it('keeps the page’s head and markup and drops the site’s scripts for the floor’s one', () => {
    expect(floor).to.contain('<link rel="stylesheet" href="/dist/css/site.css">');
    expect(floor).to.contain('{"@type":"Place"}');
    expect(floor).not.to.contain('/dist/js/entry.js');
    expect(floor).not.to.contain('__boot');
    expect(floor).to.match(/<script type="module" src="\/__floor\/floor.js"><\/script><\/body>/);
    expect(floor).to.contain('<h1>Study in <!-- -->Canada</h1>');
    expect(floor).to.contain('<p hidden="">Fish &amp; chips</p>');
    expect(floor).to.contain('style="--gap:4px;margin-top:2px"');
    expect(floor).to.contain('stroke-width="2"');
  });

  it('describes the root’s content as React props', () => {
    const [main] = nodes as [Exclude<FloorNode, string>];
    expect(main[0]).to.equal('main');
    expect(main[1]).to.deep.equal({ className: 'page', style: { '--gap': '4px', marginTop: '2px' } });
    const [h1, label, input, svg, p] = main[2] as Array<Exclude<FloorNode, string>>;
    expect(h1![2]).to.deep.equal(['Study in ', 'Canada']);
    expect(label![1]).to.deep.equal({ htmlFor: 'q' });
    expect(input![1]).to.deep.equal({ id: 'q', defaultValue: 'can', readOnly: true });
    expect(svg![1]).to.deep.equal({ viewBox: '0 0 24 24', 'aria-hidden': 'true' });
    expect((svg![2][0] as Exclude<FloorNode, string>)[1]).to.deep.equal({ strokeWidth: '2', d: 'M0 0' });
    expect(p![1]).to.deep.equal({ hidden: true });
  });

  it('will not make a floor of a page without a root', () => {
    expect(() => floorPage('<html><body><main></main></body></html>')).to.throw(/no #root/);
  });

  it('is served with the page’s own security headers, not those of its body, caching or visit', () => {
    const site = {
      'content-security-policy': "default-src 'self'",
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'origin-agent-cluster': '?1',
      'x-frame-options': 'SAMEORIGIN',
      'content-type': 'text/html; charset=utf-8',
      'content-length': '41461',
      'Content-Encoding': 'br',
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding',
      etag: 'W/"a"',
      'set-cookie': ['XSRF-TOKEN=a; Path=/'],
      'x-request-id': 'r1',
      date: 'Fri, 27 Nov 2026 10:00:00 GMT',
      connection: 'keep-alive',
    };
    expect(pageHeaders(site)).to.deep.equal({
      'content-security-policy': "default-src 'self'",
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'origin-agent-cluster': '?1',
      'x-frame-options': 'SAMEORIGIN',
    });
  });
});

describe('the browser budgets against the floor', () => {
  const run = (score: number, tbtMs: number, mainThreadMs: number): LighthouseRun => ({ score, tbtMs, mainThreadMs, cls: 0, lcpMs: 1500, fcpMs: 900, siMs: 1000, benchmarkIndex: 1000 });
  const page = (overFloor: LighthousePage['overFloor'], cls = 0): LighthousePage => ({
    name: 'country',
    path: '/countries/canada',
    runs: [run(90, 400, 2500)],
    median: { ...run(90, 400, 2500), cls },
    findings: [],
    notes: [],
    floor: { runs: [run(92, 380, 2300)], median: run(92, 380, 2300), notes: [] },
    overFloor,
  });
  const budgets = (p: LighthousePage) =>
    evaluateBudgets({ only: 'lighthouse', lighthouse: [p], errors: [], budgets: [], passed: 0, failed: 0 } as unknown as BenchResults).filter((b) => b.name.startsWith('Lighthouse'));

  it('passes a page as slow as its floor on a slow machine, whatever the absolute figures', () => {
    const result = budgets(page({ tbtMs: 20, mainThreadMs: 200, score: -2 }));
    expect(result.map((b) => [b.name, b.pass])).to.deep.equal([
      ['Lighthouse country: TBT above its floor', true],
      ['Lighthouse country: main-thread work above its floor', true],
      ['Lighthouse country: score below its floor', true],
      ['Lighthouse country: CLS', true],
    ]);
  });

  it('fails each difference past its budget, a missing floor, and layout shift', () => {
    expect(budgets(page({ tbtMs: 51, mainThreadMs: 501, score: -6 })).filter((b) => !b.pass)).to.have.length(3);
    expect(budgets(page(null)).filter((b) => !b.pass)).to.have.length(3);
    expect(budgets(page({ tbtMs: 0, mainThreadMs: 0, score: 0 }, 0.02)).find((b) => b.name.endsWith('CLS'))!.pass).to.equal(false);
  });

  it('leaves the server’s budgets out of a --lighthouse run', () => {
    const all = evaluateBudgets({ only: 'lighthouse', lighthouse: [page({ tbtMs: 0, mainThreadMs: 0, score: 0 })], errors: [], budgets: [], passed: 0, failed: 0 } as unknown as BenchResults);
    expect(all.some((b) => b.name.startsWith('U/R') || b.name.startsWith('p99'))).to.equal(false);
  });
});
