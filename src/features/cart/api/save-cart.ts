import { doc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import type { CartLineRef } from '../../../domain/cart-rules';
import { CART_MESSAGES } from '../../../domain/messages';
import { ServiceError } from '../../../lib/errors';
import { getDb } from '../../../lib/firebase/app';
import { withTimeout } from '../../../lib/timeout';

/**
 * Saves the signed-in user's cart as carts/{uid}: exactly the shape firestore.rules accepts, {items:
 * [{productId, quantity}], updatedAt}. Fails with the spec's "Failed to save cart." or, refused by the rules,
 * "Permission denied: Unable to save cart.".
 */
export async function saveCart(uid: string, lines: readonly CartLineRef[]): Promise<void> {
  try {
    await withTimeout(
      setDoc(doc(getDb(), 'carts', uid), {
        items: lines.map(({ productId, quantity }) => ({ productId, quantity })),
        updatedAt: serverTimestamp(),
      }),
    );
  } catch (error) {
    const denied = (error as { code?: unknown } | null)?.code === 'permission-denied';
    console.error(CART_MESSAGES.saveFailed, error);
    throw new ServiceError(denied ? CART_MESSAGES.savePermissionDenied : CART_MESSAGES.saveFailed, error);
  }
}
