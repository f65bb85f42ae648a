// Tooltips for icon-only controls (50 ms delay, 5 px boundary padding). A control opts in with
// `data-tooltip="Text"` and keeps its own accessible name (aria-label or hidden text); while the tooltip shows, the
// control is described by it (aria-describedby). One tooltip element serves the whole document: fixed, appended to
// <body>, so it never moves anything else, and listeners on the document serve every control, including those in
// static parts the browser never hydrates (the contact bar, the footer) and those React draws later (the admin's).
// This module is not in any first load: the shell fetches it at the visitor's first act (client/lib/enhance.ts).

export const TOOLTIP_DELAY_MS = 50;
export const TOOLTIP_PADDING_PX = 5;
/** Between the control and its tooltip. */
export const TOOLTIP_GAP_PX = 6;
export const TOOLTIP_ID = 'tooltip';
const SELECTOR = '[data-tooltip]';

export interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Placement {
  top: number;
  left: number;
  side: 'top' | 'bottom';
}

/**
 * Where a tooltip of `size` goes for a control at `anchor` in a viewport of `viewport`: centred above the control,
 * flipped below it when there is not `padding` of room above (and there is more room below), then shifted sideways
 * to stay `padding` inside the viewport (the left edge wins when it is wider than the viewport allows).
 */
export function placeTooltip(
  anchor: Rect,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  padding = TOOLTIP_PADDING_PX,
  gap = TOOLTIP_GAP_PX,
): Placement {
  const above = anchor.top - gap - size.height;
  const below = anchor.top + anchor.height + gap;
  const roomAbove = anchor.top;
  const roomBelow = viewport.height - (anchor.top + anchor.height);
  const side = above >= padding || roomAbove >= roomBelow ? 'top' : 'bottom';
  const centred = anchor.left + anchor.width / 2 - size.width / 2;
  const left = Math.max(padding, Math.min(centred, viewport.width - padding - size.width));
  return { top: side === 'top' ? above : below, left, side };
}

/**
 * Starts the tooltips on `doc`: shown TOOLTIP_DELAY_MS after a mouse or pen moves onto a control or keyboard focus
 * reaches it (`:focus-visible`), hidden on Escape, when the pointer leaves both the control and the tooltip, when focus
 * leaves (unless the pointer is still there), and on a press. Returns a stop function.
 */
export function installTooltips(doc: Document = document): () => void {
  const view = doc.defaultView ?? window;
  let tip: HTMLElement | null = null;
  /** The control the tooltip is for (shown or about to be). */
  let anchor: HTMLElement | null = null;
  let shown = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Dismissed with Escape or a press: not shown again until the pointer or focus leaves it. */
  let dismissed: HTMLElement | null = null;

  const controlOf = (target: EventTarget | null): HTMLElement | null => (target instanceof view.Element ? target.closest<HTMLElement>(SELECTOR) : null);
  const inTip = (target: EventTarget | null) => tip !== null && target instanceof view.Node && tip.contains(target);

  function element(): HTMLElement {
    if (tip) return tip;
    tip = doc.createElement('div');
    tip.id = TOOLTIP_ID;
    tip.className = 'tooltip';
    tip.setAttribute('role', 'tooltip');
    tip.hidden = true;
    doc.body.append(tip);
    return tip;
  }

  function position(): void {
    if (!tip || !anchor) return;
    // Measured at the viewport's corner, so that the width is the text's own, not what room the last place left.
    tip.style.top = '0px';
    tip.style.left = '0px';
    const placement = placeTooltip(anchor.getBoundingClientRect(), tip.getBoundingClientRect(), {
      width: doc.documentElement.clientWidth,
      height: doc.documentElement.clientHeight,
    });
    tip.style.top = `${Math.round(placement.top)}px`;
    tip.style.left = `${Math.round(placement.left)}px`;
    tip.dataset.side = placement.side;
  }

  function show(): void {
    timer = undefined;
    if (!anchor?.isConnected) return hide();
    const el = element();
    el.textContent = anchor.dataset.tooltip ?? '';
    el.hidden = false;
    position();
    const described = (anchor.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    if (!described.includes(TOOLTIP_ID)) anchor.setAttribute('aria-describedby', [...described, TOOLTIP_ID].join(' '));
    shown = true;
  }

  function hide(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (shown && anchor) {
      const rest = (anchor.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id && id !== TOOLTIP_ID);
      if (rest.length) anchor.setAttribute('aria-describedby', rest.join(' '));
      else anchor.removeAttribute('aria-describedby');
    }
    if (tip) tip.hidden = true;
    shown = false;
    anchor = null;
  }

  function schedule(control: HTMLElement): void {
    if (control === anchor || control === dismissed || !control.dataset.tooltip) return;
    hide();
    anchor = control;
    timer = setTimeout(show, TOOLTIP_DELAY_MS);
  }

  const focusedByKeyboard = (control: HTMLElement) => doc.activeElement === control && control.matches(':focus-visible');

  function onPointerOver(event: PointerEvent): void {
    if (event.pointerType === 'touch' || inTip(event.target)) return;
    const control = controlOf(event.target);
    if (control) schedule(control);
    else if (anchor && !anchor.isConnected) hide();
  }

  function onPointerOut(event: PointerEvent): void {
    if (event.pointerType === 'touch') return;
    const from = event.target;
    const to = event.relatedTarget;
    if (!(from instanceof view.Node)) return;
    const leaves = (element: HTMLElement) => (element.contains(from) || inTip(from)) && !(to instanceof view.Node && (element.contains(to) || inTip(to)));
    // Leaving a control dismissed with Escape or a press: the next visit shows its tooltip again.
    if (dismissed && leaves(dismissed)) dismissed = null;
    if (anchor && leaves(anchor) && !focusedByKeyboard(anchor)) hide();
  }

  function onFocusIn(event: FocusEvent): void {
    const control = controlOf(event.target);
    if (control && control === event.target && focusedByKeyboard(control)) schedule(control);
  }

  function onFocusOut(event: FocusEvent): void {
    const control = controlOf(event.target);
    if (control && control === dismissed) dismissed = null;
    if (control && control === anchor && !control.matches(':hover')) hide();
  }

  function onKeyDown(event: KeyboardEvent): void {
    if (event.key !== 'Escape' || !anchor) return;
    dismissed = anchor;
    hide();
  }

  function onPointerDown(event: PointerEvent): void {
    if (!anchor || !(event.target instanceof view.Node) || !anchor.contains(event.target)) return;
    dismissed = anchor;
    hide();
  }

  function onScroll(): void {
    if (shown) position();
  }

  const options = { capture: true, passive: true };
  const listeners: Array<[string, EventListener]> = [
    ['pointerover', onPointerOver as EventListener],
    ['pointerout', onPointerOut as EventListener],
    ['pointerdown', onPointerDown as EventListener],
    ['focusin', onFocusIn as EventListener],
    ['focusout', onFocusOut as EventListener],
    ['keydown', onKeyDown as EventListener],
    ['scroll', onScroll],
  ];
  for (const [type, listener] of listeners) doc.addEventListener(type, listener, options);
  view.addEventListener('resize', onScroll, { passive: true });

  // The act that fetched this module may have been the pointer moving onto a control, or focus reaching one.
  const hovered = Array.from(doc.querySelectorAll<HTMLElement>(`${SELECTOR}:hover`)).pop();
  const focused = controlOf(doc.activeElement);
  if (focused && focusedByKeyboard(focused)) schedule(focused);
  else if (hovered) schedule(hovered);

  return () => {
    hide();
    for (const [type, listener] of listeners) doc.removeEventListener(type, listener, options);
    view.removeEventListener('resize', onScroll);
    tip?.remove();
    tip = null;
  };
}
