// A plan step's state as staff read it, apart from the plan's editor so that the dashboard takes the badge alone.
import type { PlanStatus } from '../../../shared/plan';

export const PLAN_STATUS_LABELS: Record<PlanStatus, string> = { done: 'Done', open: 'To do', due_soon: 'Due soon', late: 'Late', at_risk: 'At risk' };

/** A step's state as a badge: its words carry the meaning, the colour only repeats it. */
export function PlanStatusBadge({ status }: { status: PlanStatus }) {
  return <span className={`badge plan-status plan-status-${status}`}>{PLAN_STATUS_LABELS[status]}</span>;
}
