import { expect } from 'chai';
import { formatDate, formatDateTime, formatMonth } from '../../shared/format';

// The formats are written out (shared/format.ts); Intl's own en-GB output in UTC is what they must equal.
const intl = {
  date: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
  dateTime: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }),
  month: new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

describe('dates as people read them', () => {
  it('equal Intl’s en-GB output in UTC for every month, day and time of day', () => {
    for (let month = 0; month < 12; month++) {
      for (const [day, hour, minute] of [
        [1, 0, 0],
        [9, 7, 5],
        [28, 23, 59],
      ] as const) {
        const date = new Date(Date.UTC(2026, month, day, hour, minute, 30));
        const iso = date.toISOString();
        expect(formatDate(iso)).to.equal(intl.date.format(date));
        expect(formatDateTime(iso)).to.equal(`${intl.dateTime.format(date)} UTC`);
      }
      const value = `2027-${String(month + 1).padStart(2, '0')}`;
      expect(formatMonth(value)).to.equal(intl.month.format(new Date(Date.UTC(2027, month, 1))));
    }
  });

  it('read the instant in UTC, whatever the offset it was written with', () => {
    expect(formatDate('2026-12-31T23:30:00-02:00')).to.equal('1 Jan 2027');
    expect(formatDateTime('2026-06-01T01:05:00+02:00')).to.equal('31 May 2026, 23:05 UTC');
  });

  it('give nothing for nothing, and refuse what is not a date', () => {
    expect(formatDate(null)).to.equal('');
    expect(formatDateTime(undefined)).to.equal('');
    expect(formatMonth('')).to.equal('');
    expect(() => formatDate('not a date')).to.throw(RangeError);
    expect(() => formatMonth('2027-xx')).to.throw(RangeError);
  });
});
