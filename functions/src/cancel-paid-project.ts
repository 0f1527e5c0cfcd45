import './lib/global-options';
import type { Timestamp } from 'firebase-admin/firestore';
import type { ProjectDto, ProjectRecord } from '../../src/domain/project';
import {
  cancelPaidProjectInputSchema,
  holdsReservedStock,
  PROJECT_PAYMENT_MESSAGES,
} from '../../src/domain/project-payment';
import { onPaystackCall } from './lib/paystack';
import { refundDepositIfPaidOnline } from './lib/refund-requests';
import { prepareReservedRelease, refuseMoney } from './lib/project-deposit';
import { projectEntry, projectToDto, runStaffProjectAction } from './lib/projects';

/**
 * cancelPaidProject (staff, active): a project whose deposit is paid is cancelled with the reason the customer
 * reads (decideProjectAction 'cancel' by staff; a project without a paid deposit is closed by closeProject).
 * Its reserved goods go back to stock when it is not installed yet, and the deposit is refund_due; a deposit
 * paid online is then refunded through Paystack (lib/payments.ts refundDepositIfPaidOnline), one received at
 * the shop is refunded by staff and recorded (recordProjectRefund).
 */
export const cancelPaidProject = onPaystackCall(async (request): Promise<{ project: ProjectDto }> => {
  const result = await runStaffProjectAction(request, cancelPaidProjectInputSchema, 'cancel', async (context) => {
    const { tx, snap, project, input, to, by, now } = context;
    if (project.money.depositStatus !== 'paid') throw refuseMoney('not_paid', PROJECT_PAYMENT_MESSAGES.notPaid);
    const release = holdsReservedStock(project.stage) ? await prepareReservedRelease(tx, project) : null;
    release?.();
    const money: ProjectRecord<Timestamp>['money'] = { ...project.money, depositStatus: 'refund_due' };
    const timeline = [
      ...project.timeline,
      projectEntry(to, by, PROJECT_PAYMENT_MESSAGES.cancelledByShop(input.reason), now),
      projectEntry(to, by, PROJECT_PAYMENT_MESSAGES.refundDue, now),
    ];
    const update = { stage: to, money, timeline, closedReason: input.reason, updatedAt: now };
    tx.update(snap.ref, update);
    return { project: projectToDto({ ...project, ...update }) };
  });
  await refundDepositIfPaidOnline(result.project.id, request.auth?.uid ?? '');
  return result;
});
