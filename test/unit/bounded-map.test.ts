import { expect } from 'chai';
import { setBounded } from '../../server/lib/bounded-map';

describe('bounded maps of the in-memory caches', () => {
  it('drop the entry set longest ago when a new key would pass the limit', () => {
    const map = new Map<string, number>();
    for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) setBounded(map, key, i, 3);
    expect([...map.keys()]).to.deep.equal(['b', 'c', 'd']);
  });

  it('move a key set again to the newest place without dropping another', () => {
    const map = new Map<string, number>();
    for (const [i, key] of ['a', 'b', 'c'].entries()) setBounded(map, key, i, 3);
    setBounded(map, 'a', 10, 3);
    expect([...map.entries()]).to.deep.equal([
      ['b', 1],
      ['c', 2],
      ['a', 10],
    ]);
    setBounded(map, 'd', 3, 3);
    expect([...map.keys()]).to.deep.equal(['c', 'a', 'd']);
  });
});
