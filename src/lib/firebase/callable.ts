import { FunctionsError, httpsCallable } from 'firebase/functions';
import { withRetry } from '../retry';
import { getFunctionsInstance } from './functions';
import { isTransientError } from './transient';

/** How long the app waits for a callable function (docs/storefront.md, "Network, time-outs and retries"). */
export const CALLABLE_TIMEOUT_MS = 70_000;

/** The callable protocol's codes (docs/storefront.md, "Network, time-outs and retries"). */
export type CallableErrorCode =
  | 'invalid-argument'
  | 'unauthenticated'
  | 'permission-denied'
  | 'not-found'
  | 'aborted'
  | 'resource-exhausted'
  | 'internal'
  | 'unimplemented'
  | 'unavailable'
  | 'deadline-exceeded'
  | 'failed-precondition'
  | 'already-exists'
  | 'out-of-range'
  | 'cancelled'
  | 'data-loss'
  | 'unknown';

export class CallableError extends Error {
  readonly code: CallableErrorCode;
  readonly details: unknown;
  constructor(code: CallableErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'CallableError';
    this.code = code;
    this.details = details;
  }
}

/**
 * Why a callable refused: `details.reason`, which the functions set on every refusal a caller acts on (code
 * branches on it, never on the words), or undefined.
 */
export function refusalReasonOf(error: unknown): string | undefined {
  if (!(error instanceof CallableError) || typeof error.details !== 'object' || error.details === null)
    return undefined;
  const { reason } = error.details as { reason?: unknown };
  return typeof reason === 'string' ? reason : undefined;
}

/** The words a callable's refusal gives for one field of the request (`details.fields[field]`), or undefined. */
export function fieldErrorOf(error: unknown, field: string): string | undefined {
  if (!(error instanceof CallableError) || typeof error.details !== 'object' || error.details === null)
    return undefined;
  const { fields } = error.details as { fields?: unknown };
  const words = typeof fields === 'object' && fields !== null ? (fields as Record<string, unknown>)[field] : undefined;
  return typeof words === 'string' ? words : undefined;
}

export function toCallableError(error: unknown): CallableError {
  if (error instanceof CallableError) return error;
  if (error instanceof FunctionsError) {
    const code = error.code.replace(/^functions\//, '') as CallableErrorCode;
    // The SDK appends the HTTP status ("… [400]"); the user sees the server's own words.
    return new CallableError(code, error.message.replace(/ \[\d{3}\]$/, ''), error.details);
  }
  return new CallableError('unknown', error instanceof Error ? error.message : String(error));
}

/** The browser's own word that it is online (true where there is no browser to ask). */
export const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

export interface CallOptions {
  /** Only idempotent calls (same input, same effect, e.g. placeOrder with its order id) are retried. */
  idempotent?: boolean;
  /** What a transient failure must also be to be retried (e.g. not while the browser is offline). */
  retryIf?: (error: CallableError) => boolean;
  timeoutMs?: number;
  retries?: number;
  baseDelayMs?: number;
}

/** Calls a callable function in us-central1 with the app's time-out and retry policy. */
export async function callFunction<Req, Res>(name: string, data: Req, options: CallOptions = {}): Promise<Res> {
  const callable = httpsCallable<Req, Res>(getFunctionsInstance(), name, {
    timeout: options.timeoutMs ?? CALLABLE_TIMEOUT_MS,
  });
  const once = async () => {
    try {
      return (await callable(data)).data;
    } catch (error) {
      throw toCallableError(error);
    }
  };
  if (!options.idempotent) return once();
  return withRetry(once, {
    retries: options.retries,
    baseDelayMs: options.baseDelayMs,
    shouldRetry: (error) =>
      error instanceof CallableError && isTransientError(error) && (options.retryIf?.(error) ?? true),
  });
}
