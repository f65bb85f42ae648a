import type { ChecklistState } from '../../../shared/study';

const labels: Record<ChecklistState, [string, string]> = {
  missing: ['Not uploaded yet', 'badge'],
  pending: ['Waiting for review', 'badge badge-warning'],
  approved: ['Approved', 'badge badge-success'],
  rejected: ['Needs another look', 'badge badge-danger'],
};

export function StatusBadge({ status }: { status: ChecklistState }) {
  const [label, className] = labels[status];
  return <span className={className}>{label}</span>;
}
