import type { Product } from '@/domain/product';
import { stockState } from '@/domain/stock';

export const PRODUCT_STATUS_FILTERS = {
  all: 'All (not deleted)',
  'on-sale': 'On sale',
  low: 'Low stock',
  out: 'Out of stock',
  deleted: 'Deleted',
} as const;
export type ProductStatusFilter = keyof typeof PRODUCT_STATUS_FILTERS;

export interface ProductFilters {
  search: string;
  category: string;
  status: ProductStatusFilter;
}

export const NO_PRODUCT_FILTERS: ProductFilters = { search: '', category: '', status: 'all' };

/** What the admin table shows: every word of the search in the name, brand, category or id; then the filters. */
export function filterProducts(products: Product[], filters: ProductFilters): Product[] {
  const words = filters.search.toLowerCase().split(/\s+/).filter(Boolean);
  return products.filter((p) => {
    if (filters.category && p.category !== filters.category) return false;
    const deleted = p.deletedAt !== null;
    if (filters.status === 'deleted' ? !deleted : deleted) return false;
    if (filters.status === 'on-sale' && !p.available) return false;
    if (filters.status === 'low' && stockState(p).kind !== 'low') return false;
    if (filters.status === 'out' && stockState(p).kind !== 'out') return false;
    const haystack = `${p.name} ${p.brand} ${p.category} ${p.id}`.toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}
