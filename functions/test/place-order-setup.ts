/**
 * What the placeOrder tests share (place-order.test.ts, place-order-refusals.test.ts): known business settings,
 * put back afterwards (the suites run one file at a time), and a customer of the file's own.
 */
import type { DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll } from 'vitest';
import { cleanup, createUser, db, placeOrder, readDoc, type TestUser } from './support';

/**
 * One fee for every region (the seeded regions' own fees are set aside; 'placeOrder prices delivery by region'
 * sets its own).
 */
export const SETTINGS = { taxRate: 12.5, deliveryFee: 50, freeDeliveryThreshold: 5000 };

/** A customer made before the file's tests (withKnownSettings). */
export let customer: TestUser;

/** Sets SETTINGS and makes `customer` before the file's tests; puts the settings back and cleans up after them. */
export function withKnownSettings() {
  let savedSettings: DocumentData | undefined;
  beforeAll(async () => {
    savedSettings = await readDoc('settings/global');
    await db.doc('settings/global').update({ business: SETTINGS });
    customer = await createUser();
  }, 60_000);
  afterAll(async () => {
    if (savedSettings) await db.doc('settings/global').set(savedSettings);
    await cleanup();
  });
}

export const place = (user: { call: TestUser['call'] }, request: Record<string, unknown>) => placeOrder(user, request);
