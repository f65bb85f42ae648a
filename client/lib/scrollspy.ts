// The scrollspy of a page's section menu (throttle 75 ms, offset 10 px). It measures the page's top-level
// blocks (the children of `.page` holding each target), never elements inside them: most of those blocks are not laid
// out until they near the screen (`content-visibility: auto`, decision 0016), and reading a position inside one
// would lay it out.
import { throttle } from './throttle';

export const SCROLLSPY_THROTTLE_MS = 75;
export const SCROLLSPY_OFFSET_PX = 10;

/**
 * The section being read: the last whose top is at or above `line` (tops in page order, from the top of the
 * screen), or the last section when the page is scrolled to its end (a short closing section never reaches the
 * line); -1 above the first.
 */
export function activeSection(tops: readonly number[], line: number, atEnd: boolean): number {
  if (atEnd && tops.length > 0) return tops.length - 1;
  let active = -1;
  tops.forEach((top, index) => {
    if (top <= line) active = index;
  });
  return active;
}

/** The block of the page that holds `target`: what is measured, and what a menu link scrolls to. */
export function blockOf(target: HTMLElement): HTMLElement {
  return target.closest<HTMLElement>('.page > *') ?? target;
}

/**
 * Follows the scroll: `onChange` gets the id of the section being read (or null). `menu` is the sticky menu: the
 * line is SCROLLSPY_OFFSET_PX below its bottom. Starts with one measurement in its own task; returns a stop function.
 */
export function startScrollspy(menu: HTMLElement, ids: readonly string[], onChange: (id: string | null) => void): () => void {
  let last: string | null | undefined;
  const update = () => {
    const targets = ids.map((id) => document.getElementById(id));
    const present = ids.filter((_, index) => targets[index]);
    const tops = targets.filter((t): t is HTMLElement => t !== null).map((t) => blockOf(t).getBoundingClientRect().top);
    const root = document.documentElement;
    const atEnd = window.scrollY > 0 && window.innerHeight + window.scrollY >= root.scrollHeight - 1;
    const index = activeSection(tops, menu.getBoundingClientRect().bottom + SCROLLSPY_OFFSET_PX, atEnd);
    const id = present[index] ?? null;
    if (id !== last) onChange((last = id));
  };
  const onScroll = throttle(update, SCROLLSPY_THROTTLE_MS);
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onScroll, { passive: true });
  const first = setTimeout(update, 0);
  return () => {
    clearTimeout(first);
    onScroll.cancel();
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', onScroll);
  };
}

/** Frames after a jump in which its end is checked: the parts around it are laid out only once they near the screen. */
const SETTLE_FRAMES = 10;

/**
 * Scrolls the block of section `id` to just below the sticky menu (smoothly unless the visitor asks for reduced motion)
 * and moves focus to its heading. The parts of the page it passes are laid out only as they near the screen
 * (`content-visibility: auto`), so the page can still be shorter than their real height when the jump is made, and the
 * browser stops the scroll at the page's end as it was then. Where the jump ends (at once, or when the smooth scroll
 * ends), the block's place is therefore checked for a few frames and the scroll made good, unless the visitor has
 * scrolled, pressed a key or touched the screen meanwhile.
 */
export function goToSection(menu: HTMLElement, id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const block = blockOf(target);
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const place = () => window.scrollY + block.getBoundingClientRect().top - menu.offsetHeight;
  const top = place();
  window.scrollTo({ top, behavior: reduced ? 'instant' : 'smooth' });
  // A smooth scroll that has nowhere to go sends no `scrollend`: checked at once, like a jump.
  settle(place, reduced || Math.abs(top - window.scrollY) <= 1);
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  // The address names the section, as a plain jump would; the router's own entry is kept as it is.
  window.history.replaceState(window.history.state, '', `#${encodeURIComponent(id)}`);
  return true;
}

/** The longest a smooth scroll is waited for: past it, its end is left as it is. */
const SETTLE_WAIT_MS = 3000;

/**
 * Puts the page at `place()` in each of the next frames where it is not, from the jump's end (`now`, or the smooth
 * scroll's `scrollend`), until the visitor acts.
 */
function settle(place: () => number, now: boolean): void {
  const acts = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  let frames = 0;
  let frame = 0;
  const deadline = setTimeout(() => stop(), SETTLE_WAIT_MS);
  const stop = () => {
    clearTimeout(deadline);
    cancelAnimationFrame(frame);
    window.removeEventListener('scrollend', start);
    for (const act of acts) window.removeEventListener(act, stop, true);
  };
  const check = () => {
    const top = place();
    if (Math.abs(top - window.scrollY) > 1) window.scrollTo({ top, behavior: 'instant' });
    if (++frames < SETTLE_FRAMES) frame = requestAnimationFrame(check);
    else stop();
  };
  function start() {
    window.removeEventListener('scrollend', start);
    frame = requestAnimationFrame(check);
  }
  for (const act of acts) window.addEventListener(act, stop, { capture: true, passive: true });
  // A smooth scroll is checked once it has ended (browsers without `scrollend` leave it as it is).
  if (now) start();
  else window.addEventListener('scrollend', start);
}
