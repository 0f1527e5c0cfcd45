/**
 * Paying now with Mobile Money through Paystack: what the payment callables, the webhook and the
 * expiry say. A module of its own rather than in messages.ts, which ships with the home route: only the
 * checkout, the order pages and functions/ import this.
 */
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
