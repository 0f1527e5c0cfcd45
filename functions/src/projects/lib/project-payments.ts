import type { Timestamp } from 'firebase-admin/firestore';
import { MOBILE_MONEY_NETWORK_LABELS } from '@domain/order/order';
import { decideProjectAction, type ProjectRecord } from '@domain/projects/project';
import { decideDepositEvent, moneyWithDepositPaid, PROJECT_PAYMENT_MESSAGES } from '@domain/projects/project-payment';
import {
  onceForVerifiedCharge,
  PAYSTACK_ACTOR,
  type ChargeOutcome,
  type VerifiedCharge,
} from '../../payments/lib/payment-events';
import { projectEntry, projectsCollection, writeProjectMove } from './projects';
import { readProject } from '../../shared/stored';

/**
 * recordVerifiedCharge for a project's attempt (docs/projects.md, "Deposit"): in ONE transaction with
 * paymentEvents/{eventKey}, the verified charge is applied as decideDepositEvent says: the deposit paid (stage
 * deposit_paid, by the payment machinery) or the balance paid, the attempt a success; a mismatch or a payment
 * the project no longer awaits is recorded in paymentProblems for staff, never applied.
 */
export function recordVerifiedProjectCharge(charge: VerifiedCharge, projectId: string): Promise<ChargeOutcome> {
  const { reference, verified } = charge;
  const holder = {
    ref: projectsCollection().doc(projectId),
    ids: { projectId },
    field: 'money.paymentAttempts',
    mismatch: PROJECT_PAYMENT_MESSAGES.mismatch,
  } as const;
  return onceForVerifiedCharge(charge, holder, (steps, tx, snap, now) => {
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
  });
}
