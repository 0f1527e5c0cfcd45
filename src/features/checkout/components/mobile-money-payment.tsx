import { MobileMoneyCharge } from '@/components/payment/mobile-money-charge';
import { Alert, Panel } from '@/components/ui/panel';
import { formatDateTime } from '@domain/shared/date-time';
import { MOBILE_MONEY_NETWORK_LABELS, mayPayNow, type Order, type Wallet } from '@domain/order/order';
import { formatGhanaPhone } from '@domain/shared/phone';
import { formatGhs } from '@/lib/money';
import { useMobileMoneyPayment } from '../api/mobile-money';
import { CHECKOUT_MESSAGES } from '@domain/order/messages';

const M = CHECKOUT_MESSAGES;

/** Which network the latest attempt went to, in words ("MTN"). */
const networkOf = (order: Order) => MOBILE_MONEY_NETWORK_LABELS[order.paymentAttempts.at(-1)?.network ?? 'mtn'];

/**
 * Paying now with Mobile Money, after the order is placed: what the payment is doing, from the order
 * itself (read again every few seconds while it awaits its payment), through MobileMoneyCharge, with Pay on
 * delivery (or at pickup) instead beside Try again; paid; expired. The wallet typed at checkout is kept for Try again.
 */
export function MobileMoneyPayment({
  uid,
  order,
  wallet: typedWallet,
}: {
  uid: string;
  order: Order;
  /** The wallet typed at checkout, when this page follows it. */
  wallet: Wallet | null;
}) {
  const payment = useMobileMoneyPayment(uid, order.id);
  const latest = order.paymentAttempts.at(-1);
  const amount = formatGhs(order.total);
  const pickup = order.delivery.method === 'pickup';

  if (order.paymentMethod === 'mobile_money_now' && order.paymentStatus === 'paid') {
    return (
      <Panel variant="shopper" title={M.paidTitle}>
        <Alert variant="success">{M.paid(amount, networkOf(order))}</Alert>
      </Panel>
    );
  }
  if (order.paymentStatus === 'expired') {
    return (
      <Panel variant="shopper" title={M.payTitle}>
        <Alert>{M.expired}</Alert>
      </Panel>
    );
  }
  // Payment is offered only while the order may be paid (domain mayPayNow): never on a cancelled order.
  if (!mayPayNow(order)) return null;

  return (
    <MobileMoneyCharge
      amount={order.total}
      attempts={order.paymentAttempts}
      initialWallet={{
        phone: typedWallet?.phone ?? formatGhanaPhone(order.delivery.address?.phone ?? ''),
        network: typedWallet?.network ?? latest?.network ?? '',
      }}
      start={payment.start}
      submitOtp={payment.submitOtp}
      alternative={{
        // The same switch (pay later, on the same order); a pickup order is paid when collected, not "when it arrives".
        label: pickup ? M.payAtPickup : M.payOnDelivery,
        hint: pickup ? M.payAtPickupHint : M.payOnDeliveryHint,
        isPending: payment.payOnDelivery.isPending,
        run: (onError) => payment.payOnDelivery.mutate(undefined, { onError }),
      }}
      heldUntil={order.paymentDueBy ? M.heldUntil(formatDateTime(order.paymentDueBy)) : undefined}
    />
  );
}
