// What only matters once the visitor acts on the page: the tooltips of icon-only controls, the home page's scroll
// animations, and keeping where the visit came from (lib/visit-source.ts). The shell fetches this module at the
// visitor's first act (lib/preload.ts, onFirstAct), so it is in no first load and costs no start-up work (decision
// 0034). The first two touch elements React owns (an attribute or two), so they start once the page has hydrated.
import { installTooltips } from './tooltips';
import { revealOnScroll } from './reveal';
import { captureVisitSource } from './visit-source';

let started = false;

function whenHydrated(run: () => void): void {
  const root = document.documentElement;
  if (root.dataset.hydrated === 'true') return run();
  const observer = new MutationObserver(() => {
    if (root.dataset.hydrated !== 'true') return;
    observer.disconnect();
    run();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}

export function enhance(): void {
  if (started) return;
  started = true;
  // Where the visit came from, kept at its first page (decision 0046): the address the document was loaded at.
  captureVisitSource();
  whenHydrated(() => {
    installTooltips();
    revealOnScroll();
    // Browser tests wait for this.
    document.documentElement.dataset.enhanced = 'true';
  });
}
