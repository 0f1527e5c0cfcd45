import { Badge } from '@/components/ui/badge';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@domain/order/order';
import { orderPaymentState, type OrderForPaymentState } from '@domain/order/order-payment-state';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const variant =
    status === 'cancelled'
      ? 'danger'
      : status === 'delivered'
        ? 'default'
        : status === 'pending'
          ? 'warning'
          : 'neutral';
  return <Badge variant={variant}>{ORDER_STATUS_LABELS[status]}</Badge>;
}

/** The order's payment in staff's words (the one rule, order-payment-state.ts: an order on a plan says where its plan stands). */
export function PaymentBadge({ order }: { order: OrderForPaymentState }) {
  const { staff, look } = orderPaymentState(order);
  const variant = look === 'paid' || look === 'plan' ? 'default' : look === 'refund' ? 'warning' : 'neutral';
  return (
    <Badge variant={variant} data-testid="payment-status">
      {staff}
    </Badge>
  );
}
