import { errorCodeOf, isTransientError } from './firebase/transient';

/**
 * What a failure is, for the code that acts on it (a page shows "not found" without Try again): code branches on
 * the kind, never on the words, which are the user's and may be edited.
 */
export type ServiceErrorKind = 'not_found' | 'failed';

/**
 * An error with a message in the user's terms (from the message catalogues), keeping the cause and its code, its kind,
 * and whether trying again may succeed (lib/firebase/transient.ts, the one definition): a ServiceError made
 * without a cause is an answer (e.g. "Product not found"), never transient.
 */
export class ServiceError extends Error {
  readonly code: string | undefined;
  readonly transient: boolean;
  readonly kind: ServiceErrorKind;
  constructor(message: string, cause?: unknown, kind: ServiceErrorKind = 'failed') {
    super(message, { cause });
    this.name = 'ServiceError';
    this.code =
      typeof cause === 'object' && cause !== null && 'code' in cause
        ? String((cause as { code: unknown }).code)
        : undefined;
    this.transient = cause !== undefined && isTransientError(cause);
    this.kind = kind;
  }

  /** The thing asked for is not there (or not the caller's to see): an answer, in the given words. */
  static notFound(message: string, cause?: unknown): ServiceError {
    return new ServiceError(message, cause, 'not_found');
  }
}

/** Whether a failure says the thing asked for is not there (a ServiceError of kind not_found). */
export const isNotFound = (error: unknown): boolean => error instanceof ServiceError && error.kind === 'not_found';

export interface ServiceErrorOptions {
  /**
   * A message of its own for a failure with this code (without its "firestore/" prefix), e.g. a refused read of
   * an order: { 'permission-denied': "Order not found." }.
   */
  byCode?: Readonly<Record<string, string>>;
  /**
   * A failure with one of these codes means the thing is not there for this caller (a refused read of someone
   * else's order): a not_found ServiceError in these words.
   */
  notFound?: { codes: readonly string[]; message: string };
}

/**
 * Runs a service call; any failure becomes a ServiceError with the given message, or the one `byCode` gives for
 * its code (logged with its cause). A ServiceError thrown inside is already in the user's words: it goes through.
 */
export async function withServiceError<T>(
  message: string,
  fn: () => Promise<T>,
  { byCode, notFound }: ServiceErrorOptions = {},
): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    console.error(message, error);
    const code = errorCodeOf(error);
    if (code !== undefined && notFound?.codes.includes(code)) throw ServiceError.notFound(notFound.message, error);
    throw new ServiceError((code !== undefined ? byCode?.[code] : undefined) ?? message, error);
  }
}
