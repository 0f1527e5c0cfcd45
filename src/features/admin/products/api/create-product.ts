import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addDoc, collection, serverTimestamp } from 'firebase/firestore/lite';
import { newProductDocument, type ProductFields } from '../../../../domain/admin-products';
import { PRODUCT_MESSAGES } from '../../../../domain/messages';
import { withServiceError } from '../../../../lib/errors';
import { getDb } from '../../../../lib/firebase/app';
import { actorUid, invalidateProducts } from './product-writes';

/** A new product; available when it is a service or has stock. Resolves with its id. */
export function createProduct(fields: ProductFields): Promise<string> {
  return withServiceError(PRODUCT_MESSAGES.createFailed, async () => {
    const uid = actorUid();
    const ref = await addDoc(collection(getDb(), 'products'), newProductDocument(fields, uid, serverTimestamp()));
    return ref.id;
  });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createProduct, onSettled: () => invalidateProducts(queryClient) });
}
