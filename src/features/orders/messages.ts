/**
 * What the customer's order pages say beyond the spec (which is silent on them; DESIGN.md sections 2 and 3).
 * Kept here rather than in domain/messages.ts: these screens load lazily, and every text in that module ships
 * with the home route. The checkout's own words are in features/checkout/messages.ts.
 */
export const MY_ORDER_MESSAGES = {
  cancelled: 'Order cancelled.',
  cancelledDescription: 'The items are back in stock. Nothing is owed for this order.',
  ordersLoadFailed: 'We could not load your orders. Please check your connection and try again.',
  orderLoadFailed: 'We could not load this order. Please check your connection and try again.',
  refundDue: 'This order was paid and then cancelled: we owe you a refund and will contact you to pay it back.',
  refundDueOnline:
    'This order was paid with Mobile Money and then cancelled: the money is being sent back to your wallet.',
  refunded: (amount: string, method: string) => `Refunded ${amount} by ${method}.`,
} as const;
