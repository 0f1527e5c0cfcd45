import { useSessionStore, type SessionState } from '@/features/auth/stores/session-store';
import { loadable } from '@/lib/lazy-load';

const cartActions = loadable(() => import('@/features/cart/stores/cart-sync'));
type CartActions = Awaited<ReturnType<typeof cartActions>>;

/** Runs `step` with the cart's code; offline, as soon as the connection returns. */
function withCart(step: (cart: CartActions) => unknown): void {
  cartActions().then(step, (error: unknown) => {
    console.warn('The cart could not load; it will when the connection returns', error);
    window.addEventListener('online', () => withCart(step), { once: true });
  });
}

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
      withCart((cart) => cart.endUserCart());
      return;
    }
    const previous = current;
    current = owner;
    if (owner) withCart((cart) => cart.startUserCart(owner));
    else if (previous) withCart((cart) => cart.endUserCart());
  };
  follow(useSessionStore.getState());
  return useSessionStore.subscribe(follow);
}
