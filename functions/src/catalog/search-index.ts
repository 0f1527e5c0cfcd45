import '../shared/global-options';
import { FieldValue } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db as firestore } from '../shared/firebase';
import { readProduct } from '../shared/stored';
import {
  indexedRowOf,
  isSearchable,
  SEARCH_INDEX_CHANGES,
  searchIndexRow,
  type SearchIndexRow,
} from '@domain/catalog/search-index';

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
    const indexed = product.exists ? readProduct(product) : null;
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
