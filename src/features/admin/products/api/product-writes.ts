import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/** After a product write: the admin's lists and figures, and every storefront product query. */
async function invalidateProducts(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.products() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.admin.analyticsAll() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.products.all() }),
  ]);
}

/** The mutation of a product write: afterwards (done or failed) what it may have changed is read again. */
export function useProductWrite<Input, Result>(write: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSettled: () => invalidateProducts(queryClient) });
}
