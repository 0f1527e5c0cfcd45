import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { PAYMENT_MESSAGES } from '@domain/payments/messages';
import { MOBILE_MONEY_NETWORK_LABELS } from '@domain/order/order';
import { decideProjectAction, type ProjectRecord } from '@domain/projects/project';
import { toPesewas } from '@domain/shared/money';
import { decideDepositEvent, moneyWithDepositPaid, projectIdFromReference } from '@domain/projects/project-payment';
import { PROJECT_PAYMENT_MESSAGES } from '@domain/projects/messages';
import {
  onceForEvent,
  PAYSTACK_ACTOR,
  recordProblem,
  type ChargeOutcome,
  type VerifiedChargeApply,
} from '../../payments/lib/payment-events';
import type { PaymentPurpose, ProcessedRefund } from '../../payments/lib/purposes';
import { refundOnce } from '../../payments/lib/refunds';
import { projectEntry, projectsCollection, writeProjectMove } from './projects';
import { readProject } from '../../shared/stored';

/**
 * A verified charge of a project's attempt (docs/projects.md, "Deposit"): in ONE transaction with
 * paymentEvents/{eventKey}, the verified charge is applied as decideDepositEvent says: the deposit paid (stage
 * deposit_paid, by the payment machinery) or the balance paid, the attempt a success; a mismatch or a payment
 * the project no longer awaits is recorded in paymentProblems for staff, never applied.
 */
const applyVerifiedProjectCharge: VerifiedChargeApply = (steps, tx, snap, now, { reference, verified }) => {
  const project = snap.exists ? readProject(snap) : null;
  const attempt = project?.money.paymentAttempts.find((a) => a.reference === reference);
  const decision = decideDepositEvent(project, attempt, verified);
  if (!project || !attempt || decision.kind === 'unknown_reference') return steps.unknownReference();
  if (decision.kind === 'mismatch') return steps.mismatch(decision.expected);
  if (decision.kind === 'paid_after_close') return steps.paidAfterClose(PROJECT_PAYMENT_MESSAGES.paidAfterClose);
  const network = MOBILE_MONEY_NETWORK_LABELS[attempt.network];
  const paymentAttempts = steps.attemptsWith({ status: 'success', message: '' });
  if (decision.purpose === 'deposit') {
    const move = decideProjectAction(project, 'deposit_paid', 'system');
    if (!move.ok || !project.accepted) throw new Error(`A deposit awaited at stage ${project.stage}`);
    const note = PROJECT_PAYMENT_MESSAGES.depositPaidOnline(network, reference);
    const money: ProjectRecord<Timestamp>['money'] = {
      ...moneyWithDepositPaid(project.money, project.accepted),
      depositStatus: 'paid',
      depositDueBy: null,
      depositPaidAt: now,
      depositReference: reference,
      paymentAttempts,
    };
    writeProjectMove({ tx, snap, project, to: move.to, by: PAYSTACK_ACTOR, now }, note, { money });
  } else {
    const money: ProjectRecord<Timestamp>['money'] = {
      ...project.money,
      balanceStatus: 'paid',
      balancePaidAt: now,
      balanceReference: reference,
      paymentAttempts,
    };
    const note = PROJECT_PAYMENT_MESSAGES.balancePaidOnline(network, reference);
    const timeline = [...project.timeline, projectEntry(project.stage, PAYSTACK_ACTOR, note, now)];
    tx.update(snap.ref, { money, timeline, updatedAt: now });
  }
  return steps.settle('paid');
};

/**
 * refund.processed for a project's deposit: applied once, only to a project whose deposit is refund_due, for
 * its paid reference, the whole deposit in GHS: the deposit becomes refunded, said in the timeline. Anything
 * else goes to paymentProblems.
 */
function applyProjectRefund(
  eventRef: DocumentReference,
  projectId: string,
  input: ProcessedRefund,
): Promise<ChargeOutcome> {
  return onceForEvent(eventRef, projectsCollection().doc(projectId), (tx, snap, now) => {
    tx.create(eventRef, { reference: input.reference, at: now });
    const project = snap.exists ? readProject(snap) : null;
    const matches =
      project !== null &&
      project.money.depositStatus === 'refund_due' &&
      project.money.depositReference === input.reference &&
      project.accepted !== null &&
      input.amount === toPesewas(project.accepted.deposit) &&
      input.currency === 'GHS';
    if (!project || !matches) {
      recordProblem(tx, {
        projectId,
        reference: input.reference,
        kind: 'refund_mismatch',
        detail: PROJECT_PAYMENT_MESSAGES.mismatch,
      });
      return 'problem';
    }
    const money = { ...project.money, depositStatus: 'refunded' };
    const timeline = [
      ...project.timeline,
      projectEntry(project.stage, PAYSTACK_ACTOR, PAYMENT_MESSAGES.refundedOnline(input.reference), now),
    ];
    tx.update(snap.ref, { money, timeline, updatedAt: now });
    return 'paid';
  });
}

/**
 * The projects' entry of the payments' table (payments/lib/purposes.ts): references `project.<id>.<n>`, the
 * attempts kept in the project's money.
 */
export const PROJECT_PAYMENTS: PaymentPurpose = {
  kind: 'project',
  idOf: projectIdFromReference,
  attemptsOn: (id) => ({ ref: projectsCollection().doc(id), field: 'money.paymentAttempts' }),
  mismatch: PROJECT_PAYMENT_MESSAGES.mismatch,
  applyVerifiedCharge: applyVerifiedProjectCharge,
  applyProcessedRefund: applyProjectRefund,
};

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
