import { FieldValue, type Timestamp, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { PlanRecord } from '@domain/plans/plan-record';
import { PROJECT_MESSAGES, PROJECT_PAYMENT_MESSAGES, PROJECT_PLAN_MESSAGES } from '@domain/projects/messages';
import { holdsReservedStock } from '@domain/projects/project-payment';
import { type Actor } from '../../shared/actor';
import type { PlanSource } from '../../plans/lib/plan-sources';
import { prepareReservedRelease } from './project-deposit';
import { projectEntry, projectsCollection, requireMove } from './projects';
import { readProject } from '../../shared/stored';

/**
 * A project paid in instalments (docs/projects.md, "Projects paid in instalments"): what a change of its plan
 * writes on the project, in the plan's own transaction (writePlanChange, through PROJECT_PLANS). The plan is read in
 * that transaction and moves with its project (both are made by acceptProposal, and the deposit's expiry or a
 * cancellation closes both together), so the project is written without being read again:
 * - the plan's deposit paid (the plan leaves awaiting_deposit): the project's deposit is paid by the plan and the
 *   project reaches deposit_paid; its balance is not awaited apart, the plan's instalments are the balance;
 * - the plan releases the goods (financed: deposit paid and approved; layaway: all paid): the installation may
 *   be booked (`money.plan.releasedAt`);
 * - the plan owned: the project's balance is paid.
 */
const writeProjectOfPlan: PlanSource['writePlanChange'] = (tx, before, after, released, by, now) => {
  if (after.source.kind !== 'project') return;
  const fields: Record<string, unknown> = {};
  const entries = [];
  if (before.status === 'awaiting_deposit' && ['awaiting_approval', 'active', 'owned'].includes(after.status)) {
    Object.assign(fields, {
      stage: 'deposit_paid',
      'money.depositStatus': 'paid',
      'money.depositPaidAt': now,
      'money.depositDueBy': null,
      'money.depositReference': after.payments.at(-1)?.reference ?? '',
    });
    entries.push(projectEntry('deposit_paid', by, PROJECT_PLAN_MESSAGES.depositPaid, now));
  }
  if (released) {
    fields['money.plan.releasedAt'] = now;
    // Released before the installation is booked (scheduleInstall waits for it): the project is at deposit_paid.
    entries.push(projectEntry('deposit_paid', by, PROJECT_PLAN_MESSAGES.released, now));
  }
  if (after.status === 'owned' && before.status !== 'owned') {
    Object.assign(fields, {
      'money.balanceStatus': 'paid',
      'money.balancePaidAt': now,
      'money.balanceReference': after.payments.at(-1)?.reference ?? '',
      'money.plan.ownedAt': now,
    });
    // No timeline entry: the project may be at any stage by then, and the plan's own timeline says it.
  }
  if (Object.keys(fields).length === 0) return;
  tx.update(projectsCollection().doc(after.source.id), {
    ...fields,
    ...(entries.length ? { timeline: FieldValue.arrayUnion(...entries) } : {}),
    updatedAt: now,
  });
};

/**
 * Staff decline a project's plan (declinePlan, while it awaits its deposit or their approval): the project is
 * cancelled with their reason, as staff cancel a paid project (cancelPaidProject): its reserved goods go back to
 * stock, and whatever the plan received is to be refunded (refund_due; staff refund it and record it with
 * recordProjectRefund). Reads the project and its goods in `tx` (call it before any write) and returns the writes.
 */
async function prepareProjectDeclined(
  tx: Transaction,
  plan: PlanRecord<Timestamp>,
  reason: string,
  by: Actor,
): Promise<(now: Timestamp) => void> {
  const snap = await tx.get(projectsCollection().doc(plan.source.id));
  if (!snap.exists) throw new HttpsError('not-found', PROJECT_MESSAGES.notFound, { reason: 'not_found' });
  const project = readProject(snap);
  const to = requireMove(project, 'cancel', 'staff');
  const release = holdsReservedStock(project.stage) ? await prepareReservedRelease(tx, project) : null;
  return (now) => {
    release?.();
    const refundDue = plan.paid > 0;
    tx.update(snap.ref, {
      stage: to,
      'money.depositStatus': refundDue ? 'refund_due' : 'none',
      'money.depositDueBy': null,
      closedReason: reason,
      timeline: [
        ...project.timeline,
        projectEntry(to, by, PROJECT_PAYMENT_MESSAGES.cancelledByShop(reason), now),
        ...(refundDue ? [projectEntry(to, by, PROJECT_PAYMENT_MESSAGES.refundDue, now)] : []),
      ],
      updatedAt: now,
    });
  };
}

/**
 * The projects' entry of the plans' sources (plans/lib/plan-sources.ts). A project's plan has no deposit time of
 * its own: the project's deposit expiry cancels both (project-deposit.ts).
 */
export const PROJECT_PLANS: PlanSource = {
  kind: 'project',
  readForAction: async () => undefined,
  writePlanChange: writeProjectOfPlan,
  prepareDeclined: async (tx, plan, reason, by, now) => {
    const write = await prepareProjectDeclined(tx, plan, reason, by);
    return () => write(now);
  },
  prepareDepositExpired: async () => () => undefined,
};
