import { Link } from 'react-router';
import { Alert } from '@/components/ui/panel';
import { formatDateTime } from '@domain/shared/date-time';
import { PLAN_STATUS_LABELS_FOR_STAFF } from '@domain/plans/plan-labels';
import { useOrderPlan } from '../api/plans';

/**
 * On an order's admin page: whether it is paid in instalments (its plan has the order's id), the plan's state, and
 * whether the plan has released its goods yet: until then the order stays pending (docs/plans.md, "Data").
 */
export function OrderPlanNotice({ orderId }: { orderId: string }) {
  const { data: plan } = useOrderPlan(orderId);
  if (!plan) return null;
  const held = !plan.releasedAt && plan.status !== 'declined' && plan.status !== 'cancelled';
  const waitsFor =
    plan.schedule.release === 'deposit' ? 'the deposit is paid and the plan approved' : 'everything is paid';
  return (
    <Alert variant={held ? 'warning' : 'success'} data-testid="order-plan">
      <strong>Paid in instalments</strong> ({plan.schedule.name}): {PLAN_STATUS_LABELS_FOR_STAFF[plan.status]}.{' '}
      {plan.releasedAt
        ? `Goods released ${formatDateTime(plan.releasedAt)}: the order can move on.`
        : held
          ? `Goods not released yet: the order moves on once ${waitsFor}.`
          : ''}{' '}
      <Link to={`/admin/plans/${plan.id}`} className="font-medium underline">
        Open the payment plan
      </Link>
    </Alert>
  );
}
