import { ORDER_MESSAGES } from '@domain/shared/messages';
import { PLACE_ORDER_REFUSALS } from '@domain/order/order';
import type { PlanSchedule } from '@domain/plans/plan-schedule';
import type { PricingDifference } from '@domain/order/price-check';
import { browserOnline, CallableError, refusalReasonOf } from '@/lib/firebase/callable';
import { isTransientError } from '@/lib/firebase/transient';
import { NoAnswerError, OfflineError } from './api/place-order';
import { CHECKOUT_MESSAGES } from '@domain/order/messages';

/** Why Place order did not place the order, as the checkout says it. */
export interface CheckoutFailure {
  message: string;
  /** What was corrected in the cart (placeOrder refused some lines). */
  changes: string[];
  /** A network or server failure: the same order id is kept, so trying again is safe. */
  retrySafe: boolean;
  /** Offline, or the connection was lost: said with the offline icon. */
  offline?: boolean;
  /** The shopper should call or WhatsApp the shop (too many orders waiting for confirmation). */
  contactShop?: boolean;
  /** The total changed since the shopper saw it: what changed and the new total, to confirm again. */
  priceChange?: { differences: PricingDifference[]; newTotal: number };
  /** The payment plan's schedule changed since the shopper saw it: the new one, to confirm again. */
  planChange?: PlanSchedule;
}

/** A failure of placeOrder (a CallableError, OfflineError or NoAnswerError) in the checkout's words. */
export function checkoutFailureFrom(error: unknown, changes: string[]): CheckoutFailure {
  const code = error instanceof CallableError ? error.code : undefined;
  const message = error instanceof Error ? error.message : '';
  if (changes.length > 0) return { message, changes, retrySafe: false };
  if (error instanceof OfflineError) {
    return { message: CHECKOUT_MESSAGES.offline, changes, retrySafe: false, offline: true };
  }
  if (error instanceof NoAnswerError) {
    return {
      message: error.absent ? CHECKOUT_MESSAGES.noAnswerAbsent : CHECKOUT_MESSAGES.noAnswer,
      changes,
      retrySafe: false,
    };
  }
  if (code === 'unauthenticated') return { message: ORDER_MESSAGES.signInRequired, changes, retrySafe: false };
  if (refusalReasonOf(error) === PLACE_ORDER_REFUSALS.tooManyPending) {
    return { message, changes, retrySafe: false, contactShop: true };
  }
  if (isTransientError(error)) {
    // The connection went while the order was on its way: it may or may not have arrived.
    if (!browserOnline())
      return { message: CHECKOUT_MESSAGES.connectionLost, changes, retrySafe: false, offline: true };
    // The server's own words when it gave some (e.g. "Many people are ordering right now"), else ours.
    const said = code === 'aborted' || code === 'resource-exhausted' ? message : '';
    return { message: said || ORDER_MESSAGES.placeFailed, changes, retrySafe: true };
  }
  return { message: message || ORDER_MESSAGES.placeFailed, changes, retrySafe: false };
}
