import type { QueryClient } from '@tanstack/react-query';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { queryKeys } from '@/lib/query-keys';

/**
 * When a user signs out (or another signs in), every cached query whose key holds their uid is dropped: no
 * user data stays in memory. Features key user data by uid (e.g. ['orders', uid, …]) for this to apply.
 */
export function forgetUserQueriesOnSignOut(queryClient: QueryClient): () => void {
  return useSessionStore.subscribe((state, previous) => {
    const uid = previous.user?.uid;
    if (uid && state.user?.uid !== uid) {
      queryClient.removeQueries({ predicate: (query) => query.queryKey.includes(uid) });
      // The admin area's reads (every user, order and message) go too.
      queryClient.removeQueries({ queryKey: queryKeys.admin.all() });
    }
  });
}
