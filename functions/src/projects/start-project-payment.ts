import '../shared/global-options';
import { Timestamp } from 'firebase-admin/firestore';
import {
  chargeEmail,
  MAX_PAYMENT_ATTEMPTS,
  pendingAttempt,
  type PaymentAttempt,
  type PaymentAttemptResponse,
} from '@domain/order/order';
import {
  awaitedPayment,
  projectPaymentReference,
  startProjectPaymentInputSchema,
} from '@domain/projects/project-payment';
import { PROJECT_PAYMENT_MESSAGES } from '@domain/projects/messages';
import { chargeMobileMoney, onPaystackCall } from '../payments/lib/paystack';
import { askPaystack } from '../payments/lib/payments';
import { refuseMoney } from './lib/project-deposit';
import { runOwnProjectAction } from './lib/projects';

/**
 * startProjectPayment (the project's customer, active): a new Mobile Money charge attempt for what the project
 * awaits (its deposit; later its balance), as startMobileMoneyPayment does for an order: the attempt is
 * recorded on the project (`money.paymentAttempts`: purpose, network, masked wallet, reference
 * `project.<id>.<n>`, status, time), then Paystack's Charge API sends the prompt for exactly the awaited amount.
 * At most MAX_PAYMENT_ATTEMPTS per purpose. Answers with the attempt as Paystack left it; whether it is paid
 * comes only from the verified webhook (payments/lib/payments.ts).
 */
export const startProjectPayment = onPaystackCall(async (request): Promise<PaymentAttemptResponse> => {
  const charge = await runOwnProjectAction(request, startProjectPaymentInputSchema, null, (context) => {
    const { tx, snap, project, input, now } = context;
    const awaited = awaitedPayment(project);
    if (!awaited) throw refuseMoney('not_awaiting', PROJECT_PAYMENT_MESSAGES.notAwaiting);
    const attempts = project.money.paymentAttempts;
    if (attempts.filter((a) => (a.purpose ?? 'deposit') === awaited.purpose).length >= MAX_PAYMENT_ATTEMPTS) {
      throw refuseMoney('too_many_attempts', PROJECT_PAYMENT_MESSAGES.tooManyAttempts, 'resource-exhausted');
    }
    const pending = pendingAttempt(projectPaymentReference(project.id, attempts.length + 1), input, now);
    const { phone } = pending;
    const attempt: PaymentAttempt<Timestamp> = { ...pending.attempt, purpose: awaited.purpose };
    tx.update(snap.ref, { 'money.paymentAttempts': [...attempts, attempt], updatedAt: now });
    return {
      email: chargeEmail(project.customer.email, project.userId),
      amount: awaited.amount,
      phone,
      provider: input.network,
      reference: attempt.reference,
      metadata: { projectId: project.id, purpose: awaited.purpose },
    };
  });
  return askPaystack(charge.reference, () => chargeMobileMoney(charge));
});
