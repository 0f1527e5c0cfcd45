import { isOpenAttempt } from '@domain/order/order';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import { decideProjectAction, type ProjectRecord } from '@domain/projects/project';
import { awaitedPayment, type ProjectPaymentRefusal } from '@domain/projects/project-payment';
import { PROJECT_PAYMENT_MESSAGES, PROJECT_PLAN_MESSAGES } from '@domain/projects/messages';
import { proposalDocId } from '@domain/projects/proposal';
import { db } from '../../shared/firebase';
import { preparePlanCancellationOf } from '../../plans/lib/plan-lifecycle';
import { MAX_TRANSACTION_ATTEMPTS } from '../../shared/action-transaction';
import { recordVerifiedCharge } from '../../payments/lib/payments';
import { plansCollection } from '../../plans/lib/plans';
import { goodsOf, prepareStockRelease, type StockLine } from './project-stock';
import { projectEntry, projectsCollection, proposalsOf } from './projects';
import { readPlan, readProject, readProposal } from '../../shared/stored';
import { SYSTEM_ACTOR } from '../../payments/lib/payment-events';

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

/** Whether the project still awaits its deposit, in cash or on its plan. */
const awaitsDeposit = (project: ProjectRecord<Timestamp>): boolean =>
  project.money.plan
    ? project.stage === 'accepted' && project.money.depositStatus === 'awaiting'
    : awaitedPayment(project)?.purpose === 'deposit';

/** The prompts of a project's plan (read outside a transaction: each is verified with Paystack on its own). */
async function planAttempts(planId: string) {
  const snap = await plansCollection().doc(planId).get();
  return snap.exists ? readPlan(snap).paymentAttempts : [];
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
    if (!awaitsDeposit(project)) {
      // No longer awaited (paid, or the project closed another way): its hold time is dropped, so that the
      // sweep's query does not keep finding it.
      await db().runTransaction(async (tx) => {
        const fresh = readProject(await tx.get(snap.ref));
        if (!awaitsDeposit(fresh) && fresh.money.depositDueBy) {
          tx.update(snap.ref, { 'money.depositDueBy': null });
        }
      });
      continue;
    }
    let paid = false;
    // A project paid in instalments takes its deposit on its plan: the plan's prompts are verified.
    const attempts = project.money.plan ? await planAttempts(project.money.plan.id) : project.money.paymentAttempts;
    for (const attempt of attempts.filter(isOpenAttempt)) {
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
        if (!awaitsDeposit(current) || !dueBy || dueBy.toMillis() > now.getTime()) {
          return false;
        }
        const move = decideProjectAction(current, 'deposit_expired', 'system');
        if (!move.ok) return false;
        const note = current.money.plan
          ? PROJECT_PLAN_MESSAGES.depositExpired
          : PROJECT_PAYMENT_MESSAGES.depositExpired;
        // The plan is cancelled with the acceptance; one holding part of its deposit is left to staff.
        let cancelPlan: ((at: Timestamp) => void) | null = null;
        if (current.money.plan) {
          try {
            cancelPlan = await preparePlanCancellationOf(tx, current.money.plan.id, SYSTEM_ACTOR, note);
          } catch (error) {
            logger.warn(`Project ${current.id}'s plan holds part of its deposit past its time: left to staff`, error);
            return false;
          }
        }
        const release = await prepareReservedRelease(tx, current);
        const at = Timestamp.now();
        release();
        cancelPlan?.(at);
        tx.update(fresh.ref, {
          stage: move.to,
          accepted: null,
          money: { ...current.money, depositStatus: 'none', depositDueBy: null, plan: null },
          timeline: [...current.timeline, projectEntry(move.to, SYSTEM_ACTOR, note, at)],
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
