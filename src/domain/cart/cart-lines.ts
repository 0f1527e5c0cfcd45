import {
  problemReason,
  type CartLineProblem,
  type CartLineRef,
  type CartRuleProduct,
  type LineProblem,
} from './cart-rules';
import { CART_MESSAGES } from './messages';

/**
 * The cart's lines, pure: what each change does to the list of lines, and what it says. The store holds the
 * lines, cart-sync keeps them, the commands ask domain/cart/cart-rules.ts first and apply these.
 */

/** A cart line: at the least id, name, price in GHS and quantity (docs/storefront.md, "The cart"). */
export interface CartLine {
  productId: string;
  name: string;
  /** GHS, as read when the line was last checked */
  price: number;
  quantity: number;
}

/** A product as read now, with its price (GHS). */
export interface PricedProduct extends CartRuleProduct {
  price: number;
}

/** A line with the product's current name and price (the line's own when the product cannot be sold now). */
export function freshenLine(
  line: CartLineRef & { name?: string; price?: number },
  product: PricedProduct | undefined,
): CartLine {
  return {
    productId: line.productId,
    name: product?.name || line.name || line.productId,
    price: product && product.available ? product.price : (line.price ?? 0),
    quantity: line.quantity,
  };
}

/** The lines with `line` in place of the line of its product, or added at the end. */
export function putLine(items: readonly CartLine[], line: CartLine): CartLine[] {
  return items.some((l) => l.productId === line.productId)
    ? items.map((l) => (l.productId === line.productId ? line : l))
    : [...items, line];
}

export function withoutLine(items: readonly CartLine[], productId: string): CartLine[] {
  return items.filter((l) => l.productId !== productId);
}

/** "Name: reason", the way the cart says a change to one line. */
export const describeLineProblem = (problem: CartLineProblem) => CART_MESSAGES.lineChange(problem.name, problem.reason);

/**
 * The lines corrected for what placeOrder refused: lowered to what is in stock, else removed; each change said
 * in the cart's words for the same problem.
 */
export function correctLines(
  items: readonly CartLine[],
  problems: readonly LineProblem[],
): { items: CartLine[]; changes: string[] } {
  let lines = [...items];
  const changes: string[] = [];
  for (const problem of problems) {
    const line = lines.find((l) => l.productId === problem.productId);
    if (!line) continue;
    lines =
      problem.kind === 'short_stock' && problem.available > 0
        ? lines.map((l) => (l.productId === line.productId ? { ...l, quantity: problem.available } : l))
        : withoutLine(lines, line.productId);
    changes.push(CART_MESSAGES.lineChange(problem.name || line.name, problemReason(problem)));
  }
  return { items: lines, changes };
}

/** Whether two lists hold the same lines (product, quantity, price and name, in order). */
export function sameCartLines(a: readonly CartLine[], b: readonly CartLine[]): boolean {
  return (
    a.length === b.length &&
    a.every((l, i) => {
      const o = b[i]!;
      return l.productId === o.productId && l.quantity === o.quantity && l.price === o.price && l.name === o.name;
    })
  );
}

/** "A, B and C". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
