import type { ProductType } from '@domain/catalog/catalog';
import { PRODUCT_MESSAGES } from '@domain/catalog/messages';
import { CART_MESSAGES, LINE_PROBLEM_MESSAGES } from './messages';

/**
 * The cart's rules (docs/storefront.md, "The cart"), pure: the store asks them before it changes anything, and
 * they say in the cart's fixed words why something is refused. The same limits hold in firestore.rules for
 * carts/{uid} and in placeOrder's input schema.
 */
export const MAX_LINE_QUANTITY = 100;
/**
 * At most 30 different products in a cart (and so in an order). firestore.rules checks every line of a saved
 * cart, and a rules request may evaluate at most 1,000 expressions: about 35 fully checked lines fit, 50 do
 * not (measured on the emulator). 30 is far above a real solar-system order (about ten lines).
 */
export const MAX_CART_LINES = 30;

/** What the rules need to know about a product, as read now. */
export interface CartRuleProduct {
  id: string;
  name: string;
  type: ProductType;
  stock: number;
  available: boolean;
}

/** A cart line as the store keeps it (it may carry more: name, price…). */
export interface CartLineRef {
  productId: string;
  quantity: number;
}

export type RuleResult = { ok: true } | { ok: false; message: string };

export type AddToCartResult = { ok: true; quantity: number; isNewLine: boolean } | { ok: false; message: string };

const refuse = (message: string) => ({ ok: false as const, message });

const isWholeQuantity = (quantity: number) => Number.isInteger(quantity) && quantity >= 1;

// ---------------------------------------------------------------------------------------------------------
// Can this line be sold? One answer, in one vocabulary, for the cart, placeOrder and the checkout
// ---------------------------------------------------------------------------------------------------------

/**
 * Why a line cannot be sold as asked:
 *   not_found    the product does not exist (or the caller may not read it)
 *   service      a service: quoted, never sold through the cart
 *   unavailable  withdrawn from sale
 *   short_stock  less in stock than asked; `available` is what there is (0: out of stock)
 */
export type LineProblemKind = 'not_found' | 'service' | 'unavailable' | 'short_stock';

export interface SellVerdict {
  kind: LineProblemKind;
  /** The stock there is now (0 for a product that cannot be ordered at all). */
  available: number;
}

/**
 * Can `requested` of this product be sold now? null when it can, else why not. `product` is undefined when
 * it does not exist. Out of stock is said before withdrawn (placeOrder itself withdraws a product at 0).
 */
export function sellVerdict(product: CartRuleProduct | undefined, requested: number): SellVerdict | null {
  if (!product) return { kind: 'not_found', available: 0 };
  if (product.type === 'service') return { kind: 'service', available: 0 };
  if (!(product.stock > 0)) return { kind: 'short_stock', available: 0 };
  if (!product.available) return { kind: 'unavailable', available: 0 };
  if (product.stock < requested) return { kind: 'short_stock', available: product.stock };
  return null;
}

/** A line placeOrder refused (HttpsError failed-precondition, `details.problems`), for the checkout to correct. */
export interface LineProblem extends SellVerdict {
  productId: string;
  name: string;
  requested: number;
}

/** The cart's words for a problem, said after the product's name (docs/storefront.md, "The cart"). */
export function problemReason({ kind, available }: SellVerdict): string {
  switch (kind) {
    case 'not_found':
      return PRODUCT_MESSAGES.notFound;
    case 'service':
      return CART_MESSAGES.serviceRefused;
    case 'unavailable':
      return CART_MESSAGES.outOfStock;
    case 'short_stock':
      return available > 0 ? CART_MESSAGES.onlyAvailable(available) : CART_MESSAGES.outOfStock;
  }
}

/** placeOrder's words for a refused line: a sentence that names the product. */
export function problemSentence(problem: LineProblem): string {
  switch (problem.kind) {
    case 'not_found':
      return LINE_PROBLEM_MESSAGES.productGone(problem.name);
    case 'service':
      return LINE_PROBLEM_MESSAGES.productService(problem.name);
    case 'unavailable':
      return LINE_PROBLEM_MESSAGES.productUnavailable(problem.name);
    case 'short_stock':
      return problem.available > 0
        ? LINE_PROBLEM_MESSAGES.productShortStock(problem.name, problem.available, problem.requested)
        : LINE_PROBLEM_MESSAGES.productOutOfStock(problem.name);
  }
}

const PROBLEM_KINDS: ReadonlySet<string> = new Set(['not_found', 'service', 'unavailable', 'short_stock']);

/** The problems in a placeOrder refusal's details, or [] when there are none. */
export function lineProblemsFrom(details: unknown): LineProblem[] {
  if (typeof details !== 'object' || details === null) return [];
  const problems = (details as { problems?: unknown }).problems;
  if (!Array.isArray(problems)) return [];
  return problems.filter(
    (p): p is LineProblem =>
      typeof p === 'object' &&
      p !== null &&
      typeof p.productId === 'string' &&
      typeof p.name === 'string' &&
      PROBLEM_KINDS.has(p.kind) &&
      typeof p.requested === 'number' &&
      typeof p.available === 'number',
  );
}

/** Whether the product can be in a cart at all: not a service, available, something in stock. */
export function checkSellable(product: CartRuleProduct | undefined): RuleResult {
  const verdict = sellVerdict(product, 1);
  return verdict ? refuse(problemReason(verdict)) : { ok: true };
}

// ---------------------------------------------------------------------------------------------------------
// Changing the cart
// ---------------------------------------------------------------------------------------------------------

/**
 * Adding `quantity` of a product to a cart: services refused, out of stock refused, and the quantity plus
 * what is already in the cart must not exceed stock ("Only N items available. You already have M in your
 * cart."). On success, the line's new quantity.
 */
export function checkAddToCart(
  product: CartRuleProduct,
  quantity: number,
  cart: readonly CartLineRef[],
): AddToCartResult {
  const sellable = checkSellable(product);
  if (!sellable.ok) return sellable;
  if (!isWholeQuantity(quantity)) return refuse(CART_MESSAGES.invalidQuantity);
  const line = cart.find((l) => l.productId === product.id);
  const inCart = line?.quantity ?? 0;
  const wanted = inCart + quantity;
  if (wanted > product.stock) return refuse(CART_MESSAGES.onlyAvailableWithCart(product.stock, inCart));
  if (wanted > MAX_LINE_QUANTITY) return refuse(CART_MESSAGES.maxLineQuantity(MAX_LINE_QUANTITY));
  if (!line && cart.length >= MAX_CART_LINES) return refuse(CART_MESSAGES.maxLines(MAX_CART_LINES));
  return { ok: true, quantity: wanted, isNewLine: !line };
}

export type QuantityUpdateResult =
  { action: 'remove' } | { action: 'set'; quantity: number; message?: string } | { action: 'refuse'; message: string };

/**
 * Setting a line's quantity (docs/storefront.md, "The cart"): below 1 removes the line; above stock is refused ("Only N
 * items available."), except that lowering a quantity that is already above stock lowers it to the stock.
 * `product` is undefined when it no longer exists.
 */
export function checkQuantityUpdate(
  product: CartRuleProduct | undefined,
  productId: string,
  newQuantity: number,
  cart: readonly CartLineRef[],
): QuantityUpdateResult {
  const line = cart.find((l) => l.productId === productId);
  if (!line) return { action: 'refuse', message: CART_MESSAGES.notInCart };
  if (Number.isFinite(newQuantity) && newQuantity < 1) return { action: 'remove' };
  if (!isWholeQuantity(newQuantity)) return { action: 'refuse', message: CART_MESSAGES.invalidQuantity };
  const sellable = checkSellable(product);
  if (!sellable.ok || !product)
    return { action: 'refuse', message: sellable.ok ? PRODUCT_MESSAGES.notFound : sellable.message };
  if (newQuantity > MAX_LINE_QUANTITY) {
    return { action: 'refuse', message: CART_MESSAGES.maxLineQuantity(MAX_LINE_QUANTITY) };
  }
  if (newQuantity > product.stock) {
    const message = CART_MESSAGES.onlyAvailable(product.stock);
    return newQuantity < line.quantity
      ? { action: 'set', quantity: product.stock, message }
      : { action: 'refuse', message };
  }
  return { action: 'set', quantity: newQuantity };
}

/** One line that re-validation changed: removed, or reduced to `quantity`. */
export interface CartLineProblem {
  productId: string;
  /** The product's current name, else the line's own, else its id. */
  name: string;
  reason: string;
  /** What is left of the line: 0 when it was removed. */
  quantity: number;
}

export interface RevalidatedCart<L extends CartLineRef> {
  lines: L[];
  problems: CartLineProblem[];
}

type ProductLookup = (productId: string) => CartRuleProduct | undefined;

const nameOf = (line: CartLineRef & { name?: unknown }, product: CartRuleProduct | undefined): string =>
  product?.name || (typeof line.name === 'string' && line.name) || line.productId;

/** Lines of the same product joined into one (first line's other fields kept), in first-seen order. */
function joinSameProduct<L extends CartLineRef>(lines: readonly L[]): L[] {
  const joined = new Map<string, L>();
  for (const line of lines) {
    const seen = joined.get(line.productId);
    joined.set(line.productId, seen ? { ...seen, quantity: seen.quantity + line.quantity } : line);
  }
  return [...joined.values()];
}

/**
 * A whole cart against the products as they are now (for checkout corrections and after loading a saved
 * cart): lines of the same product are joined, lines that cannot be bought are removed and quantities above
 * stock (or the per-line limit) are lowered, each change said per line in the cart's fixed words.
 */
export function revalidateCart<L extends CartLineRef>(lines: readonly L[], lookup: ProductLookup): RevalidatedCart<L> {
  const kept: L[] = [];
  const problems: CartLineProblem[] = [];
  for (const line of joinSameProduct(lines)) {
    const product = lookup(line.productId);
    const name = nameOf(line, product);
    const removed = (reason: string) => problems.push({ productId: line.productId, name, reason, quantity: 0 });
    if (!isWholeQuantity(line.quantity)) {
      removed(CART_MESSAGES.invalidQuantity);
      continue;
    }
    const sellable = checkSellable(product);
    if (!sellable.ok || !product) {
      removed(sellable.ok ? PRODUCT_MESSAGES.notFound : sellable.message);
      continue;
    }
    if (kept.length >= MAX_CART_LINES) {
      removed(CART_MESSAGES.maxLines(MAX_CART_LINES));
      continue;
    }
    const allowed = Math.min(product.stock, MAX_LINE_QUANTITY);
    if (line.quantity > allowed) {
      const reason =
        allowed === product.stock
          ? CART_MESSAGES.onlyAvailable(product.stock)
          : CART_MESSAGES.maxLineQuantity(MAX_LINE_QUANTITY);
      problems.push({ productId: line.productId, name, reason, quantity: allowed });
      kept.push({ ...line, quantity: allowed });
      continue;
    }
    kept.push(line);
  }
  return { lines: kept, problems };
}

/** A guest line that could not be moved (in full) into the account's cart. */
export interface MigrationProblem extends CartLineProblem {
  /** "Cannot migrate {item}: {reason}" */
  message: string;
}

export interface MergedCart<L extends CartLineRef> {
  lines: L[];
  problems: MigrationProblem[];
}

/**
 * The guest cart merged into the signed-in user's cart (docs/storefront.md, "The cart"): each guest line is
 * re-validated against current stock counting what the user's cart already holds; what fits is added (up to the stock),
 * and every guest line that could not be moved in full is reported as "Cannot migrate {item}: {reason}". The user's own
 * lines are kept as they are (the checkout re-validates them).
 */
export function mergeGuestCart<L extends CartLineRef>(
  userLines: readonly L[],
  guestLines: readonly L[],
  lookup: ProductLookup,
): MergedCart<L> {
  const lines = [...userLines];
  const problems: MigrationProblem[] = [];
  for (const line of joinSameProduct(guestLines)) {
    const product = lookup(line.productId);
    const name = nameOf(line, product);
    const fail = (reason: string, quantity: number) =>
      problems.push({
        productId: line.productId,
        name,
        reason,
        quantity,
        message: CART_MESSAGES.cannotMigrate(name, reason),
      });
    if (!isWholeQuantity(line.quantity)) {
      fail(CART_MESSAGES.invalidQuantity, 0);
      continue;
    }
    const sellable = checkSellable(product);
    if (!sellable.ok || !product) {
      fail(sellable.ok ? PRODUCT_MESSAGES.notFound : sellable.message, 0);
      continue;
    }
    const index = lines.findIndex((l) => l.productId === line.productId);
    const inCart = index === -1 ? 0 : (lines[index]?.quantity ?? 0);
    if (index === -1 && lines.length >= MAX_CART_LINES) {
      fail(CART_MESSAGES.maxLines(MAX_CART_LINES), 0);
      continue;
    }
    const room = Math.max(0, Math.min(product.stock, MAX_LINE_QUANTITY) - inCart);
    const moved = Math.min(line.quantity, room);
    if (moved < line.quantity) {
      const reason =
        product.stock <= MAX_LINE_QUANTITY
          ? CART_MESSAGES.onlyAvailableWithCart(product.stock, inCart)
          : CART_MESSAGES.maxLineQuantity(MAX_LINE_QUANTITY);
      fail(reason, inCart + moved);
    }
    if (moved === 0) continue;
    if (index === -1) lines.push({ ...line, quantity: moved });
    else lines[index] = { ...lines[index]!, quantity: inCart + moved };
  }
  return { lines, problems };
}
