import type { ProductFields } from '@domain/catalog/admin-products';
import { PRODUCT_MESSAGES } from '@domain/catalog/messages';
import type { Product } from '@domain/catalog/product';
import { productListFields } from '@domain/catalog/product-list';
import { availableFor } from '@domain/catalog/stock';
import { saveStamped } from '@/lib/firebase/staff-write';
import { useProductWrite } from './product-writes';

/** Saves the edit form; availability follows the stock, and a soft-deleted product stays out of the shop. */
export function updateProduct(product: Pick<Product, 'id' | 'deletedAt'>, fields: ProductFields): Promise<void> {
  return saveStamped(PRODUCT_MESSAGES.updateFailed, 'products', product.id, {
    ...fields,
    ...productListFields(fields),
    available: !product.deletedAt && availableFor(fields.type, fields.stock),
  });
}

export function useUpdateProduct() {
  return useProductWrite(({ product, fields }: { product: Pick<Product, 'id' | 'deletedAt'>; fields: ProductFields }) =>
    updateProduct(product, fields),
  );
}
