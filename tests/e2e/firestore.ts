import type { Page } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

interface RestEntry {
  document?: { name?: string };
  found?: { name?: string };
}

/**
 * Counts the Firestore documents the page reads, from the emulator's REST answers (Firestore Lite speaks REST):
 * every document a query or a get returns is one billed read. `products` counts the products only.
 */
export function trackFirestoreReads(page: Page) {
  const reads = { documents: 0, products: 0, requests: 0, productRequests: 0 };
  // A reset() between an answer and its body being read: that answer belongs to before the reset.
  let generation = 0;
  page.on('response', async (response) => {
    const request = response.request();
    if (!/\/documents(\/[^:]*)?:(runQuery|batchGet)$/.test(new URL(response.url()).pathname)) return;
    const isProducts = (request.postData() ?? '').includes('products');
    const counted = generation;
    reads.requests++;
    if (isProducts) reads.productRequests++;
    try {
      const body = (await response.json()) as RestEntry[];
      if (counted !== generation) return;
      for (const entry of body) {
        const name = entry.document?.name ?? entry.found?.name;
        if (!name) continue;
        reads.documents++;
        if (/\/documents\/products\//.test(name)) reads.products++;
      }
    } catch {
      /* the page went away before the body arrived */
    }
  });
  return {
    get documents() {
      return reads.documents;
    },
    /** Product documents read. */
    get products() {
      return reads.products;
    },
    /** Requests (queries or gets) that read products. */
    get productRequests() {
      return reads.productRequests;
    },
    reset() {
      generation++;
      Object.assign(reads, { documents: 0, products: 0, requests: 0, productRequests: 0 });
    },
  };
}

/** The emulator's database as an admin sees it: to check what the app stored. */
export function adminDb(): Firestore {
  if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error('FIRESTORE_EMULATOR_HOST is not set');
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const projectId = process.env.GCLOUD_PROJECT ?? 'demo-savanna-solar';
  const app = getApps().find((a) => a.name === 'e2e') ?? initializeApp({ projectId }, 'e2e');
  return getFirestore(app);
}

/** The documents of a collection whose field equals a value, as stored. */
export async function storedDocs(collection: string, field: string, value: string) {
  const snap = await adminDb().collection(collection).where(field, '==', value).get();
  return snap.docs.map((d) => d.data());
}

/** Every order a customer has, as stored. */
export const ordersOf = async (uid: string) =>
  (await adminDb().collection('orders').where('userId', '==', uid).get()).docs;
