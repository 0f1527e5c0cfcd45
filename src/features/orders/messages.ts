import { REFUND_WITHIN_WORKING_DAYS } from '@domain/order/order-status';

/**
 * What the customer's order pages say in the shop's own words (DESIGN.md sections 2 and 3).
 * Kept here rather than in domain/shared/messages.ts: these screens load lazily, and every text in that module ships
 * with the home route. The checkout's own words are in features/checkout/messages.ts.
 */
const REFUND_WITHIN = `within ${REFUND_WITHIN_WORKING_DAYS} working days`;

export const MY_ORDER_MESSAGES = {
  cancelled: 'Order cancelled.',
  cancelledDescription: 'The items are back in stock. Nothing is owed for this order.',
  ordersLoadFailed: 'We could not load your orders. Please check your connection and try again.',
  orderLoadFailed: 'We could not load this order. Please check your connection and try again.',
  refundDue: `This order was paid and then cancelled: we owe you a refund and will contact you to pay it back, ${REFUND_WITHIN}.`,
  refundDueOnline: `This order was paid with Mobile Money and then cancelled: the money is being sent back to your wallet, ${REFUND_WITHIN}.`,
  // The cancel confirmation of a paid order: what is refunded, how and when (REFUND_WITHIN_WORKING_DAYS).
  cancelPaidOnline: (amount: string, network: string, wallet: string) =>
    `You paid ${amount} for this order. If you cancel it, the whole ${amount} is refunded to the ${network} Mobile Money number you paid from (${wallet}), ${REFUND_WITHIN}.`,
  cancelPaid: (amount: string) =>
    `You paid ${amount} for this order. If you cancel it, we contact you to pay the whole ${amount} back, ${REFUND_WITHIN}.`,
  refunded: (amount: string, method: string) => `Refunded ${amount} by ${method}.`,
  // The confirmation page's heading, from the order's payment (order-confirmation.tsx).
  thankYou: 'Thank you for your order!',
  approveToFinish: 'Your order is saved: now approve the payment',
  paymentDidNotGoThrough: 'Your order is saved, but the payment did not go through',
  orderCancelled: 'This order is cancelled',
} as const;
