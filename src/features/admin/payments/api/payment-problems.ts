import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentProblemFromRecord, type PaymentProblem } from '@domain/payments/payment-problems';
import { storedDate } from '@/lib/firebase/converters';
import { newestShape } from '@/lib/firebase/query-shape';
import { readDocuments } from '@/lib/firebase/read-document';
import { queryKeys } from '@/lib/query-keys';
import { PAYMENT_PROBLEMS_FAILED } from '@domain/payments/messages';

/** The page lists this many of the newest payments to check. */
export const RECENT_PAYMENT_PROBLEMS = 50;

const recent = newestShape('paymentProblems', 'at', RECENT_PAYMENT_PROBLEMS);
export const QUERY_SHAPES = [recent];

/** The newest payments the shop received but could not apply (rules: admins only). */
export function getPaymentProblems(): Promise<PaymentProblem<Date>[]> {
  return readDocuments(recent, PAYMENT_PROBLEMS_FAILED, (id, data) => paymentProblemFromRecord(id, data, storedDate));
}

export const usePaymentProblems = () =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.admin.paymentProblems(),
      queryFn: getPaymentProblems,
      refetchInterval: 60_000,
    }),
  );
