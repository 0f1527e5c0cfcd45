import '../shared/global-options';
import { onCall } from 'firebase-functions/v2/https';
import { fromPesewas, toPesewas } from '@domain/shared/money';
import { RECEIVED_PAYMENT_METHOD_LABELS } from '@domain/order/order';
import type { ProjectDto, ProjectRecord } from '@domain/projects/project';
import {
  awaitedPayment,
  moneyWithDepositPaid,
  recordProjectPaymentInputSchema,
} from '@domain/projects/project-payment';
import { PROJECT_PAYMENT_MESSAGES } from '@domain/projects/messages';
import { refuseMoney } from './lib/project-deposit';
import { projectToDto, requireMove, runStaffProjectAction, writeProjectMove } from './lib/projects';
import type { Timestamp } from 'firebase-admin/firestore';

/**
 * recordProjectPayment (staff, active): the payment the project awaits (awaitedPayment: its deposit, or its
 * balance once the deposit is paid) received at the shop (cash, or Mobile Money at the counter with its
 * transaction id), as markOrderPaid records an order's payment: exactly the awaited amount (amount_not_due
 * otherwise; not_awaiting when nothing is awaited). The deposit moves the project to deposit_paid by staff and the
 * balance is then awaited; the balance is paid at the stage the project is at. The timeline says which and how.
 */
export const recordProjectPayment = onCall((request): Promise<{ project: ProjectDto }> =>
  runStaffProjectAction(request, 'recordProjectPayment', recordProjectPaymentInputSchema, null, (context) => {
    const { project, input, now } = context;
    const awaited = awaitedPayment(project);
    if (!awaited || !project.accepted) throw refuseMoney('not_awaiting', PROJECT_PAYMENT_MESSAGES.notAwaiting);
    const deposit = awaited.purpose === 'deposit';
    if (toPesewas(input.payment.amount) !== awaited.amount) {
      const due = fromPesewas(awaited.amount);
      throw refuseMoney(
        'amount_not_due',
        deposit ? PROJECT_PAYMENT_MESSAGES.amountNotDeposit(due) : PROJECT_PAYMENT_MESSAGES.amountNotBalance(due),
      );
    }
    const how = RECEIVED_PAYMENT_METHOD_LABELS[input.payment.method];
    const amount = fromPesewas(awaited.amount);
    const reference = input.payment.reference || how;
    const received = deposit
      ? PROJECT_PAYMENT_MESSAGES.depositReceived(how, amount, input.payment.reference)
      : PROJECT_PAYMENT_MESSAGES.balanceReceived(how, amount, input.payment.reference);
    const money: ProjectRecord<Timestamp>['money'] = deposit
      ? {
          ...moneyWithDepositPaid(project.money, project.accepted),
          depositStatus: 'paid',
          depositDueBy: null,
          depositPaidAt: now,
          depositReference: reference,
        }
      : { ...project.money, balanceStatus: 'paid', balancePaidAt: now, balanceReference: reference };
    const to = deposit ? requireMove(project, 'deposit_paid', 'staff') : project.stage;
    const note = input.note ? `${received}: ${input.note}` : received;
    return { project: projectToDto(writeProjectMove({ ...context, to }, note, { money })) };
  }),
);
