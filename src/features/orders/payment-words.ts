import { shownPaymentStatus, type Order } from '@domain/order/order';
import { MY_ORDER_MESSAGES } from './messages';

/** What the shopper is to make of an order's payment: done, waiting for them, later (on delivery), a refund, none. */
export type PaymentKind = 'paid' | 'waiting' | 'later' | 'refund' | 'none';

const WORDS = MY_ORDER_MESSAGES.payment;

/**
 * An order's payment in the shopper's words (My orders, the order's page): from its shown payment status
 * (domain shownPaymentStatus: a cancelled order never waits for a payment) and how it is paid.
 */
export function paymentInWords(
  order: Pick<Order, 'status' | 'paymentStatus' | 'paymentMethod'> & { delivery: Pick<Order['delivery'], 'method'> },
): { text: string; kind: PaymentKind } {
  switch (shownPaymentStatus(order)) {
    case 'paid':
      return { text: WORDS.paid, kind: 'paid' };
    case 'awaiting_payment':
      return { text: WORDS.waiting, kind: 'waiting' };
    case 'unpaid':
      if (order.status === 'delivered') return { text: WORDS.notYetPaid, kind: 'later' };
      return { text: order.delivery.method === 'pickup' ? WORDS.atPickup : WORDS.onDelivery, kind: 'later' };
    case 'expired':
      return { text: WORDS.expired, kind: 'none' };
    case 'not_needed':
      return { text: WORDS.nothingToPay, kind: 'none' };
    case 'refund_due':
      return { text: WORDS.refundDue, kind: 'refund' };
    case 'refunded':
      return { text: WORDS.refunded, kind: 'refund' };
  }
}
