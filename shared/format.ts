// Dates and sizes as people read them, the same on the server render and in the browser (fixed locale and zone).
// The formatters are made once: building an Intl.DateTimeFormat costs far more than using one.

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  return dateFormat.format(new Date(iso));
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  return `${dateTimeFormat.format(new Date(iso))} UTC`;
}

/** "2027-09" → "September 2027" */
export function formatMonth(value: string | null | undefined): string {
  if (!value) return '';
  const [year, month] = value.split('-').map(Number);
  return monthFormat.format(new Date(Date.UTC(year!, month! - 1, 1)));
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}
