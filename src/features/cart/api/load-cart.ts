import { doc, getDoc } from 'firebase/firestore/lite';
import type { CartLineRef } from '@domain/cart/cart-rules';
import { CART_MESSAGES } from '@domain/cart/messages';
import { getDb } from '@/lib/firebase/app';
import { cartFromData } from '@/lib/firebase/converters';
import { serviceRead } from '@/lib/firebase/service';

/**
 * The signed-in user's saved cart, carts/{uid} ([] when they have none yet). Fails with "Failed to
 * load cart." or, refused by the rules, "Permission denied: Unable to load cart.".
 */
export function loadCart(uid: string): Promise<CartLineRef[]> {
  return serviceRead(
    CART_MESSAGES.loadFailed,
    async () => cartFromData((await getDoc(doc(getDb(), 'carts', uid))).data()),
    { byCode: { 'permission-denied': CART_MESSAGES.loadPermissionDenied } },
  );
}
