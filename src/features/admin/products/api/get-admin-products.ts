import { useInfiniteQuery } from '@tanstack/react-query';
import type { QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { PRODUCT_MESSAGES } from '@domain/catalog/messages';
import type { Product } from '@domain/catalog/product';
import { hasEveryWord, parseWordSearch } from '@domain/shared/search-keys';
import { productFromSnapshot, storedListingFromSnapshot } from '@/lib/firebase/converters';
import { cursorPagesOptions, readCursorPage } from '@/lib/firebase/cursor-page';
import { serviceRead } from '@/lib/firebase/service';
import { queryKeys } from '@/lib/query-keys';
import { adminProductsShape, type ProductFilters } from '../utils/filter-products';
import { listEveryProduct } from './migrate-product-types';

export { QUERY_SHAPES } from '../utils/filter-products';

export const ADMIN_PRODUCTS_PAGE_SIZE = 25;

export interface AdminProductsPage {
  products: Product[];
  next: QueryDocumentSnapshot | null;
}

/**
 * One page of the catalogue as staff see it (deleted and withdrawn products included; rules: admins only), after
 * the cursor, filtered and searched on the server (utils/filter-products.ts), with the cursor of the next page.
 * Before a first page, products written outside the admin screens without the fields the list orders and
 * filters by are given them (listEveryProduct), so that every product in the shop is in the list; should that
 * fail, the list is read all the same.
 */
export function getAdminProductsPage(
  filters: ProductFilters,
  after: QueryDocumentSnapshot | null,
): Promise<AdminProductsPage> {
  return serviceRead(PRODUCT_MESSAGES.fetchFailed, async () => {
    if (after === null) await listEveryProduct().catch(() => 0);
    const { docs, next } = await readCursorPage(adminProductsShape(filters), ADMIN_PRODUCTS_PAGE_SIZE, after);
    const words = parseWordSearch(filters.search)?.words ?? [];
    return {
      products: docs
        .filter((d) => hasEveryWord(storedListingFromSnapshot(d).searchKeys, words))
        .map(productFromSnapshot),
      next,
    };
  });
}

export const adminProductsQueryOptions = (filters: ProductFilters) =>
  cursorPagesOptions(queryKeys.admin.productsList({ ...filters }), (after) => getAdminProductsPage(filters, after));

export function useAdminProducts(filters: ProductFilters) {
  return useInfiniteQuery(adminProductsQueryOptions(filters));
}
