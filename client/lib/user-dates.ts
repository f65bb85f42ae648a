// Dates on a signed-in person's pages: in the page's language and the person's time zone (GET /api/user's
// `time_zone`). English in UTC keeps the written-out patterns of shared/format.ts, which need no Intl formatter (decision
// 0029 measured the first one a page makes); any other language or zone makes its formatters when first drawn, once.
import { DEFAULT_LOCALE } from '../../shared/i18n/locales';
import { formatDate, formatDateTime, formatMonth } from '../../shared/format';
import { useSession } from './context';
import { useI18n } from './i18n';

const formatters = new Map<string, Intl.DateTimeFormat>();

type Pattern = 'date' | 'dateTime' | 'month';
const OPTIONS: Record<Pattern, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  month: { month: 'long', year: 'numeric' },
};

function formatter(tag: string, zone: string, pattern: Pattern): Intl.DateTimeFormat {
  const key = `${tag}|${zone}|${pattern}`;
  let found = formatters.get(key);
  if (!found) formatters.set(key, (found = new Intl.DateTimeFormat(tag, { ...OPTIONS[pattern], timeZone: zone })));
  return found;
}

export interface UserDates {
  /** "14 Nov 2026" */
  date(iso: string | null | undefined): string;
  /** "14 Nov 2026, 06:21 UTC", or the locale's own with the time in the person's zone. */
  dateTime(iso: string | null | undefined): string;
  /** A calendar day ('2026-12-03', the same everywhere): "3 Dec 2026". */
  day(date: string | null | undefined): string;
  /** A month ('2027-09'): "September 2027". */
  month(month: string | null | undefined): string;
}

export function useUserDates(): UserDates {
  const { tag, locale } = useI18n();
  const zone = useSession().user?.time_zone ?? 'UTC';
  // Days and months are not moments: they are read in UTC, whatever the zone; English keeps shared/format.ts's words.
  const english = locale === DEFAULT_LOCALE;
  if (english && zone === 'UTC') return { date: formatDate, dateTime: formatDateTime, day: formatDate, month: formatMonth };
  const utc = (pattern: Pattern, iso: string) => formatter(tag, 'UTC', pattern).format(new Date(iso));
  return {
    date: (iso) => (iso ? formatter(tag, zone, 'date').format(new Date(iso)) : ''),
    dateTime: (iso) => (iso ? formatter(tag, zone, 'dateTime').format(new Date(iso)) : ''),
    day: (date) => (!date ? '' : english ? formatDate(date) : utc('date', `${date.slice(0, 10)}T00:00:00Z`)),
    month: (month) => (!month ? '' : english ? formatMonth(month) : utc('month', `${month.slice(0, 7)}-01T00:00:00Z`)),
  };
}
