// Dates on a signed-in person's pages: in the page's language and the person's time zone (GET /api/user's
// `time_zone`). English in UTC keeps the written-out patterns of shared/format.ts, which need no Intl formatter (decision
// 0029 measured the first one a page makes); any other language or zone makes its formatters when first drawn, once.
import { DEFAULT_LOCALE } from '../../shared/i18n/locales';
import { formatDate, formatDateTime } from '../../shared/format';
import { useSession } from './context';
import { useI18n } from './i18n';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(tag: string, zone: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${tag}|${zone}|${withTime}`;
  let found = formatters.get(key);
  if (!found) formatters.set(key, (found = new Intl.DateTimeFormat(tag, withTime ? { dateStyle: 'medium', timeStyle: 'short', timeZone: zone } : { dateStyle: 'medium', timeZone: zone })));
  return found;
}

export interface UserDates {
  /** "14 Nov 2026" */
  date(iso: string | null | undefined): string;
  /** "14 Nov 2026, 06:21 UTC", or the locale's own with the time in the person's zone. */
  dateTime(iso: string | null | undefined): string;
}

export function useUserDates(): UserDates {
  const { tag, locale } = useI18n();
  const zone = useSession().user?.time_zone ?? 'UTC';
  if (locale === DEFAULT_LOCALE && zone === 'UTC') return { date: formatDate, dateTime: formatDateTime };
  return {
    date: (iso) => (iso ? formatter(tag, zone, false).format(new Date(iso)) : ''),
    dateTime: (iso) => (iso ? formatter(tag, zone, true).format(new Date(iso)) : ''),
  };
}
