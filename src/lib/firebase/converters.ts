import type { DocumentData, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { cartFromRecord } from '@domain/cart/cart-record';
import type { CartLineRef } from '@domain/cart/cart-rules';
import type { Product } from '@domain/catalog/product';
import { productFromRecord, storedListingOf, type StoredListing } from '@domain/catalog/product-record';
import type { ShopSettings } from '@domain/shop/settings';
import { settingsFromRecord } from '@domain/shop/settings-record';
import { userProfileFromRecord, type UserProfile } from '@domain/users/user';

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

/** A stored date as a Date, a missing one as the epoch (the functions always write them). */
export const storedDate = (value: unknown): Date => toDate(value) ?? new Date(0);

/** products/{id} read at the app's edge (domain/catalog/product-record.ts is the one reader). */
export const productFromData = (id: string, data: DocumentData): Product => productFromRecord(id, data, toDate);

export const productFromSnapshot = (snap: QueryDocumentSnapshot): Product => productFromData(snap.id, snap.data());

/** What a stored product holds for the admin list beyond the product (domain/catalog/product-record.ts). */
export const storedListingFromSnapshot = (snap: QueryDocumentSnapshot): StoredListing => storedListingOf(snap.data());

/** users/{uid} read at the app's edge (domain/users/user.ts is the one reader). */
export const userProfileFromData = (uid: string, data: DocumentData): UserProfile =>
  userProfileFromRecord(uid, data, toDate);

/** settings/global read at the app's edge (domain/shop/settings-record.ts is the one reader). */
export const settingsFromData = (data: DocumentData | undefined): ShopSettings => settingsFromRecord(data);

/** carts/{uid} read at the app's edge (domain/cart/cart-record.ts is the one reader). */
export const cartFromData = (data: DocumentData | undefined): CartLineRef[] => cartFromRecord(data);
