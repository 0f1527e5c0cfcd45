import { useQueries, useQueryClient } from '@tanstack/react-query';
import { cachedProduct, productQueryOptions } from './get-product';

/**
 * Several products by id (at most a few: the comparison), each its own cached query. A module apart from
 * get-product.ts, so that a product page does not load what only the comparison uses (useQueries).
 */
export function useProductsById(ids: readonly string[]) {
  const queryClient = useQueryClient();
  return useQueries({
    queries: ids.map((id) => ({ ...productQueryOptions(id), placeholderData: () => cachedProduct(queryClient, id) })),
  });
}
