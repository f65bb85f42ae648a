import { expect } from 'chai';
import { createPublicReads } from '../../server/lib/public-reads';
import { fakeVersion } from '../helpers/content-version';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The tests below keep answers 200 ms and read them again in their last 100 ms. */
const AHEAD = { ttlMs: 200, aheadMs: 100 };
const tick = () => new Promise((resolve) => setImmediate(resolve));

/** Reads once (read 1), waits into the last 100 ms of its time, and reads again: kept answer, read 2 started ahead. */
async function intoReadAhead(read: () => Promise<string>): Promise<void> {
  expect(await read()).to.equal('read 1');
  await sleep(120);
  expect(await read()).to.equal('read 1');
}

describe('public reads kept per content version', () => {
  it('answers a repeated read from what it kept, per arguments, until the version changes', async () => {
    const v = fakeVersion(1);
    const calls: string[] = [];
    const read = createPublicReads(v.watch).memo('posts', (page: number) => {
      calls.push(`posts ${page}`);
      return Promise.resolve({ page });
    });
    const first = await read(1);
    expect(await read(1)).to.equal(first);
    expect(await read(2)).to.deep.equal({ page: 2 });
    expect(calls).to.deep.equal(['posts 1', 'posts 2']);
    v.bump();
    const again = await read(1);
    expect(again).to.deep.equal({ page: 1 });
    expect(again).not.to.equal(first);
    expect(calls).to.deep.equal(['posts 1', 'posts 2', 'posts 1']);
  });

  it('waits for a settled version when there is a write on the way, and keeps nothing without a version', async () => {
    const v = fakeVersion(null);
    let calls = 0;
    const read = createPublicReads(v.watch).memo('widgets', () => Promise.resolve(++calls));
    expect([await read(), await read()]).to.deep.equal([1, 2]);
    v.bump();
    v.setPending(true);
    expect([await read(), await read()]).to.deep.equal([3, 3]);
  });

  it('does not keep a failed read, nor one whose version changed while it ran', async () => {
    const v = fakeVersion(5);
    let calls = 0;
    let fail = true;
    const read = createPublicReads(v.watch).memo('countries', async () => {
      calls += 1;
      if (fail) throw new Error('database is down');
      if (calls === 2) v.bump();
      return calls;
    });
    let failure: unknown;
    await read().catch((error: unknown) => (failure = error));
    expect(String(failure)).to.include('database is down');
    fail = false;
    expect(await read()).to.equal(2); // the version moved on during this read: not kept
    expect(await read()).to.equal(3);
    expect(await read()).to.equal(3);
  });

  it('reads again once an answer is past its time to live', async () => {
    const v = fakeVersion(1);
    let calls = 0;
    const read = createPublicReads(v.watch, { ttlMs: 20 }).memo('services', () => Promise.resolve(++calls));
    expect(await read()).to.equal(1);
    expect(await read()).to.equal(1);
    await sleep(30);
    expect(await read()).to.equal(2);
  });
});

/** A read whose answers the test hands out: read n answers `read n` when `release(n)` is called (read 1 at once). */
function controlledRead() {
  const pending: Array<{ resolve: (value: string) => void; reject: (error: Error) => void }> = [];
  const fn = () => {
    const call = pending.length + 1;
    if (call === 1) {
      pending.push({ resolve: () => undefined, reject: () => undefined });
      return Promise.resolve('read 1');
    }
    return new Promise<string>((resolve, reject) => pending.push({ resolve, reject }));
  };
  return {
    fn,
    calls: () => pending.length,
    release: (n: number) => pending[n - 1]!.resolve(`read ${n}`),
    fail: (n: number) => pending[n - 1]!.reject(new Error('database is down')),
  };
}

describe('public reads near the end of their time to live', () => {
  it('are read again in the background: callers keep the answer, which is never older than its time', async () => {
    const c = controlledRead();
    const read = createPublicReads(fakeVersion(1).watch, AHEAD).memo('services', c.fn);
    expect(await read()).to.equal('read 1');
    expect(await read()).to.equal('read 1');
    expect(c.calls()).to.equal(1);
    await sleep(120);
    // Inside the last 100 ms: one read ahead, and nobody waits for it.
    expect(await read()).to.equal('read 1');
    expect(await read()).to.equal('read 1');
    expect(c.calls()).to.equal(2);
    c.release(2);
    await tick();
    expect(await read()).to.equal('read 2');
    expect(c.calls()).to.equal(2);
  });

  it('share the read ahead when the answer expires while it runs', async () => {
    const c = controlledRead();
    const read = createPublicReads(fakeVersion(1).watch, AHEAD).memo('posts', c.fn);
    await intoReadAhead(read);
    await sleep(100);
    const waiting = [read(), read()];
    await tick();
    expect(c.calls(), 'no second read').to.equal(2);
    c.release(2);
    expect(await Promise.all(waiting)).to.deep.equal(['read 2', 'read 2']);
  });

  it('try no second read ahead after one failed; once expired, the next caller reads afresh', async () => {
    const c = controlledRead();
    const read = createPublicReads(fakeVersion(1).watch, AHEAD).memo('countries', c.fn);
    await intoReadAhead(read);
    c.fail(2);
    await tick();
    expect(await read(), 'still within its time').to.equal('read 1');
    expect(c.calls()).to.equal(2);
    await sleep(100);
    const fresh = read();
    await tick();
    expect(c.calls()).to.equal(3);
    c.release(3);
    expect(await fresh).to.equal('read 3');
  });

  it('file no read ahead that ends after the version changed', async () => {
    const v = fakeVersion(1);
    const c = controlledRead();
    const read = createPublicReads(v.watch, AHEAD).memo('widgets', c.fn);
    await intoReadAhead(read);
    v.bump();
    const fresh = read();
    await tick();
    expect(c.calls(), 'the new version is read at once').to.equal(3);
    c.release(3);
    expect(await fresh).to.equal('read 3');
    c.release(2);
    await tick();
    expect(await read()).to.equal('read 3');
  });
});

describe('public reads asked for at the same time', () => {
  it('share one read of the database, and a failed one is not kept for later callers', async () => {
    const v = fakeVersion(1);
    let calls = 0;
    let release: (value: string) => void = () => {};
    let fail = false;
    const read = createPublicReads(v.watch).memo('galleries', () => {
      calls += 1;
      if (fail) return Promise.reject(new Error('database is down'));
      return new Promise<string>((resolve) => (release = resolve));
    });
    const waiting = Promise.all(Array.from({ length: 32 }, () => read()));
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).to.equal(1);
    release('galleries');
    expect(new Set(await waiting)).to.deep.equal(new Set(['galleries']));

    v.bump();
    fail = true;
    const failures = await Promise.allSettled([read(), read()]);
    expect(failures.map((f) => f.status)).to.deep.equal(['rejected', 'rejected']);
    expect(calls).to.equal(2);
    fail = false;
    const again = read();
    await new Promise((resolve) => setImmediate(resolve));
    release('again');
    expect(await again).to.equal('again');
    expect(calls).to.equal(3);
  });
});
