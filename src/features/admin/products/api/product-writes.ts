import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../../lib/query-keys';

/** After a product write: the admin's lists and figures, and every storefront product query. */
export async function invalidateProducts(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.products() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.analyticsAll() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.products.all() }),
  ]);
}
