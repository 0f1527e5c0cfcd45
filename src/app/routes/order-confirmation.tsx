import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleX, Smartphone, TriangleAlert, type LucideIcon } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { mayPayNow, type Order } from '@domain/order/order';
import { orderPaymentState } from '@domain/order/order-payment-state';
import { MY_ORDER_MESSAGES } from '@domain/order/messages';
import { orderNumberOf } from '@domain/order/order-number';
import { useSessionStore } from '@/features/auth/stores/session-store';
import type { Wallet } from '@domain/order/order';
import { MobileMoneyPayment } from '@/features/checkout/components/mobile-money-payment';
import { settingsQueryOptions } from '@/lib/settings/get-settings';
import { useMyOrder } from '@/features/orders/api/get-my-order';
import { formatGhanaPhone } from '@domain/shared/phone';
import { OrderSummary } from '@/features/orders/components/order-summary';
import { formatGhs } from '@/lib/money';
import { OrderLoadProblem, OrderPage } from './order-page-parts';

const TITLE = 'Order confirmation';
const DESCRIPTION = 'Your Savanna Solar order has been received.';

/** The wallet the checkout sent along (router state), when there is one. */
function walletFrom(state: unknown): Wallet | null {
  const wallet = (state as { wallet?: Partial<Wallet> } | null)?.wallet;
  return wallet && typeof wallet.phone === 'string' && typeof wallet.network === 'string' ? (wallet as Wallet) : null;
}

function nextSteps(order: Order): string[] {
  // Paid in instalments: its plan's state and figures, in the words of its page (order-payment-state.ts).
  if (order.paymentMethod === 'instalments') {
    const state = orderPaymentState(order);
    return [`${state.customer}.`, state.customerDetail].filter((step) => step !== '.');
  }
  const paidNow = order.paymentMethod === 'mobile_money_now';
  const pay = paidNow
    ? `Your payment of ${formatGhs(order.total)} ${order.paymentStatus === 'paid' ? 'is received' : 'is approved on your phone'}`
    : `Pay ${formatGhs(order.total)} ${order.paymentMethod === 'mobile_money_on_delivery' ? 'by Mobile Money' : 'in cash'}`;
  if (order.delivery.method === 'pickup') {
    return [
      'We check your order and confirm it, usually within one working day.',
      'My orders shows "Ready for pickup" as soon as you can collect it at our Tamale shop.',
      paidNow ? `${pay}. Bring your order number.` : `${pay} when you collect it. Bring your order number.`,
    ];
  }
  const phone = order.delivery.address?.phone;
  return [
    `We call you${phone ? ` on ${formatGhanaPhone(phone)}` : ''} to confirm your order and agree a delivery time.`,
    'Your order is packed and sent out; you can follow it in My orders.',
    paidNow ? `${pay}.` : `${pay} when it arrives.`,
  ];
}

/**
 * The page's heading and its icon, from the order's payment: thanks once it is settled (paid, or paid on
 * delivery), a warning while a payment now did not go through, never a tick above a failed payment.
 */
function headingOf(order: Order): { text: string; icon: LucideIcon; iconClass: string } {
  if (order.status === 'cancelled') {
    return { text: MY_ORDER_MESSAGES.orderCancelled, icon: CircleX, iconClass: 'text-red-700' };
  }
  if (mayPayNow(order)) {
    const latest = order.paymentAttempts.at(-1);
    return !latest || latest.status === 'failed' || latest.status === 'mismatch'
      ? { text: MY_ORDER_MESSAGES.paymentDidNotGoThrough, icon: TriangleAlert, iconClass: 'text-amber-700' }
      : { text: MY_ORDER_MESSAGES.approveToFinish, icon: Smartphone, iconClass: 'text-brand-700' };
  }
  return { text: MY_ORDER_MESSAGES.thankYou, icon: CircleCheck, iconClass: 'text-brand-700' };
}

/** /order-confirmation/:orderId: thank you, the order number, items, the server's totals, delivery, what next. */
export function Component() {
  const { orderId = '' } = useParams();
  const uid = useSessionStore((s) => s.user?.uid ?? '');
  const { data: order, isPending, error, refetch } = useMyOrder(uid, orderId);
  const location = useLocation();
  const { data: shop } = useQuery(settingsQueryOptions());

  if (isPending) {
    return (
      <OrderPage title={TITLE} description={DESCRIPTION} heading="Order confirmation">
        <p role="status" className="text-slate-700">
          Loading your order...
        </p>
      </OrderPage>
    );
  }
  if (!order) {
    return (
      <OrderPage title={TITLE} description={DESCRIPTION} heading="Order confirmation">
        <OrderLoadProblem error={error} onRetry={() => void refetch()} />
      </OrderPage>
    );
  }
  const heading = headingOf(order);
  return (
    <OrderPage
      title={`${TITLE} · ${orderNumberOf(order)}`}
      description={DESCRIPTION}
      heading={
        <span className="flex items-center gap-2">
          <heading.icon className={`size-8 shrink-0 ${heading.iconClass}`} aria-hidden="true" />
          {heading.text}
        </span>
      }
    >
      <div className="grid gap-6">
        <p className="text-slate-800">
          Your order number is{' '}
          <strong className="font-mono break-all text-slate-900" data-testid="order-number">
            {orderNumberOf(order)}
          </strong>
          . Keep it: you can find this order at any time in{' '}
          <Link to="/orders" className="font-medium text-brand-800 underline underline-offset-2">
            My orders
          </Link>
          .
        </p>
        <MobileMoneyPayment uid={uid} order={order} wallet={walletFrom(location.state)} />
        <OrderSummary order={order} pickupAddress={shop?.contact.address ?? ''} />
        {order.status !== 'cancelled' && (
          <Panel variant="shopper" title="What happens next">
            <ol className="list-decimal space-y-1 pl-6 text-slate-800">
              {nextSteps(order).map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </Panel>
        )}
        <div className="flex flex-wrap gap-2">
          <Link to={`/order-details/${order.id}`} className={buttonVariants()}>
            View order details
          </Link>
          <Link to="/products" className={buttonVariants({ variant: 'outline' })}>
            Continue shopping
          </Link>
        </div>
      </div>
    </OrderPage>
  );
}
