import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentAttemptResponse, Wallet } from '@domain/order/order';
import type { StartPlanPaymentRequest, SubmitPlanPaymentOtpRequest } from '@domain/plans/plan-payment';
import { callFunction } from '@/lib/firebase/callable';
import { queryKeys } from '@/lib/query-keys';

/**
 * Paying into a plan with Mobile Money (docs/plans.md, "Paying by Mobile Money"): the customer's callables.
 * Neither is retried by itself (each start is a new prompt on the phone); whether it is paid is never said by
 * these answers: the plan itself says it, read again while the prompt is awaited.
 */
export const startPlanPayment = (request: StartPlanPaymentRequest) =>
  callFunction<StartPlanPaymentRequest, PaymentAttemptResponse>('startPlanPayment', request);

export const submitPlanPaymentOtp = (request: SubmitPlanPaymentOtpRequest) =>
  callFunction<SubmitPlanPaymentOtpRequest, PaymentAttemptResponse>('submitPlanPaymentOtp', request);

/** A prompt for `amount` pesewas (today's payoff when `payoff`), and the code the network sent. */
export function usePlanPayment(uid: string, planId: string, amount: number, payoff: boolean) {
  const queryClient = useQueryClient();
  const onSettled = () => void queryClient.invalidateQueries({ queryKey: queryKeys.plans.all(uid) });
  return {
    start: useMutation({
      mutationFn: (wallet: Wallet) => startPlanPayment({ planId, amount, payoff, ...wallet }),
      onSettled,
    }),
    submitOtp: useMutation({
      mutationFn: (otp: string) => submitPlanPaymentOtp({ planId, otp }),
      onSettled,
    }),
  };
}
