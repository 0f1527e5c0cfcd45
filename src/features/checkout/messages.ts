import { PAYMENT_UI_MESSAGES } from '@/components/payment/messages';

/**
 * What the checkout says in the shop's own words (DESIGN.md sections 3 and 4). Kept
 * here rather than in domain/shared/messages.ts: the checkout loads lazily, and every text in that module ships with
 * the home route.
 */
export const CHECKOUT_MESSAGES = {
  // The words of paying it shares with a project's deposit (the Mobile Money charge, a changed price).
  ...PAYMENT_UI_MESSAGES,
  alreadyPlaced: 'This order had already been placed: nothing was ordered twice.',
  cartCorrected: 'We have updated your cart to what is in stock. Please check it and place your order again.',
  retrySafe: 'Your order number is kept, so trying again can never place the same order twice.',
  // The confirmed total.
  checkingPrices: 'Checking prices...',
  newTotal: (total: string) => `New total: ${total}. Press Place order to confirm it.`,
  // Delivery by region (docs/delivery-fees.md).
  chooseRegion: 'Choose your region to see the delivery fee and when it arrives.',
  deliveryTo: (region: string, days: string) => `Delivery to ${region}: ${days}.`,
  freeDeliveryTo: (region: string, amount: string) => `Free delivery to ${region} for orders from ${amount}.`,
  freeDeliveryFrom: (amount: string) => `Free delivery for orders from ${amount}.`,
  // A Mobile Money number whose prefix belongs to another network than the one chosen (numbers can be moved).
  networkHint: (network: string) =>
    `This number usually belongs to ${network}. If you moved it to another network, keep your choice.`,
  // Too many orders waiting for confirmation.
  callOrWhatsApp: 'Call or WhatsApp the shop:',
  // Offline, or no answer.
  offline:
    'You are offline: your order has not been sent. Nothing is lost: your details and your order number are kept. Press Place order again when you are back online.',
  notSent:
    'We could not reach the shop: your order has not been sent. Nothing is lost: your details and your order number are kept. Please try again.',
  connectionLost:
    'The connection was lost while sending your order, so we cannot tell yet whether it reached us. Nothing is lost: your details and your order number are kept. When you are back online, press Place order again: it can never place the same order twice.',
  stillWaiting: 'Still waiting for the shop to answer. Your order number is kept: it can never be placed twice.',
  noAnswerAbsent:
    'The shop did not answer in time, and your order is not in our records: it has not been placed. Nothing is lost: press Place order again.',
  noAnswer:
    'The shop did not answer in time, and we cannot tell yet whether your order reached us. Nothing is lost: press Place order again, it can never place the same order twice.',
  // Paying now with Mobile Money (the page that follows the payment).
  heldUntil: (time: string) => `Your items are kept for you until ${time}. After that, an unpaid order is cancelled.`,
  payOnDelivery: 'Pay on delivery instead',
  payOnDeliveryHint: 'Keep this order and pay by Mobile Money or cash when it arrives.',
  payAtPickup: 'Pay at pickup instead',
  payAtPickupHint: 'Keep this order and pay by Mobile Money or cash when you collect it at our Tamale shop.',
  paidTitle: 'Payment received',
  paid: (amount: string, network: string) => `You paid ${amount} with ${network} Mobile Money. Thank you!`,
  expired: 'Payment not received in time: this order was cancelled and its items are back in stock.',
  switched: 'You will pay when your order arrives.',
} as const;
