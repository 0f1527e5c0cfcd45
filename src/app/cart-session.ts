import { useSessionStore, type SessionState } from '../features/auth/stores/session-store';

const cartActions = () => import('../features/cart/stores/cart-actions');

/** Whose cart to show: null for the guest cart; undefined while a newly signed-in user's record is read. */
function cartOwner(state: SessionState, current: string | null): string | null | undefined {
  if (!state.user) return null;
  if (state.status === 'signed-in') return state.user.uid;
  return state.user.uid === current ? current : undefined;
}

/**
 * The cart follows the session (features do not import each other, so the app wires them): once a user is
 * signed in (or restored at start) with their record read, their cart is loaded and the guest cart merged into
 * it; when they sign out, the guest cart shows again. Waiting for the record lets the sign-in say "Welcome back"
 * before the cart says what it merged. The cart's code loads only then: a visitor's first screen does not carry it.
 */
export function connectCartToSession(): () => void {
  let current: string | null = null;
  const follow = (state: SessionState) => {
    const owner = cartOwner(state, current);
    if (owner === current) return;
    if (owner === undefined) {
      // Another user is signing in: the previous one's cart leaves the screen at once.
      if (current === null) return;
      current = null;
      void cartActions().then((cart) => cart.endUserCart());
      return;
    }
    const previous = current;
    current = owner;
    if (owner) void cartActions().then((cart) => cart.startUserCart(owner));
    else if (previous) void cartActions().then((cart) => cart.endUserCart());
  };
  follow(useSessionStore.getState());
  return useSessionStore.subscribe(follow);
}
