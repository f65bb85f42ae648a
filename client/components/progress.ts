// The navigation progress bar's behaviour, driving one DOM element without re-rendering React.

export const PROGRESS = {
  tickMs: 100,
  nominalMs: 3000,
  ceiling: 95,
  fadeMs: 500,
} as const;

class ProgressController {
  private el: HTMLElement | null = null;
  private percent = 0;
  private ticker: ReturnType<typeof setInterval> | undefined;
  private hider: ReturnType<typeof setTimeout> | undefined;
  private visible = false;

  attach(el: HTMLElement | null): void {
    this.el = el;
  }

  get running(): boolean {
    return this.ticker !== undefined;
  }

  start(): void {
    clearTimeout(this.hider);
    clearInterval(this.ticker);
    this.percent = 0;
    this.visible = true;
    this.paint(false);
    const step = 10_000 / PROGRESS.nominalMs; // as vue-progressbar: a random share of this every tick
    this.ticker = setInterval(() => {
      this.percent = Math.min(PROGRESS.ceiling, this.percent + Math.random() * step);
      this.paint(false);
    }, PROGRESS.tickMs);
  }

  finish(): void {
    if (!this.running) return;
    clearInterval(this.ticker);
    this.ticker = undefined;
    this.percent = 100;
    this.paint(this.el?.classList.contains('is-failed') ?? false);
    this.hider = setTimeout(() => {
      this.visible = false;
      this.percent = 0;
      this.paint(false);
    }, PROGRESS.fadeMs);
  }

  /** The failure colour: while running it finishes red; just after finishing it turns the fading bar red. */
  fail(): void {
    if (this.running) {
      this.el?.classList.add('is-failed');
      this.finish();
    } else if (this.visible) {
      this.paint(true);
    }
  }

  private paint(failed: boolean): void {
    const el = this.el;
    if (!el) return;
    el.style.width = `${this.percent}%`;
    el.classList.toggle('is-visible', this.visible);
    el.classList.toggle('is-failed', failed);
  }
}

export const progress = new ProgressController();
