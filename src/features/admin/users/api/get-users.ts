import { useInfiniteQuery } from '@tanstack/react-query';
import { getDocs, type QueryDocumentSnapshot } from 'firebase/firestore/lite';
import type { UserProfile } from '@domain/users/user';
import { userProfileFromData } from '@/lib/firebase/converters';
import { cursorPagesOptions, readCursorPage } from '@/lib/firebase/cursor-page';
import type { QueryShape } from '@/lib/firebase/query-shape';
import { buildQuery } from '@/lib/firebase/sdk-query';
import { serviceRead } from '@/lib/firebase/service';
import { queryKeys } from '@/lib/query-keys';
import { USERS_LOAD_FAILED } from '@domain/users/staff-messages';

export type RoleFilter = '' | 'customer' | 'admin' | 'inactive';

export interface UserFilters {
  /** The beginning of an email, or of a name */
  search: string;
  role: RoleFilter;
}

export const USERS_PAGE_SIZE = 25;
/** A search shows at most this many accounts of each kind of match (email, name): enough to pick from. */
export const USERS_SEARCH_LIMIT = 50;

const END = '\uf8ff';
/** "ama mensah" → "Ama Mensah": names are stored as people write them. */
const capitalised = (text: string) =>
  text.replace(/(^|\s)(\p{L})/gu, (_, space: string, c: string) => space + c.toUpperCase());

function roleWhere(role: RoleFilter): QueryShape['where'][number][] {
  if (role === 'inactive') return [{ field: 'isActive', op: '==', value: false }];
  return role ? [{ field: 'role', op: '==', value: role }] : [];
}

/**
 * The accounts' queries, every filter on the server: newest first a page at a time, or, for a
 * search, the accounts whose email (lower case) or name (as written, each word capitalised) begins with it.
 */
export function usersShapes(filters: UserFilters, pageSize = USERS_PAGE_SIZE + 1): QueryShape[] {
  const where = roleWhere(filters.role);
  const search = filters.search.trim();
  if (!search) {
    return [{ collection: 'users', where, orderBy: [{ field: 'createdAt', direction: 'desc' }], limit: pageSize }];
  }
  const prefix = (field: string, value: string): QueryShape => ({
    collection: 'users',
    where: [...where, { field, op: '>=', value }, { field, op: '<', value: value + END }],
    orderBy: [{ field, direction: 'asc' }],
    limit: USERS_SEARCH_LIMIT,
  });
  const name = capitalised(search);
  return [prefix('email', search.toLowerCase()), ...(search.includes('@') ? [] : [prefix('displayName', name)])];
}

export const QUERY_SHAPES: QueryShape[] = (['', 'customer', 'admin', 'inactive'] as const).flatMap((role) => [
  ...usersShapes({ search: '', role }),
  ...usersShapes({ search: 'ama', role }),
]);

export interface UsersPage {
  users: UserProfile[];
  next: QueryDocumentSnapshot | null;
}

/** A page of accounts after the cursor (newest first), or every match of a search (one page). */
export function getUsersPage(filters: UserFilters, after: QueryDocumentSnapshot | null): Promise<UsersPage> {
  return serviceRead(USERS_LOAD_FAILED, async () => {
    const shapes = usersShapes(filters);
    if (!filters.search.trim()) {
      const { docs, next } = await readCursorPage(shapes[0]!, USERS_PAGE_SIZE, after);
      return { users: docs.map((d) => userProfileFromData(d.id, d.data())), next };
    }
    const answers = await Promise.all(shapes.map((shape) => getDocs(buildQuery(shape))));
    const seen = new Set<string>();
    const users = answers
      .flatMap((answer) => answer.docs)
      .filter((d) => !seen.has(d.id) && seen.add(d.id))
      .map((d) => userProfileFromData(d.id, d.data()));
    return { users, next: null };
  });
}

export const usersQueryOptions = (filters: UserFilters) =>
  cursorPagesOptions(queryKeys.admin.usersList({ ...filters }), (after) => getUsersPage(filters, after));

export function useUsers(filters: UserFilters) {
  return useInfiniteQuery(usersQueryOptions(filters));
}

/** A member of the staff as a list to choose from shows them: their name, else their e-mail. */
export interface StaffMember {
  uid: string;
  name: string;
}

/** The staff accounts a query shape finds (technicians, all staff), by name: to assign a visit, to search a log. */
export function getStaffByName(shape: QueryShape, failed: string): Promise<StaffMember[]> {
  return serviceRead(failed, async () => {
    const snap = await getDocs(buildQuery(shape));
    return snap.docs
      .map((d) => userProfileFromData(d.id, d.data()))
      .map((u) => ({ uid: u.uid, name: u.displayName.trim() || u.email }))
      .sort((a, b) => a.name.localeCompare(b.name));
  });
}
