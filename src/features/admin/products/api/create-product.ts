import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addDoc, collection, serverTimestamp } from 'firebase/firestore/lite';
import type { ProductFields } from '../../../../domain/admin-products';
import { PRODUCT_MESSAGES } from '../../../../domain/messages';
import { availableFor } from '../../../../domain/stock';
import { withServiceError } from '../../../../lib/errors';
import { getDb } from '../../../../lib/firebase/app';
import { actorUid, invalidateProducts } from './product-writes';

/** A new product; available when it is a service or has stock. Resolves with its id. */
export function createProduct(fields: ProductFields): Promise<string> {
  return withServiceError(PRODUCT_MESSAGES.createFailed, async () => {
    const uid = actorUid();
    const ref = await addDoc(collection(getDb(), 'products'), {
      ...fields,
      available: availableFor(fields.type, fields.stock),
      views: 0,
      sales: 0,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
      createdBy: uid,
      updatedBy: uid,
      deletedAt: null,
      deletedBy: null,
      lastViewed: null,
    });
    return ref.id;
  });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createProduct, onSettled: () => invalidateProducts(queryClient) });
}
