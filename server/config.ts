// Settings the server's parts share, each written once: change a number here and every reader follows. What the
// environment decides (addresses, secrets, upload limits per deployment) is in env.ts.

/**
 * How long a visitor's page, a kept part of a page, and a public read (widgets, posts, countries…) are used before they
 * are made again, whatever the content version says: posts scheduled for later appear within this time.
 */
export const CACHE_TTL_MS = 60_000;

/** How long browsers may keep public API reads (Cache-Control max-age, seconds). */
export const PUBLIC_MAX_AGE_S = 60;

/** Every attempt limit of the site: attempts allowed per window (features/auth/attempts.ts keeps the counts). */
export const ATTEMPT_LIMITS = {
  /** Passwords checked per account (the contract: at most 5 in 15 minutes, however many arrive at once). */
  loginAccount: { points: 5, durationSeconds: 15 * 60 },
  /** Sign-ins per client address (a school's shared address included); a right password gives its point back. */
  loginAddress: { points: 30, durationSeconds: 15 * 60 },
  /** Second-step codes per account, and per client address. */
  mfaAccount: { points: 5, durationSeconds: 15 * 60 },
  mfaAddress: { points: 30, durationSeconds: 15 * 60 },
  /** Registrations per client address. */
  register: { points: 20, durationSeconds: 60 * 60 },
  /** Mail asked for (a reset link, a new confirmation link) per client address, and per address it goes to. */
  mailAddress: { points: 10, durationSeconds: 15 * 60 },
  mailAccount: { points: 5, durationSeconds: 60 * 60 },
  /** One-time links followed (a reset, a verification, a confirmation) per client address. */
  linkAddress: { points: 20, durationSeconds: 15 * 60 },
  /** Messages through the contact form per client address. */
  contact: { points: 5, durationSeconds: 60 },
  /** Fit checks per client address (answers refused with a 422 give theirs back). */
  fitCheck: { points: 60, durationSeconds: 60 },
  /** Consultation bookings per client address, and per e-mail address booked for (a refused form gives its point back). */
  consultationAddress: { points: 10, durationSeconds: 60 * 60 },
  consultationEmail: { points: 3, durationSeconds: 24 * 60 * 60 },
  /** Consultation manage links looked up per client address: only unknown tokens use it up (a found one gives it back). */
  consultationLink: { points: 30, durationSeconds: 15 * 60 },
} as const;

/** Staff image uploads (gallery photos, headers): larger than documents, processed by sharp. */
export const IMAGE_MAX_BYTES = 20 * 1024 * 1024;

/** The largest JSON body the API reads. */
export const JSON_BODY_LIMIT = '100kb';

/** At most this many entries in each in-memory cache (the oldest goes first, lib/bounded-map.ts). */
export const MAX_ENTRIES = {
  /** Visitors' pages (http/page-cache.ts), also bounded by `PAGE_CACHE_MAX_BYTES`. */
  pages: 1000,
  /** Of those, the pages of one path with a query string (a list's pages, the fit check's answers), beside its own. */
  pageVariants: 50,
  /** Public reads per content version (lib/public-reads.ts). */
  publicReads: 2000,
  /** Signed-in pages' reads (sessions, applications) per generation of people's data (lib/private-data.ts). */
  privateReads: 2000,
  /** Kept parts of pages (ssr/fragments.ts): visitors', and signed-in viewers' (one set per viewer and address). */
  fragments: 2000,
  viewerFragments: 1000,
  /** Static routers, one per route branch (ssr/route-handlers.ts). */
  staticRouters: 1000,
  /** fetch Requests reused per address by the server render (ssr/handler.tsx). */
  renderRequests: 1000,
} as const;

/** Visitors' pages kept in memory, all three encodings counted. */
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
