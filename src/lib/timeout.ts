import { FETCH_TIMEOUT_MS, SLOW_FETCH_TIMEOUT_MS } from './retry';

export class TimeoutError extends Error {
  readonly code = 'deadline-exceeded';
  constructor(ms: number) {
    super(`No answer within ${Math.round(ms / 1000)} s`);
    this.name = 'TimeoutError';
  }
}

/** True for a time-out, also when wrapped (a ServiceError keeps its cause's code). */
export function isTimeoutError(error: unknown): boolean {
  return (
    error instanceof TimeoutError ||
    (typeof error === 'object' && error !== null && 'code' in error && error.code === 'deadline-exceeded')
  );
}

function isSlowConnection(): boolean {
  const connection = (globalThis.navigator as (Navigator & { connection?: { effectiveType?: string } }) | undefined)
    ?.connection;
  return connection?.effectiveType === '2g' || connection?.effectiveType === 'slow-2g';
}

/**
 * docs/storefront.md, "Network, time-outs and retries": a request gives up after 15 s, or 30 s on a slow (2g)
 * connection. A large read (a whole collection, a catalogue slice, many aggregations at once) always gets the longer
 * time.
 */
export function fetchTimeoutMs(options: { large?: boolean } = {}): number {
  return options.large || isSlowConnection() ? SLOW_FETCH_TIMEOUT_MS : FETCH_TIMEOUT_MS;
}

/** The promise, or a TimeoutError once `ms` have passed without an answer. */
export function withTimeout<T>(promise: Promise<T>, ms: number = fetchTimeoutMs()): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
