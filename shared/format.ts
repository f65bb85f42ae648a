// Dates, sizes and words as people read them, the same on the server render and in the browser: British English, UTC.
// Written out rather than through Intl.DateTimeFormat: the first formatter a page makes loads the browser's locale
// data, a long task of about 200 ms on a slow phone (measured against the floor page, docs/performance.md), for three
// fixed patterns. A unit test checks every month against Intl's own en-GB output. Pages in another language pass
// its BCP 47 tag (useI18n().tag): those go through Intl, with formatters made on first use, never at module level,
// in Western digits whatever the browser's default for the language (the server's render and the browser's agree).

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** en-GB's short month names ("Sept", not "Sep", since CLDR 38). */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

const DEFAULT_TAG = 'en-GB';
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

/** The formatter for `tag` and `key`, made the first time a page in that language asks for it. */
function formatter<T extends Intl.DateTimeFormat | Intl.NumberFormat>(tag: string, key: string, make: () => T): T {
  const id = `${tag} ${key}`;
  let found = formatters.get(id) as T | undefined;
  if (!found) formatters.set(id, (found = make()));
  return found;
}

/** Whether `tag` is a language other than the written-out en-GB. */
const otherTag = (tag: string | undefined): tag is string => tag !== undefined && tag !== DEFAULT_TAG;

const twoDigits = (n: number) => String(n).padStart(2, '0');

function dateOf(iso: string): Date {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid time value: ${iso}`);
  return date;
}

const dayMonthYear = (date: Date) => `${date.getUTCDate()} ${SHORT_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;

/** "14 Nov 2026" ("14 nov 2026" in es: `tag`). */
export function formatDate(iso: string | null | undefined, tag?: string): string {
  if (!iso) return '';
  if (otherTag(tag)) return formatter(tag, 'date', () => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC', numberingSystem: 'latn' })).format(dateOf(iso));
  return dayMonthYear(dateOf(iso));
}

/** "14 Nov 2026, 06:21 UTC" */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = dateOf(iso);
  return `${dayMonthYear(date)}, ${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())} UTC`;
}

/** "2027-09" → "September 2027" ("septiembre de 2027" in es: `tag`). */
export function formatMonth(value: string | null | undefined, tag?: string): string {
  if (!value) return '';
  const [year, month] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, 1));
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid month: ${value}`);
  if (otherTag(tag)) return formatter(tag, 'month', () => new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC', numberingSystem: 'latn' })).format(date);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}

/** The text with its first letter in capitals: "study countries" → "Study countries". */
export const capitalize = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * "€12,500": whole euros with thousands separators (written out, like the dates, to keep Intl's locale data
 * unloaded); in another language (`tag`), as Intl writes euros there ("12.500 €" in es).
 */
export function formatEuros(amount: number, tag?: string): string {
  if (otherTag(tag)) return formatter(tag, 'euros', () => new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, numberingSystem: 'latn' })).format(amount);
  return `€${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** "4,000": a whole number as `tag`'s language writes it (en-GB's written out). */
export function formatNumber(n: number, tag?: string): string {
  if (otherTag(tag)) return formatter(tag, 'number', () => new Intl.NumberFormat(tag, { maximumFractionDigits: 0, numberingSystem: 'latn' })).format(n);
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
