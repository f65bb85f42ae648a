// What every screen has whatever its layout: progress bar, scroll handling, document title and the toasts' place.
import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { UNSAFE_DataRouterStateContext, useLocation, useMatches, useNavigation, useNavigationType } from 'react-router-dom';
import { useConfig } from '../lib/context';
import { errorTitle, pageTitle } from '../lib/pages';
import { useI18n } from '../lib/i18n';
import { progressBar } from './progress-bar';

const NOTHING = { __html: '' };

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Its behaviour (./progress.ts) is fetched with the first navigation: no bar runs before that. */
function ProgressBar() {
  const ref = useRef<HTMLDivElement>(null);
  const busy = useNavigation().state !== 'idle';
  useEffect(() => () => progressBar.loaded()?.progress.attach(null), []);
  useEffect(() => {
    if (!busy && !progressBar.loaded()) return;
    let live = true;
    progressBar.load().then(
      ({ progress }) => {
        if (!live) return;
        progress.attach(ref.current);
        if (busy) progress.start();
        else progress.finish();
      },
      () => undefined, // no bar, the navigation goes on
    );
    return () => {
      live = false;
    };
  }, [busy]);
  return <div ref={ref} className="progress-bar" aria-hidden="true" />;
}

/** The page scrolls to the top about 190 ms after a navigation. */
export const SCROLL_TOP_DELAY_MS = 190;
const SCROLL_KEY = 'scroll-positions';

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** Top after a new navigation, the hash target when there is one, the saved position on back and forward. */
function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const currentKey = useRef(location.key);
  const first = useRef(true);

  useEffect(() => {
    positions.current = readPositions();
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const record = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (positions.current) positions.current[currentKey.current] = window.scrollY;
      });
    };
    const persist = () => {
      try {
        sessionStorage.setItem(SCROLL_KEY, JSON.stringify(positions.current ?? {}));
      } catch {
        // storage full or disabled: positions are kept for this page's life only
      }
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', persist);
      persist();
    };
  }, []);

  useIsomorphicLayoutEffect(() => {
    currentKey.current = location.key;
    const saved = positions.current?.[location.key] ?? readPositions()[location.key];
    const isFirst = first.current;
    first.current = false;
    if ((navigationType === 'POP' || isFirst) && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash.length > 1) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (isFirst) return;
    const timer = setTimeout(() => window.scrollTo(0, 0), SCROLL_TOP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location.key]);

  return null;
}

function DocumentTitle() {
  const matches = useMatches();
  const errors = useContext(UNSAFE_DataRouterStateContext)?.errors;
  const { appName } = useConfig();
  const { t } = useI18n();
  const title = pageTitle(matches, appName, t, errorTitle(errors));
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

/** Marks the document once React has hydrated it (browser tests wait for this). */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

export function Chrome() {
  return (
    <>
      <ProgressBar />
      <ScrollManager />
      <DocumentTitle />
      {/* The toasts' live region, there from the start so that a screen reader announces what is put into it; the
          toasts are drawn into it by their own module, fetched with the first one (Toast.tsx). React leaves its
          inside alone. */}
      <div className="toaster" aria-live="polite" dangerouslySetInnerHTML={NOTHING} />
      <HydrationMark />
    </>
  );
}
