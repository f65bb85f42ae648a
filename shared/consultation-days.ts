// The booking page's days (decision 0046): free slots (UTC instants, as GET /api/consultations/slots gives them)
// grouped by the visitor's local date in their own time zone, each day labelled and each slot given its local time.
// Only `Intl`, so that it runs in the browser without a date library; a change of offset within the week (a DST
// change) is simply what Intl says the local time is at each instant.

export interface DaySlotInput {
  start: string;
  end: string;
  adviser: { id: number; name: string };
}

export interface DaySlot extends DaySlotInput {
  /** The local start, "HH:MM" (24-hour clock, Latin digits): for keys and sorting. */
  time: string;
  /** The local start as the visitor's language writes a time ("9:30", "٩:٣٠ ص"). */
  label: string;
}

export interface SlotDay {
  /** The local date, "YYYY-MM-DD". */
  date: string;
  /** The date as the visitor's language writes it ("Monday 2 November"). */
  label: string;
  slots: DaySlot[];
}

interface Formatters {
  parts: Intl.DateTimeFormat;
  day: Intl.DateTimeFormat;
  time: Intl.DateTimeFormat;
}

const cache = new Map<string, Formatters>();

function formatters(timeZone: string, localeTag: string): Formatters {
  const key = `${timeZone}|${localeTag}`;
  let found = cache.get(key);
  if (!found) {
    found = {
      // en-US with the Latin numbering system and a 24-hour cycle: parts that read the same everywhere.
      parts: new Intl.DateTimeFormat('en-US-u-nu-latn', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
      day: new Intl.DateTimeFormat(localeTag, { timeZone, weekday: 'long', day: 'numeric', month: 'long' }),
      time: new Intl.DateTimeFormat(localeTag, { timeZone, hour: '2-digit', minute: '2-digit' }),
    };
    cache.set(key, found);
  }
  return found;
}

/** The local date and time of an instant in `timeZone`: ["2026-11-01", "09:30"]. */
export function localDateTime(at: Date, timeZone: string): [string, string] {
  const parts = Object.fromEntries(formatters(timeZone, 'en').parts.formatToParts(at).map((p) => [p.type, p.value])) as Record<string, string>;
  return [`${parts.year}-${parts.month}-${parts.day}`, `${parts.hour}:${parts.minute}`];
}

/** The slots grouped by the local date of their start in `timeZone`, days and slots in time order. */
export function slotDays(slots: readonly DaySlotInput[], timeZone: string, localeTag: string): SlotDay[] {
  const f = formatters(timeZone, localeTag);
  const days = new Map<string, SlotDay>();
  const sorted = [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.adviser.id - b.adviser.id);
  for (const slot of sorted) {
    const at = new Date(slot.start);
    const [date, time] = localDateTime(at, timeZone);
    let day = days.get(date);
    if (!day) {
      day = { date, label: f.day.format(at), slots: [] };
      days.set(date, day);
    }
    day.slots.push({ ...slot, time, label: f.time.format(at) });
  }
  return [...days.values()];
}
