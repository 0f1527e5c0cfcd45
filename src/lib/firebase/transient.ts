/**
 * "Transient": a failure after which the very same request may succeed, defined once for Firestore reads (the
 * query client's retries), callable functions (retried when idempotent) and the checkout (trying again is safe).
 * Firestore and the callable protocol share these codes (gRPC's), with or without a "functions/" or
 * "firestore/" prefix.
 */
export const TRANSIENT_CODES: ReadonlySet<string> = new Set([
  'unavailable',
  'deadline-exceeded',
  'internal',
  'unknown',
  'aborted',
  'resource-exhausted',
]);

/** The error's code without its service prefix ("functions/unavailable" → "unavailable"), if it has one. */
export function errorCodeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const { code } = error as { code: unknown };
  return typeof code === 'string' ? code.replace(/^(?:functions|firestore)\//, '') : undefined;
}

/**
 * Worth trying again: an error that says so itself (a ServiceError, lib/errors.ts, decided here when it was
 * made); a transient code; or no code at all (the network failed before any answer). Never decided by the
 * error's words.
 */
export function isTransientError(error: unknown): boolean {
  if (typeof error === 'object' && error !== null && 'transient' in error && typeof error.transient === 'boolean') {
    return error.transient;
  }
  const code = errorCodeOf(error);
  return code === undefined || TRANSIENT_CODES.has(code);
}
