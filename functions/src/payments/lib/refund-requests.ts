import { logger } from 'firebase-functions';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { OrderDto } from '@domain/order/order';
import { PAYMENT_MESSAGES } from '@domain/payments/order-payment-messages';
import { db } from '../../shared/firebase';
import { ordersCollection, writePaymentChange } from '../../orders/lib/orders';
import { PaystackError, refundTransaction } from './paystack';
import { projectEntry, projectsCollection } from '../../projects/lib/projects';
import { readOrder, readProject } from '../../shared/stored';

/**
 * Refunds asked of Paystack after a cancellation of something paid online (an order, a project's deposit): the
 * request is claimed once in a transaction before the call, and the timeline says how it went.
 */

/**
 * The one way a refund is asked of Paystack: `claim`, in a transaction, marks the refund asked and returns the
 * paid reference (null: nothing to ask, or asked already); Paystack is then asked, and `say`, in a transaction,
 * writes the words of how it went (started, or to be refunded by hand when Paystack refuses or does not answer).
 */
async function refundOnce(
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

/**
 * After staff cancel a project whose deposit was paid online (its depositReference is one of its own successful
 * charge attempts): asks Paystack for the refund, once (money.refundRequestedAt claimed in a transaction before
 * the call), and says so in the timeline; if Paystack refuses or does not answer, the timeline asks staff to
 * refund by hand (recordProjectRefund). A deposit received at the shop is refunded by staff: nothing to do here.
 */
export async function refundDepositIfPaidOnline(projectId: string, by: string): Promise<void> {
  const ref = projectsCollection().doc(projectId);
  await refundOnce(
    async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return null;
      const project = readProject(snap);
      const paidOnline = project.money.paymentAttempts.some(
        (a) => a.reference === project.money.depositReference && a.status === 'success',
      );
      if (project.money.depositStatus !== 'refund_due' || !paidOnline || project.money.refundRequestedAt != null) {
        return null;
      }
      tx.update(ref, { 'money.refundRequestedAt': Timestamp.now() });
      return project.money.depositReference;
    },
    async (tx, note) => {
      const project = readProject(await tx.get(ref));
      if (project.money.depositStatus !== 'refund_due') return;
      const now = Timestamp.now();
      tx.update(ref, { timeline: [...project.timeline, projectEntry(project.stage, by, note, now)], updatedAt: now });
    },
  );
}

/**
 * After a cancellation (by the customer or staff): when it made a payment made online refund_due, asks Paystack
 * for the refund, once (refundRequestedAt is claimed in a transaction before the call), and says so in the
 * timeline; if Paystack refuses or does not answer, the timeline asks staff to refund by hand (recordRefund).
 * A payment on delivery that is refund_due is refunded by staff (recordRefund): nothing to do here.
 */
export async function refundIfPaidOnline(
  cancelled: Pick<OrderDto, 'id' | 'paymentStatus' | 'paymentMethod'>,
  by: string,
): Promise<void> {
  if (cancelled.paymentStatus !== 'refund_due' || cancelled.paymentMethod !== 'mobile_money_now') return;
  const ref = ordersCollection().doc(cancelled.id);
  await refundOnce(
    async (tx) => {
      const { paymentStatus, paidReference, refundRequestedAt } = readOrder(await tx.get(ref));
      if (paymentStatus !== 'refund_due' || paidReference === null || refundRequestedAt != null) return null;
      tx.update(ref, { refundRequestedAt: Timestamp.now() });
      return paidReference;
    },
    async (tx, note) => {
      const order = await tx.get(ref);
      if (readOrder(order).paymentStatus !== 'refund_due') return;
      writePaymentChange(tx, order, 'refund_due', by, note);
    },
  );
}
