/**
 * What the checkout and the customer's order pages say beyond the spec (which is silent on them; DESIGN.md
 * sections 2 and 3). Kept here rather than in domain/messages.ts: these screens load lazily, and every text in
 * that module ships with the home route.
 */
export const CHECKOUT_MESSAGES = {
  alreadyPlaced: 'This order had already been placed: nothing was ordered twice.',
  cartCorrected: 'We have updated your cart to what is in stock. Please check it and place your order again.',
  retrySafe: 'Your order number is kept, so trying again can never place the same order twice.',
  cancelled: 'Order cancelled.',
  cancelledDescription: 'The items are back in stock. Nothing is owed for this order.',
  ordersLoadFailed: 'We could not load your orders. Please check your connection and try again.',
  orderLoadFailed: 'We could not load this order. Please check your connection and try again.',
} as const;
