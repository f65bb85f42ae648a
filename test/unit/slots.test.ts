// The free slots of an adviser's hours (server/features/consultations/slots.ts): hours cut into slots with buffers,
// bookings, notice and horizon; weeks crossing a DST change in the adviser's zone; skipped and repeated local times;
// and the booking page's grouping by the visitor's local date (shared/consultation-days.ts) across a DST change.
import { expect } from 'chai';
import { freeSlots, hoursSlots, type AvailabilityRule } from '../../server/features/consultations/slots';
import { localDateTime, slotDays } from '../../shared/consultation-days';

const H = 3_600_000;
const D = 24 * H;
const t = (s: string) => Date.parse(s);
const isoOf = (ms: number) => new Date(ms).toISOString();
const weekdays = (start = '09:00', end = '17:00') => [1, 2, 3, 4, 5].map((day) => ({ day, start, end }));
const rule = (over: Partial<AvailabilityRule> = {}): AvailabilityRule => ({ timeZone: 'Europe/London', weekly: weekdays(), slotMinutes: 30, bufferMinutes: 10, noticeHours: 0, horizonDays: 90, ...over });
/** Local "HH:MM" of an instant in a zone. */
/** A "now" a day before `from`: no notice or horizon in the way. */
const dayBefore = (from: number) => from - D;
const local = (ms: number, zone: string) => localDateTime(new Date(ms), zone)[1];

describe('consultation slots', () => {
  // Monday 7 December 2026, London on GMT (UTC+0).
  const monday = t('2026-12-07T00:00:00Z');

  it('cuts each period into slots separated by the buffer, within the hours, on the days given', () => {
    const slots = freeSlots(rule(), [], dayBefore(monday), monday, monday + 7 * D);
    // 09:00–17:00 with 30 + 10: 09:00, 09:40 … 16:20 (ends 16:50); 16:60 would end past 17:00.
    expect(slots).to.have.length(5 * 12);
    const mondays = slots.filter((s) => s.start < monday + D);
    expect(mondays.map((s) => local(s.start, 'Europe/London'))).to.deep.equal(['09:00', '09:40', '10:20', '11:00', '11:40', '12:20', '13:00', '13:40', '14:20', '15:00', '15:40', '16:20']);
    expect(mondays.every((s) => s.end - s.start === 30 * 60_000)).to.equal(true);
    // Saturday and Sunday have no hours.
    expect(slots.filter((s) => s.start >= monday + 5 * D)).to.deep.equal([]);
  });

  it('removes slots that overlap a booking stretched by the buffer on both sides', () => {
    const exact = freeSlots(rule(), [{ start: t('2026-12-07T09:40:00Z'), end: t('2026-12-07T10:10:00Z') }], dayBefore(monday), monday, monday + D);
    // The slot itself goes; its neighbours, exactly a buffer away, stay.
    expect(exact.map((s) => local(s.start, 'UTC')).slice(0, 3)).to.deep.equal(['09:00', '10:20', '11:00']);
    const offGrid = freeSlots(rule(), [{ start: t('2026-12-07T09:35:00Z'), end: t('2026-12-07T10:05:00Z') }], dayBefore(monday), monday, monday + D);
    // 09:00 ends at 09:30, within 10 minutes of 09:35: it goes too; 10:20 starts 15 minutes after 10:05 and stays.
    expect(offGrid.map((s) => local(s.start, 'UTC')).slice(0, 2)).to.deep.equal(['10:20', '11:00']);
  });

  it('offers nothing before now + notice nor from now + horizon on', () => {
    const now = t('2026-12-07T08:00:00Z');
    const slots = freeSlots(rule({ noticeHours: 12, horizonDays: 2 }), [], now, monday, monday + 7 * D);
    expect(slots.length).to.be.greaterThan(0);
    expect(Math.min(...slots.map((s) => s.start))).to.equal(t('2026-12-08T09:00:00Z'));
    expect(slots.every((s) => s.start >= now + 12 * H && s.start < now + 2 * D)).to.equal(true);
    // Tuesday's slots, and Wednesday's before 08:00 (none): exactly 12.
    expect(slots).to.have.length(12);
    // A slot starting exactly at now + notice is offered.
    const edge = freeSlots(rule({ noticeHours: 1 }), [], t('2026-12-07T08:00:00Z'), monday, monday + D);
    expect(edge[0]!.start).to.equal(t('2026-12-07T09:00:00Z'));
  });

  it('a week across the fall-back in the adviser’s zone (Europe/London, 25 October 2026): 09:00 moves an hour in UTC, nothing lost or doubled', () => {
    const from = t('2026-10-19T00:00:00Z');
    const slots = freeSlots(rule(), [], dayBefore(from), from, from + 14 * D);
    expect(slots).to.have.length(10 * 12);
    expect(new Set(slots.map((s) => s.start)).size).to.equal(slots.length);
    const nines = slots.filter((s) => local(s.start, 'Europe/London') === '09:00').map((s) => isoOf(s.start));
    expect(nines).to.deep.equal([
      '2026-10-19T08:00:00.000Z', '2026-10-20T08:00:00.000Z', '2026-10-21T08:00:00.000Z', '2026-10-22T08:00:00.000Z', '2026-10-23T08:00:00.000Z',
      '2026-10-26T09:00:00.000Z', '2026-10-27T09:00:00.000Z', '2026-10-28T09:00:00.000Z', '2026-10-29T09:00:00.000Z', '2026-10-30T09:00:00.000Z',
    ]);
    for (let i = 1; i < slots.length; i += 1) expect(slots[i]!.start).to.be.at.least(slots[i - 1]!.end + 10 * 60_000);
  });

  it('a week across the spring-forward in the adviser’s zone (America/New_York, 14 March 2027): 09:00 moves an hour the other way', () => {
    const from = t('2027-03-08T00:00:00Z');
    const slots = freeSlots(rule({ timeZone: 'America/New_York' }), [], dayBefore(from), from, from + 14 * D);
    expect(slots).to.have.length(10 * 12);
    expect(new Set(slots.map((s) => s.start)).size).to.equal(slots.length);
    const nines = slots.filter((s) => local(s.start, 'America/New_York') === '09:00').map((s) => isoOf(s.start));
    expect(nines.slice(3, 7)).to.deep.equal(['2027-03-11T14:00:00.000Z', '2027-03-12T14:00:00.000Z', '2027-03-15T13:00:00.000Z', '2027-03-16T13:00:00.000Z']);
  });

  it('skips local times the zone skips, and gives a repeated local time its earlier offset', () => {
    const night = (day: number) => [{ day, start: '00:00', end: '04:00' }];
    // New York, Sunday 14 March 2027: 02:00–02:59 do not exist. Slots 00:00, 00:40, 01:20 (ends 01:50), then 02:00
    // and 02:40 are skipped, 03:20 (EDT) is the next.
    const spring = hoursSlots(rule({ timeZone: 'America/New_York', weekly: night(7) }), t('2027-03-14T00:00:00Z'), t('2027-03-15T00:00:00Z'));
    expect(spring.map((s) => local(s.start, 'America/New_York'))).to.deep.equal(['00:00', '00:40', '01:20', '03:20']);
    expect(spring.map((s) => isoOf(s.start))).to.deep.equal(['2027-03-14T05:00:00.000Z', '2027-03-14T05:40:00.000Z', '2027-03-14T06:20:00.000Z', '2027-03-14T07:20:00.000Z']);
    // London, Sunday 25 October 2026: 01:00–01:59 happen twice. 01:20 is taken at its first occurrence (BST, 00:20Z);
    // 02:00 (GMT) follows; nothing overlaps.
    const fall = hoursSlots(rule({ weekly: night(7) }), t('2026-10-24T12:00:00Z'), t('2026-10-25T12:00:00Z'));
    expect(fall.map((s) => isoOf(s.start))).to.deep.equal(['2026-10-24T23:00:00.000Z', '2026-10-24T23:40:00.000Z', '2026-10-25T00:20:00.000Z', '2026-10-25T02:00:00.000Z', '2026-10-25T02:40:00.000Z', '2026-10-25T03:20:00.000Z']);
    for (const list of [spring, fall]) for (let i = 1; i < list.length; i += 1) expect(list[i]!.start).to.be.at.least(list[i - 1]!.end);
  });

  it('works in zones far from UTC: a Kolkata morning is the UTC night before', () => {
    const slots = freeSlots(rule({ timeZone: 'Asia/Kolkata' }), [], dayBefore(monday), monday, monday + D);
    // Monday 09:00 IST is 03:30Z Monday; Tuesday 09:00 IST is Monday 03:30Z + 1 day, outside the window.
    expect(isoOf(slots[0]!.start)).to.equal('2026-12-07T03:30:00.000Z');
    expect(slots).to.have.length(12);
  });
});

describe('the booking page’s days in the visitor’s zone (shared/consultation-days.ts)', () => {
  const adviser = { id: 1, name: 'Ada Adviser' };
  const slot = (start: string) => ({ start, end: new Date(Date.parse(start) + 30 * 60_000).toISOString(), adviser });

  it('a week across the fall-back in America/New_York (1 November 2026): the same UTC time reads an hour earlier after it', () => {
    const days = slotDays([slot('2026-11-02T14:00:00.000Z'), slot('2026-10-30T14:00:00.000Z'), slot('2026-10-31T14:00:00.000Z'), slot('2026-11-01T04:30:00.000Z'), slot('2026-11-01T14:00:00.000Z')], 'America/New_York', 'en-GB');
    expect(days.map((d) => d.date)).to.deep.equal(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
    expect(days.map((d) => d.slots.map((s) => s.time))).to.deep.equal([['10:00'], ['10:00'], ['00:30', '09:00'], ['09:00']]);
    expect(days[3]!.label).to.equal('Monday 2 November');
    expect(days.flatMap((d) => d.slots)).to.have.length(5);
  });

  it('a week across the spring-forward in Europe/Berlin (28 March 2027), labelled in Spanish', () => {
    const days = slotDays([slot('2027-03-26T08:00:00.000Z'), slot('2027-03-29T08:00:00.000Z'), slot('2027-03-28T22:30:00.000Z')], 'Europe/Berlin', 'es');
    expect(days.map((d) => [d.date, d.slots.map((s) => s.time)])).to.deep.equal([
      ['2027-03-26', ['09:00']],
      // 22:30Z on the 28th is already the 29th in Berlin (CEST, UTC+2).
      ['2027-03-29', ['00:30', '10:00']],
    ]);
    expect(days[0]!.label).to.match(/viernes, 26 de marzo/);
    expect(days[1]!.slots[1]!.label).to.equal('10:00');
  });
});
