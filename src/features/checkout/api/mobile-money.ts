import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  OrderUpdateResponse,
  PaymentAttemptResponse,
  StartMobileMoneyPaymentRequest,
  SubmitMobileMoneyOtpRequest,
  SwitchToPayOnDeliveryRequest,
} from '@domain/order/order';
import { callFunction } from '@/lib/firebase/callable';
import { queryKeys } from '@/lib/query-keys';

/**
 * Paying now with Mobile Money: the payment callables. None is retried by itself: each start is a new
 * charge (a new prompt on the phone), so only the shopper's own Try again sends another. Whether the order is
 * paid is never said by these answers: the order itself says it (read again while it awaits its payment), as
 * the functions record it from Paystack's verified answer.
 */
export const startMobileMoneyPayment = (request: StartMobileMoneyPaymentRequest) =>
  callFunction<StartMobileMoneyPaymentRequest, PaymentAttemptResponse>('startMobileMoneyPayment', request);

export const submitMobileMoneyOtp = (request: SubmitMobileMoneyOtpRequest) =>
  callFunction<SubmitMobileMoneyOtpRequest, PaymentAttemptResponse>('submitMobileMoneyOtp', request);

export const switchToPayOnDelivery = (request: SwitchToPayOnDeliveryRequest) =>
  callFunction<SwitchToPayOnDeliveryRequest, OrderUpdateResponse>('switchToPayOnDelivery', request);

/** The three, each reading the order again once answered (its attempts, its payment). */
export function useMobileMoneyPayment(uid: string, orderId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.detail(uid, orderId) });
  const onSettled = () => {
    void refresh();
    void queryClient.invalidateQueries({ queryKey: queryKeys.orders.list(uid) });
  };
  return {
    start: useMutation({
      mutationFn: (wallet: Omit<StartMobileMoneyPaymentRequest, 'orderId'>) =>
        startMobileMoneyPayment({ orderId, ...wallet }),
      onSettled,
    }),
    submitOtp: useMutation({
      mutationFn: (otp: string) => submitMobileMoneyOtp({ orderId, otp }),
      onSettled,
    }),
    payOnDelivery: useMutation({
      mutationFn: () => switchToPayOnDelivery({ orderId, paymentMethod: 'mobile_money_on_delivery' }),
      onSettled,
    }),
  };
}
