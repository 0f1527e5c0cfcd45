import type { CartRuleProduct } from '@domain/cart/cart-rules';
import { CART_MESSAGES } from '@domain/cart/messages';
import { productFromData } from '@/lib/firebase/converters';
import { getDocument } from '@/lib/firebase/rest-read';
import { errorCodeOf } from '@/lib/firebase/transient';
import { serviceRead } from '@/lib/firebase/service';

/** What the cart needs to know about a product, read now: the rules' fields and the price (GHS). */
export interface CartProduct extends CartRuleProduct {
  price: number;
}

/**
 * A product as it is now, read from the server (never from a cache): the cart's stock checks rely on it.
 * undefined when it does not exist. A product a shopper may not read is one that is not available (deleted or
 * sold out), so it reads as unavailable with no stock. Throws when it cannot be read (offline, time-out).
 */
export function getCartProduct(productId: string): Promise<CartProduct | undefined> {
  return serviceRead(CART_MESSAGES.stockCheckFailed, async () => {
    try {
      const record = await getDocument(`products/${productId}`); // over REST: no Firebase SDK on the catalogue's pages
      if (!record) return undefined;
      const { id, name, type, stock, available, price } = productFromData(record.id, record.data);
      return { id, name, type, stock, available, price };
    } catch (error) {
      if (errorCodeOf(error) !== 'permission-denied') throw error;
      return { id: productId, name: '', type: 'product', stock: 0, available: false, price: 0 };
    }
  });
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
