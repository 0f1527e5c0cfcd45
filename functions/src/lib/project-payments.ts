import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { MOBILE_MONEY_NETWORK_LABELS, paymentFailureOf } from '../../../src/domain/order';
import { decideProjectAction, type ProjectRecord } from '../../../src/domain/project';
import {
  decideDepositEvent,
  moneyWithDepositPaid,
  PROJECT_PAYMENT_MESSAGES,
} from '../../../src/domain/project-payment';
import {
  failedWith,
  onceForEvent,
  PAYSTACK_ACTOR,
  recordProblem,
  withAttempt,
  type ChargeOutcome,
} from './payment-events';
import type { PaystackTransaction } from './paystack';
import { projectEntry, projectsCollection, readProject, writeProjectMove } from './projects';

/**
 * recordVerifiedCharge for a project's attempt (docs/projects.md, "Deposit"): in ONE transaction with
 * paymentEvents/{eventKey}, the verified charge is applied as decideDepositEvent says: the deposit paid (stage
 * deposit_paid, by the payment machinery) or the balance paid, the attempt a success; a mismatch or a payment
 * the project no longer awaits is recorded in paymentProblems for staff, never applied.
 */
export function recordVerifiedProjectCharge(
  eventRef: DocumentReference,
  projectId: string,
  reference: string,
  verified: PaystackTransaction,
): Promise<ChargeOutcome> {
  const field = 'money.paymentAttempts';
  return onceForEvent(eventRef, projectsCollection().doc(projectId), (tx, snap, now) => {
    const settle = (outcome: ChargeOutcome) => {
      tx.create(eventRef, { reference, outcome, status: verified.status, at: now });
      return outcome;
    };
    if (verified.status !== 'success') {
      if (snap.exists && verified.status === 'failed') {
        const attempts = withAttempt(
          snap,
          reference,
          failedWith(paymentFailureOf(verified.gatewayResponse)),
          now,
          field,
        );
        tx.update(snap.ref, { [field]: attempts, updatedAt: now });
      }
      return 'not-paid';
    }
    const project = snap.exists ? readProject(snap) : null;
    const attempt = project?.money.paymentAttempts.find((a) => a.reference === reference);
    const decision = decideDepositEvent(project, attempt, verified);
    if (!project || !attempt || decision.kind === 'unknown_reference') {
      recordProblem(tx, { projectId, reference, kind: 'unknown_reference', detail: PROJECT_PAYMENT_MESSAGES.mismatch });
      return settle('problem');
    }
    const attemptWith = (status: 'success' | 'mismatch', message: string) =>
      withAttempt(snap, reference, { status, message }, now, field);
    if (decision.kind === 'mismatch') {
      recordProblem(tx, {
        projectId,
        reference,
        kind: 'mismatch',
        detail: PROJECT_PAYMENT_MESSAGES.mismatch,
        expected: { amount: decision.expected, currency: 'GHS' },
        received: { amount: verified.amount, currency: verified.currency, reference: verified.reference },
      });
      tx.update(snap.ref, { [field]: attemptWith('mismatch', PROJECT_PAYMENT_MESSAGES.mismatch), updatedAt: now });
      return settle('mismatch');
    }
    if (decision.kind === 'paid_after_close') {
      recordProblem(tx, {
        projectId,
        reference,
        kind: 'paid_after_close',
        detail: PROJECT_PAYMENT_MESSAGES.paidAfterClose,
        received: { amount: verified.amount, currency: verified.currency, reference: verified.reference },
      });
      tx.update(snap.ref, { [field]: attemptWith('success', ''), updatedAt: now });
      return settle('problem');
    }
    const network = MOBILE_MONEY_NETWORK_LABELS[attempt.network];
    const paymentAttempts = attemptWith('success', '');
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
    return settle('paid');
  });
}
