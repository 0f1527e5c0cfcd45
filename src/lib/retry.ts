/**
 * docs/storefront.md, "Network, time-outs and retries": 3 retries, base delay 1 s doubling each time; time-out 15 s
 * (30 s on a slow connection).
 */
export const RETRY_POLICY = { retries: 3, baseDelayMs: 1000 } as const;
export const FETCH_TIMEOUT_MS = 15_000;
export const SLOW_FETCH_TIMEOUT_MS = 30_000;

/** Delay before retry number `attempt` (0-based): 1 s, 2 s, 4 s. */
export function retryDelay(attempt: number, baseDelayMs: number = RETRY_POLICY.baseDelayMs): number {
  return baseDelayMs * 2 ** attempt;
}

export interface RetryOptions {
  retries?: number;
  baseDelayMs?: number;
  shouldRetry: (error: unknown) => boolean;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function withRetry<T>(fn: () => Promise<T>, options: RetryOptions): Promise<T> {
  const retries = options.retries ?? RETRY_POLICY.retries;
  const sleep = options.sleep ?? defaultSleep;
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (attempt >= retries || !options.shouldRetry(error)) throw error;
      await sleep(retryDelay(attempt, options.baseDelayMs));
    }
  }
}
