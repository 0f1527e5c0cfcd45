import { Badge } from '@/components/ui/badge';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS, type OrderStatus, type PaymentStatus } from '@domain/order/order';

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

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  const variant = status === 'paid' ? 'default' : status === 'refund_due' ? 'warning' : 'neutral';
  return <Badge variant={variant}>{PAYMENT_STATUS_LABELS[status]}</Badge>;
}
