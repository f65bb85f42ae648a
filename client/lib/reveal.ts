// The home page's sections fade and slide in as the visitor scrolls to them (the scroll animation's settings:
// offset 120 px, 400 ms, ease). Sections carry `data-reveal` in the server's markup and are shown as they are: nothing
// is hidden without JavaScript, in the server render, or before this module runs. It runs at the visitor's first act
// (client/lib/enhance.ts), so it never competes with the page's start-up or its largest paint: it then hides only the
// sections wholly below the screen, and each comes in once its top is 120 px inside the screen. Nothing at all under
// `prefers-reduced-motion: reduce` (the style sheet's hidden state is also limited to `no-preference`).

export const REVEAL_OFFSET_PX = 120;
export const REVEAL_DURATION_MS = 400;
export const REVEAL_EASING = 'ease';
const SELECTOR = '[data-reveal]';

/** Whether a section may be hidden until it is scrolled to: wholly below the screen, and not so close to the page's end that its top could never come REVEAL_OFFSET_PX inside the screen. */
export function waitsForScroll(top: number, viewportHeight: number, scrollY: number, pageHeight: number, offset = REVEAL_OFFSET_PX): boolean {
  return top >= viewportHeight && scrollY + top <= pageHeight - offset;
}

function reveal(element: HTMLElement): void {
  element.style.transition = `opacity ${REVEAL_DURATION_MS}ms ${REVEAL_EASING}, transform ${REVEAL_DURATION_MS}ms ${REVEAL_EASING}`;
  element.dataset.reveal = 'in';
  element.addEventListener(
    'transitionend',
    () => {
      element.style.removeProperty('transition');
    },
    { once: true },
  );
}

/** Hides the sections below the screen that have not been handled yet, and brings each in when it is scrolled to. */
export function revealOnScroll(doc: Document = document): void {
  const view = doc.defaultView ?? window;
  if (typeof view.IntersectionObserver !== 'function' || view.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const candidates = Array.from(doc.querySelectorAll<HTMLElement>(SELECTOR)).filter((element) => element.dataset.reveal === '');
  if (candidates.length === 0) return;
  const height = view.innerHeight;
  const pageHeight = doc.documentElement.scrollHeight;
  // Every position is read before any section is hidden (one layout).
  const waiting = candidates.filter((element) => waitsForScroll(element.getBoundingClientRect().top, height, view.scrollY, pageHeight));
  if (waiting.length === 0) return;
  let left = waiting.length;
  const observer = new view.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        reveal(entry.target as HTMLElement);
        left -= 1;
      }
      if (left === 0) observer.disconnect();
    },
    { rootMargin: `0px 0px -${REVEAL_OFFSET_PX}px 0px` },
  );
  for (const element of waiting) {
    element.dataset.reveal = 'hidden';
    observer.observe(element);
  }
}
