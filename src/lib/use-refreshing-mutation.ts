import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A write after which the reads under `stale` are read again, whether it succeeded or not (a failed call may
 * still have changed something): the shape of most staff actions, whose answer the screen does not keep.
 */
export function useRefreshingMutation<Request, Response>(
  write: (request: Request) => Promise<Response>,
  stale: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSettled: () => queryClient.invalidateQueries({ queryKey: stale }) });
}
