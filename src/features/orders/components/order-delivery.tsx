import { PAYMENT_METHOD_LABELS, type Order } from '@domain/order/order';
import { DELIVERY_METHOD_LABELS } from '@domain/order/messages';
import { paymentInWords } from '../payment-words';
import { formatGhanaPhone } from '@domain/shared/phone';
import { PLAN_CHECKOUT_MESSAGES } from '@domain/plans/messages';
import { planPath } from '@domain/plans/plan-rules';
import { Link } from 'react-router';

/** How the order reaches the customer (address or pickup) and how it is paid. */
export function OrderDelivery({ order, pickupAddress }: { order: Order; pickupAddress?: string }) {
  const { method, address } = order.delivery;
  const payment = paymentInWords(order);
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      <div>
        <dt className="font-semibold text-slate-900">{method === 'pickup' ? 'Pickup' : 'Delivery address'}</dt>
        <dd className="mt-1 text-slate-800">
          {method === 'pickup' ? (
            <>
              <span className="block">{DELIVERY_METHOD_LABELS.pickup}</span>
              {pickupAddress && <span className="block text-slate-700">{pickupAddress}</span>}
            </>
          ) : address ? (
            <address className="not-italic wrap-anywhere">
              <span className="block">{address.fullName}</span>
              <span className="block">{formatGhanaPhone(address.phone)}</span>
              <span className="block">{address.streetOrLandmark}</span>
              <span className="block">
                {address.town}, {address.region} Region
              </span>
              {address.gpsAddress && <span className="block">GhanaPost GPS: {address.gpsAddress}</span>}
            </address>
          ) : (
            DELIVERY_METHOD_LABELS.delivery
          )}
        </dd>
      </div>
      <div>
        <dt className="font-semibold text-slate-900">Payment</dt>
        <dd className="mt-1 text-slate-800">
          <span className="block">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</span>
          <span className="block text-slate-700" data-testid="payment-words">
            {payment.text}
          </span>
          {payment.detail && (
            <span className="block text-slate-700" data-testid="payment-detail">
              {payment.detail}
            </span>
          )}
          {order.plan && (
            <Link to={planPath(order.plan.id)} className="inline-block py-1 font-medium text-brand-800 underline">
              {PLAN_CHECKOUT_MESSAGES.orderPlan}
            </Link>
          )}
        </dd>
      </div>
    </dl>
  );
}
