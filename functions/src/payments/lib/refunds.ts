import { logger } from 'firebase-functions';
import type { Transaction } from 'firebase-admin/firestore';
import { PAYMENT_MESSAGES } from '@domain/payments/messages';
import { db } from '../../shared/firebase';
import { PaystackError, refundTransaction } from './paystack';

/**
 * Refunds asked of Paystack after a cancellation of something paid online (an order: orders/lib/order-payments.ts;
 * a project's deposit: projects/lib/project-payments.ts): the request is claimed once in a transaction before the
 * call, and the timeline says how it went.
 */

/**
 * The one way a refund is asked of Paystack: `claim`, in a transaction, marks the refund asked and returns the
 * paid reference (null: nothing to ask, or asked already); Paystack is then asked, and `say`, in a transaction,
 * writes the words of how it went (started, or to be refunded by hand when Paystack refuses or does not answer).
 */
export async function refundOnce(
  claim: (tx: Transaction) => Promise<string | null>,
  say: (tx: Transaction, note: string) => Promise<void>,
): Promise<void> {
  const reference = await db().runTransaction(claim);
  if (!reference) return;
  let note: string = PAYMENT_MESSAGES.refundStarted(reference);
  try {
    await refundTransaction(reference);
  } catch (error) {
    if (!(error instanceof PaystackError)) logger.error('Refund failed', error);
    note = PAYMENT_MESSAGES.refundNotStarted;
  }
  await db().runTransaction((tx) => say(tx, note));
}
