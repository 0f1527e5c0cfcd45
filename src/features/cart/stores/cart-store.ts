import { create } from 'zustand';

/**
 * The one cart store (docs/storefront.md, "The cart"). This module is on the first screen (the header badge), so it
 * holds only the state and the guest cart's local storage; everything that reads or writes Firestore or
 * applies the cart's rules is in cart-sync.ts and cart-commands.ts, loaded when first needed.
 *
 *   useCartStore((s) => s.items)         // the lines on screen
 *   useCartStore(selectLineCount)        // the header badge: lines, not units
 *   owner: null for the guest cart (kept in local storage), else the uid whose carts/{uid} it is
 */

import type { CartLine } from '@domain/cart/cart-lines';

export type { CartLine };

/** ready: the lines are the cart; loading: a signed-in user's cart is being read; error: it could not be. */
export type CartPhase = 'ready' | 'loading' | 'error';

export interface CartState {
  items: CartLine[];
  owner: string | null;
  phase: CartPhase;
  /** Why the signed-in user's cart could not be loaded (phase error), in the cart's fixed words. */
  loadError: string | null;
  /** Why the last save of carts/{uid} failed; the lines are kept on this device and saved again. */
  saveError: string | null;
  /** Changes the shop made to the cart (stock went down, a product went away), said per line until dismissed. */
  notices: string[];
  /** cart-sync's bookkeeping: a save of carts/{uid} is running; another is wanted after it; the current load. */
  saving: boolean;
  saveQueued: boolean;
  loadId: number;
  isOpen: boolean;
  setOpen: (open: boolean) => void;
}

export const GUEST_CART_STORAGE_KEY = 'savanna-solar-cart';

const MAX_STORED_LINES = 100;

const isLine = (value: unknown): value is CartLine => {
  if (typeof value !== 'object' || value === null) return false;
  const l = value as Record<string, unknown>;
  return (
    typeof l.productId === 'string' &&
    l.productId.length > 0 &&
    typeof l.name === 'string' &&
    typeof l.price === 'number' &&
    Number.isFinite(l.price) &&
    l.price >= 0 &&
    typeof l.quantity === 'number' &&
    Number.isInteger(l.quantity) &&
    l.quantity >= 1
  );
};

/** Lines as stored (anything): the well-formed ones, name, price and quantity only. */
export function cartLinesFrom(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isLine)
    .slice(0, MAX_STORED_LINES)
    .map(({ productId, name, price, quantity }) => ({ productId, name, price, quantity }));
}

/** The guest cart in local storage ([] when there is none or storage is blocked). */
export function readGuestCart(): CartLine[] {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(GUEST_CART_STORAGE_KEY);
    if (!raw) return [];
    const parsed = JSON.parse(raw) as { items?: unknown; state?: { items?: unknown } };
    // { items } now; { state: { items } } as the first version of the store kept it.
    return cartLinesFrom(parsed.items ?? parsed.state?.items);
  } catch {
    return [];
  }
}

export function writeGuestCart(items: readonly CartLine[]): void {
  try {
    if (items.length === 0) localStorage.removeItem(GUEST_CART_STORAGE_KEY);
    else localStorage.setItem(GUEST_CART_STORAGE_KEY, JSON.stringify({ items }));
  } catch (error) {
    console.error('Could not keep the cart on this device', error);
  }
}

export const useCartStore = create<CartState>()((set) => ({
  // Empty at first, as on a prerendered page (where the badge says 0 until the app takes over), then the guest cart.
  items: [],
  owner: null,
  phase: 'ready',
  loadError: null,
  saveError: null,
  notices: [],
  saving: false,
  saveQueued: false,
  loadId: 0,
  isOpen: false,
  setOpen: (isOpen) => set({ isOpen }),
}));

useCartStore.setState({ items: readGuestCart() });

// The guest cart follows the screen into local storage; a signed-in user's cart is saved by cart-sync.ts.
useCartStore.subscribe((state, previous) => {
  if (state.owner === null && (state.items !== previous.items || previous.owner !== null)) writeGuestCart(state.items);
});

// Another tab changed the guest cart: show its version.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== GUEST_CART_STORAGE_KEY || useCartStore.getState().owner !== null) return;
    useCartStore.setState({ items: readGuestCart() });
  });
}

/** The header badge counts lines, not units. */
export const selectLineCount = (state: CartState) => state.items.length;

export const openCart = () => useCartStore.getState().setOpen(true);
export const closeCart = () => useCartStore.getState().setOpen(false);
