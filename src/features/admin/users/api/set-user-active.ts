import type { SetUserActiveRequest, SetUserActiveResponse } from '@domain/users/admin-users';
import { callFunction } from '@/lib/firebase/callable';
import { queryKeys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';

/**
 * setUserActive (admin): disables or enables the account in Auth and sets isActive. Setting the same value
 * twice changes nothing, so transient failures are retried.
 */
export function setUserActive(request: SetUserActiveRequest): Promise<SetUserActiveResponse> {
  return callFunction<SetUserActiveRequest, SetUserActiveResponse>('setUserActive', request, { idempotent: true });
}

export const useSetUserActive = () => useRefreshingMutation(setUserActive, queryKeys.admin.users());
