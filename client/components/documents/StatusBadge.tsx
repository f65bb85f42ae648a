import type { ChecklistState } from '../../../shared/study';
import { type MessageId, useT } from '../../lib/i18n';

const labels: Record<ChecklistState, [MessageId, string]> = {
  missing: ['docs.state.missing', 'badge'],
  pending: ['docs.state.pending', 'badge badge-warning'],
  approved: ['docs.state.approved', 'badge badge-success'],
  rejected: ['docs.state.rejected', 'badge badge-danger'],
};

export function StatusBadge({ status }: { status: ChecklistState }) {
  const t = useT();
  const [label, className] = labels[status];
  return <span className={className}>{t(label)}</span>;
}
