// Dates, sizes and words as people read them, the same on the server render and in the browser: British English, UTC.
// Written out rather than through Intl.DateTimeFormat: the first formatter a page makes loads the browser's locale
// data, a long task of about 200 ms on a slow phone (measured against the floor page, docs/performance.md), for three
// fixed patterns. A unit test checks every month against Intl's own en-GB output.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** en-GB's short month names ("Sept", not "Sep", since CLDR 38). */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

const twoDigits = (n: number) => String(n).padStart(2, '0');

function dateOf(iso: string): Date {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid time value: ${iso}`);
  return date;
}

const dayMonthYear = (date: Date) => `${date.getUTCDate()} ${SHORT_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;

/** "14 Nov 2026" */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  return dayMonthYear(dateOf(iso));
}

/** "14 Nov 2026, 06:21 UTC" */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = dateOf(iso);
  return `${dayMonthYear(date)}, ${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())} UTC`;
}

/** "2027-09" → "September 2027" */
export function formatMonth(value: string | null | undefined): string {
  if (!value) return '';
  const [year, month] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, 1));
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid month: ${value}`);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}

/** The text with its first letter in capitals: "study countries" → "Study countries". */
export const capitalize = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** "€12,500": whole euros with thousands separators (written out, like the dates, to keep Intl's locale data unloaded). */
export function formatEuros(amount: number): string {
  return `€${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}
