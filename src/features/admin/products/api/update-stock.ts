import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, runTransaction } from 'firebase/firestore/lite';
import { PRODUCT_MESSAGES } from '../../../../domain/messages';
import { applyStockUpdate, type StockMode, type StockUpdate } from '../../../../domain/stock';
import { ServiceError, withServiceError } from '../../../../lib/errors';
import { getDb } from '../../../../lib/firebase/app';
import { invalidateProducts, touched } from './product-writes';

export interface StockChange {
  id: string;
  mode: StockMode;
  amount: number;
}

/**
 * SPEC.md section 4: add, subtract (never below 0) or set, in a transaction on the stock as it is now (an order
 * may have taken some meanwhile); available follows stock > 0. Resolves with the new stock.
 */
export function updateStock({ id, mode, amount }: StockChange): Promise<StockUpdate> {
  return withServiceError(PRODUCT_MESSAGES.stockFailed, () =>
    runTransaction(getDb(), async (tx) => {
      const ref = doc(getDb(), 'products', id);
      const snap = await tx.get(ref);
      const data = snap.data();
      if (!data) throw new ServiceError(PRODUCT_MESSAGES.notFound);
      const next = applyStockUpdate(Number(data.stock), mode, amount, { deleted: data.deletedAt != null });
      tx.update(ref, { ...next, ...touched() });
      return next;
    }),
  );
}

export function useUpdateStock() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateStock, onSettled: () => invalidateProducts(queryClient) });
}
