// Where this visit came from, as the browser saw it on the visit's first page (decision 0046): the campaign's
// `utm_*` parameters, the referring site and the page the visitor landed on. Kept for the visit in sessionStorage and
// never overwritten during it; every public form sends it as `source` for the lead it makes.
//
// Nothing of this runs in the first load: the shell fetches it with the enhancements at the visitor's first act
// (lib/enhance.ts), and a form reads it when sent. Both read the address the document was loaded at (the navigation
// entry), not the one shown now, so a visitor who followed links inside the site before acting still gets the
// landing page's parameters; `document.referrer` keeps the document's referrer across those links too.
import { type LeadSource, SOURCE_FIELDS, SOURCE_MAX } from '../../shared/leads';

const KEY = 'visit-source';

/** A path with the secret of a one-time link (a reset, a confirmation, a booking's manage link) left out. */
const withoutToken = (path: string) => path.replace(/^((?:\/[a-z]{2})?\/(?:password\/reset|email\/verify|email\/confirm|account\/restore|consultation))\/[^/]+/, '$1/…');

const clip = (value: string | null | undefined): string | undefined => {
  const text = value?.trim();
  return text ? text.slice(0, SOURCE_MAX) : undefined;
};

/** The address this document was loaded at (a later pushState does not change it). */
function landingUrl(): URL {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  try {
    return new URL(entry?.name || window.location.href);
  } catch {
    return new URL(window.location.href);
  }
}

/** What this document says about where the visit came from. */
export function sourceOfThisPage(url: URL = landingUrl(), referrer: string = document.referrer): LeadSource {
  let from: string | undefined;
  try {
    // Only another site's address is a referrer: a link inside the site says nothing of where the visit came from.
    if (referrer && new URL(referrer).origin !== url.origin) from = referrer;
  } catch {
    from = undefined;
  }
  const source: LeadSource = {
    utm_source: clip(url.searchParams.get('utm_source')),
    utm_medium: clip(url.searchParams.get('utm_medium')),
    utm_campaign: clip(url.searchParams.get('utm_campaign')),
    referrer: clip(from),
    landing_path: clip(withoutToken(url.pathname)),
  };
  return Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined)) as LeadSource;
}

/** Keeps this page's source for the visit, unless an earlier page of the visit kept one. */
export function captureVisitSource(): void {
  try {
    if (window.sessionStorage.getItem(KEY) === null) window.sessionStorage.setItem(KEY, JSON.stringify(sourceOfThisPage()));
  } catch {
    // Storage refused (private browsing, a full quota): the forms send this page's own source.
  }
}

/** The visit's source for a form: the kept one, or this page's when none was kept (and keeps it). */
export function visitSource(): LeadSource | undefined {
  captureVisitSource();
  let kept: unknown;
  try {
    kept = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null');
  } catch {
    kept = null;
  }
  const source = kept && typeof kept === 'object' ? (kept as Record<string, unknown>) : sourceOfThisPage();
  // Only the fields the API knows, each within its length, whatever an older version of this page kept.
  const clean = Object.fromEntries(SOURCE_FIELDS.flatMap((k) => (typeof source[k] === 'string' && source[k] ? [[k, source[k].slice(0, SOURCE_MAX)]] : [])));
  return Object.keys(clean).length ? (clean as LeadSource) : undefined;
}
