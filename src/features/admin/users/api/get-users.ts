import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query } from 'firebase/firestore/lite';
import type { UserProfile } from '../../../../domain/user';
import { serviceRead } from '../../../../lib/firebase/read';
import { getDb } from '../../../../lib/firebase/app';
import { userProfileFromData } from '../../../../lib/firebase/converters';
import { queryKeys } from '../../../../lib/query-keys';

export const USERS_LOAD_FAILED = 'We could not load the users. Check your connection and try again.';

/** Every account record (rules: active admins only), newest first; searched and paged on the client. */
export function getUsers(): Promise<UserProfile[]> {
  return serviceRead(
    USERS_LOAD_FAILED,
    async () => {
      const snap = await getDocs(query(collection(getDb(), 'users'), orderBy('createdAt', 'desc')));
      return snap.docs.map((d) => userProfileFromData(d.id, d.data()));
    },
    { large: true },
  );
}

export const usersQueryOptions = () => queryOptions({ queryKey: queryKeys.admin.users(), queryFn: getUsers });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
