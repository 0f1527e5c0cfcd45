import { doc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import type { CartLineRef } from '@domain/cart/cart-rules';
import { CART_MESSAGES } from '@domain/cart/messages';
import { getDb } from '@/lib/firebase/app';
import { serviceWrite } from '@/lib/firebase/service';

/**
 * Saves the signed-in user's cart as carts/{uid}: exactly the shape firestore.rules accepts, {items:
 * [{productId, quantity}], updatedAt}. Fails with "Failed to save cart." or, refused by the rules,
 * "Permission denied: Unable to save cart.".
 */
export function saveCart(uid: string, lines: readonly CartLineRef[]): Promise<void> {
  return serviceWrite(
    CART_MESSAGES.saveFailed,
    () =>
      setDoc(doc(getDb(), 'carts', uid), {
        items: lines.map(({ productId, quantity }) => ({ productId, quantity })),
        updatedAt: serverTimestamp(),
      }),
    { byCode: { 'permission-denied': CART_MESSAGES.savePermissionDenied } },
  );
}
