// Money as people read it, on the server and in the browser: amounts are kept as integers in the currency's minor
// units (pence, cents; yen and won have none, the Kuwaiti dinar has three fils digits), so no sum is ever off by a
// rounding, and become a decimal only to be shown.

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
