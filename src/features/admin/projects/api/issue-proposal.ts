import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IssueProposalRequest, IssueProposalResponse } from '@domain/projects/proposal-input';
import { callFunction } from '@/lib/firebase/callable';
import { queryKeys } from '@/lib/query-keys';

/** issueProposal (staff): the project's next proposal, priced by the server from the catalogue. */
export function issueProposal(request: IssueProposalRequest): Promise<IssueProposalResponse> {
  return callFunction<IssueProposalRequest, IssueProposalResponse>('issueProposal', request);
}

/** Sending a proposal moves the project on: every admin read of projects is read again. */
export function useIssueProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueProposal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.projectsAll() }),
  });
}
