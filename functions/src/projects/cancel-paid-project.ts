import '../shared/global-options';
import type { Timestamp } from 'firebase-admin/firestore';
import type { ProjectDto, ProjectRecord } from '@domain/projects/project';
import { cancelPaidProjectInputSchema, holdsReservedStock } from '@domain/projects/project-payment';
import { PROJECT_PAYMENT_MESSAGES, PROJECT_PLAN_MESSAGES } from '@domain/projects/messages';
import { preparePlanCancellationOf } from '../plans/lib/plan-lifecycle';
import { onPaystackCall } from '../payments/lib/paystack';
import { refundDepositIfPaidOnline } from './lib/project-payments';
import { prepareReservedRelease, refuseMoney } from './lib/project-deposit';
import { projectEntry, projectToDto, runStaffProjectAction } from './lib/projects';

/**
 * cancelPaidProject (staff, active): a project whose deposit is paid is cancelled with the reason the customer
 * reads (decideProjectAction 'cancel' by staff; a project without a paid deposit is closed by closeProject).
 * Its reserved goods go back to stock when it is not installed yet, and the deposit is refund_due; a deposit
 * paid online is then refunded through Paystack (lib/project-payments.ts refundDepositIfPaidOnline), one received at
 * the shop is refunded by staff and recorded (recordProjectRefund).
 */
export const cancelPaidProject = onPaystackCall(async (request): Promise<{ project: ProjectDto }> => {
  const result = await runStaffProjectAction(
    request,
    'cancelPaidProject',
    cancelPaidProjectInputSchema,
    'cancel',
    async (context) => {
      const { tx, snap, project, input, to, by, now } = context;
      if (project.money.depositStatus !== 'paid') throw refuseMoney('not_paid', PROJECT_PAYMENT_MESSAGES.notPaid);
      // Paid in instalments: the plan stops with the project; what it received is refunded as the deposit is.
      const cancelPlan = project.money.plan
        ? await preparePlanCancellationOf(tx, project.money.plan.id, by, PROJECT_PLAN_MESSAGES.cancelled, true)
        : null;
      const release = holdsReservedStock(project.stage) ? await prepareReservedRelease(tx, project) : null;
      release?.();
      cancelPlan?.(now);
      const money: ProjectRecord<Timestamp>['money'] = { ...project.money, depositStatus: 'refund_due' };
      const timeline = [
        ...project.timeline,
        projectEntry(to, by, PROJECT_PAYMENT_MESSAGES.cancelledByShop(input.reason), now),
        projectEntry(to, by, PROJECT_PAYMENT_MESSAGES.refundDue, now),
      ];
      const update = { stage: to, money, timeline, closedReason: input.reason, updatedAt: now };
      tx.update(snap.ref, update);
      return { project: projectToDto({ ...project, ...update }) };
    },
  );
  // A plan's payments are refunded by staff (recordProjectRefund): Paystack refunds one charge, a plan has several.
  if (!result.project.money.plan) await refundDepositIfPaidOnline(result.project.id, request.auth?.uid ?? '');
  return result;
});
