import type { DocumentData, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { defaultTypeFor, type ProductType } from '@/domain/catalog';
import { DEFAULT_LOW_STOCK_THRESHOLD, type Product, type SpecValue } from '@/domain/product';
import { resolveBusinessSettings } from '@/domain/pricing';
import {
  mapPositionFrom,
  resolveDisplaySettings,
  resolvePaymentSettings,
  resolveProjectSettings,
  type ShopSettings,
} from '@/domain/settings';
import { planTemplatesOf } from '@/domain/plans/plan-template-read';
import { notifyByOf, type UserProfile } from '@/domain/user';

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

/** Field readers for the converters (here and in the feature api modules): a wrong type reads as the fallback. */
export const num = (value: unknown, fallback = 0): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
export const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
export const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
/** One of `values`, or the fallback for anything else. */
export function oneOf<const T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return values.find((v) => v === value) ?? fallback;
}

function specs(value: unknown): Record<string, SpecValue> {
  if (typeof value !== 'object' || value === null) return {};
  const out: Record<string, SpecValue> = {};
  for (const [key, v] of Object.entries(value)) {
    if (typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))) out[key] = v;
  }
  return out;
}

export function productFromData(id: string, data: DocumentData): Product {
  const category = text(data.category);
  const type: ProductType = data.type === 'service' || data.type === 'product' ? data.type : defaultTypeFor(category);
  return {
    id,
    name: text(data.name),
    description: text(data.description),
    category,
    type,
    price: num(data.price),
    stock: num(data.stock),
    available: data.available === true,
    featured: data.featured === true,
    views: num(data.views),
    sales: num(data.sales),
    brand: text(data.brand),
    specs: specs(data.specs),
    images: Array.isArray(data.images) ? data.images.filter((i): i is string => typeof i === 'string') : [],
    lowStockThreshold: num(data.lowStockThreshold, DEFAULT_LOW_STOCK_THRESHOLD),
    createdAt: toDate(data.createdAt),
    updatedAt: toDate(data.updatedAt),
    createdBy: textOrNull(data.createdBy),
    updatedBy: textOrNull(data.updatedBy),
    deletedAt: toDate(data.deletedAt),
    deletedBy: textOrNull(data.deletedBy),
    lastViewed: toDate(data.lastViewed),
  };
}

export const productFromSnapshot = (snap: QueryDocumentSnapshot): Product => productFromData(snap.id, snap.data());

/** users/{uid}: an unknown role reads as customer, a missing isActive as inactive. */
export function userProfileFromData(uid: string, data: DocumentData): UserProfile {
  const permissions: Record<string, boolean> = {};
  if (typeof data.permissions === 'object' && data.permissions !== null) {
    for (const [key, v] of Object.entries(data.permissions)) permissions[key] = v === true;
  }
  return {
    uid,
    email: text(data.email),
    displayName: text(data.displayName),
    role: data.role === 'admin' ? 'admin' : 'customer',
    isActive: data.isActive === true,
    permissions,
    totalOrders: num(data.totalOrders),
    totalSpent: num(data.totalSpent),
    createdAt: toDate(data.createdAt),
    updatedAt: toDate(data.updatedAt),
    lastLoginAt: toDate(data.lastLoginAt),
    createdBy: textOrNull(data.createdBy),
    notifyBy: notifyByOf(data.notifyBy),
  };
}

/**
 * settings/global with the spec's defaults for anything missing; the business settings as the prices are
 * computed with them (domain/pricing: a negative or senseless amount reads as the default).
 */
export function settingsFromData(data: DocumentData | undefined): ShopSettings {
  const contact = data?.contact ?? {};
  return {
    business: resolveBusinessSettings(data?.business),
    // Issue 14 item 10: what staff have not set stays empty, and the storefront leaves it out.
    contact: {
      phones: Array.isArray(contact.phones)
        ? contact.phones.filter((p: unknown): p is string => typeof p === 'string' && p.trim() !== '')
        : [],
      email: text(contact.email).trim(),
      whatsapp: text(contact.whatsapp).trim(),
      address: text(contact.address).trim(),
      hours: text(contact.hours).trim(),
      map: mapPositionFrom(contact.map),
    },
    payment: resolvePaymentSettings(data?.payment),
    display: resolveDisplaySettings(data?.display),
    projects: resolveProjectSettings(data?.projects),
    planTemplates: planTemplatesOf(data?.planTemplates),
  };
}
