import '../shared/global-options';
import { onCall } from 'firebase-functions/v2/https';
import { fromPesewas, toPesewas } from '@domain/shared/money';
import { REFUND_METHOD_LABELS } from '@domain/order/order';
import type { ProjectDto } from '@domain/projects/project';
import { recordProjectRefundInputSchema } from '@domain/projects/project-payment';
import { PROJECT_PAYMENT_MESSAGES } from '@domain/projects/messages';
import { plansCollection } from '../plans/lib/plans';
import { refuseMoney } from './lib/project-deposit';
import { projectEntry, projectToDto, runStaffProjectAction } from './lib/projects';
import { readPlan } from '../shared/stored';

/**
 * recordProjectRefund (staff, active): the refund of a cancelled project's deposit (refund_due → refunded), as
 * recordRefund does for an order: at most the deposit (or, paid in instalments, what the plan received), how it was
 * paid back and its reference, in the timeline.
 */
export const recordProjectRefund = onCall((request): Promise<{ project: ProjectDto }> =>
  runStaffProjectAction(
    request,
    'recordProjectRefund',
    recordProjectRefundInputSchema,
    null,
    async ({ tx, snap, project, input, by, now }) => {
      if (project.stage !== 'cancelled' || project.money.depositStatus !== 'refund_due' || !project.accepted) {
        throw refuseMoney('refund_not_due', PROJECT_PAYMENT_MESSAGES.refundNotDue);
      }
      // Paid in instalments, what was received is what the plan was paid (deposit and instalments alike).
      const received = project.money.plan
        ? readPlan(await tx.get(plansCollection().doc(project.money.plan.id))).paid
        : toPesewas(project.accepted.deposit);
      if (toPesewas(input.amount) > received) {
        throw refuseMoney('refund_not_due', PROJECT_PAYMENT_MESSAGES.refundTooLarge);
      }
      const words = PROJECT_PAYMENT_MESSAGES.refundRecorded(
        fromPesewas(toPesewas(input.amount)),
        REFUND_METHOD_LABELS[input.method],
        input.reference,
      );
      const note = input.note ? `${words}: ${input.note}` : words;
      const money = { ...project.money, depositStatus: 'refunded' as const };
      const timeline = [...project.timeline, projectEntry(project.stage, by, note, now)];
      tx.update(snap.ref, { money, timeline, updatedAt: now });
      return { project: projectToDto({ ...project, money, timeline, updatedAt: now }) };
    },
  ),
);
