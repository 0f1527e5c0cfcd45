import { queryKeys } from '@/lib/query-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentAttemptResponse, Wallet } from '@domain/order/order';
import type { ProjectDto } from '@domain/projects/project';
import type {
  AcceptProposalRequest,
  CancelMyProjectRequest,
  StartProjectPaymentRequest,
  SubmitProjectPaymentOtpRequest,
} from '@domain/projects/project-payment';
import { callFunction } from '@/lib/firebase/callable';

/**
 * Accepting a proposal and paying its deposit (docs/projects.md, "Deposit"): the customer's callables. None is
 * retried by itself: accepting reserves goods and each payment start is a new prompt on the phone. Whether the
 * deposit is paid is never said by these answers: the project itself says it, read again while it is awaited.
 */
export const acceptProposal = (request: AcceptProposalRequest) =>
  callFunction<AcceptProposalRequest, { project: ProjectDto }>('acceptProposal', request);

export const startProjectPayment = (request: StartProjectPaymentRequest) =>
  callFunction<StartProjectPaymentRequest, PaymentAttemptResponse>('startProjectPayment', request);

export const submitProjectPaymentOtp = (request: SubmitProjectPaymentOtpRequest) =>
  callFunction<SubmitProjectPaymentOtpRequest, PaymentAttemptResponse>('submitProjectPaymentOtp', request);

export const cancelMyProject = (request: CancelMyProjectRequest) =>
  callFunction<CancelMyProjectRequest, { project: ProjectDto }>('cancelMyProject', request);

/** The customer's projects in the query cache (queryKeys.projects.all): read again once something changed. */
export const projectsKey = (uid: string) => queryKeys.projects.all(uid);

/** Re-reads the customer's projects (the project page, My projects) in the cache. */
export function useRefreshProjects(uid: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: projectsKey(uid) });
}

export function useAcceptProposal(uid: string) {
  const refresh = useRefreshProjects(uid);
  return useMutation({ mutationFn: acceptProposal, onSettled: () => void refresh() });
}

/** Paying what the project awaits with Mobile Money: a new attempt, and the code the network sent. */
export function useProjectPayment(uid: string, projectId: string) {
  const refresh = useRefreshProjects(uid);
  const onSettled = () => void refresh();
  return {
    start: useMutation({
      mutationFn: (wallet: Wallet) => startProjectPayment({ projectId, ...wallet }),
      onSettled,
    }),
    submitOtp: useMutation({
      mutationFn: (otp: string) => submitProjectPaymentOtp({ projectId, otp }),
      onSettled,
    }),
  };
}
