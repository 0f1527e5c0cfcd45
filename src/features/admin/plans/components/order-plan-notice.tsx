import { Link } from 'react-router';
import { useMayOpen } from '@/components/staff-access';
import { Alert } from '@/components/ui/panel';
import type { Order } from '@domain/order/order';
import { orderPaymentState } from '@domain/order/order-payment-state';

/**
 * On an order's admin page: an order paid in instalments, where its plan stands and whether its goods may be handed
 * over yet (until then the order stays pending), in the words of the one rule of its payment
 * (domain/order/order-payment-state.ts), with the way to its plan.
 */
export function OrderPlanNotice({ order }: { order: Order }) {
  const state = orderPaymentState(order);
  const mayOpenPlans = useMayOpen('plans');
  if (!order.plan || !state.plan) return null;
  const held = state.plan.held && state.plan.stage !== 'ended';
  return (
    <Alert variant={held ? 'warning' : 'success'} data-testid="order-plan">
      <strong>{state.staff}.</strong> {state.staffDetail}{' '}
      {mayOpenPlans && (
        <Link to={`/admin/plans/${order.plan.id}`} className="font-medium underline">
          Open the payment plan
        </Link>
      )}
    </Alert>
  );
}
