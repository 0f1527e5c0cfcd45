import { UsersPage } from '@/features/admin/users/components/users-page';
import { useSessionStore } from '@/features/auth/stores/session-store';

/** The signed-in admin is marked "You": nobody deactivates themselves (setUserActive refuses it too). */
export function Component() {
  const uid = useSessionStore((s) => s.user?.uid ?? null);
  return <UsersPage currentUid={uid} />;
}
