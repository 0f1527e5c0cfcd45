import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { activityFromRecord, ACTIVITY_KINDS, type Activity, type ActivityKind } from '@domain/users/activity';
import { ACTIVITY_WORDS } from '@domain/users/staff-messages';
import { storedDate } from '@/lib/firebase/converters';
import { cursorPagesOptions, readCursorPage } from '@/lib/firebase/cursor-page';
import type { QueryShape } from '@/lib/firebase/query-shape';
import { serviceRead } from '@/lib/firebase/service';
import { queryKeys } from '@/lib/query-keys';
import { getStaffByName } from '@/features/admin/users/api/get-users';

/**
 * Admin › Activity (docs/staff-roles.md, "Activity"): the log newest first, a page at a time, searched on the
 * server by person, kind and day (each an equality filter, with its index).
 */

export interface ActivityFilters {
  /** A staff member's uid, or '' for everyone */
  by: string;
  kind: ActivityKind | '';
  /** An ISO day, or '' for any */
  day: string;
}

export const ACTIVITY_PAGE_SIZE = 30;

export function activityShape(filters: ActivityFilters, pageSize = ACTIVITY_PAGE_SIZE + 1): QueryShape {
  return {
    collection: 'activity',
    where: [
      ...(filters.by ? [{ field: 'by', op: '==' as const, value: filters.by }] : []),
      ...(filters.kind ? [{ field: 'kind', op: '==' as const, value: filters.kind }] : []),
      ...(filters.day ? [{ field: 'day', op: '==' as const, value: filters.day }] : []),
    ],
    orderBy: [{ field: 'at', direction: 'desc' }],
    limit: pageSize,
  };
}

export const QUERY_SHAPES: QueryShape[] = ['', 'uid'].flatMap((by) =>
  (['', ...ACTIVITY_KINDS] as const).flatMap((kind) =>
    ['', '2026-01-01'].map((day) => activityShape({ by, kind, day })),
  ),
);

export interface ActivityPage {
  entries: Activity[];
  next: QueryDocumentSnapshot | null;
}

export function getActivityPage(filters: ActivityFilters, after: QueryDocumentSnapshot | null): Promise<ActivityPage> {
  return serviceRead(ACTIVITY_WORDS.loadFailed, async () => {
    const { docs, next } = await readCursorPage(activityShape(filters), ACTIVITY_PAGE_SIZE, after);
    return { entries: docs.map((d) => activityFromRecord(d.id, d.data(), storedDate)), next };
  });
}

export const useActivity = (filters: ActivityFilters) =>
  useInfiniteQuery(
    cursorPagesOptions(queryKeys.admin.activity({ ...filters }), (after) => getActivityPage(filters, after)),
  );

/** The staff accounts, by name, to search the log by person. */
export const staffShape: QueryShape = {
  collection: 'users',
  where: [{ field: 'role', op: '==', value: 'admin' }],
  orderBy: [],
};

export const getStaff = () => getStaffByName(staffShape, ACTIVITY_WORDS.loadFailed);

export const useStaff = () => useQuery({ queryKey: queryKeys.admin.staff(), queryFn: getStaff });
