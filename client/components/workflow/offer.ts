// Money as staff type it and as the API takes it: a form holds "1500.00" in the currency's major unit, the request
// sends 150000 minor units. The conversion is done on the digits as text, never through a float, so that no amount
// is ever off by a rounding (0.29 × 100 is 28.999… in floating point).
import { minorDigits } from '../../../shared/money';

/** The currencies offered first in the forms; any other ISO 4217 code an application already holds is kept. */
export const COMMON_CURRENCIES = ['GBP', 'USD', 'CAD', 'AUD', 'EUR', 'NZD'] as const;

/** Digits of `currency`'s minor unit, or 2 while the code is not (yet) a known one. */
function digitsOf(currency: string): number {
  try {
    return /^[A-Za-z]{3}$/.test(currency) ? minorDigits(currency) : 2;
  } catch {
    return 2;
  }
}

/**
 * "1,500.5" GBP → 150050. Null when the text is not an amount of at most as many decimals as the currency has
 * (a yen amount takes none). Thousands separators (commas, spaces) are ignored.
 */
export function toMinor(text: string, currency: string): number | null {
  const digits = digitsOf(currency);
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text.trim().replace(/[,\s]/g, ''));
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  if (fraction.length > digits) return null;
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}

/** 150050 GBP → "1500.50": what the form shows of a kept amount. */
export function toMajor(minor: number, currency: string): string {
  const digits = digitsOf(currency);
  if (digits === 0) return String(minor);
  const unit = 10 ** digits;
  return `${Math.floor(minor / unit)}.${String(minor % unit).padStart(digits, '0')}`;
}
