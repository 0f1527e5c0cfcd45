import {
  correctLines,
  describeLineProblem,
  freshenLine,
  listNames,
  putLine,
  sameCartLines,
  withoutLine,
} from '@domain/cart/cart-lines';
import { checkAddToCart, checkQuantityUpdate, revalidateCart, type LineProblem } from '@domain/cart/cart-rules';
import { PRODUCT_MESSAGES } from '@domain/catalog/messages';
import { CART_MESSAGES } from '@domain/cart/messages';
import { ServiceError } from '@/lib/errors';
import { formatGhs } from '@/lib/money';
import { getCartProduct, getCartProducts, type CartProduct } from '../api/get-cart-product';
import { cartReady, commit } from './cart-sync';
import { useCartStore, type CartLine } from './cart-store';

/**
 * What the shopper does to the cart (docs/storefront.md, "The cart"), loaded when first needed: every change goes
 * through the rules of domain/cart/cart-rules.ts with the product read fresh from the server, applies the pure line
 * operations of domain/cart/cart-lines.ts, is kept by cart-sync.ts, and returns what to say (CartFeedback, in the
 * cart's fixed words): the components say it (cart-feedback.ts), the commands never do.
 */

/** What a command says: a success or a refusal, with an optional second line; null: nothing to say. */
export type CartFeedback = { ok: boolean; title: string; description?: string } | null;

const success = (title: string, description?: string): CartFeedback => ({ ok: true, title, description });
const failure = (title: string, description?: string): CartFeedback => ({ ok: false, title, description });

const get = useCartStore.getState;

export interface ProductToAdd {
  id: string;
  name: string;
}

const withName = (product: CartProduct, fallback: string): CartProduct => ({
  ...product,
  name: product.name || fallback,
});

/**
 * Adds `quantity` of a product (docs/storefront.md, "The cart"): the product is read from the server now; services, out
 * of stock, and more than the stock (counting what is in the cart) are refused in the cart's fixed words after the
 * product's name ("Panel: Only 2 items available. …"), and "Unable to verify stock availability." when it cannot be
 * read. `added` is true when added.
 */
export async function addToCart(
  product: ProductToAdd,
  quantity = 1,
): Promise<{ added: boolean; feedback: CartFeedback }> {
  const refused = (title: string) => ({ added: false, feedback: failure(title) });
  let fresh: CartProduct | undefined;
  try {
    fresh = await getCartProduct(product.id);
  } catch (error) {
    console.error(CART_MESSAGES.stockCheckFailed, error);
    return refused(CART_MESSAGES.stockCheckFailed);
  }
  if (!(await cartReady())) return refused(get().loadError ?? CART_MESSAGES.loadFailed);
  if (!fresh) return refused(PRODUCT_MESSAGES.notFound);
  const checked = withName(fresh, product.name);
  const result = checkAddToCart(checked, quantity, get().items);
  // Named, as every refusal of a line is (addAllToCart, the cart's notices): the toast may show far from the product.
  if (!result.ok) return refused(CART_MESSAGES.lineChange(checked.name, result.message));
  const line = freshenLine({ productId: checked.id, quantity: result.quantity }, checked);
  commit(putLine(get().items, line));
  return { added: true, feedback: success(CART_MESSAGES.added(line.name)) };
}

/**
 * Adds several products at once (the solar calculator's bundle), each through the same rules as one; what
 * cannot be added is said per product. `added` holds the names added.
 */
export async function addAllToCart(
  lines: readonly { product: ProductToAdd; quantity: number }[],
): Promise<{ added: string[]; feedback: CartFeedback }> {
  const reads = await Promise.allSettled(lines.map((line) => getCartProduct(line.product.id)));
  if (!(await cartReady())) return { added: [], feedback: failure(get().loadError ?? CART_MESSAGES.loadFailed) };
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
        items = putLine(items, freshenLine({ productId: product.id, quantity: result.quantity }, product));
        added.push(line.quantity > 1 ? `${line.quantity} × ${product.name}` : product.name);
      }
    }
  });
  if (added.length > 0) commit(items);
  if (refused.length === 0) return { added, feedback: success(CART_MESSAGES.added(listNames(added))) };
  const rest = [...refused.slice(1), ...(added.length > 0 ? [CART_MESSAGES.added(listNames(added))] : [])];
  return { added, feedback: failure(refused[0]!, rest.join('\n') || undefined) };
}

/** Takes a line out: "Item removed from cart.". */
export function removeFromCart(productId: string): CartFeedback {
  const items = get().items;
  if (!items.some((l) => l.productId === productId)) return failure(CART_MESSAGES.notInCart);
  commit(withoutLine(items, productId));
  return success(CART_MESSAGES.removed);
}

/**
 * Sets a line's quantity (docs/storefront.md, "The cart"): below 1 removes the line; lowering needs no stock check;
 * raising reads the product now and is refused above its stock ("{name}: Only N items available."), or with "Failed to
 * validate stock for quantity update." when it cannot be read.
 */
export async function setQuantity(productId: string, quantity: number): Promise<CartFeedback> {
  const line = get().items.find((l) => l.productId === productId);
  if (!line) return failure(CART_MESSAGES.notInCart);
  if (quantity < 1) return removeFromCart(productId);
  if (!Number.isInteger(quantity)) return failure(CART_MESSAGES.invalidQuantity);
  const replaced = (next: CartLine) => putLine(get().items, next);
  if (quantity <= line.quantity) {
    commit(replaced({ ...line, quantity }));
    return success(CART_MESSAGES.updated);
  }
  let fresh: CartProduct | undefined;
  try {
    fresh = await getCartProduct(productId);
  } catch (error) {
    console.error(CART_MESSAGES.quantityCheckFailed, error);
    return failure(CART_MESSAGES.quantityCheckFailed);
  }
  const current = get().items.find((l) => l.productId === productId);
  const product = fresh && withName(fresh, line.name);
  const result = checkQuantityUpdate(product, productId, quantity, get().items);
  if (result.action === 'remove') return removeFromCart(productId);
  const named = (message: string) => CART_MESSAGES.lineChange(product?.name || line.name, message);
  if (result.action === 'refuse' || !current) {
    return failure(result.action === 'refuse' ? named(result.message) : CART_MESSAGES.notInCart);
  }
  commit(replaced(freshenLine({ ...current, quantity: result.quantity }, product)));
  return result.message ? failure(named(result.message)) : success(CART_MESSAGES.updated);
}

/** Empties the cart: "Cart cleared.". */
export function clearCart(): CartFeedback {
  commit([], { notices: [] });
  return success(CART_MESSAGES.cleared);
}

export function dismissNotices(): void {
  useCartStore.setState({ notices: [] });
}

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
    const changes = problems.map(describeLineProblem);
    const items = lines.map((line) => {
      const next = freshenLine(line, lookup(line.productId));
      if (next.price !== line.price && !problems.some((p) => p.productId === line.productId)) {
        changes.push(CART_MESSAGES.lineChange(next.name, CART_MESSAGES.priceChanged(formatGhs(next.price))));
      }
      return next;
    });
    if (!sameCartLines(items, before)) commit(items, changes.length > 0 ? { notices: changes } : {});
    return changes;
  }
}

/**
 * placeOrder refused some lines: each is corrected in the cart (removed, or lowered to what is in stock) and
 * said per line. Resolves with what was said.
 */
export function applyOrderProblems(problems: readonly LineProblem[]): string[] {
  const { items, changes } = correctLines(get().items, problems);
  if (changes.length > 0) commit(items, { notices: changes });
  return changes;
}
