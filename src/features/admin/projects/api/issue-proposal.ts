import type { IssueProposalRequest, IssueProposalResponse } from '@domain/projects/proposal-input';
import { callFunction } from '@/lib/firebase/callable';
import { queryKeys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';

/** issueProposal (staff): the project's next proposal, priced by the server from the catalogue. */
export function issueProposal(request: IssueProposalRequest): Promise<IssueProposalResponse> {
  return callFunction<IssueProposalRequest, IssueProposalResponse>('issueProposal', request);
}

/** Sending a proposal moves the project on: every admin read of projects is read again. */
export const useIssueProposal = () => useRefreshingMutation(issueProposal, queryKeys.admin.projectsAll());
