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
