import { QueryClient } from '@tanstack/react-query';
import { RETRY_POLICY, retryDelay } from './retry';
import { isTimeoutError } from './timeout';

/** Errors worth retrying: network trouble, not "not found" or "permission denied". */
export function isTransientError(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (/permission-denied|not-found|invalid-argument|unauthenticated|failed-precondition/.test(code)) return false;
  if (error instanceof Error && /not found|permission/i.test(error.message)) return false;
  return true;
}

/**
 * SPEC.md section 9: 3 retries, 1 s, 2 s, 4 s apart, for what is worth retrying. A read that timed out has
 * already kept the shopper waiting for the whole time-out: it is not retried behind their back (that would be
 * a minute of placeholder), the screen says so at once and offers "Try again".
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
