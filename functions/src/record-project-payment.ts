import './lib/global-options';
import { onCall } from 'firebase-functions/v2/https';
import { fromPesewas, toPesewas } from '../../src/domain/money';
import { RECEIVED_PAYMENT_METHOD_LABELS } from '../../src/domain/order';
import type { ProjectDto, ProjectRecord } from '../../src/domain/project';
import { PROJECT_PAYMENT_MESSAGES, recordProjectPaymentInputSchema } from '../../src/domain/project-payment';
import { refuseMoney } from './lib/project-deposit';
import { projectToDto, runStaffProjectAction, writeProjectMove } from './lib/projects';
import type { Timestamp } from 'firebase-admin/firestore';

/**
 * recordProjectPayment (staff, active): the deposit received at the shop (cash, or Mobile Money at the counter
 * with its transaction id), as markOrderPaid records an order's payment: only while the deposit is awaited, for
 * exactly the deposit (amount_not_due otherwise). The deposit is paid (its reference the one staff typed), the
 * project moves to deposit_paid by staff, and the timeline says how it was paid.
 */
export const recordProjectPayment = onCall((request): Promise<{ project: ProjectDto }> =>
  runStaffProjectAction(request, recordProjectPaymentInputSchema, 'deposit_paid', (context) => {
    const { project, input, now } = context;
    if (project.money.depositStatus !== 'awaiting' || !project.accepted) {
      throw refuseMoney('not_awaiting', PROJECT_PAYMENT_MESSAGES.notAwaiting);
    }
    if (toPesewas(input.payment.amount) !== toPesewas(project.accepted.deposit)) {
      throw refuseMoney('amount_not_due', PROJECT_PAYMENT_MESSAGES.amountNotDeposit(project.accepted.deposit));
    }
    const how = RECEIVED_PAYMENT_METHOD_LABELS[input.payment.method];
    const received = PROJECT_PAYMENT_MESSAGES.depositReceived(
      how,
      fromPesewas(toPesewas(input.payment.amount)),
      input.payment.reference,
    );
    const money: ProjectRecord<Timestamp>['money'] = {
      ...project.money,
      depositStatus: 'paid',
      depositDueBy: null,
      depositPaidAt: now,
      depositReference: input.payment.reference || how,
    };
    return {
      project: projectToDto(writeProjectMove(context, input.note ? `${received}: ${input.note}` : received, { money })),
    };
  }),
);
