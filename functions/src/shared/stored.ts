import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { capCountOf } from '@domain/enquiries/abuse-limits';
import { enquiryFromRecord, type EnquiryRecord } from '@domain/enquiries/enquiries';
import { notificationFromRecord, type NotificationOf } from '@domain/notifications/notifications';
import { storedOrderFromRecord, type StoredOrder } from '@domain/order/order-record';
import type { Product } from '@domain/catalog/product';
import { productFromRecord, productOnSaleFromRecord, type ProductOnSale } from '@domain/catalog/product-record';
import type { ShopSettings } from '@domain/shop/settings';
import { settingsFromRecord } from '@domain/shop/settings-record';
import { testimonialFromRecord, type Testimonial } from '@domain/shop/showcase';
import { asRecord, textOf } from '@domain/shared/stored-values';
import { userProfileFromRecord, type UserProfile } from '@domain/users/user';
import { planFromRecord, type PlanRecord } from '@domain/plans/plan-record';
import { projectFromRecord, proposalFromRecord } from '@domain/projects/project-record';
import type { ProjectRecord } from '@domain/projects/project';
import type { ProposalRecord } from '@domain/projects/proposal';
import { visitFromRecord, type Visit } from '@domain/projects/visits';

/**
 * Reading stored documents in the functions (docs/architecture.md, "Reading stored documents"): a snapshot is
 * read once, here, into a typed value by the document's one reader in src/domain, and the code past this point
 * uses that value. Timestamps stay Timestamps (the epoch for anything else, which the functions never write).
 * No field is read off a snapshot anywhere else (scripts/raw-reads.test.ts).
 */

export const asTimestamp = (value: unknown): Timestamp =>
  value instanceof Timestamp ? value : Timestamp.fromMillis(0);

const asDateOrNull = (value: unknown): Date | null => (value instanceof Timestamp ? value.toDate() : null);

export const readOrder = (snap: DocumentSnapshot): StoredOrder<Timestamp> =>
  storedOrderFromRecord(snap.id, snap.data(), asTimestamp);

/** users/{uid}; a missing document reads as an inactive customer with nothing counted. */
export const readUser = (snap: DocumentSnapshot): UserProfile =>
  userProfileFromRecord(snap.id, snap.data(), asDateOrNull);

export const readSettings = (snap: DocumentSnapshot | undefined): ShopSettings => settingsFromRecord(snap?.data());

/** testimonials/{id}, by its one reader. */
export const readTestimonial = (snap: DocumentSnapshot): Testimonial => testimonialFromRecord(snap.id, snap.data());

export const readProduct = (snap: DocumentSnapshot): Product => productFromRecord(snap.id, snap.data(), asDateOrNull);

/** products/{id} as placeOrder sells it (null when there is none). */
export const readProductOnSale = (snap: DocumentSnapshot): ProductOnSale | null =>
  productOnSaleFromRecord(snap.id, snap.data());

export const readNotification = (snap: DocumentSnapshot): NotificationOf<Timestamp> =>
  notificationFromRecord(snap.id, snap.data(), asTimestamp);

export const readEnquiry = (snap: DocumentSnapshot): EnquiryRecord => enquiryFromRecord(snap.data());

export const readCapCount = (snap: DocumentSnapshot): number => capCountOf(snap.data());

/** Whose a document is: every kind a customer owns (an order, a project) keeps their uid in `userId`. */
export const readOwner = (snap: DocumentSnapshot): string => textOf(asRecord(snap.data()).userId);

/** A payment plan. */
export const readPlan = (snap: DocumentSnapshot): PlanRecord<Timestamp> =>
  planFromRecord(snap.id, snap.data(), asTimestamp);

/** An installation project. */
export const readProject = (snap: DocumentSnapshot): ProjectRecord<Timestamp> =>
  projectFromRecord(snap.id, snap.data(), asTimestamp);

/** A project's visit (docs/staff-roles.md, "Visits"). */
export const readVisit = (snap: DocumentSnapshot): Visit => visitFromRecord(snap.id, snap.data(), asDateOrNull);

/** A project's proposal. */
export const readProposal = (snap: DocumentSnapshot): ProposalRecord<Timestamp> =>
  proposalFromRecord(snap.data(), asTimestamp);

/** Every Timestamp of a value as an ISO string: what the callables answer with (the way back out of this layer). */
export function datesToIso<T>(value: T): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(datesToIso);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, datesToIso(v)]));
  }
  return value;
}
