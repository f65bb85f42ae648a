// Money as people read and type it, on the server and in the browser: amounts are kept as integers in the currency's
// minor units (pence, cents; yen and won have none, the Kuwaiti dinar has three fils digits), so no sum is ever off by
// a rounding, and become a decimal only to be shown. A form's "1500.00" becomes 150000 minor units on the digits as
// text, never through a float (0.29 × 100 is 28.999… in floating point).

const digits = new Map<string, number>();
const formats = new Map<string, Intl.NumberFormat>();

/**
 * How many minor digits `currency` (ISO 4217) has: 2 for GBP, 0 for JPY, 3 for KWD. Intl knows the table; its
 * currency format shows exactly that many decimals. A code that is not three letters throws a RangeError, as Intl does.
 */
export function minorDigits(currency: string): number {
  const code = currency.toUpperCase();
  let found = digits.get(code);
  if (found === undefined) {
    found = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    digits.set(code, found);
  }
  return found;
}

/** `amountMinor` minor units of `currency` in the language `localeTag`: 150000 GBP in en-GB → "£1,500.00". */
export function formatMoney(amountMinor: number, currency: string, localeTag: string): string {
  const code = currency.toUpperCase();
  const key = `${localeTag} ${code}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(localeTag, { style: 'currency', currency: code })));
  return format.format(amountMinor / 10 ** minorDigits(code));
}

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
