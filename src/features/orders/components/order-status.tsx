import { CircleCheck, CircleDot, CircleX } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import {
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  type OrderStatus,
  type StatusHistoryEntry,
} from '../../../domain/order';
import { formatDateTime } from './format-date';

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
