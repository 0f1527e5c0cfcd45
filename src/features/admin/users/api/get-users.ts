import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDocs } from 'firebase/firestore/lite';
import type { UserProfile } from '@/domain/user';
import { userProfileFromData } from '@/lib/firebase/converters';
import { newestShape } from '@/lib/firebase/query-shape';
import { buildQuery } from '@/lib/firebase/sdk-query';
import { serviceRead } from '@/lib/firebase/service';
import { queryKeys } from '@/lib/query-keys';

export const USERS_LOAD_FAILED = 'We could not load the users. Check your connection and try again.';

const everyNewestFirst = newestShape('users', 'createdAt');
export const QUERY_SHAPES = [everyNewestFirst];

/** Every account record (rules: active admins only), newest first; searched and paged on the client. */
export function getUsers(): Promise<UserProfile[]> {
  return serviceRead(
    USERS_LOAD_FAILED,
    async () => {
      const snap = await getDocs(buildQuery(everyNewestFirst));
      return snap.docs.map((d) => userProfileFromData(d.id, d.data()));
    },
    { large: true },
  );
}

export const usersQueryOptions = () => queryOptions({ queryKey: queryKeys.admin.users(), queryFn: getUsers });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
