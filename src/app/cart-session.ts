import { useSessionStore } from '../features/auth/stores/session-store';

const cartActions = () => import('../features/cart/stores/cart-actions');

/**
 * The cart follows the session (features do not import each other, so the app wires them): when a user signs
 * in, or is restored at start, their cart is loaded and the guest cart merged into it; when they sign out, the
 * guest cart shows again. The cart's code loads only then: a visitor's first screen does not carry it.
 */
export function connectCartToSession(): () => void {
  let current: string | null = null;
  const follow = (uid: string | null) => {
    if (uid === current) return;
    const previous = current;
    current = uid;
    if (uid) void cartActions().then((cart) => cart.startUserCart(uid));
    else if (previous) void cartActions().then((cart) => cart.endUserCart());
  };
  follow(useSessionStore.getState().user?.uid ?? null);
  return useSessionStore.subscribe((state) => follow(state.user?.uid ?? null));
}
