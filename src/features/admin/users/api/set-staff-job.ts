import type { SetStaffJobRequest, SetStaffJobResponse } from '@domain/users/admin-users';
import { callFunction } from '@/lib/firebase/callable';
import { queryKeys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';

/**
 * setStaffJob (the owner's job): a staff member's permissions become their new job's preset. Setting the same
 * job twice changes nothing, so transient failures are retried.
 */
export function setStaffJob(request: SetStaffJobRequest): Promise<SetStaffJobResponse> {
  return callFunction<SetStaffJobRequest, SetStaffJobResponse>('setStaffJob', request, { idempotent: true });
}

export const useSetStaffJob = () => useRefreshingMutation(setStaffJob, queryKeys.admin.users());
