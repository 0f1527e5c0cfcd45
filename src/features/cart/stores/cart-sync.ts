import { freshenLine, describeLineProblem, type CartLine } from '@domain/cart/cart-lines';
import { mergeGuestCart, revalidateCart, type CartLineRef } from '@domain/cart/cart-rules';
import { CART_MESSAGES } from '@domain/cart/messages';
import { ServiceError } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { getCartProducts, type CartProduct } from '../api/get-cart-product';
import { cartLinesFrom, readGuestCart, useCartStore, writeGuestCart, type CartState } from './cart-store';

/**
 * Where the cart is kept (docs/storefront.md, "The cart"), one path for guests and users: the lines on screen are the
 * store's; a guest's follow into local storage (cart-store.ts), a signed-in user's are written to this device
 * first (write-ahead, until saved) and then saved to carts/{uid}. Also the user's cart session: load it at
 * sign-in (merging the guest cart), end it at sign-out. Its bookkeeping (a save running, another wanted, the
 * current load) is state in the store, not in this module.
 *
 * Nothing the shopper did is lost: the guest cart leaves local storage only once its lines are kept under the
 * account, and unsaved lines stay on this device until a save succeeds.
 */

const get = useCartStore.getState;
const set = (partial: Partial<CartState>) => useCartStore.setState(partial);

const messageOf = (error: unknown, fallback: string) => (error instanceof ServiceError ? error.message : fallback);

/** Resolves once the store says `done` (at once when it already does). */
function until(done: (state: CartState) => boolean): Promise<void> {
  if (done(get())) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = useCartStore.subscribe((state) => {
      if (!done(state)) return;
      stop();
      resolve();
    });
  });
}

// ---------------------------------------------------------------------------------------------------------
// A signed-in user's lines not yet saved, kept on this device (write-ahead)
// ---------------------------------------------------------------------------------------------------------

export const unsavedCartKey = (uid: string) => `savanna-solar-cart-unsaved:${uid}`;

function readUnsaved(uid: string): CartLine[] | null {
  try {
    const raw = localStorage.getItem(unsavedCartKey(uid));
    return raw ? cartLinesFrom(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

function writeUnsaved(uid: string, items: readonly CartLine[]): void {
  try {
    localStorage.setItem(unsavedCartKey(uid), JSON.stringify(items));
  } catch (error) {
    console.error('Could not keep the cart on this device', error);
  }
}

function clearUnsaved(uid: string): void {
  try {
    localStorage.removeItem(unsavedCartKey(uid));
  } catch {
    // Storage blocked: nothing was kept either.
  }
}

// ---------------------------------------------------------------------------------------------------------
// Saving carts/{uid}
// ---------------------------------------------------------------------------------------------------------

/**
 * Saves the signed-in user's lines as they are on screen (the latest wins; one save at a time). A failure says
 * the cart's message once, keeps the lines on this device and is retried on the next change, when the browser
 * is back online, or from the cart's "Try again". Resolves when no save is running any more.
 */
export function saveUserCart(): Promise<void> {
  const { owner } = get();
  if (!owner) return Promise.resolve();
  writeUnsaved(owner, get().items);
  if (get().saving) {
    set({ saveQueued: true });
    return until((s) => !s.saving);
  }
  set({ saving: true });
  return (async () => {
    try {
      do {
        set({ saveQueued: false });
        const { owner: uid, items } = get();
        if (uid !== owner) return; // signed out meanwhile: the lines stay on this device for next time
        const { saveCart } = await import('../api/save-cart'); // the Firestore SDK: only for a signed-in user
        await saveCart(uid, items);
        if (get().owner === uid && get().items === items) {
          clearUnsaved(uid);
          set({ saveError: null });
        }
      } while (get().saveQueued);
    } catch (error) {
      const firstFailure = get().saveError === null;
      set({ saveError: messageOf(error, CART_MESSAGES.saveFailed) });
      if (firstFailure) notify.error(messageOf(error, CART_MESSAGES.saveFailed), CART_MESSAGES.keptOnDevice);
    } finally {
      set({ saving: false, saveQueued: false });
    }
  })();
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    if (get().owner && get().saveError) void saveUserCart();
  });
}

/** The cart's new lines on screen: a guest's follow into local storage, a signed-in user's are saved. */
export function commit(items: CartLine[], extra: Partial<CartState> = {}): void {
  set({ items, ...extra });
  if (get().owner) void saveUserCart();
}

/**
 * An order was placed: placeOrder emptied carts/{uid} in its own transaction, and that is the cart now. The
 * lines leave the screen and this device without being written again; only a save still on its way (it would
 * bring the lines back) is followed by one more, of the empty cart.
 */
export function acceptPlacedOrder(): void {
  const { owner } = get();
  set({ items: [], notices: [], saveError: null });
  if (!owner) return;
  clearUnsaved(owner);
  if (get().saving) set({ saveQueued: true });
}

// ---------------------------------------------------------------------------------------------------------
// The signed-in user's cart: load, merge the guest cart, end at sign-out
// ---------------------------------------------------------------------------------------------------------

async function loadUserCart(uid: string): Promise<void> {
  const id = get().loadId + 1;
  const sameOwner = get().owner === uid;
  set({
    loadId: id,
    owner: uid,
    phase: 'loading',
    loadError: null,
    saveError: null,
    items: sameOwner ? get().items : [],
    notices: sameOwner ? get().notices : [],
  });
  const current = () => get().loadId === id;
  const guest = readGuestCart();
  try {
    const unsaved = readUnsaved(uid);
    const saved: (CartLineRef & { name?: string; price?: number })[] =
      unsaved ?? (await (await import('../api/load-cart')).loadCart(uid)); // the Firestore SDK: signed-in users only
    let products: Map<string, CartProduct>;
    try {
      products = await getCartProducts([...saved, ...guest].map((line) => line.productId));
    } catch (error) {
      console.error('Could not read the products of the cart', error);
      throw new ServiceError(guest.length > 0 ? CART_MESSAGES.migrateFailed : CART_MESSAGES.loadFailed, error);
    }
    if (!current()) return;
    const lookup = (productId: string) => products.get(productId);
    const own = revalidateCart(saved, lookup);
    const merged = mergeGuestCart(
      own.lines.map((line) => freshenLine(line, lookup(line.productId))),
      guest,
      lookup,
    );
    const items = merged.lines.map((line) => freshenLine(line, lookup(line.productId)));
    const ownNotices = own.problems.map(describeLineProblem);
    const migrationNotices = merged.problems.map((problem) => problem.message);
    set({ items, phase: 'ready', notices: [...ownNotices, ...migrationNotices] });
    if (guest.length > 0) {
      // The guest lines are now the account's: kept on this device until saved, then out of the guest cart.
      writeUnsaved(uid, items);
      writeGuestCart([]);
      notify.success(CART_MESSAGES.migrated, migrationNotices.join('\n') || undefined);
    } else if (ownNotices.length > 0) {
      notify.error(CART_MESSAGES.changed, ownNotices.join('\n'));
    }
    if (guest.length > 0 || own.problems.length > 0 || unsaved !== null) void saveUserCart();
  } catch (error) {
    if (!current()) return;
    const message = messageOf(error, CART_MESSAGES.loadFailed);
    set({ phase: 'error', loadError: message });
    notify.error(message);
  }
}

/**
 * A user signed in (or was restored at start): their cart is loaded, every line checked against current
 * stock, and the guest cart merged into it ("Cannot migrate {item}: {reason}" per line that does not fit,
 * "Guest cart migrated to your account.").
 */
export function startUserCart(uid: string): Promise<void> {
  if (get().owner === uid && get().phase !== 'error') return until((s) => s.phase !== 'loading');
  return loadUserCart(uid);
}

/** Loads the signed-in user's cart again after it failed. */
export function retryCartLoad(): Promise<void> {
  const { owner } = get();
  return owner ? loadUserCart(owner) : Promise.resolve();
}

/**
 * The user signed out: their cart leaves the screen (it stays in carts/{uid}) and the guest cart shows again,
 * empty unless a guest cart could not be merged.
 */
export function endUserCart(): void {
  set({
    loadId: get().loadId + 1,
    owner: null,
    items: readGuestCart(),
    phase: 'ready',
    loadError: null,
    saveError: null,
    notices: [],
  });
}

/** Until a signed-in user's cart is on screen; false when it cannot be loaded (the reason is in loadError). */
export async function cartReady(): Promise<boolean> {
  await until((s) => s.phase !== 'loading');
  if (get().phase === 'error') await retryCartLoad();
  return get().phase === 'ready';
}
