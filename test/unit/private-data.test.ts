import { expect } from 'chai';
import { CONTENT_VERSION_CHANNEL } from '../../server/lib/content-version';
import type { ChannelHandlers, PgListener } from '../../server/lib/pg-listener';
import { PRIVATE_DATA_CHANNEL, watchPrivateData } from '../../server/lib/private-data';

/** A LISTEN connection under the test's control: it calls the handlers the watch gave it. */
function fakeListener() {
  const channels = new Map<string, ChannelHandlers[]>();
  const listener: PgListener = {
    client: () => null,
    listen(channel, handlers) {
      channels.set(channel, [...(channels.get(channel) ?? []), handlers]);
    },
    close: () => Promise.resolve(),
  };
  const all = (channel: string) => channels.get(channel) ?? [];
  return {
    listener,
    up: () => all(PRIVATE_DATA_CHANNEL).forEach((h) => h.up?.()),
    down: () => all(PRIVATE_DATA_CHANNEL).forEach((h) => h.down?.()),
    notify: (channel: string) => all(channel).forEach((h) => h.notify('x')),
  };
}

describe('the generation of people’s data', () => {
  it('trusts nothing kept until the connection listens, and starts a new generation on every notification', () => {
    const pg = fakeListener();
    const watch = watchPrivateData(pg.listener);
    expect(watch.current()).to.equal(null);
    pg.up();
    const first = watch.current();
    expect(first).to.be.a('number');
    expect(watch.current(), 'stable while nothing happens').to.equal(first);
    pg.notify(PRIVATE_DATA_CHANNEL);
    const second = watch.current();
    expect(second).to.be.a('number').and.not.equal(first);
    pg.notify(CONTENT_VERSION_CHANNEL);
    expect(watch.current(), 'a content change (names in applications)').to.be.a('number').and.not.equal(second);
  });

  it('trusts nothing while a write handled here is under way, and starts a new generation when it ends', () => {
    const pg = fakeListener();
    const watch = watchPrivateData(pg.listener);
    pg.up();
    const before = watch.current();
    const one = watch.writeStarted();
    const two = watch.writeStarted();
    expect(watch.current()).to.equal(null);
    one();
    one(); // ending twice counts once
    expect(watch.current(), 'one write still under way').to.equal(null);
    two();
    expect(watch.current()).to.be.a('number').and.not.equal(before);
  });

  it('trusts nothing while the connection is away, and starts a new generation when it is back', () => {
    const pg = fakeListener();
    const watch = watchPrivateData(pg.listener);
    pg.up();
    const before = watch.current();
    pg.down();
    expect(watch.current()).to.equal(null);
    pg.up();
    expect(watch.current()).to.be.a('number').and.not.equal(before);
  });
});
