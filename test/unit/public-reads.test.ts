import { expect } from 'chai';
import { createPublicReads } from '../../server/lib/public-reads';
import { fakeVersion } from '../helpers/content-version';

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
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await read()).to.equal(2);
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
