import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { getDocs, startAfter, type QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { PRODUCT_MESSAGES } from '@/domain/messages';
import type { Product } from '@/domain/product';
import { hasEveryWord, parseWordSearch } from '@/domain/search-keys';
import { productFromSnapshot } from '@/lib/firebase/converters';
import { buildQuery } from '@/lib/firebase/sdk-query';
import { serviceRead } from '@/lib/firebase/service';
import { queryKeys } from '@/lib/query-keys';
import { adminProductsShape, type ProductFilters } from '../utils/filter-products';

export { QUERY_SHAPES } from '../utils/filter-products';

export const ADMIN_PRODUCTS_PAGE_SIZE = 25;

export interface AdminProductsPage {
  products: Product[];
  next: QueryDocumentSnapshot | null;
}

/**
 * One page of the catalogue as staff see it (deleted and withdrawn products included; rules: admins only), after
 * the cursor, filtered and searched on the server (utils/filter-products.ts), with the cursor of the next page.
 */
export function getAdminProductsPage(
  filters: ProductFilters,
  after: QueryDocumentSnapshot | null,
): Promise<AdminProductsPage> {
  return serviceRead(PRODUCT_MESSAGES.fetchFailed, async () => {
    const shape = adminProductsShape(filters, ADMIN_PRODUCTS_PAGE_SIZE + 1);
    const docs = (await getDocs(after ? buildQuery(shape, startAfter(after)) : buildQuery(shape))).docs;
    const page = docs.slice(0, ADMIN_PRODUCTS_PAGE_SIZE);
    const words = parseWordSearch(filters.search)?.words ?? [];
    const keys = (d: QueryDocumentSnapshot): string[] => {
      const stored: unknown = d.get('searchKeys');
      return Array.isArray(stored) ? stored.filter((k): k is string => typeof k === 'string') : [];
    };
    return {
      products: page.filter((d) => hasEveryWord(keys(d), words)).map(productFromSnapshot),
      next: docs.length > ADMIN_PRODUCTS_PAGE_SIZE ? (page[page.length - 1] ?? null) : null,
    };
  });
}

export const adminProductsQueryOptions = (filters: ProductFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.admin.productsList({ ...filters }),
    queryFn: ({ pageParam }) => getAdminProductsPage(filters, pageParam),
    initialPageParam: null as QueryDocumentSnapshot | null,
    getNextPageParam: (page: AdminProductsPage) => page.next,
  });

export function useAdminProducts(filters: ProductFilters) {
  // While a new search or filter loads, the products found before stay in place.
  return useInfiniteQuery({ ...adminProductsQueryOptions(filters), placeholderData: keepPreviousData });
}
