// Toasts: short confirmations at the top right that hide after 5000 ms (at least 1000), paused while
// the pointer is over them or focus is in them. A toast is drawn by ToastView.tsx, fetched with the first one.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { preloadable } from '../lib/preload';

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

export function toast(message: string, options?: { variant?: ToastVariant; delay?: number }): number {
  return toasts.show(message, options);
}

const empty: ToastItem[] = [];

const view = preloadable(() => import('./ToastView'));

/** The live region is there from the start, so that a screen reader announces the toasts put into it. */
export function Toaster() {
  const items = useSyncExternalStore(toasts.subscribe, toasts.getSnapshot, () => empty);
  const [View, setView] = useState(view.loaded);
  const needed = items.length > 0 && View === undefined;
  useEffect(() => {
    if (!needed) return;
    view.load().then(
      (module) => setView(() => module),
      (error: unknown) => console.warn('toasts could not be shown', error),
    );
  }, [needed]);
  return (
    <div className="toaster" aria-live="polite">
      {View && items.map((item) => <View.Toast key={item.id} item={item} />)}
    </div>
  );
}
