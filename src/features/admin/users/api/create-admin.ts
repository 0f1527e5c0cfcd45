import type { CreateAdminRequest, CreateAdminResponse } from '../../../../domain/admin-users';
import { callFunction } from '../../../../lib/firebase/callable';

/** createAdmin (admin only, else "Only admins can create other admins"). Not retried: it is not idempotent. */
export function createAdmin(request: CreateAdminRequest): Promise<CreateAdminResponse> {
  return callFunction<CreateAdminRequest, CreateAdminResponse>('createAdmin', request);
}
