import '../shared/global-options';
import { PAYMENT_MESSAGES } from '@domain/payments/messages';
import type { PaymentAttemptResponse } from '@domain/order/order';
import { awaitedPayment, submitProjectPaymentOtpInputSchema } from '@domain/projects/project-payment';
import { PROJECT_PAYMENT_MESSAGES } from '@domain/projects/messages';
import { onPaystackCall, submitOtp } from '../payments/lib/paystack';
import { askPaystack } from '../payments/lib/payments';
import { refuseMoney } from './lib/project-deposit';
import { runOwnProjectAction } from './lib/projects';

/**
 * submitProjectPaymentOtp (the project's customer, active): the code the network sent, for the project's latest
 * attempt when Paystack asked for one (send_otp); answers with the attempt as Paystack left it.
 */
export const submitProjectPaymentOtp = onPaystackCall(async (request): Promise<PaymentAttemptResponse> => {
  const { reference, otp } = await runOwnProjectAction(
    request,
    submitProjectPaymentOtpInputSchema,
    null,
    ({ project, input }) => {
      if (!awaitedPayment(project)) throw refuseMoney('not_awaiting', PROJECT_PAYMENT_MESSAGES.notAwaiting);
      const latest = project.money.paymentAttempts.at(-1);
      if (latest?.status !== 'send_otp') throw refuseMoney('no_code_asked', PAYMENT_MESSAGES.noCodeAsked);
      return { reference: latest.reference, otp: input.otp };
    },
  );
  return askPaystack(reference, () => submitOtp(reference, otp));
});
