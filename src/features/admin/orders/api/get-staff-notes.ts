import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query } from 'firebase/firestore/lite';
import { staffNoteFromRecord, type StaffNote } from '@domain/order/order';
import { getDb } from '@/lib/firebase/app';
import { storedDate } from '@/lib/firebase/converters';
import { serviceRead } from '@/lib/firebase/service';
import { queryKeys } from '@/lib/query-keys';
import { ADMIN_ORDER_TEXTS } from '@domain/order/messages';

/**
 * The order's internal staff notes, oldest first: orders/{id}/staffNotes, which only admins
 * read (firestore.rules); the customer's order never carries them.
 */
export function getStaffNotes(orderId: string): Promise<StaffNote<Date>[]> {
  return serviceRead(ADMIN_ORDER_TEXTS.loadOneFailed, async () => {
    const snap = await getDocs(query(collection(getDb(), 'orders', orderId, 'staffNotes'), orderBy('at')));
    return snap.docs.map((d) => staffNoteFromRecord(d.id, d.data(), storedDate));
  });
}

/** Under the order's key: the order actions' refresh of the orders (ordersAll) reads them again too. */
export const staffNotesQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: queryKeys.admin.orderStaffNotes(orderId),
    queryFn: () => getStaffNotes(orderId),
  });

export function useStaffNotes(orderId: string) {
  return useQuery(staffNotesQueryOptions(orderId));
}
