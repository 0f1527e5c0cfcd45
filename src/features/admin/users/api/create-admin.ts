import type { CreateAdminRequest, CreateAdminResponse } from '@domain/users/admin-users';
import { callFunction } from '@/lib/firebase/callable';
import { queryKeys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';

/** createAdmin (admin only, else "Only admins can create other admins"). Not retried: it is not idempotent. */
export function createAdmin(request: CreateAdminRequest): Promise<CreateAdminResponse> {
  return callFunction<CreateAdminRequest, CreateAdminResponse>('createAdmin', request);
}

export const useCreateAdmin = () => useRefreshingMutation(createAdmin, queryKeys.admin.users());
