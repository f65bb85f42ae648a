// Toasts: short confirmations at the top right that hide after 5000 ms (at least 1000), paused while
// the pointer is over them or focus is in them.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

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

function Toast({ item }: { item: ToastItem }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(item.delay);
  const startedAt = useRef(0);

  useEffect(() => {
    if (paused) return;
    startedAt.current = Date.now();
    const timer = setTimeout(() => toasts.dismiss(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt.current;
    };
  }, [paused, item.id]);

  return (
    <div
      className={`toast toast-${item.variant}`}
      role={item.variant === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <p className="toast-message">{item.message}</p>
      <button type="button" className="toast-close" aria-label="Dismiss notification" onClick={() => toasts.dismiss(item.id)}>
        ×
      </button>
    </div>
  );
}

export function Toaster() {
  const items = useSyncExternalStore(toasts.subscribe, toasts.getSnapshot, () => empty);
  return (
    <div className="toaster" aria-live="polite">
      {items.map((item) => (
        <Toast key={item.id} item={item} />
      ))}
    </div>
  );
}
