import { useQuery } from '@tanstack/react-query';
import { getDocs } from 'firebase/firestore/lite';
import { PROJECT_TEXTS } from '@domain/projects/messages';
import { visitFromRecord, type Visit } from '@domain/projects/visits';
import { storedDate } from '@/lib/firebase/converters';
import type { QueryShape } from '@/lib/firebase/query-shape';
import { buildQuery } from '@/lib/firebase/sdk-query';
import { serviceRead } from '@/lib/firebase/service';
import { queryKeys } from '@/lib/query-keys';
import { getStaffByName } from '@/features/admin/users/api/get-users';

/**
 * Visits and the technicians who make them (docs/staff-roles.md, "Visits"): the technicians' accounts the office
 * assigns visits to, and a technician's own visits from today on, in the order of their days.
 */

/** How many of a technician's next visits are listed. */
export const MY_VISITS_LIMIT = 20;

/** The active staff accounts whose job includes field work (equality filters only: no composite index). */
export const techniciansShape: QueryShape = {
  collection: 'users',
  where: [
    { field: 'role', op: '==', value: 'admin' },
    { field: 'isActive', op: '==', value: true },
    { field: 'permissions.fieldWork', op: '==', value: true },
  ],
  orderBy: [],
};

/** A technician's visits from `from` (an ISO day) on, soonest first (index: technicianUids + day). */
export const myVisitsShape = (uid: string, from: string): QueryShape => ({
  collection: 'visits',
  where: [
    { field: 'technicianUids', op: 'array-contains', value: uid },
    { field: 'day', op: '>=', value: from },
  ],
  orderBy: [{ field: 'day', direction: 'asc' }],
  limit: MY_VISITS_LIMIT,
});

export const QUERY_SHAPES: QueryShape[] = [techniciansShape, myVisitsShape('uid', '2026-01-01')];

/** The technicians, by name. */
export const getTechnicians = () => getStaffByName(techniciansShape, PROJECT_TEXTS.techniciansFailed);

export const useTechnicians = () => useQuery({ queryKey: queryKeys.admin.technicians(), queryFn: getTechnicians });

/** The technician's visits from `from` on, soonest first (those booked, done or cancelled: each says which). */
export function getMyVisits(uid: string, from: string): Promise<Visit[]> {
  return serviceRead(PROJECT_TEXTS.visitsFailed, async () => {
    const snap = await getDocs(buildQuery(myVisitsShape(uid, from)));
    return snap.docs.map((d) => visitFromRecord(d.id, d.data(), storedDate));
  });
}

export const useMyVisits = (uid: string, from: string) =>
  useQuery({ queryKey: queryKeys.admin.myVisits(uid, from), queryFn: () => getMyVisits(uid, from) });
