/**
 * The words several capabilities share: what the order functions say (ORDER_MESSAGES), whose refusals the cart,
 * the plans, the projects, the accounts and the functions' shared checks say too, the fixed ones
 * (docs/storefront.md) word for word. Each capability's own words are its folder's messages.ts
 * (docs/architecture.md, "The domain's folders").
 */
import { formatGhs } from './money';

/** Orders: what placeOrder, cancelMyOrder, updateOrderStatus, markOrderPaid and recordRefund say. */
export const ORDER_MESSAGES = {
  signInRequired: 'Please sign in to continue.',
  invalidRequest: 'This request is not valid. Please reload the page and try again.',
  accountDisabled: 'This account has been disabled',
  accountNotFound: 'Your account could not be found. Please sign out, sign in again and try once more.',
  emptyOrder: 'Your cart is empty!',
  tooManyLines: (max: number) => `An order can hold at most ${max} different items.`,
  duplicateLine: 'Each product may appear only once in an order.',
  invalidQuantity: (max: number) => `Quantity must be a whole number from 1 to ${max}.`,
  invalidOrderId: 'This order number is not valid. Please reload the checkout page and try again.',
  invalidProductId: 'A product in your cart is not valid. Please remove it and try again.',
  orderIdTaken: 'This order number belongs to another account. Please reload the checkout page and try again.',
  chooseDeliveryMethod: 'Please choose delivery or pickup.',
  choosePaymentMethod: 'Please choose how you will pay.',
  addressRequired: 'Please enter a delivery address.',
  fullName: 'Please enter the full name of the person receiving the order.',
  phone: 'Please enter a Ghana phone number, e.g. 024 123 4567 or +233 24 123 4567.',
  region: 'Please choose a region.',
  town: 'Please enter your town or city.',
  gpsAddress: 'Please enter a GhanaPost GPS address like NT-0123-4567, or leave it empty.',
  streetOrLandmark: 'Please enter a street name or a landmark near you.',
  streetOrLandmarkTooLong: (max: number, length: number) =>
    `Please shorten the directions to ${max} characters or fewer (they are ${length} now).`,
  note: 'A note must be plain text of at most 500 characters.',
  chooseStatus: 'Please choose a status.',
  busy: 'Many people are ordering right now. Please try again.',
  placeFailed: 'We could not place your order. Please try again.',
  notFound: 'Order not found.',
  cannotCancel: (statusLabel: string) =>
    `This order can no longer be cancelled: it is already ${statusLabel.toLowerCase()}. Please contact us.`,
  transitionRefused: (fromLabel: string, toLabel: string) =>
    `An order that is ${fromLabel.toLowerCase()} cannot be marked ${toLabel.toLowerCase()}.`,
  alreadyPaid: 'This order is already marked as paid.',
  cancelledCannotBePaid: 'A cancelled order cannot be marked as paid.',
  updateFailed: 'We could not update this order. Please try again.',
  cancelledByCustomer: 'Cancelled by the customer',
  placed: 'Order placed',
  paymentReceived: 'Payment received',
  // Trust: the confirmed total, hoarding, refunds.
  totalChanged:
    'Prices or delivery charges changed since you opened checkout. Please check the new total and place your order again.',
  tooManyPending: (max: number) =>
    `You already have ${max} orders waiting for our confirmation, so we cannot take another one yet. ` +
    'Please call or WhatsApp the shop to confirm or change them, then order again.',
  productInCart: 'A product in your cart',
  refundDue: 'Paid order cancelled: refund due',
  refundRecorded: 'Refund paid',
  refundAmount: 'Please enter the amount refunded, in GHS, no more than the order total.',
  refundMethod: 'Please choose how the refund was paid.',
  refundReference: 'Please enter the Mobile Money transaction id or the cash receipt number (at most 100 characters).',
  refundNotDue: 'Only a cancelled order that was paid can be refunded.',
  refundTooLarge: 'The refund cannot be more than the order total.',
  // Orders as a shop runs them: the payment staff received.
  paymentMethodReceived: 'Please choose how the customer paid.',
  paymentAmount: 'Please enter the amount received, in GHS.',
  paymentAmountNotTotal: (total: number) => `The amount received must be the order total, ${formatGhs(total)}.`,
  paymentReference:
    'Please enter the Mobile Money transaction id or the bank reference (at most 100 characters; cash may leave it empty).',
  paymentOnlyWhenDelivered: 'A payment can be recorded with a status change only when the order is delivered.',
  // Staff moving an order on: the rider and delivery time, undoing "Delivered".
  dispatchOnlyOutForDelivery: 'The rider and delivery time can be recorded only when the order goes out for delivery.',
  riderName: "Please enter the rider's name (at most 100 characters).",
  riderPhone: "Please enter the rider's phone as a Ghana number, e.g. 024 123 4567.",
  deliveryDay: 'Please choose the delivery day.',
  deliverySlot: 'Please choose the time of day.',
  undoDeliveryTooLate: (hours: number) =>
    `"Delivered" can be undone only within ${hours} hours. Add a note to the order to explain what happened.`,
  deliveryUndone: 'Marked delivered by mistake: delivery undone',
  deliveryPaymentUndone: (payment: string) =>
    `The payment recorded with the delivery (${payment}) was undone with it: the order is unpaid again`,
} as const;
