/** The admin order screens' own words. */
export const ADMIN_ORDER_TEXTS = {
  loadFailed: 'We could not load the orders. Check your connection and try again.',
  loadOneFailed: 'We could not load this order. Check your connection and try again.',
  statusChanged: (label: string) => `Order marked ${label.toLowerCase()}`,
  deliveryUndone: (label: string) => `Delivery undone: the order is ${label.toLowerCase()} again`,
  paid: 'Order marked as paid',
  deliveredAndPaid: 'Order marked delivered and paid',
  refundDue: 'This order was paid and then cancelled: the customer is owed a refund. Pay it back, then record it here.',
  refunded: 'Refund recorded',
  refundedText: (amount: string) => `${amount} refunded; the customer sees "Refunded".`,
  updateFailedTitle: 'Order not updated',
} as const;
