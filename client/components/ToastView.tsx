// The toasts (components/Toast.tsx), drawn into the live region every page has (components/Chrome.tsx) by a root of
// their own, mounted with the first toast. One hides after its delay, paused while the pointer is over it or focus
// is in it.
import { StrictMode, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { type ToastItem, toasts } from './Toast';
import { I18nContext, pageI18n, useT } from '../lib/i18n';

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

const none: ToastItem[] = [];

function Toasts() {
  const items = useSyncExternalStore(toasts.subscribe, toasts.getSnapshot, () => none);
  return items.map((item) => <Toast key={item.id} item={item} />);
}

/** Draws the toasts, now and from now on, in the page's live region (once). */
export function mount(): void {
  const region = document.querySelector('.toaster');
  if (!region) return;
  const host = document.createElement('div');
  // The toasts lay out as the region's own children (styles/components.css, .toaster).
  host.style.display = 'contents';
  region.append(host);
  createRoot(host).render(
    <StrictMode>
      <I18nContext.Provider value={pageI18n()}>
        <Toasts />
      </I18nContext.Provider>
    </StrictMode>,
  );
}
