import { CATEGORIES, type Category } from './catalog';
import type { Product } from './product';

/** The orders a shopper can pick on /products; "newest" is the default (createdAt descending). */
export const PRODUCT_SORTS = {
  newest: { label: 'Newest first', field: 'createdAt', direction: 'desc' },
  'price-asc': { label: 'Price: low to high', field: 'price', direction: 'asc' },
  'price-desc': { label: 'Price: high to low', field: 'price', direction: 'desc' },
  name: { label: 'Name: A to Z', field: 'name', direction: 'asc' },
} as const satisfies Record<string, { label: string; field: keyof Product; direction: 'asc' | 'desc' }>;

export type ProductSort = keyof typeof PRODUCT_SORTS;
export const DEFAULT_PRODUCT_SORT: ProductSort = 'newest';

export function isProductSort(value: unknown): value is ProductSort {
  return typeof value === 'string' && Object.hasOwn(PRODUCT_SORTS, value);
}

export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}

type Sortable = Pick<Product, 'createdAt' | 'price' | 'name' | 'id'>;

/** The same order in memory as Firestore gives (ties broken by id, as Firestore does by document name). */
export function productComparator(sort: ProductSort): (a: Sortable, b: Sortable) => number {
  const byId = (a: Sortable, b: Sortable) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  switch (sort) {
    case 'newest':
      return (a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0) || byId(b, a);
    case 'price-asc':
      return (a, b) => a.price - b.price || byId(a, b);
    case 'price-desc':
      return (a, b) => b.price - a.price || byId(b, a);
    case 'name':
      return (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : byId(a, b));
  }
}
