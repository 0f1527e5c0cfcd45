import { doc, runTransaction } from 'firebase/firestore/lite';
import { PRODUCT_MESSAGES } from '@domain/catalog/messages';
import { productListFields } from '@domain/catalog/product-list';
import { applyStockUpdate, type StockMode, type StockUpdate } from '@domain/catalog/stock';
import { ServiceError } from '@/lib/errors';
import { getDb } from '@/lib/firebase/app';
import { productFromData } from '@/lib/firebase/converters';
import { serviceWrite } from '@/lib/firebase/service';
import { changeStamp } from '@/lib/firebase/staff-write';
import { useProductWrite } from './product-writes';

export interface StockChange {
  id: string;
  mode: StockMode;
  amount: number;
}

/**
 * docs/storefront.md, "Products and stock": add, subtract (never below 0) or set, in a transaction on the stock as it
 * is now (an order may have taken some meanwhile); available follows stock > 0. Resolves with the new stock.
 */
export function updateStock({ id, mode, amount }: StockChange): Promise<StockUpdate> {
  return serviceWrite(PRODUCT_MESSAGES.stockFailed, () =>
    runTransaction(getDb(), async (tx) => {
      const ref = doc(getDb(), 'products', id);
      const snap = await tx.get(ref);
      const data = snap.data();
      if (!data) throw ServiceError.notFound(PRODUCT_MESSAGES.notFound);
      const product = productFromData(snap.id, data);
      const next = applyStockUpdate(product.stock, mode, amount, { deleted: product.deletedAt !== null });
      tx.update(ref, { ...next, ...productListFields({ ...product, stock: next.stock }), ...changeStamp() });
      return next;
    }),
  );
}

export function useUpdateStock() {
  return useProductWrite(updateStock);
}
