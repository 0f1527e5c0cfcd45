/**
 * The payments' words: paying with Mobile Money through Paystack as the shopper follows it (the checkout's and a
 * project's deposit), what the payment callables, the webhook and the expiry say and record, a failed charge's
 * words, and the payments staff check (docs/operations.md, "Watching it run": Payments to check).
 */
import type { PaymentFailure, PaymentProblemHolder } from './order-payment';

/** Paying now with Mobile Money through Paystack: what the payment callables, the webhook and the expiry say. */
export const PAYMENT_MESSAGES = {
  walletPhone: 'Please enter the Mobile Money number to pay from, e.g. 024 123 4567.',
  network: 'Please choose the Mobile Money network.',
  otp: 'Please enter the code sent to your phone (digits only).',
  notAwaitingPayment: 'This order is not waiting for a payment.',
  tooManyAttempts: 'Too many payment attempts for this order. Please choose to pay on delivery, or contact us.',
  noCodeAsked: 'No code is being asked for this payment. Please try again.',
  paystackUnavailable: 'We could not reach the payment service. Please try again in a moment.',
  declined: 'The payment was declined on your phone.',
  wrongPin: 'The PIN or code entered was not correct.',
  failed: 'The payment did not go through.',
  started: (network: string) => `Payment started on ${network}`,
  paidOnline: (network: string, reference: string) => `Paid with ${network} Mobile Money (Paystack ${reference})`,
  expired: 'Payment not received in time',
  switchedToDelivery: (method: string) => `Payment changed to ${method.toLowerCase()}`,
  refundStarted: (reference: string) => `Refund started with Paystack (${reference})`,
  refundNotStarted: 'Paystack could not start the refund: please refund by hand and record it.',
  refundedOnline: (reference: string) => `Refunded to the customer's wallet by Paystack (${reference})`,
  mismatch: 'Paystack reported a payment that does not match this order: not applied, please check.',
  paidAfterClose: 'Paystack reported a payment after this order was closed: please check and refund.',
  unknownReference:
    'Paystack sent an event for a reference the shop never makes (it cannot name an order, project or plan): nothing applied, please check with Paystack.',
  unverifiable:
    'Paystack sent a payment event that its verify does not confirm (unknown reference): nothing applied, please check with Paystack.',
  verifyUnreachable:
    "Paystack sent a payment event, but its verify could not be reached: nothing applied yet; it is verified again before the order's hold time ends.",
} as const;

/**
 * The words of paying (shared by the checkout and a project's deposit): a Mobile Money charge as the shopper
 * follows it, and what changed in a price the shopper had confirmed.
 */
export const PAYMENT_UI_MESSAGES = {
  // A Mobile Money charge.
  payTitle: 'Pay with Mobile Money',
  approveTitle: 'Approve the payment on your phone',
  approveRequest: (amount: string, network: string, wallet: string) =>
    `We sent a request for ${amount} to your ${network} Mobile Money wallet ${wallet}. Enter your PIN on your phone to approve it.`,
  waitingApproval: (wallet: string) => `Approve the payment on ${wallet}: waiting for your answer...`,
  noRequestYet: 'No request on your phone, or it is not yours?',
  sending: 'Sending the payment request to your phone...',
  pleaseWait: 'Please wait...',
  phoneNoAnswer: 'We have not heard back from your phone. If no request came, or it timed out, try again.',
  notStarted: 'The payment request could not be sent. Please try again.',
  otpLabel: 'Code from the SMS',
  confirmCode: 'Confirm code',
  changeNumber: 'Use another number',
  sendRequest: 'Send the payment request',
  tryAgain: 'Try again',
  actionFailed: 'That did not work. Please check your connection and try again.',
  walletLabel: 'Mobile Money number',
  // A confirmed price that changed since it was shown.
  priceChangesTitle: 'What changed:',
  taxLabel: 'Tax',
  deliveryFeeLabel: 'Delivery fee',
  freeDeliveryLabel: 'Free delivery from',
  shippingLabel: 'Shipping',
  totalLabel: 'Total',
  change: (what: string, from: string, to: string) => `${what}: ${from} → ${to}`,
} as const;

/** A failed charge's words, by its kind of failure (the functions' failedWith). */
export const FAILURE_WORDS: Record<PaymentFailure, string> = {
  declined: PAYMENT_MESSAGES.declined,
  wrong_pin: PAYMENT_MESSAGES.wrongPin,
  unreachable: PAYMENT_MESSAGES.paystackUnavailable,
  other: PAYMENT_MESSAGES.failed,
};

/** What the money was for, in staff's words (Admin › Payments to check). */
export const HOLDER_WORDS: Record<PaymentProblemHolder['kind'], string> = {
  order: 'Order',
  project: 'Project',
  plan: 'Payment plan',
};

/** Admin › Payments to check, when its list cannot be read. */
export const PAYMENT_PROBLEMS_FAILED =
  'The payments to check could not be loaded. Check your connection and try again.';
