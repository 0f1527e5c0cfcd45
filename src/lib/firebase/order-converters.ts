import type { DocumentData, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { orderFromRecord, type Order } from '@domain/order/order';
import { storedDate } from './converters';

/**
 * Orders apart from converters.ts on purpose: domain/order/order carries the zod schemas, and converters.ts is on
 * the home route, whose JavaScript budget (tests/e2e/performance.spec.ts) has no room for zod. Import this
 * only from lazily loaded order and admin screens.
 */

/** An order document with its Timestamps as Dates (a missing one as the epoch: functions always write them). */
export function orderFromData(id: string, data: DocumentData | undefined): Order {
  return orderFromRecord(id, data, storedDate);
}

export const orderFromSnapshot = (snap: QueryDocumentSnapshot): Order => orderFromData(snap.id, snap.data());
