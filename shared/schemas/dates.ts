// Calendar dates as forms send them (YYYY-MM-DD): one rule for every date field, so a date PostgreSQL would refuse
// (30 February, year 0) is a field error here rather than a generic one from the database.
import * as z from 'zod';

export function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 1 && date.toISOString().startsWith(value);
}

export const isoDate = () =>
  z
    .string({ error: 'Enter a date.' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
    .refine(isRealDate, 'Enter a real date.');
