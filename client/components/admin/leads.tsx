// The staff's words for leads and consultations (decision 0046): stages, statuses and where a lead came from.
import type { ConsultationStatus, LeadSource, LeadStage } from '../../../shared/leads';
import { DIRECT_SOURCE, LEAD_STAGE_LABELS } from '../../../shared/leads';

export { LEAD_STAGE_LABELS };

export const CONSULTATION_STATUS_LABELS: Record<ConsultationStatus, string> = {
  booked: 'Booked',
  attended: 'Attended',
  no_show: 'No-show',
  cancelled: 'Cancelled',
};

export function LeadStageBadge({ stage }: { stage: LeadStage }) {
  return <span className={`badge lead-stage lead-stage-${stage}`}>{LEAD_STAGE_LABELS[stage]}</span>;
}

export function ConsultationStatusBadge({ status }: { status: ConsultationStatus }) {
  return <span className={`badge consultation-status consultation-status-${status}`}>{CONSULTATION_STATUS_LABELS[status]}</span>;
}

/** The referring site's name ('www.google.com'), or the address as it came. */
const hostOf = (referrer: string) => {
  try {
    return new URL(referrer).host;
  } catch {
    return referrer;
  }
};

/** "fb / spring", a referring site, or "(direct)". */
export function sourceText(source: LeadSource | null | undefined): string {
  if (source?.utm_source) return [source.utm_source, source.utm_campaign].filter(Boolean).join(' / ');
  if (source?.referrer) return hostOf(source.referrer);
  return DIRECT_SOURCE;
}
