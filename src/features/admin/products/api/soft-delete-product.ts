import { serverTimestamp } from 'firebase/firestore/lite';
import { PRODUCT_MESSAGES } from '@domain/catalog/messages';
import type { Product } from '@domain/catalog/product';
import { availableFor } from '@domain/catalog/stock';
import { saveStamped } from '@/lib/firebase/staff-write';
import { useProductWrite } from './product-writes';

/**
 * docs/storefront.md, "Products and stock": a soft delete sets available to false and records deletedBy and deletedAt.
 */
export function softDeleteProduct(id: string): Promise<void> {
  return saveStamped(PRODUCT_MESSAGES.deleteFailed, 'products', id, (uid) => ({
    available: false,
    deletedAt: serverTimestamp(),
    deletedBy: uid,
  }));
}

/** Undoes a soft delete: back in the shop if it is a service or has stock. */
export function restoreProduct(product: Pick<Product, 'id' | 'type' | 'stock'>): Promise<void> {
  return saveStamped(PRODUCT_MESSAGES.updateFailed, 'products', product.id, {
    available: availableFor(product.type, product.stock),
    deletedAt: null,
    deletedBy: null,
  });
}

export function useSoftDeleteProduct() {
  return useProductWrite(softDeleteProduct);
}

export function useRestoreProduct() {
  return useProductWrite(restoreProduct);
}
