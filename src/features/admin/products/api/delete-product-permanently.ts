import { deleteDoc, doc } from 'firebase/firestore/lite';
import { PRODUCT_MESSAGES } from '@domain/catalog/messages';
import { getDb } from '@/lib/firebase/app';
import { serviceWrite } from '@/lib/firebase/service';
import { useProductWrite } from './product-writes';

/**
 * docs/storefront.md, "Products and stock": the separate permanent delete removes the record (past orders keep their
 * own copy).
 */
export function deleteProductPermanently(id: string): Promise<void> {
  return serviceWrite(PRODUCT_MESSAGES.permanentDeleteFailed, () => deleteDoc(doc(getDb(), 'products', id)));
}

export function useDeleteProductPermanently() {
  return useProductWrite(deleteProductPermanently);
}
