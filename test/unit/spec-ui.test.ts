// The pure parts of the tooltips, scrollspy and scroll animations: the throttle, the tooltip's placement, the
// section being read, and which home page sections wait for the scroll.
import { expect } from 'chai';
import fc from 'fast-check';
import { activeSection, SCROLLSPY_OFFSET_PX, SCROLLSPY_THROTTLE_MS } from '../../client/lib/scrollspy';
import { REVEAL_DURATION_MS, REVEAL_EASING, REVEAL_OFFSET_PX, waitsForScroll } from '../../client/lib/reveal';
import { throttle, type Timers } from '../../client/lib/throttle';
import { placeTooltip, TOOLTIP_DELAY_MS, TOOLTIP_GAP_PX, TOOLTIP_PADDING_PX } from '../../client/lib/tooltips';

/** A clock the test moves by hand. */
function fakeTimers() {
  let now = 0;
  let next = 1;
  const queue = new Map<number, { at: number; callback: () => void }>();
  const timers: Timers = {
    setTimeout(callback, ms) {
      const id = next++;
      queue.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout(handle) {
      queue.delete(handle as number);
    },
  };
  return {
    timers,
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...queue.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        queue.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = end;
    },
    get now() {
      return now;
    },
  };
}

describe('the interface constants', () => {
  it('are the values the design asks for (tooltips 50 ms and 5 px, scrollspy 75 ms and 10 px, reveal 120 px, 400 ms, ease)', () => {
    expect([TOOLTIP_DELAY_MS, TOOLTIP_PADDING_PX]).to.deep.equal([50, 5]);
    expect([SCROLLSPY_THROTTLE_MS, SCROLLSPY_OFFSET_PX]).to.deep.equal([75, 10]);
    expect([REVEAL_OFFSET_PX, REVEAL_DURATION_MS, REVEAL_EASING]).to.deep.equal([120, 400, 'ease']);
  });
});

describe('throttle', () => {
  it('runs the first call at once and folds the calls of one interval into one at its end', () => {
    const clock = fakeTimers();
    const calls: number[] = [];
    const throttled = throttle(() => calls.push(clock.now), 75, clock.timers);
    throttled();
    expect(calls).to.deep.equal([0]);
    clock.advance(10);
    throttled();
    clock.advance(10);
    throttled();
    throttled();
    expect(calls).to.deep.equal([0]);
    clock.advance(55);
    expect(calls).to.deep.equal([0, 75]);
    // Quiet since: nothing more, and the next call runs at once.
    clock.advance(500);
    expect(calls).to.deep.equal([0, 75]);
    throttled();
    expect(calls).to.deep.equal([0, 75, 575]);
  });

  it('never runs twice within the interval under a steady stream of calls, and handles the last one', () => {
    const clock = fakeTimers();
    const calls: number[] = [];
    const throttled = throttle(() => calls.push(clock.now), 75, clock.timers);
    for (let t = 0; t < 1000; t += 5) {
      throttled();
      clock.advance(5);
    }
    clock.advance(200);
    for (let i = 1; i < calls.length; i++) expect(calls[i]! - calls[i - 1]!).to.be.at.least(75);
    expect(calls.length).to.be.within(13, 15);
    expect(calls.at(-1)).to.be.at.least(995);
  });

  it('cancel drops the pending call', () => {
    const clock = fakeTimers();
    let count = 0;
    const throttled = throttle(() => count++, 75, clock.timers);
    throttled();
    throttled();
    throttled.cancel();
    clock.advance(200);
    expect(count).to.equal(1);
  });
});

describe('placeTooltip', () => {
  const viewport = { width: 320, height: 640 };
  const size = { width: 80, height: 24 };

  it('centres the tooltip above the control when there is room', () => {
    const p = placeTooltip({ top: 300, left: 100, width: 40, height: 40 }, size, viewport);
    expect(p).to.deep.equal({ side: 'top', top: 300 - TOOLTIP_GAP_PX - 24, left: 80 });
  });

  it('flips below a control at the top of the screen', () => {
    const p = placeTooltip({ top: 4, left: 100, width: 32, height: 32 }, size, viewport);
    expect(p.side).to.equal('bottom');
    expect(p.top).to.equal(4 + 32 + TOOLTIP_GAP_PX);
  });

  it('shifts sideways to stay 5 px inside the edges', () => {
    expect(placeTooltip({ top: 300, left: 290, width: 30, height: 30 }, size, viewport).left).to.equal(320 - 5 - 80);
    expect(placeTooltip({ top: 300, left: 0, width: 30, height: 30 }, size, viewport).left).to.equal(5);
  });

  it('keeps any tooltip that fits the viewport inside it with the padding, wherever the control is on screen', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 320, max: 1920 }),
        fc.integer({ min: 400, max: 1200 }),
        fc.integer({ min: 20, max: 300 }),
        fc.integer({ min: 16, max: 80 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (width, height, tipWidth, tipHeight, x, y) => {
          const anchor = { left: x * (width - 40), top: y * (height - 40), width: 40, height: 40 };
          const p = placeTooltip(anchor, { width: Math.min(tipWidth, width - 10), height: tipHeight }, { width, height });
          expect(p.left).to.be.at.least(5);
          expect(p.left + Math.min(tipWidth, width - 10)).to.be.at.most(width - 5 + 1e-9);
          // Never over the control itself.
          if (p.side === 'top') expect(p.top + tipHeight).to.be.at.most(anchor.top);
          else expect(p.top).to.be.at.least(anchor.top + anchor.height);
          // Inside vertically whenever the side it took has the room.
          if (p.side === 'top' && anchor.top >= tipHeight + TOOLTIP_GAP_PX + 5) expect(p.top).to.be.at.least(5);
        },
      ),
    );
  });
});

describe('activeSection', () => {
  it('is the last section whose top has reached the line', () => {
    expect(activeSection([100, 600, 1200], 58, false)).to.equal(-1);
    expect(activeSection([58, 600, 1200], 58, false)).to.equal(0);
    expect(activeSection([-400, 20, 700], 58, false)).to.equal(1);
    expect(activeSection([-1400, -800, -10], 58, false)).to.equal(2);
  });

  it('is the last section at the end of the page, even one that never reaches the line', () => {
    expect(activeSection([-900, -300, 400], 58, true)).to.equal(2);
    expect(activeSection([], 58, true)).to.equal(-1);
  });
});

describe('waitsForScroll', () => {
  it('holds back only what is wholly below the screen and can still come 120 px inside it', () => {
    // 800 px screen at the top of a 5000 px page.
    expect(waitsForScroll(799, 800, 0, 5000)).to.equal(false);
    expect(waitsForScroll(800, 800, 0, 5000)).to.equal(true);
    expect(waitsForScroll(4880, 800, 0, 5000)).to.equal(true);
    expect(waitsForScroll(4881, 800, 0, 5000)).to.equal(false);
    // Scrolled down: positions are from the top of the screen.
    expect(waitsForScroll(900, 800, 3000, 5000)).to.equal(true);
    expect(waitsForScroll(-200, 800, 3000, 5000)).to.equal(false);
  });
});
