import type { DocumentData, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import type { Product } from '@/domain/product';
import { productFromRecord } from '@/domain/product-record';
import { resolveBusinessSettings } from '@/domain/pricing';
import { planTemplatesOf } from '@/domain/plans/plan-template-terms';
import {
  mapPositionFrom,
  resolveDisplaySettings,
  resolvePaymentSettings,
  resolveProjectSettings,
  type ShopSettings,
} from '@/domain/settings';
import { textOf } from '@/domain/stored-values';
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

/**
 * settings/global with the spec's defaults for anything missing; the business settings as the prices are
 * computed with them (domain/pricing: a negative or senseless amount reads as the default).
 */
export function settingsFromData(data: DocumentData | undefined): ShopSettings {
  const contact = data?.contact ?? {};
  return {
    business: resolveBusinessSettings(data?.business),
    // What staff have not set stays empty, and the storefront leaves it out.
    contact: {
      phones: Array.isArray(contact.phones)
        ? contact.phones.filter((p: unknown): p is string => typeof p === 'string' && p.trim() !== '')
        : [],
      email: textOf(contact.email).trim(),
      whatsapp: textOf(contact.whatsapp).trim(),
      address: textOf(contact.address).trim(),
      hours: textOf(contact.hours).trim(),
      map: mapPositionFrom(contact.map),
    },
    payment: resolvePaymentSettings(data?.payment),
    display: resolveDisplaySettings(data?.display),
    projects: resolveProjectSettings(data?.projects),
    planTemplates: planTemplatesOf(data),
  };
}
