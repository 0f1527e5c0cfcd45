import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore/lite';
import { PRODUCT_MESSAGES } from '../../../../domain/messages';
import type { Product } from '../../../../domain/product';
import { availableFor } from '../../../../domain/stock';
import { withServiceError } from '../../../../lib/errors';
import { getDb } from '../../../../lib/firebase/app';
import { actorUid, invalidateProducts, touched } from './product-writes';

/** SPEC.md section 4: a soft delete sets available to false and records deletedBy and deletedAt. */
export function softDeleteProduct(id: string): Promise<void> {
  return withServiceError(PRODUCT_MESSAGES.deleteFailed, async () => {
    await updateDoc(doc(getDb(), 'products', id), {
      available: false,
      deletedAt: serverTimestamp(),
      deletedBy: actorUid(),
      ...touched(),
    });
  });
}

/** Undoes a soft delete: back in the shop if it is a service or has stock. */
export function restoreProduct(product: Pick<Product, 'id' | 'type' | 'stock'>): Promise<void> {
  return withServiceError(PRODUCT_MESSAGES.updateFailed, async () => {
    await updateDoc(doc(getDb(), 'products', product.id), {
      available: availableFor(product.type, product.stock),
      deletedAt: null,
      deletedBy: null,
      ...touched(),
    });
  });
}

export function useSoftDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: softDeleteProduct, onSettled: () => invalidateProducts(queryClient) });
}

export function useRestoreProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreProduct, onSettled: () => invalidateProducts(queryClient) });
}
