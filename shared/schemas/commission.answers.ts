// The commission's answers (decision 0048): agreements, receivables, an invoice, the report and the dashboard's parts.
import * as z from 'zod';
import { AGREEMENT_BASES, AGREEMENT_PAYABLE, RECEIVABLE_STATUSES } from '../commission';
import { count, day, id, keyedPage, named, paged, personRefSchema, timestamp } from './answers';

const currency = () => z.string().length(3);

export const agreementAnswerSchema = named(
  'Agreement',
  z.strictObject({
    id: id(),
    institution_id: id(),
    institution: z.strictObject({ id: id(), name: z.string() }),
    valid_from: day(),
    /** Null: until further notice. */
    valid_to: day().nullable(),
    basis: z.enum(AGREEMENT_BASES),
    /** A percentage of first-year tuition (at most two decimals); null for a fixed amount. */
    rate_percent: z.number().nullable(),
    /** A fixed amount in minor units; null for a percentage. */
    amount: count().nullable(),
    currency: currency(),
    payable: z.enum(AGREEMENT_PAYABLE),
    /** Weeks after the intake starts, for `after_census`. */
    census_weeks: count().nullable(),
    finance_email: z.string(),
    created_at: timestamp(),
    updated_at: timestamp(),
  }),
);
export const pagedAgreementsSchema = named('PagedAgreements', paged(agreementAnswerSchema));

export const receivableSchema = named(
  'Receivable',
  z.strictObject({
    id: id(),
    /** Null once the application is gone (the student's account erased): the receivable stays. */
    application_id: id().nullable(),
    institution: z.strictObject({ id: id(), name: z.string() }),
    student: personRefSchema,
    course: z.string(),
    /** YYYY-MM */
    intake: z.string(),
    /** Minor units of `currency`. */
    amount: count(),
    currency: currency(),
    due_on: day(),
    status: z.enum(RECEIVABLE_STATUSES),
    invoice: z.strictObject({ number: z.string(), issued_on: day() }).nullable(),
    paid_on: day().nullable(),
    /** The total paid so far, in minor units. */
    paid_amount: count(),
    written_off_reason: z.string().nullable(),
    /** Due before today and not paid in full. */
    overdue: z.boolean(),
  }),
);
export const pagedReceivablesSchema = named('PagedReceivables', keyedPage(receivableSchema));

export const invoiceIssuedSchema = named('InvoiceIssued', z.strictObject({ number: z.string(), issued_on: day(), receivable: receivableSchema }));

export const commissionReportSchema = named(
  'CommissionReport',
  z.strictObject({
    rows: z.array(
      z.strictObject({
        key: z.string(),
        label: z.string(),
        currency: currency(),
        /** Every receivable of the group not written off. */
        expected: count(),
        /** Of those, what has been invoiced (paid ones included). */
        invoiced: count(),
        paid: count(),
        /** Due before today and not yet paid. */
        overdue: count(),
      }),
    ),
  }),
);

/** The admin dashboard's commission parts. */
export const enrolmentsWithoutAgreementSchema = named(
  'EnrolmentsWithoutAgreement',
  z.strictObject({ count: count(), results: z.array(z.strictObject({ application_id: id(), institution: z.strictObject({ id: id(), name: z.string() }), student: personRefSchema })) }),
);
export const overdueReceivablesSchema = named('OverdueReceivables', z.strictObject({ count: count(), by_currency: z.record(z.string(), count()) }));
/** Invoiced receivables whose application was withdrawn since: the invoice may need a credit note. */
export const withdrawnAfterInvoiceSchema = named(
  'WithdrawnAfterInvoice',
  z.strictObject({ count: count(), results: z.array(z.strictObject({ receivable_id: id(), invoice_number: z.string(), institution: z.strictObject({ id: id(), name: z.string() }), student: personRefSchema })) }),
);
