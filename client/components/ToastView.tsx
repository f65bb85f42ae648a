// One toast (components/Toast.tsx): it hides after its delay, paused while the pointer is over it or focus is in it.
import { useEffect, useRef, useState } from 'react';
import { type ToastItem, toasts } from './Toast';
import { useT } from '../lib/i18n';

export function Toast({ item }: { item: ToastItem }) {
  const t = useT();
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
      <button type="button" className="toast-close" aria-label={t('site.dismissNotification')} data-tooltip={t('site.dismiss')} onClick={() => toasts.dismiss(item.id)}>
        ×
      </button>
    </div>
  );
}
