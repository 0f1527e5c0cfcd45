import { QueryClient } from '@tanstack/react-query';
import { RETRY_POLICY, retryDelay } from './retry';

/** Errors worth retrying: network trouble, not "not found" or "permission denied". */
export function isTransientError(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (/permission-denied|not-found|invalid-argument|unauthenticated|failed-precondition/.test(code)) return false;
  if (error instanceof Error && /not found|permission/i.test(error.message)) return false;
  return true;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < RETRY_POLICY.retries && isTransientError(error),
        retryDelay: (attempt) => retryDelay(attempt),
      },
      mutations: { retry: false },
    },
  });
}
