// Money as the site keeps it: an integer count of the currency's minor unit (pence, cents; a yen is its own minor
// unit) with its ISO 4217 code. Amounts are never floats and never added across currencies.
import * as z from 'zod';

/** The ISO 4217 codes this runtime knows (Intl's list), read once. */
let known: Set<string> | undefined;
export function isCurrency(code: string): boolean {
  known ??= new Set(Intl.supportedValuesOf('currency'));
  return known.has(code);
}

/** Up to a trillion minor units: more than any fee, well inside a safe integer. */
export const MONEY_MAX_MINOR = 1_000_000_000_000;

export const currencyCode = () =>
  z
    .string({ error: 'Enter the currency as its three-letter code, e.g. GBP.' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'Enter the currency as its three-letter code, e.g. GBP.')
    .refine(isCurrency, 'Enter a currency code from ISO 4217, e.g. GBP, USD or EUR.');

export const minorAmount = () =>
  z
    .number({ error: 'Enter the amount as a whole number of the currency’s smallest unit (pence, cents).' })
    .int('Enter the amount as a whole number of the currency’s smallest unit (pence, cents).')
    .min(0, 'Enter an amount of 0 or more.')
    .max(MONEY_MAX_MINOR, 'Enter a smaller amount.');

/** `{amount, currency}`: an amount in minor units with its currency. */
export const moneySchema = z.object({ amount: minorAmount(), currency: currencyCode() }, { error: 'Send the amount and its currency.' });
