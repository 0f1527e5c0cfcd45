/** The admin order screens' own words (the spec is silent). */
export const ADMIN_ORDER_TEXTS = {
  loadFailed: 'We could not load the orders. Check your connection and try again.',
  loadOneFailed: 'We could not load this order. Check your connection and try again.',
  statusChanged: (label: string) => `Order marked ${label.toLowerCase()}`,
  paid: 'Order marked as paid',
  updateFailedTitle: 'Order not updated',
} as const;
