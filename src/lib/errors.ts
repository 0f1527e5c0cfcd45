import { errorCodeOf, isTransientError } from './firebase/transient';

/**
 * An error with a message in the user's terms (the spec's catalogue), keeping the cause and its code, and whether
 * trying again may succeed (lib/firebase/transient.ts, the one definition): a ServiceError made without a cause
 * is an answer (e.g. "Product not found"), never transient.
 */
export class ServiceError extends Error {
  readonly code: string | undefined;
  readonly transient: boolean;
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'ServiceError';
    this.code =
      typeof cause === 'object' && cause !== null && 'code' in cause
        ? String((cause as { code: unknown }).code)
        : undefined;
    this.transient = cause !== undefined && isTransientError(cause);
  }
}

export interface ServiceErrorOptions {
  /**
   * A message of its own for a failure with this code (without its "firestore/" prefix), e.g. a refused read of
   * an order: { 'permission-denied': "Order not found." }.
   */
  byCode?: Readonly<Record<string, string>>;
}

/**
 * Runs a service call; any failure becomes a ServiceError with the given message, or the one `byCode` gives for
 * its code (logged with its cause). A ServiceError thrown inside is already in the user's words: it goes through.
 */
export async function withServiceError<T>(
  message: string,
  fn: () => Promise<T>,
  { byCode }: ServiceErrorOptions = {},
): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    console.error(message, error);
    const code = errorCodeOf(error);
    throw new ServiceError((code !== undefined ? byCode?.[code] : undefined) ?? message, error);
  }
}
