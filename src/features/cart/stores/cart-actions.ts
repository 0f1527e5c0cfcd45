import {
  checkAddToCart,
  checkQuantityUpdate,
  mergeGuestCart,
  problemReason,
  revalidateCart,
  type CartLineProblem,
  type CartLineRef,
  type LineProblem,
} from '../../../domain/cart-rules';
import { CART_MESSAGES, PRODUCT_MESSAGES } from '../../../domain/messages';
import { ServiceError } from '../../../lib/errors';
import { formatGhs } from '../../../lib/money';
import { notify } from '../../../lib/toast';
import { getCartProduct, getCartProducts, type CartProduct } from '../api/get-cart-product';
import { loadCart } from '../api/load-cart';
import { saveCart } from '../api/save-cart';
import {
  cartLinesFrom,
  readGuestCart,
  useCartStore,
  writeGuestCart,
  type CartLine,
  type CartState,
} from './cart-store';

/**
 * Everything the cart does (SPEC.md sections 4, 5 and 8), loaded when first needed: every change goes through
 * the rules of domain/cart-rules.ts with the product read fresh from the server, says what happened in the
 * spec's words, and, for a signed-in user, is saved to carts/{uid}.
 *
 * Nothing the shopper did is lost: a signed-in user's lines are written to this device before they are saved
 * (and kept there until the save succeeds, then retried), and the guest cart leaves local storage only once its
 * lines are kept under the account.
 */

const get = useCartStore.getState;
const set = (partial: Partial<CartState>) => useCartStore.setState(partial);

const messageOf = (error: unknown, fallback: string) => (error instanceof ServiceError ? error.message : fallback);

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

let saving: Promise<void> | null = null;
let saveAgain = false;

/**
 * Saves the signed-in user's lines as they are on screen (the latest wins; one save at a time). A failure says
 * the spec's message once, keeps the lines on this device and is retried on the next change, when the browser
 * is back online, or from the cart's "Try again".
 */
export function saveUserCart(): Promise<void> {
  const { owner } = get();
  if (!owner) return Promise.resolve();
  writeUnsaved(owner, get().items);
  if (saving) {
    saveAgain = true;
    return saving;
  }
  saving = (async () => {
    try {
      do {
        saveAgain = false;
        const { owner: uid, items } = get();
        if (uid !== owner) return; // signed out meanwhile: the lines stay on this device for next time
        await saveCart(uid, items);
        if (get().owner === uid && get().items === items) {
          clearUnsaved(uid);
          set({ saveError: null });
        }
      } while (saveAgain);
    } catch (error) {
      const firstFailure = get().saveError === null;
      set({ saveError: messageOf(error, CART_MESSAGES.saveFailed) });
      if (firstFailure) notify.error(messageOf(error, CART_MESSAGES.saveFailed), CART_MESSAGES.keptOnDevice);
    } finally {
      saving = null;
    }
  })();
  return saving;
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    if (get().owner && get().saveError) void saveUserCart();
  });
}

/** The cart's new lines on screen, saved for a signed-in user. */
function commit(items: CartLine[], extra: Partial<CartState> = {}): void {
  set({ items, ...extra });
  if (get().owner) void saveUserCart();
}

// ---------------------------------------------------------------------------------------------------------
// The signed-in user's cart: load, merge the guest cart, end at sign-out
// ---------------------------------------------------------------------------------------------------------

let generation = 0;
let loading: Promise<void> | null = null;

/** A line with the product's current name and price. */
function freshen<L extends CartLineRef & { name?: string; price?: number }>(
  line: L,
  product: CartProduct | undefined,
): CartLine {
  return {
    productId: line.productId,
    name: product?.name || line.name || line.productId,
    price: product && product.available ? product.price : (line.price ?? 0),
    quantity: line.quantity,
  };
}

const describeProblem = (problem: CartLineProblem) => CART_MESSAGES.lineChange(problem.name, problem.reason);

function loadUserCart(uid: string): Promise<void> {
  const id = ++generation;
  const sameOwner = get().owner === uid;
  set({
    owner: uid,
    phase: 'loading',
    loadError: null,
    saveError: null,
    items: sameOwner ? get().items : [],
    notices: sameOwner ? get().notices : [],
  });
  const run = async () => {
    const guest = readGuestCart();
    try {
      const unsaved = readUnsaved(uid);
      const saved: (CartLineRef & { name?: string; price?: number })[] = unsaved ?? (await loadCart(uid));
      let products: Map<string, CartProduct>;
      try {
        products = await getCartProducts([...saved, ...guest].map((line) => line.productId));
      } catch (error) {
        console.error('Could not read the products of the cart', error);
        throw new ServiceError(guest.length > 0 ? CART_MESSAGES.migrateFailed : CART_MESSAGES.loadFailed, error);
      }
      if (id !== generation) return;
      const lookup = (productId: string) => products.get(productId);
      const own = revalidateCart(saved, lookup);
      const merged = mergeGuestCart(
        own.lines.map((line) => freshen(line, lookup(line.productId))),
        guest,
        lookup,
      );
      const items = merged.lines.map((line) => freshen(line, lookup(line.productId)));
      const ownNotices = own.problems.map(describeProblem);
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
      if (id !== generation) return;
      const message = messageOf(error, CART_MESSAGES.loadFailed);
      set({ phase: 'error', loadError: message });
      notify.error(message);
    }
  };
  loading = run().finally(() => {
    if (id === generation) loading = null;
  });
  return loading;
}

/**
 * A user signed in (or was restored at start): their cart is loaded, every line checked against current
 * stock, and the guest cart merged into it ("Cannot migrate {item}: {reason}" per line that does not fit,
 * "Guest cart migrated to your account.").
 */
export function startUserCart(uid: string): Promise<void> {
  if (get().owner === uid && get().phase !== 'error') return loading ?? Promise.resolve();
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
  generation++;
  loading = null;
  set({ owner: null, items: readGuestCart(), phase: 'ready', loadError: null, saveError: null, notices: [] });
}

/** Until a signed-in user's cart is on screen; false when it cannot be loaded (the reason is in loadError). */
async function cartReady(): Promise<boolean> {
  if (get().phase === 'loading' && loading) await loading;
  if (get().phase === 'error') await retryCartLoad();
  return get().phase === 'ready';
}

// ---------------------------------------------------------------------------------------------------------
// Changing the cart
// ---------------------------------------------------------------------------------------------------------

export interface ProductToAdd {
  id: string;
  name: string;
}

const withName = (product: CartProduct, fallback: string): CartProduct => ({
  ...product,
  name: product.name || fallback,
});

/**
 * Adds `quantity` of a product (SPEC.md section 5): the product is read from the server now; services, out of
 * stock, and more than the stock (counting what is in the cart) are refused in the spec's words, and "Unable
 * to verify stock availability." when it cannot be read. Resolves true when added.
 */
export async function addToCart(product: ProductToAdd, quantity = 1): Promise<boolean> {
  let fresh: CartProduct | undefined;
  try {
    fresh = await getCartProduct(product.id);
  } catch (error) {
    console.error(CART_MESSAGES.stockCheckFailed, error);
    notify.error(CART_MESSAGES.stockCheckFailed);
    return false;
  }
  if (!(await cartReady())) {
    notify.error(get().loadError ?? CART_MESSAGES.loadFailed);
    return false;
  }
  if (!fresh) {
    notify.error(PRODUCT_MESSAGES.notFound);
    return false;
  }
  const checked = withName(fresh, product.name);
  const result = checkAddToCart(checked, quantity, get().items);
  if (!result.ok) {
    notify.error(result.message);
    return false;
  }
  const line = freshen({ productId: checked.id, quantity: result.quantity }, checked);
  const items = get().items;
  commit(result.isNewLine ? [...items, line] : items.map((l) => (l.productId === line.productId ? line : l)));
  notify.success(CART_MESSAGES.added(line.name));
  return true;
}

/** "A, B and C". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * Adds several products at once (the solar calculator's bundle), each through the same rules as one; what
 * cannot be added is said per product. Resolves with the names added.
 */
export async function addAllToCart(lines: readonly { product: ProductToAdd; quantity: number }[]): Promise<string[]> {
  const reads = await Promise.allSettled(lines.map((line) => getCartProduct(line.product.id)));
  if (!(await cartReady())) {
    notify.error(get().loadError ?? CART_MESSAGES.loadFailed);
    return [];
  }
  let items = get().items;
  const added: string[] = [];
  const refused: string[] = [];
  lines.forEach((line, i) => {
    const read = reads[i]!;
    const name = line.product.name;
    const refuse = (reason: string) => refused.push(CART_MESSAGES.lineChange(name, reason));
    if (read.status === 'rejected') {
      console.error(CART_MESSAGES.stockCheckFailed, read.reason);
      refuse(CART_MESSAGES.stockCheckFailed);
    } else if (!read.value) {
      refuse(PRODUCT_MESSAGES.notFound);
    } else {
      const product = withName(read.value, name);
      const result = checkAddToCart(product, line.quantity, items);
      if (!result.ok) {
        refuse(result.message);
      } else {
        const next = freshen({ productId: product.id, quantity: result.quantity }, product);
        items = result.isNewLine ? [...items, next] : items.map((l) => (l.productId === next.productId ? next : l));
        added.push(line.quantity > 1 ? `${line.quantity} × ${product.name}` : product.name);
      }
    }
  });
  if (added.length > 0) commit(items);
  if (refused.length === 0) notify.success(CART_MESSAGES.added(listNames(added)));
  else {
    const rest = [...refused.slice(1), ...(added.length > 0 ? [CART_MESSAGES.added(listNames(added))] : [])];
    notify.error(refused[0]!, rest.join('\n') || undefined);
  }
  return added;
}

/** Takes a line out: "Item removed from cart.". */
export function removeFromCart(productId: string): void {
  const items = get().items;
  if (!items.some((l) => l.productId === productId)) {
    notify.error(CART_MESSAGES.notInCart);
    return;
  }
  commit(items.filter((l) => l.productId !== productId));
  notify.success(CART_MESSAGES.removed);
}

/**
 * Sets a line's quantity (SPEC.md section 4): below 1 removes the line; lowering needs no stock check; raising
 * reads the product now and is refused above its stock ("Only N items available."), or with "Failed to
 * validate stock for quantity update." when it cannot be read.
 */
export async function setQuantity(productId: string, quantity: number): Promise<void> {
  const line = get().items.find((l) => l.productId === productId);
  if (!line) {
    notify.error(CART_MESSAGES.notInCart);
    return;
  }
  if (quantity < 1) return removeFromCart(productId);
  if (!Number.isInteger(quantity)) {
    notify.error(CART_MESSAGES.invalidQuantity);
    return;
  }
  const replace = (next: CartLine) => get().items.map((l) => (l.productId === productId ? next : l));
  if (quantity <= line.quantity) {
    commit(replace({ ...line, quantity }));
    notify.success(CART_MESSAGES.updated);
    return;
  }
  let fresh: CartProduct | undefined;
  try {
    fresh = await getCartProduct(productId);
  } catch (error) {
    console.error(CART_MESSAGES.quantityCheckFailed, error);
    notify.error(CART_MESSAGES.quantityCheckFailed);
    return;
  }
  const current = get().items.find((l) => l.productId === productId);
  const product = fresh && withName(fresh, line.name);
  const result = checkQuantityUpdate(product, productId, quantity, get().items);
  if (result.action === 'remove') return removeFromCart(productId);
  if (result.action === 'refuse' || !current) {
    notify.error(result.action === 'refuse' ? result.message : CART_MESSAGES.notInCart);
    return;
  }
  commit(replace(freshen({ ...current, quantity: result.quantity }, product)));
  if (result.message) notify.error(result.message);
  else notify.success(CART_MESSAGES.updated);
}

/** Empties the cart: "Cart cleared.". */
export function clearCart(): void {
  commit([], { notices: [] });
  notify.success(CART_MESSAGES.cleared);
}

export function dismissNotices(): void {
  set({ notices: [] });
}

// ---------------------------------------------------------------------------------------------------------
// Checkout
// ---------------------------------------------------------------------------------------------------------

/**
 * Re-reads every product in the cart before checkout: lines that can no longer be bought go, quantities above
 * stock come down, names and prices become the current ones; every change is said per line (notices).
 * Resolves with the changes; throws when the products cannot be read.
 */
export async function refreshCart(): Promise<string[]> {
  if (!(await cartReady())) throw new ServiceError(get().loadError ?? CART_MESSAGES.loadFailed);
  for (;;) {
    const before = get().items;
    const products = await getCartProducts(before.map((l) => l.productId));
    if (get().items !== before) continue; // changed while reading: read what is there now
    const lookup = (productId: string) => products.get(productId);
    const { lines, problems } = revalidateCart(before, lookup);
    const changes = problems.map(describeProblem);
    const items = lines.map((line) => {
      const next = freshen(line, lookup(line.productId));
      if (next.price !== line.price && !problems.some((p) => p.productId === line.productId)) {
        changes.push(CART_MESSAGES.lineChange(next.name, CART_MESSAGES.priceChanged(formatGhs(next.price))));
      }
      return next;
    });
    const same =
      items.length === before.length &&
      items.every((l, i) => {
        const b = before[i]!;
        return l.productId === b.productId && l.quantity === b.quantity && l.price === b.price && l.name === b.name;
      });
    if (!same) commit(items, changes.length > 0 ? { notices: changes } : {});
    return changes;
  }
}

/**
 * placeOrder refused some lines: each is corrected in the cart (removed, or lowered to what is in stock) and
 * said per line. Resolves with what was said.
 */
export function applyOrderProblems(problems: readonly LineProblem[]): string[] {
  let items = get().items;
  const changes: string[] = [];
  for (const problem of problems) {
    const line = items.find((l) => l.productId === problem.productId);
    if (!line) continue;
    // Lowered to what is in stock, else removed; said in the cart's words for the same problem.
    items =
      problem.kind === 'short_stock' && problem.available > 0
        ? items.map((l) => (l.productId === line.productId ? { ...l, quantity: problem.available } : l))
        : items.filter((l) => l.productId !== line.productId);
    changes.push(CART_MESSAGES.lineChange(problem.name || line.name, problemReason(problem)));
  }
  if (changes.length > 0) commit(items, { notices: changes });
  return changes;
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
  if (saving) saveAgain = true;
}
