import type { Product } from './product';
import { wordPrefixKeys } from '@domain/shared/search-keys';
import { stockState, type StockState } from './stock';

/**
 * What the admin products list filters and searches by on the server, stored on each product
 * by every write that changes what it is derived from (the product form, stock changes, imports, orders):
 * - `stockLevel`: the product's stock against its own low-stock level ("Low stock", "Out of stock");
 * - `searchKeys`: the beginnings of each word of its name, brand and category (domain/shared/search-keys.ts).
 */
export type StockLevel = StockState['kind'];

type Listed = Pick<Product, 'name' | 'brand' | 'category' | 'type' | 'stock' | 'lowStockThreshold'>;

export interface ProductListFields {
  stockLevel: StockLevel;
  searchKeys: string[];
}

export function productListFields(product: Listed): ProductListFields {
  return {
    stockLevel: stockState(product).kind,
    searchKeys: wordPrefixKeys(product.name, product.brand, product.category),
  };
}

/**
 * "Showing 12 of 57 products" (or "Showing 12 products" while the total is not known); the whole list is
 * "Showing all 7 products".
 */
export function showingStatus(shown: number, total: number | undefined, category: string | null): string {
  const where = category ? ` in ${category}` : '';
  const noun = (n: number) => (n === 1 ? 'product' : 'products');
  if (total === undefined || total < shown) return `Showing ${shown} ${noun(shown)}${where}`;
  if (total === shown) return shown === 1 ? `Showing 1 product${where}` : `Showing all ${shown} products${where}`;
  return `Showing ${shown} of ${total} ${noun(total)}${where}`;
}
