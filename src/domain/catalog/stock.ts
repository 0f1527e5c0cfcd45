import type { Product } from './product';

export type StockState = { kind: 'in-stock' } | { kind: 'low'; left: number } | { kind: 'out' } | { kind: 'service' };

/** "In stock", "Only N left" (at or below the product's low-stock threshold) or "Out of stock". */
export function stockState(product: Pick<Product, 'type' | 'stock' | 'lowStockThreshold'>): StockState {
  if (product.type === 'service') return { kind: 'service' };
  if (product.stock <= 0) return { kind: 'out' };
  if (product.stock <= product.lowStockThreshold) return { kind: 'low', left: product.stock };
  return { kind: 'in-stock' };
}

export function stockLabel(state: StockState): string {
  switch (state.kind) {
    case 'in-stock':
      return 'In stock';
    case 'low':
      return `Only ${state.left} left`;
    case 'out':
      return 'Out of stock';
    case 'service':
      return 'Service';
  }
}

/**
 * docs/storefront.md, "Products and stock": the three ways an admin changes stock. The words are in choice-labels.ts:
 * this module is on the storefront's first paint (every product card's stock line).
 */
export const STOCK_MODES = ['add', 'subtract', 'set'] as const;
export type StockMode = (typeof STOCK_MODES)[number];

/** The largest stock one product may hold: a typo of a few extra digits is refused, not stored. */
export const MAX_STOCK = 1_000_000;

export interface StockUpdate {
  stock: number;
  available: boolean;
}

/**
 * docs/storefront.md, "Products and stock": add, subtract (never below 0) or set; the product is available only while
 * stock is above 0. A soft-deleted product stays out of the shop whatever its stock (restoring it is a separate step).
 * `amount` must be a whole number from 0 to MAX_STOCK, else RangeError.
 */
export function applyStockUpdate(
  current: number,
  mode: StockMode,
  amount: number,
  options: { deleted?: boolean } = {},
): StockUpdate {
  if (!Number.isInteger(amount) || amount < 0 || amount > MAX_STOCK) {
    throw new RangeError(`Stock amount must be a whole number from 0 to ${MAX_STOCK}`);
  }
  const base = Number.isFinite(current) ? Math.max(0, Math.floor(current)) : 0;
  const next = mode === 'add' ? base + amount : mode === 'subtract' ? Math.max(0, base - amount) : amount;
  const stock = Math.min(next, MAX_STOCK);
  return { stock, available: !options.deleted && stock > 0 };
}

/** Whether a product (not deleted) shows in the shop: a service always, a product while it has stock. */
export function availableFor(type: 'product' | 'service', stock: number): boolean {
  return type === 'service' || stock > 0;
}
