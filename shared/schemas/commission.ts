// What the commission's endpoints read (decision 0048): agreements, payments and write-offs, the lists and the report.
import * as z from 'zod';
import { AGREEMENT_BASES, AGREEMENT_PAYABLE, RECEIVABLE_STATUSES, REPORT_GROUPS } from '../commission';
import { isoDate } from './dates';
import { keyFields, pageFields } from './lists';
import { currencyCode, minorAmount } from './money';
import { orNull } from './fields';

const id = (what: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v),
    z.number({ error: `Choose ${what}.` }).int(`Choose ${what}.`).positive(`Choose ${what}.`).max(Number.MAX_SAFE_INTEGER, `Choose ${what}.`),
  );

/** A percentage of at most two decimals, above 0 and at most 100. */
const ratePercent = z
  .number({ error: 'Enter the rate as a percentage, e.g. 12.5.' })
  .gt(0, 'Enter a rate above 0 %.')
  .max(100, 'Enter a rate of at most 100 %.')
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, 'Enter the rate with at most two decimals.');

/** The fields as a change sends them: none required, no defaults (a field left out stays as it is). */
const agreementShape = {
  institution_id: id('an institution'),
  valid_from: isoDate(),
  valid_to: orNull(isoDate()),
  basis: z.enum(AGREEMENT_BASES, { error: 'Choose a percentage of first-year tuition or a fixed amount.' }),
  rate_percent: orNull(ratePercent),
  amount: orNull(minorAmount()),
  currency: currencyCode(),
  payable: z.enum(AGREEMENT_PAYABLE, { error: 'Choose on enrolment or after the census date.' }),
  census_weeks: orNull(z.number({ error: 'Enter the census date as weeks after the intake starts.' }).int('Enter whole weeks.').min(0, 'Enter 0 weeks or more.').max(52, 'Enter at most 52 weeks.')),
  finance_email: z.email({ error: 'Enter the finance office’s e-mail address.' }).max(254, 'Keep the address under 254 characters.'),
};

/** A new agreement: the nullable fields may be left out (none). */
const agreementFields = z.object({
  ...agreementShape,
  valid_to: agreementShape.valid_to.optional().default(null),
  rate_percent: agreementShape.rate_percent.optional().default(null),
  amount: agreementShape.amount.optional().default(null),
  census_weeks: agreementShape.census_weeks.optional().default(null),
});

/** The rules between an agreement's fields, as messages on the field to fix. */
function terms(v: z.output<typeof agreementFields>, ctx: z.RefinementCtx): void {
  if (v.valid_to !== null && v.valid_to < v.valid_from) ctx.addIssue({ code: 'custom', path: ['valid_to'], message: 'The agreement cannot end before it starts.' });
  if (v.basis === 'first_year_tuition' && v.rate_percent === null) ctx.addIssue({ code: 'custom', path: ['rate_percent'], message: 'Enter the percentage of first-year tuition.' });
  if (v.basis === 'first_year_tuition' && v.amount !== null) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'A percentage agreement has no fixed amount.' });
  if (v.basis === 'fixed' && v.amount === null) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Enter the fixed amount, in the currency’s smallest unit.' });
  if (v.basis === 'fixed' && v.rate_percent !== null) ctx.addIssue({ code: 'custom', path: ['rate_percent'], message: 'A fixed agreement has no percentage.' });
  if (v.payable === 'after_census' && v.census_weeks === null) ctx.addIssue({ code: 'custom', path: ['census_weeks'], message: 'Enter how many weeks after the intake the census date is.' });
  if (v.payable === 'on_enrolment' && v.census_weeks !== null) ctx.addIssue({ code: 'custom', path: ['census_weeks'], message: 'An agreement payable on enrolment has no census date.' });
}

export const agreementSchema = agreementFields.superRefine(terms);
export type AgreementInput = z.input<typeof agreementSchema>;
/** A change: the agreement as it would be (the kept fields with these over them) must still follow the rules. */
export const agreementPatchSchema = z.object(agreementShape).partial().refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Change at least one field.', path: ['_'] });

export const agreementsQuerySchema = z.object({ institution_id: z.union([z.literal(''), id('an institution')]).optional().default(''), ...pageFields });

/** true or false, as a query string says it (1 and 0 too). */
const yesNo = z
  .enum(['', 'true', 'false', '1', '0'], { error: 'Send overdue as true or false.' })
  .optional()
  .default('')
  .transform((v) => (v === '1' ? 'true' : v === '0' ? 'false' : v));
export const receivablesQuerySchema = z.object({
  status: z.union([z.enum(RECEIVABLE_STATUSES), z.literal('')], { error: 'Filter by expected, invoiced, paid or written_off.' }).optional().default(''),
  institution_id: z.union([z.literal(''), id('an institution')]).optional().default(''),
  intake: z.union([z.literal(''), z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Filter by an intake month as YYYY-MM.')], { error: 'Filter by an intake month as YYYY-MM.' }).optional().default(''),
  overdue: yesNo,
  ...pageFields,
  ...keyFields,
});
export type ReceivablesQuery = z.output<typeof receivablesQuerySchema>;

/** A payment (the total paid so far) or a write-off with its reason. */
export const receivableUpdateSchema = z.union(
  [
    z.object({ paid_on: isoDate(), paid_amount: minorAmount() }).strict(),
    z.object({ status: z.literal('written_off'), reason: z.string({ error: 'Say why it is written off.' }).trim().min(1, 'Say why it is written off.').max(500, 'Keep the reason under 500 characters.') }).strict(),
  ],
  { error: 'Send paid_on and paid_amount, or status written_off with a reason.' },
);
export type ReceivableUpdateInput = z.input<typeof receivableUpdateSchema>;

export const reportQuerySchema = z
  .object({
    from: isoDate(),
    to: isoDate(),
    by: z.enum(REPORT_GROUPS, { error: 'Group by institution, intake or adviser.' }).optional().default('institution'),
    format: z.enum(['json', 'csv'], { error: 'Ask for json or csv.' }).optional().default('json'),
  })
  .refine((v) => v.to >= v.from, { message: 'The period cannot end before it starts.', path: ['to'] });
export type ReportQuery = z.output<typeof reportQuerySchema>;
