import { expect } from 'chai';
import { createFragmentCache, staticPartHtml } from '../../server/ssr/fragments';
import type { PrivateDataWatch } from '../../server/lib/private-data';
import { fakeVersion } from '../helpers/content-version';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const page = (text: string) => `<main><div data-static="intro"><p>${text}</p></div></main>`;

/** One render of `/` as the server render does it: ask for the part, then file what was missing from the page. */
async function render(cache: ReturnType<typeof createFragmentCache>, text: string) {
  const parts = await cache.forRender('/');
  const kept = parts.lookup('intro');
  return { kept, parts, html: page(text) };
}

/** The body such a render sends when its part was kept: the page with the kept markup in place of the placeholder. */
const sent = ({ kept, parts }: Awaited<ReturnType<typeof render>>) =>
  Buffer.concat(parts.pieces(page(kept!)).map((piece) => Buffer.from(piece))).toString();

/** A cache of version 1 whose part was filed by a render of `first` and is now past its time to live. */
async function expiredPart(options: { ttlMs: number; remakeMs: number }) {
  const v = fakeVersion(1);
  const cache = createFragmentCache(v.watch, options);
  const first = await render(cache, 'first');
  first.parts.fill(first.html);
  await sleep(options.ttlMs + 10);
  return { v, cache };
}

describe('parts kept for visitors', () => {
  it('finds a part’s inner markup by balancing its tags', () => {
    const html = '<div data-static="a" class="x"><div><p>one</p></div><p>two</p></div><div>after</div>';
    expect(staticPartHtml(html, 'a')).to.equal('<div><p>one</p></div><p>two</p>');
    expect(staticPartHtml(html, 'missing')).to.equal(undefined);
  });

  it('reuses a part until the content version changes', async () => {
    const v = fakeVersion(1);
    const cache = createFragmentCache(v.watch);
    const first = await render(cache, 'first');
    expect(first.kept).to.equal(undefined);
    first.parts.fill(first.html);
    const second = await render(cache, 'second');
    expect(second.kept, 'a placeholder for the kept markup').to.be.a('string');
    expect(sent(second)).to.equal(page('<p>first</p>'));
    v.bump();
    expect((await render(cache, 'third')).kept).to.equal(undefined);
  });

  it('after its time to live, one render makes a part again while the others reuse the old markup', async () => {
    const { cache } = await expiredPart({ ttlMs: 20, remakeMs: 60 });

    // The first render past the time to live misses; the renders running beside it still get the old markup.
    const remaking = await render(cache, 'second');
    expect(remaking.kept).to.equal(undefined);
    const beside = await render(cache, 'ignored');
    expect(beside.kept).to.be.a('string');
    expect(cache.stats().stale).to.equal(1);

    // Once it files the new markup, that is what renders reuse.
    remaking.parts.fill(remaking.html);
    const after = await render(cache, 'ignored');
    expect(sent(after)).to.equal(page('<p>second</p>'));
    expect(cache.stats().stale).to.equal(1);
  });

  it('when the render remaking a part files nothing, another render makes it once the remaking time is over', async () => {
    const { cache } = await expiredPart({ ttlMs: 20, remakeMs: 40 });
    expect((await render(cache, 'failed')).kept, 'the remaking render').to.equal(undefined);
    expect((await render(cache, 'ignored')).kept, 'beside it').to.be.a('string');
    await sleep(50);
    const again = await render(cache, 'third');
    expect(again.kept, 'the next render past the remaking time').to.equal(undefined);
    again.parts.fill(again.html);
    const after = await render(cache, 'ignored');
    expect(sent(after)).to.equal(page('<p>third</p>'));
  });

  it('never reuses markup of an older version, expired or not', async () => {
    const { v, cache } = await expiredPart({ ttlMs: 20, remakeMs: 1000 });
    expect((await render(cache, 'remaking')).kept).to.equal(undefined);
    v.bump();
    expect((await render(cache, 'new version')).kept).to.equal(undefined);
  });
});

/** People's data under a test's control: a generation, or null while nothing kept may be trusted. */
function fakePrivateData(start: number | null = 1) {
  let generation = start;
  const watch: PrivateDataWatch = { current: () => generation, settled: () => generation, writeStarted: () => () => undefined };
  return { watch, next: () => (generation = (generation ?? 0) + 1), set: (g: number | null) => (generation = g) };
}

describe('parts kept for a signed-in viewer', () => {
  async function viewerRender(cache: ReturnType<typeof createFragmentCache>, viewer: string | null, text: string) {
    const parts = await cache.forRender('/', viewer === null ? undefined : { key: viewer });
    const kept = parts.lookup('intro');
    const html = page(text);
    parts.fill(html);
    return { kept, parts, html };
  }

  it('reuses a viewer’s part for that viewer alone, never for another viewer or a visitor', async () => {
    const people = fakePrivateData();
    const cache = createFragmentCache(fakeVersion(1).watch, { privateData: people.watch });
    expect((await viewerRender(cache, 'ann', 'Ann’s board')).kept).to.equal(undefined);
    const again = await viewerRender(cache, 'ann', 'ignored');
    expect(sent(again)).to.equal(page('<p>Ann’s board</p>'));
    expect((await viewerRender(cache, 'bob', 'Bob’s board')).kept, 'another viewer').to.equal(undefined);
    expect((await viewerRender(cache, null, 'a visitor’s page')).kept, 'a visitor').to.equal(undefined);
    expect(sent(await viewerRender(cache, 'bob', 'ignored'))).to.equal(page('<p>Bob’s board</p>'));
    expect(sent(await viewerRender(cache, null, 'ignored'))).to.equal(page('<p>a visitor’s page</p>'));
  });

  it('makes a viewer’s parts again when people’s data changes, and keeps none while it is not followed', async () => {
    const people = fakePrivateData();
    const content = fakeVersion(1);
    const cache = createFragmentCache(content.watch, { privateData: people.watch });
    await viewerRender(cache, 'ann', 'before');
    people.next();
    expect((await viewerRender(cache, 'ann', 'after')).kept, 'a new generation').to.equal(undefined);
    expect(sent(await viewerRender(cache, 'ann', 'ignored'))).to.equal(page('<p>after</p>'));
    content.bump();
    expect((await viewerRender(cache, 'ann', 'new content')).kept, 'a new content version').to.equal(undefined);

    people.set(null);
    expect((await viewerRender(cache, 'ann', 'unfollowed')).kept).to.equal(undefined);
    expect((await viewerRender(cache, 'ann', 'unfollowed')).kept, 'nothing was filed').to.equal(undefined);
    people.set(7);
    expect((await viewerRender(cache, 'ann', 'followed again')).kept).to.equal(undefined);
    expect(sent(await viewerRender(cache, 'ann', 'ignored'))).to.equal(page('<p>followed again</p>'));
  });

  it('files nothing read under a generation that ended during the render', async () => {
    const people = fakePrivateData();
    const cache = createFragmentCache(fakeVersion(1).watch, { privateData: people.watch });
    const parts = await cache.forRender('/', { key: 'ann' });
    expect(parts.lookup('intro')).to.equal(undefined);
    people.next(); // a change committed while the page was read
    parts.fill(page('stale'));
    expect((await viewerRender(cache, 'ann', 'fresh')).kept).to.equal(undefined);
    expect(sent(await viewerRender(cache, 'ann', 'ignored'))).to.equal(page('<p>fresh</p>'));
  });

  it('without people’s data followed (no watch), keeps nothing for viewers', async () => {
    const cache = createFragmentCache(fakeVersion(1).watch);
    await viewerRender(cache, 'ann', 'one');
    expect((await viewerRender(cache, 'ann', 'two')).kept).to.equal(undefined);
  });
});
