import {
  Banknote,
  CalendarClock,
  CircleCheck,
  CircleDot,
  CircleSlash,
  CircleX,
  Hourglass,
  RotateCcw,
  type LucideIcon,
} from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import {
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  REFUND_METHOD_LABELS,
  type Order,
  type OrderStatus,
  type StatusHistoryEntry,
} from '@domain/order/order';
import { formatGhs } from '@/lib/money';
import { MY_ORDER_MESSAGES } from '@domain/order/messages';
import { paymentInWords, type PaymentKind } from '../payment-words';
import { formatDateTime } from '@domain/shared/date-time';

const STATUS_VARIANT: Record<OrderStatus, 'default' | 'warning' | 'danger' | 'neutral'> = {
  pending: 'warning',
  confirmed: 'default',
  processing: 'default',
  out_for_delivery: 'default',
  ready_for_pickup: 'default',
  delivered: 'neutral',
  cancelled: 'danger',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge variant={STATUS_VARIANT[status]} data-testid="order-status">
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}

const PAYMENT_LOOK: Record<PaymentKind, { icon: LucideIcon; variant: 'default' | 'warning' | 'neutral' }> = {
  paid: { icon: CircleCheck, variant: 'default' },
  waiting: { icon: Hourglass, variant: 'warning' },
  later: { icon: Banknote, variant: 'neutral' },
  plan: { icon: CalendarClock, variant: 'default' },
  refund: { icon: RotateCcw, variant: 'warning' },
  none: { icon: CircleSlash, variant: 'neutral' },
};

/**
 * The order's payment beside its status, in the shopper's words ("Paid", "Waiting for your Mobile Money
 * payment", "Pay on delivery", "Deposit paid: instalments running", "Refund due"...), with an icon of its own so that paid and unpaid
 * orders differ at a glance, not by colour only.
 */
export function PaymentBadge({ order }: { order: Parameters<typeof paymentInWords>[0] }) {
  const { text, kind } = paymentInWords(order);
  const { icon: Icon, variant } = PAYMENT_LOOK[kind];
  return (
    <Badge variant={variant} className="gap-1" data-testid="payment-status">
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {text}
    </Badge>
  );
}

/** What the customer is owed, or was paid back, for a cancelled paid order; nothing otherwise. */
export function RefundNotice({ order }: { order: Pick<Order, 'paymentStatus' | 'refund' | 'paymentMethod'> }) {
  if (order.paymentStatus === 'refund_due') {
    return (
      <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        {order.paymentMethod === 'mobile_money_now' ? MY_ORDER_MESSAGES.refundDueOnline : MY_ORDER_MESSAGES.refundDue}
      </p>
    );
  }
  if (order.paymentStatus === 'refunded' && order.refund) {
    return (
      <p className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
        {MY_ORDER_MESSAGES.refunded(formatGhs(order.refund.amount), REFUND_METHOD_LABELS[order.refund.method])}{' '}
        <span className="text-slate-700">
          <time dateTime={order.refund.at.toISOString()}>{formatDateTime(order.refund.at)}</time> · Reference{' '}
          <span className="break-all">{order.refund.reference}</span>
        </span>
      </p>
    );
  }
  return null;
}

/** The order's timeline, oldest first: what happened, when, and any note. */
export function StatusTimeline({ history }: { history: readonly StatusHistoryEntry<Date>[] }) {
  return (
    <ol aria-label="Order timeline" className="grid gap-3">
      {history.map((entry, i) => {
        const Icon = entry.status === 'cancelled' ? CircleX : i === history.length - 1 ? CircleDot : CircleCheck;
        const label = entry.paymentStatus
          ? `Payment: ${PAYMENT_STATUS_LABELS[entry.paymentStatus]}`
          : ORDER_STATUS_LABELS[entry.status];
        return (
          <li key={`${entry.status}-${entry.at.getTime()}-${i}`} className="flex gap-3">
            <Icon
              className={
                entry.status === 'cancelled' ? 'size-5 shrink-0 text-red-700' : 'size-5 shrink-0 text-brand-700'
              }
              aria-hidden="true"
            />
            <div>
              <p className="font-medium text-slate-900">{label}</p>
              <p className="text-sm text-slate-700">
                <time dateTime={entry.at.toISOString()}>{formatDateTime(entry.at)}</time>
                {entry.note && ` · ${entry.note}`}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
