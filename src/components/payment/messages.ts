/**
 * The words of paying (shared by the checkout and a project's deposit): a Mobile Money charge as the shopper
 * follows it, and what changed in a price the shopper had confirmed. Kept out of domain/shared/messages.ts, which ships
 * with the home route: only the pages that take a payment load these.
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
