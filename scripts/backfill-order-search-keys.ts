/**
 * Gives orders written before the staff's search took the end of a phone number ("0127") their search keys as
 * placeOrder writes them now (domain/order/order-search.ts, orderSearchKeys). Safe to run again: an order whose keys
 * are already right is left alone.
 *
 *   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 npx tsx scripts/backfill-order-search-keys.ts   # the emulators
 *   GCLOUD_PROJECT=<project id> npx tsx scripts/backfill-order-search-keys.ts              # production
 *
 * (production with Application Default Credentials: `gcloud auth application-default login`).
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { orderSearchKeys } from '@domain/order/order-search';
import { PROJECT_ID } from './lib/emulators';

const BATCH = 400;

async function main(): Promise<void> {
  const projectId = process.env.FIRESTORE_EMULATOR_HOST ? PROJECT_ID : process.env.GCLOUD_PROJECT;
  if (!projectId) throw new Error('Set FIRESTORE_EMULATOR_HOST (the emulators) or GCLOUD_PROJECT (production).');
  const db = getFirestore(initializeApp({ projectId }));
  const snap = await db.collection('orders').get();
  let changed = 0;
  let batch = db.batch();
  let inBatch = 0;
  for (const doc of snap.docs) {
    const customer = (doc.get('customer') ?? {}) as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    const keys = orderSearchKeys({
      email: text(customer.email),
      displayName: text(customer.displayName),
      phone: text(customer.phone),
    });
    const stored: unknown = customer.searchKeys;
    if (Array.isArray(stored) && stored.length === keys.length && keys.every((k) => stored.includes(k))) continue;
    batch.update(doc.ref, { 'customer.searchKeys': keys });
    changed += 1;
    inBatch += 1;
    if (inBatch === BATCH) {
      await batch.commit();
      batch = db.batch();
      inBatch = 0;
    }
  }
  if (inBatch > 0) await batch.commit();
  console.log(`${changed} of ${snap.size} orders given their search keys.`);
}

await main();
