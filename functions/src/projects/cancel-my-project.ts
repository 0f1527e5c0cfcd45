import '../shared/global-options';
import { onCall } from 'firebase-functions/v2/https';
import type { ProjectDto, ProjectRecord } from '@domain/projects/project';
import { cancelMyProjectInputSchema } from '@domain/projects/project-payment';
import { PROJECT_PAYMENT_MESSAGES, PROJECT_PLAN_MESSAGES } from '@domain/projects/messages';
import { preparePlanCancellationOf } from '../plans/lib/plan-lifecycle';
import { prepareReservedRelease } from './lib/project-deposit';
import { projectToDto, runOwnProjectAction, writeProjectMove } from './lib/projects';
import type { Timestamp } from 'firebase-admin/firestore';

/**
 * cancelMyProject (the project's customer, active): they cancel their own project before its deposit is paid
 * (decideProjectAction 'cancel' by the owner). An accepted project's reserved goods go back to stock and its
 * deposit is no longer awaited (a payment arriving after is recorded for staff to refund: payments/lib/payments.ts).
 */
export const cancelMyProject = onCall((request): Promise<{ project: ProjectDto }> =>
  runOwnProjectAction(request, cancelMyProjectInputSchema, 'cancel', async (context) => {
    const { project, input } = context;
    // Paid in instalments: the plan is cancelled with the project while nothing is paid on it (plan_has_payments).
    const cancelPlan = project.money.plan
      ? await preparePlanCancellationOf(context.tx, project.money.plan.id, context.by, PROJECT_PLAN_MESSAGES.cancelled)
      : null;
    const release = project.stage === 'accepted' ? await prepareReservedRelease(context.tx, project) : null;
    release?.();
    cancelPlan?.(context.now);
    const money: ProjectRecord<Timestamp>['money'] = {
      ...project.money,
      depositStatus: project.money.depositStatus === 'awaiting' ? 'none' : project.money.depositStatus,
      depositDueBy: null,
    };
    const note = input.reason
      ? `${PROJECT_PAYMENT_MESSAGES.cancelledByCustomer}: ${input.reason}`
      : PROJECT_PAYMENT_MESSAGES.cancelledByCustomer;
    const closedReason = input.reason || PROJECT_PAYMENT_MESSAGES.cancelledByCustomer;
    return { project: projectToDto(writeProjectMove(context, note, { money, closedReason })) };
  }),
);
