import type { StockLevel } from '@domain/catalog/product-list';
import { parseWordSearch } from '@domain/shared/search-keys';
import type { QueryShape } from '@/lib/firebase/query-shape';

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

type Where = QueryShape['where'][number];
const notDeleted: Where = { field: 'deletedAt', op: '==', value: null };
const level = (value: StockLevel): Where[] => [notDeleted, { field: 'stockLevel', op: '==', value }];

const STATUS_WHERE: Record<ProductStatusFilter, Where[]> = {
  all: [notDeleted],
  // Only a product that is not deleted is available (firestore.rules).
  'on-sale': [{ field: 'available', op: '==', value: true }],
  low: level('low'),
  out: level('out'),
  deleted: [{ field: 'deletedAt', op: '!=', value: null }],
};

/**
 * The admin products list's query, every filter on the server: newest first (deleted ones
 * most recently deleted first), in a category, by stock level (domain/catalog/product-list.ts), and for a search the
 * longest word typed as one `array-contains` on `searchKeys` (the other words are checked on the page answered).
 */
export function adminProductsShape(filters: ProductFilters): QueryShape {
  const search = parseWordSearch(filters.search);
  const where: Where[] = [
    ...(filters.category ? [{ field: 'category', op: '==', value: filters.category } as const] : []),
    ...STATUS_WHERE[filters.status],
    ...(search ? [{ field: 'searchKeys', op: 'array-contains', value: search.key } as const] : []),
  ];
  const date = filters.status === 'deleted' ? 'deletedAt' : 'createdAt';
  return {
    collection: 'products',
    where,
    orderBy: [{ field: date, direction: 'desc' }],
  };
}

/** Every combination of filters and a search, for the index test. */
export const QUERY_SHAPES: QueryShape[] = ['', 'deye'].flatMap((search) =>
  ['', 'Inverters'].flatMap((category) =>
    (Object.keys(PRODUCT_STATUS_FILTERS) as ProductStatusFilter[]).map((status) =>
      adminProductsShape({ search, category, status }),
    ),
  ),
);
