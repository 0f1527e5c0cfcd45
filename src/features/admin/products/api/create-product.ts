import { addDoc, collection, serverTimestamp } from 'firebase/firestore/lite';
import { newProductDocument, type ProductFields } from '@domain/catalog/admin-products';
import { PRODUCT_MESSAGES } from '@domain/catalog/messages';
import { getDb } from '@/lib/firebase/app';
import { requiredUserId } from '@/lib/firebase/auth';
import { serviceWrite } from '@/lib/firebase/service';
import { useProductWrite } from './product-writes';

/** A new product; available when it is a service or has stock. Resolves with its id. */
export function createProduct(fields: ProductFields): Promise<string> {
  return serviceWrite(PRODUCT_MESSAGES.createFailed, async () => {
    const document = newProductDocument(fields, requiredUserId(), serverTimestamp());
    return (await addDoc(collection(getDb(), 'products'), document)).id;
  });
}

export function useCreateProduct() {
  return useProductWrite(createProduct);
}
