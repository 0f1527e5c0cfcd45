import { collection, doc, serverTimestamp, writeBatch } from 'firebase/firestore/lite';
import { newProductDocument, type ProductFields } from '@domain/catalog/admin-products';
import { PRODUCT_LIMITS } from '@domain/catalog/product-limits';
import { PRODUCT_MESSAGES } from '@domain/catalog/messages';
import { getDb } from '@/lib/firebase/app';
import { requiredUserId } from '@/lib/firebase/auth';
import { serviceWrite } from '@/lib/firebase/service';
import { useProductWrite } from './product-writes';

/** The valid rows of a CSV import in ONE batch write: all of them are created, or none. */
export function importProducts(products: ProductFields[]): Promise<number> {
  return serviceWrite(
    PRODUCT_MESSAGES.bulkImportFailed,
    async () => {
      if (products.length === 0 || products.length > PRODUCT_LIMITS.importRows) {
        throw new Error(`Cannot import ${products.length} products in one batch`);
      }
      const db = getDb();
      const uid = requiredUserId();
      const batch = writeBatch(db);
      for (const fields of products) {
        batch.set(doc(collection(db, 'products')), newProductDocument(fields, uid, serverTimestamp()));
      }
      await batch.commit();
      return products.length;
    },
    { large: true },
  );
}

export function useImportProducts() {
  return useProductWrite(importProducts);
}
