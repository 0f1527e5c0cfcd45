import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, updateDoc } from 'firebase/firestore/lite';
import type { ProductFields } from '../../../../domain/admin-products';
import { PRODUCT_MESSAGES } from '../../../../domain/messages';
import type { Product } from '../../../../domain/product';
import { availableFor } from '../../../../domain/stock';
import { withServiceError } from '../../../../lib/errors';
import { getDb } from '../../../../lib/firebase/app';
import { invalidateProducts, touched } from './product-writes';

/** Saves the edit form; availability follows the stock, and a soft-deleted product stays out of the shop. */
export function updateProduct(product: Pick<Product, 'id' | 'deletedAt'>, fields: ProductFields): Promise<void> {
  return withServiceError(PRODUCT_MESSAGES.updateFailed, async () => {
    await updateDoc(doc(getDb(), 'products', product.id), {
      ...fields,
      available: !product.deletedAt && availableFor(fields.type, fields.stock),
      ...touched(),
    });
  });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ product, fields }: { product: Pick<Product, 'id' | 'deletedAt'>; fields: ProductFields }) =>
      updateProduct(product, fields),
    onSettled: () => invalidateProducts(queryClient),
  });
}
