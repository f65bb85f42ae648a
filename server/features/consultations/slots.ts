// Free consultation slots (decision 0046), a pure function: an adviser's weekly hours in their own time zone, the
// live bookings that take their time, "now" and a window of UTC instants → the slots a visitor may book. Luxon does
// the zone arithmetic; everything handed in and out is an instant (milliseconds since the epoch).
import { DateTime, IANAZone } from 'luxon';

export interface WeeklyPeriod {
  /** 1 (Monday) to 7 (Sunday), ISO. */
  day: number;
  /** "HH:MM" in the adviser's zone ("24:00" ends a day). */
  start: string;
  end: string;
}

export interface AvailabilityRule {
  timeZone: string;
  weekly: WeeklyPeriod[];
  slotMinutes: number;
  bufferMinutes: number;
  noticeHours: number;
  horizonDays: number;
}

export interface Range {
  start: number;
  end: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * The instant a wall-clock time of `zone` stands for, or null when the zone skips it (a spring-forward gap). A time
 * that happens twice (a fall-back overlap) takes the earlier offset, its first occurrence: the offsets in force a
 * day before and a day after are both tried, and the earliest instant that shows this wall time is kept. (Luxon on
 * its own would move a skipped time forward and give an ambiguous one its later offset.)
 */
export function wallToInstant(zone: IANAZone, wallMs: number): number | null {
  let best: number | null = null;
  for (const offset of new Set([zone.offset(wallMs - DAY), zone.offset(wallMs + DAY)])) {
    const at = wallMs - offset * MINUTE;
    if (at + zone.offset(at) * MINUTE === wallMs && (best === null || at < best)) best = at;
  }
  return best;
}

/**
 * Every slot of the rule's hours that starts in [from, to), with no regard to bookings, notice or horizon: each weekly
 * period of each local date is cut into slots of `slotMinutes`, slot i starting at the period's start plus
 * i × (slot + buffer) on the wall clock, and ending within the period. A slot whose start or end the zone skips, or
 * which a change of offset would stretch or shorten, is left out, so no slot is doubled or overlaps another.
 */
export function hoursSlots(rule: AvailabilityRule, from: number, to: number): Range[] {
  const zone = IANAZone.create(rule.timeZone);
  if (!zone.isValid || !rule.weekly.length || to <= from) return [];
  const step = rule.slotMinutes + rule.bufferMinutes;
  const out: Range[] = [];
  // The local dates that can hold a slot of the window: one before and one after, for zones far from UTC.
  let date = DateTime.fromMillis(from, { zone }).startOf('day').minus({ days: 1 });
  const last = DateTime.fromMillis(to, { zone }).startOf('day').plus({ days: 1 });
  while (date <= last) {
    const midnight = Date.UTC(date.year, date.month - 1, date.day);
    for (const period of rule.weekly) {
      if (period.day !== date.weekday) continue;
      const end = minutesOf(period.end);
      for (let at = minutesOf(period.start); at + rule.slotMinutes <= end; at += step) {
        const start = wallToInstant(zone, midnight + at * MINUTE);
        const finish = wallToInstant(zone, midnight + (at + rule.slotMinutes) * MINUTE);
        if (start === null || finish === null || finish - start !== rule.slotMinutes * MINUTE) continue;
        if (start >= from && start < to) out.push({ start, end: finish });
      }
    }
    date = date.plus({ days: 1 });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** True when the slot overlaps a booking stretched by the buffer on both sides. */
export function clashes(slot: Range, busy: readonly Range[], bufferMinutes: number): boolean {
  const buffer = bufferMinutes * MINUTE;
  return busy.some((b) => slot.start < b.end + buffer && slot.end > b.start - buffer);
}

/** The earliest and the latest start the rule takes at `now`: after the notice, before the horizon. */
export function bookableWindow(rule: AvailabilityRule, now: number): Range {
  return { start: now + rule.noticeHours * HOUR, end: now + rule.horizonDays * DAY };
}

/**
 * The free slots in [from, to): the hours' slots that start no earlier than now + notice and before now + horizon,
 * and that clash with no live booking (kept apart from it by the buffer).
 */
export function freeSlots(rule: AvailabilityRule, busy: readonly Range[], now: number, from: number, to: number): Range[] {
  const window = bookableWindow(rule, now);
  const lo = Math.max(from, window.start);
  const hi = Math.min(to, window.end);
  if (hi <= lo) return [];
  return hoursSlots(rule, lo, hi).filter((slot) => !clashes(slot, busy, rule.bufferMinutes));
}
