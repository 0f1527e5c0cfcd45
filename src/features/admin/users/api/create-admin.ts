import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAdminRequest, CreateAdminResponse } from '@domain/users/admin-users';
import { callFunction } from '@/lib/firebase/callable';
import { queryKeys } from '@/lib/query-keys';

/** createAdmin (admin only, else "Only admins can create other admins"). Not retried: it is not idempotent. */
export function createAdmin(request: CreateAdminRequest): Promise<CreateAdminResponse> {
  return callFunction<CreateAdminRequest, CreateAdminResponse>('createAdmin', request);
}

export function useCreateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdmin,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.users() }),
  });
}
