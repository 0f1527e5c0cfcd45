import './lib/global-options';
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db as firestore } from './lib/firebase';
import { defaultTypeFor } from '@domain/catalog/catalog';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '@domain/catalog/product';
import {
  indexedRowOf,
  isSearchable,
  SEARCH_INDEX_CHANGES,
  searchIndexRow,
  type IndexedProduct,
  type SearchIndexRow,
} from '@domain/catalog/search-index';

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown, fallback = 0) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

/** A product document as the index reads it (the same defaults as the app's converter, converters.ts). */
export function indexedProduct(id: string, data: DocumentData): IndexedProduct {
  const category = text(data.category);
  return {
    id,
    name: text(data.name),
    description: text(data.description),
    category,
    brand: text(data.brand),
    price: num(data.price),
    type: data.type === 'service' || data.type === 'product' ? data.type : defaultTypeFor(category),
    stock: num(data.stock),
    lowStockThreshold: num(data.lowStockThreshold, DEFAULT_LOW_STOCK_THRESHOLD),
    images: Array.isArray(data.images) ? data.images.filter((i): i is string => typeof i === 'string') : [],
    available: data.available === true,
    deletedAt: data.deletedAt instanceof Timestamp ? data.deletedAt.toDate() : null,
  };
}

/**
 * Brings a product's entry in searchIndexChanges up to date with the product as it is now (read again, so that
 * events handled late or out of order still leave the latest): its row, or null once it is off sale. Nothing is
 * written when the row the search shows is unchanged (a view counted, a sale's stock still "In stock").
 */
export async function refreshSearchIndexEntry(productId: string): Promise<void> {
  const db = firestore();
  const ref = db.collection(SEARCH_INDEX_CHANGES).doc(productId);
  await db.runTransaction(async (tx) => {
    const [product, current] = await Promise.all([tx.get(db.collection('products').doc(productId)), tx.get(ref)]);
    const data = product.data();
    const indexed = data ? indexedProduct(productId, data) : null;
    const row: SearchIndexRow | null = indexed && isSearchable(indexed) ? searchIndexRow(indexed) : null;
    const stored = indexedRowOf(current.data());
    const next = row ? JSON.stringify(row) : null;
    if (current.exists && stored === next) return;
    tx.set(ref, { row: next, changedAt: FieldValue.serverTimestamp() });
  });
}

/** docs/search.md: every change of a product keeps the search index fresh until the next build. */
export const indexProductForSearch = onDocumentWritten('products/{productId}', async (event) => {
  await refreshSearchIndexEntry(event.params.productId);
});
