// The commission's words (decision 0048), shared by its admin page and the dashboard's panel: a receivable's status,
// an agreement's terms, validity and payment day, and amounts in their own currency.
import type { Agreement, Receivable } from '../../../shared/api-client';
import { STATUS_LABELS } from '../../../shared/commission';
import { formatDate, formatMonth } from '../../../shared/format';
import { formatMoney } from '../../../shared/money';

/** The admin portal is in English; amounts read as the agency's British staff write them. */
export const MONEY_LOCALE = 'en-GB';

export const money = (minor: number, currency: string) => formatMoney(minor, currency, MONEY_LOCALE);

/** "2026-09" → "September 2026"; a label that is not a month (the report's "(none)") as it is. */
export const intakeText = (intake: string) => (/^\d{4}-(0[1-9]|1[0-2])$/.test(intake) ? formatMonth(intake) : intake);

/**
 * The status as a badge, and "Overdue" beside it in words as well as in colour, so that nobody has to tell the two
 * apart by colour alone.
 */
export function ReceivableStatusBadge({ receivable }: { receivable: Pick<Receivable, 'status' | 'overdue'> }) {
  return (
    <span className="receivable-status">
      <span className={`badge receivable-status-${receivable.status}`}>{STATUS_LABELS[receivable.status]}</span>
      {receivable.overdue && <span className="badge badge-danger receivable-overdue">Overdue</span>}
    </span>
  );
}

/** "12.5 % of first-year tuition" or "£2,500.00 fixed". */
export function termsText(a: Pick<Agreement, 'basis' | 'rate_percent' | 'amount' | 'currency'>): string {
  if (a.basis === 'fixed') return `${money(a.amount ?? 0, a.currency)} fixed`;
  return `${a.rate_percent ?? 0} % of first-year tuition`;
}

/** "On enrolment" or "6 weeks after the intake starts". */
export function payableText(a: Pick<Agreement, 'payable' | 'census_weeks'>): string {
  if (a.payable === 'on_enrolment') return 'On enrolment';
  const weeks = a.census_weeks ?? 0;
  return `${weeks} ${weeks === 1 ? 'week' : 'weeks'} after the intake starts`;
}

/** "1 Sep 2026 – 31 Aug 2027", or "From 1 Sep 2026, until further notice". */
export function validityText(a: Pick<Agreement, 'valid_from' | 'valid_to'>): string {
  return a.valid_to ? `${formatDate(a.valid_from)} – ${formatDate(a.valid_to)}` : `From ${formatDate(a.valid_from)}, until further notice`;
}
