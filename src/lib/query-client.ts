import { QueryClient } from '@tanstack/react-query';
import { isTransientError } from './firebase/transient';
import { RETRY_POLICY, retryDelay } from './retry';
import { isTimeoutError } from './timeout';

/**
 * docs/storefront.md, "Network, time-outs and retries": 3 retries, 1 s, 2 s, 4 s apart, for what is worth retrying. A
 * read that timed out has already kept the shopper waiting for the whole time-out: it is not retried behind their back
 * (that would be a minute of placeholder), the screen says so at once and offers "Try again".
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < RETRY_POLICY.retries && isTransientError(error) && !isTimeoutError(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        retry: shouldRetryQuery,
        retryDelay: (attempt) => retryDelay(attempt),
      },
      mutations: { retry: false },
    },
  });
}
