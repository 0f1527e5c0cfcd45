import { doc, getDoc } from 'firebase/firestore/lite';
import type { CartLineRef } from '@domain/cart/cart-rules';
import { CART_MESSAGES } from '@domain/shared/messages';
import { getDb } from '@/lib/firebase/app';
import { serviceRead } from '@/lib/firebase/service';

/** carts/{uid}'s lines as stored (anything): the well-formed ones. */
export function cartRefsFrom(items: unknown): CartLineRef[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: unknown): CartLineRef[] => {
    const { productId, quantity } = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    return typeof productId === 'string' &&
      productId.length > 0 &&
      typeof quantity === 'number' &&
      Number.isInteger(quantity) &&
      quantity >= 1
      ? [{ productId, quantity }]
      : [];
  });
}

/**
 * The signed-in user's saved cart, carts/{uid} ([] when they have none yet). Fails with "Failed to
 * load cart." or, refused by the rules, "Permission denied: Unable to load cart.".
 */
export function loadCart(uid: string): Promise<CartLineRef[]> {
  return serviceRead(
    CART_MESSAGES.loadFailed,
    async () => cartRefsFrom((await getDoc(doc(getDb(), 'carts', uid))).data()?.items),
    { byCode: { 'permission-denied': CART_MESSAGES.loadPermissionDenied } },
  );
}
