// Commission (decision 0048): what partner institutions owe the agency for the students who enrol. The server and the
// admin pages share these names and rules.

export const AGREEMENT_BASES = ['first_year_tuition', 'fixed'] as const;
export type AgreementBasis = (typeof AGREEMENT_BASES)[number];
export const AGREEMENT_PAYABLE = ['on_enrolment', 'after_census'] as const;
export type AgreementPayable = (typeof AGREEMENT_PAYABLE)[number];
export const RECEIVABLE_STATUSES = ['expected', 'invoiced', 'paid', 'written_off'] as const;
export type ReceivableStatus = (typeof RECEIVABLE_STATUSES)[number];
export const REPORT_GROUPS = ['institution', 'intake', 'adviser'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/** A receivable payable on enrolment is due this many days after it. */
export const DAYS_TO_PAY_AFTER_ENROLMENT = 30;
/** The reason a receivable is written off when its enrolled application is withdrawn before it was invoiced. */
export const WITHDRAWN_REASON = 'withdrawn';
/** The dashboard lists this many enrolments without an agreement at most. */
export const UNMATCHED_SHOWN = 50;

export const BASIS_LABELS: Record<AgreementBasis, string> = { first_year_tuition: 'A percentage of first-year tuition', fixed: 'A fixed amount' };
export const PAYABLE_LABELS: Record<AgreementPayable, string> = { on_enrolment: 'On enrolment', after_census: 'After the census date' };
export const STATUS_LABELS: Record<ReceivableStatus, string> = { expected: 'Expected', invoiced: 'Invoiced', paid: 'Paid', written_off: 'Written off' };

/** `INV-2026-0042`: the year and the year's sequence, four digits at least. */
export const invoiceNumber = (year: number, seq: number): string => `INV-${year}-${String(seq).padStart(4, '0')}`;
export const INVOICE_NUMBER = /^INV-(\d{4})-(\d{4,})$/;

/** "12.5" % → 1250 hundredths of a percent, exactly (the form's text, never a float's digits). */
export function basisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/**
 * What a first-year tuition of `tuitionMinor` owes at `rateBasisPoints` hundredths of a percent, rounded half up to the
 * currency's minor unit: in integers (BigInt), so a tuition of billions of minor units is still exact.
 */
export function commissionOf(tuitionMinor: number, rateBasisPoints: number): number {
  const product = BigInt(tuitionMinor) * BigInt(rateBasisPoints);
  return Number((product + 5_000n) / 10_000n);
}

const DAY = 86_400_000;
const addDays = (isoDay: string, days: number) => new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** The day a receivable is due: enrolment + 30 days, or the intake's first day + the census weeks. */
export function receivableDueOn(payable: AgreementPayable, censusWeeks: number | null, enrolledOn: string, intake: string): string {
  return payable === 'after_census' ? addDays(`${intake}-01`, (censusWeeks ?? 0) * 7) : addDays(enrolledOn, DAYS_TO_PAY_AFTER_ENROLMENT);
}
