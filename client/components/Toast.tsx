// Toasts: short confirmations at the top right that hide after 5000 ms (at least 1000), paused while
// the pointer is over them or focus is in them. They are drawn by ToastView.tsx, fetched with the first one.

export const TOAST_DEFAULT_MS = 5000;
export const TOAST_MIN_MS = 1000;

export type ToastVariant = 'success' | 'error' | 'info';

export interface ToastItem {
  id: number;
  message: string;
  variant: ToastVariant;
  delay: number;
}

class ToastStore {
  private items: ToastItem[] = [];
  private next = 1;
  private readonly listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.items;

  show(message: string, options: { variant?: ToastVariant; delay?: number } = {}): number {
    const id = this.next++;
    const delay = Math.max(TOAST_MIN_MS, options.delay ?? TOAST_DEFAULT_MS);
    this.items = [...this.items, { id, message, variant: options.variant ?? 'success', delay }];
    this.emit();
    return id;
  }

  dismiss(id: number): void {
    this.items = this.items.filter((t) => t.id !== id);
    this.emit();
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }
}

export const toasts = new ToastStore();

let shown: Promise<unknown> | undefined;

/**
 * Shows `message` for a moment. The first toast fetches the module that draws them (ToastView.tsx) into the live
 * region every page has (components/Chrome.tsx): none of it is in a visitor's first load.
 */
export function toast(message: string, options?: { variant?: ToastVariant; delay?: number }): number {
  shown ??= import('./ToastView').then(
    (view) => view.mount(),
    (error: unknown) => {
      shown = undefined;
      console.warn('toasts could not be shown', error);
    },
  );
  return toasts.show(message, options);
}
