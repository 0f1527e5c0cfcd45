import { doc, getDoc } from 'firebase/firestore/lite';
import type { CartRuleProduct } from '../../../domain/cart-rules';
import { getDb } from '../../../lib/firebase/app';
import { productFromData } from '../../../lib/firebase/converters';
import { withTimeout } from '../../../lib/timeout';

/** What the cart needs to know about a product, read now: the rules' fields and the price (GHS). */
export interface CartProduct extends CartRuleProduct {
  price: number;
}

const isPermissionDenied = (error: unknown) => (error as { code?: unknown } | null)?.code === 'permission-denied';

/**
 * A product as it is now, read from the server (never from a cache): the cart's stock checks rely on it.
 * undefined when it does not exist. A product a shopper may not read is one that is not available (deleted or
 * sold out), so it reads as unavailable with no stock. Throws when it cannot be read (offline, time-out).
 */
export async function getCartProduct(productId: string): Promise<CartProduct | undefined> {
  try {
    const snap = await withTimeout(getDoc(doc(getDb(), 'products', productId)));
    const data = snap.data();
    if (!data) return undefined;
    const { id, name, type, stock, available, price } = productFromData(snap.id, data);
    return { id, name, type, stock, available, price };
  } catch (error) {
    if (isPermissionDenied(error)) {
      return { id: productId, name: '', type: 'product', stock: 0, available: false, price: 0 };
    }
    throw error;
  }
}

/** Several products at once, read in parallel; fails as a whole when any one cannot be read. */
export async function getCartProducts(productIds: readonly string[]): Promise<Map<string, CartProduct>> {
  const unique = [...new Set(productIds)];
  const products = await Promise.all(unique.map(getCartProduct));
  const byId = new Map<string, CartProduct>();
  products.forEach((product, i) => {
    if (product) byId.set(unique[i]!, product);
  });
  return byId;
}
