import { Link } from 'react-router';
import { Panel } from '@/components/ui/panel';
import { TotalsList } from '@/components/totals-list';
import { formatDateTime } from '@domain/shared/date-time';
import { PLAN_CHECKOUT_MESSAGES } from '@domain/plans/messages';
import { planPath } from '@domain/plans/plan-rules';
import { formatGhs } from '@/lib/money';
import { orderPaymentState } from '@domain/order/order-payment-state';
import {
  dispatchLines,
  MOBILE_MONEY_NETWORK_LABELS,
  PAYMENT_ATTEMPT_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  RECEIVED_PAYMENT_METHOD_LABELS,
  REFUND_METHOD_LABELS,
  type Order,
} from '@domain/order/order';
import { DELIVERY_METHOD_LABELS } from '@domain/order/messages';

/** What staff read of an order: its items and totals, the customer, delivery and payment, and the Mobile Money attempts. */
export function OrderFacts({ order }: { order: Order }) {
  const address = order.delivery.address;
  return (
    <>
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title="Items">
          <ul className="divide-y divide-slate-100 text-sm">
            {order.items.map((item) => (
              <li key={item.productId} className="flex justify-between gap-3 py-2">
                <span>
                  {item.quantity} × {item.name}
                </span>
                <span className="whitespace-nowrap">{formatGhs(item.price * item.quantity)}</span>
              </li>
            ))}
          </ul>
          <TotalsList
            totals={order}
            pickup={order.delivery.method === 'pickup'}
            className="mt-3 border-t border-slate-200 pt-3"
          />
        </Panel>
        <Panel title="Customer, delivery and payment">
          <dl className="grid gap-2 text-sm">
            <div>
              <dt className="text-slate-600">Customer</dt>
              <dd>
                {order.customer.displayName || '—'} ·{' '}
                <a className="text-brand-800 underline" href={`mailto:${order.customer.email}`}>
                  {order.customer.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{DELIVERY_METHOD_LABELS[order.delivery.method]}</dt>
              <dd>
                {address ? (
                  <>
                    {address.fullName},{' '}
                    <a href={`tel:${address.phone}`} className="inline-block py-1 underline">
                      {address.phone}
                    </a>
                    <br />
                    {address.streetOrLandmark}, {address.town}, {address.region} Region
                    {address.gpsAddress && ` (${address.gpsAddress})`}
                  </>
                ) : (
                  'No address given'
                )}
              </dd>
            </div>
            {dispatchLines(order.dispatch).map((line) => (
              <div key={line.label} data-testid="dispatch">
                <dt className="text-slate-600">{line.label}</dt>
                <dd>
                  {line.tel ? (
                    <a href={`tel:${line.tel}`} className="inline-block py-1 underline">
                      {line.value}
                    </a>
                  ) : (
                    line.value
                  )}
                </dd>
              </div>
            ))}
            <div>
              <dt className="text-slate-600">Payment</dt>
              <dd>
                {PAYMENT_METHOD_LABELS[order.paymentMethod]} · {orderPaymentState(order).staff}
                {order.paidAt && ` on ${formatDateTime(order.paidAt)}`}
                {order.plan && (
                  <Link to={planPath(order.plan.id)} className="block py-1 font-medium text-brand-800 underline">
                    {PLAN_CHECKOUT_MESSAGES.orderPlanStaff}
                  </Link>
                )}
                {order.paymentRecord && (
                  <span className="block" data-testid="payment-record">
                    Received {formatGhs(order.paymentRecord.amount)} by{' '}
                    {RECEIVED_PAYMENT_METHOD_LABELS[order.paymentRecord.method]}
                    {order.paymentRecord.reference && (
                      <>
                        {' '}
                        · Reference <span className="break-all">{order.paymentRecord.reference}</span>
                      </>
                    )}
                  </span>
                )}
                {order.refund && (
                  <span className="block" data-testid="refund-record">
                    Refunded {formatGhs(order.refund.amount)} by {REFUND_METHOD_LABELS[order.refund.method]} on{' '}
                    {formatDateTime(order.refund.at)} · Reference{' '}
                    <span className="break-all">{order.refund.reference}</span>
                  </span>
                )}
              </dd>
            </div>
          </dl>
        </Panel>
      </div>

      {order.paymentAttempts.length > 0 && (
        <Panel title="Mobile Money payment attempts">
          <ol className="grid gap-3 text-sm" aria-label="Mobile Money payment attempts">
            {order.paymentAttempts.map((attempt) => (
              <li key={attempt.reference} className="rounded-md border border-slate-200 p-3">
                <div className="font-medium text-slate-900">
                  {PAYMENT_ATTEMPT_STATUS_LABELS[attempt.status]} · {MOBILE_MONEY_NETWORK_LABELS[attempt.network]}{' '}
                  {attempt.wallet}
                </div>
                <div className="text-xs text-slate-600">
                  {formatDateTime(attempt.createdAt)} · Reference <span className="break-all">{attempt.reference}</span>
                </div>
                {attempt.message && <p className="text-slate-800">{attempt.message}</p>}
              </li>
            ))}
          </ol>
        </Panel>
      )}
    </>
  );
}
