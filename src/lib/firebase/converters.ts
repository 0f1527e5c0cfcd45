import type { DocumentData, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import type { Product } from '@/domain/product';
import { productFromRecord } from '@/domain/product-record';
import type { ShopSettings } from '@/domain/settings';
import { settingsFromRecord } from '@/domain/settings-record';
import { userProfileFromRecord, type UserProfile } from '@/domain/user';

/**
 * Timestamps become Dates at the edge; nothing past this file sees an SDK type. The SDK gives a Timestamp (its
 * toDate), the storefront's REST reads (rest-read.ts) a Date already; this module loads none of the SDK itself.
 */
export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (typeof value === 'object' && value !== null && typeof (value as { toDate?: unknown }).toDate === 'function') {
    const date = (value as { toDate: () => unknown }).toDate();
    return date instanceof Date ? date : null;
  }
  return null;
}

/** products/{id} read at the app's edge (domain/product-record.ts is the one reader). */
export const productFromData = (id: string, data: DocumentData): Product => productFromRecord(id, data, toDate);

export const productFromSnapshot = (snap: QueryDocumentSnapshot): Product => productFromData(snap.id, snap.data());

/** users/{uid} read at the app's edge (domain/user.ts is the one reader). */
export const userProfileFromData = (uid: string, data: DocumentData): UserProfile =>
  userProfileFromRecord(uid, data, toDate);

/** settings/global read at the app's edge (domain/settings-record.ts is the one reader). */
export const settingsFromData = (data: DocumentData | undefined): ShopSettings => settingsFromRecord(data);
