import { isOpenAttempt } from '../../../src/domain/order';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import { decideProjectAction, type ProjectRecord } from '../../../src/domain/project';
import {
  awaitedPayment,
  PROJECT_PAYMENT_MESSAGES,
  type ProjectPaymentRefusal,
} from '../../../src/domain/project-payment';
import { proposalDocId } from '../../../src/domain/proposal';
import { db } from './firebase';
import { MAX_TRANSACTION_ATTEMPTS } from './orders';
import { recordVerifiedCharge, SYSTEM_ACTOR } from './payments';
import { goodsOf, prepareStockRelease, type StockLine } from './project-stock';
import { projectEntry, projectsCollection, proposalsOf, readProject, readProposal } from './projects';

/**
 * The deposit of an accepted project (docs/projects.md, "Deposit"): the goods its acceptance reserved, their
 * release, and the expiry of a deposit that did not arrive in time.
 */

/** A refusal about the project's money: words for the customer or staff, `details.reason` for the app. */
export const refuseMoney = (
  reason: ProjectPaymentRefusal | 'not_paid' | 'refund_not_due',
  message: string,
  code: 'failed-precondition' | 'resource-exhausted' = 'failed-precondition',
) => new HttpsError(code, message, { reason });

/** The goods of the option the project accepted (read in `tx` from its proposal); none before acceptance. */
export async function acceptedGoods(tx: Transaction, project: ProjectRecord<Timestamp>): Promise<StockLine[]> {
  if (!project.accepted) return [];
  const snap = await tx.get(proposalsOf(project.id).doc(proposalDocId(project.accepted.version)));
  if (!snap.exists) return [];
  return goodsOf(readProposal(snap).options[project.accepted.option]?.lines ?? []);
}

/** Reads (in `tx`) what releasing the project's reserved goods needs, and returns the writes. */
export async function prepareReservedRelease(tx: Transaction, project: ProjectRecord<Timestamp>) {
  return prepareStockRelease(tx, await acceptedGoods(tx, project));
}

/**
 * The deposit's expiry, run by the scheduled sweep with the orders' (expire-unpaid-orders.ts): every project
 * whose depositDueBy has passed by `now` and still awaits its deposit has its open attempts verified with
 * Paystack first (a payment whose webhook was lost is recorded, not released); else its reserved goods go back
 * to stock, the deposit is no longer awaited, the acceptance is cleared and the project is back at
 * proposal_sent (deposit_expired, by the system), the timeline says why. Idempotent: a project done already
 * is skipped (and a hold time left on a project that no longer awaits its deposit is dropped). Returns the ids
 * of the projects it moved back.
 */
export async function expireAwaitedDeposits(now: Date = new Date()): Promise<string[]> {
  const due = await projectsCollection().where('money.depositDueBy', '<=', Timestamp.fromDate(now)).limit(200).get();
  const expired: string[] = [];
  for (const snap of due.docs) {
    const project = readProject(snap);
    if (awaitedPayment(project)?.purpose !== 'deposit') {
      // No longer awaited (paid, or the project closed another way): its hold time is dropped, so that the
      // sweep's query does not keep finding it.
      await db().runTransaction(async (tx) => {
        const fresh = readProject(await tx.get(snap.ref));
        if (awaitedPayment(fresh)?.purpose !== 'deposit' && fresh.money.depositDueBy) {
          tx.update(snap.ref, { 'money.depositDueBy': null });
        }
      });
      continue;
    }
    let paid = false;
    for (const attempt of project.money.paymentAttempts.filter(isOpenAttempt)) {
      try {
        paid =
          (await recordVerifiedCharge(attempt.reference, `charge.success-${attempt.reference}`)) === 'paid' || paid;
      } catch (error) {
        logger.warn(`Could not verify ${attempt.reference} before the deposit's expiry`, error);
      }
    }
    if (paid) continue;
    const done = await db().runTransaction(
      async (tx) => {
        const fresh = await tx.get(snap.ref);
        const current = readProject(fresh);
        const dueBy = current.money.depositDueBy;
        if (awaitedPayment(current)?.purpose !== 'deposit' || !dueBy || dueBy.toMillis() > now.getTime()) {
          return false;
        }
        const move = decideProjectAction(current, 'deposit_expired', 'system');
        if (!move.ok) return false;
        const release = await prepareReservedRelease(tx, current);
        const at = Timestamp.now();
        release();
        tx.update(fresh.ref, {
          stage: move.to,
          accepted: null,
          money: { ...current.money, depositStatus: 'none', depositDueBy: null },
          timeline: [
            ...current.timeline,
            projectEntry(move.to, SYSTEM_ACTOR, PROJECT_PAYMENT_MESSAGES.depositExpired, at),
          ],
          updatedAt: at,
        });
        return true;
      },
      { maxAttempts: MAX_TRANSACTION_ATTEMPTS },
    );
    if (done) expired.push(snap.id);
  }
  return expired;
}
