import { withServiceError } from '../errors';
import { fetchTimeoutMs, withTimeout } from '../timeout';

export interface ReadOptions {
  /** A whole collection, a catalogue slice or many aggregations at once: 30 s instead of 15 s. */
  large?: boolean;
}

/**
 * The one wrapper around every Firestore read of the app: the spec's time-out (SPEC.md section 9: 15 s, 30 s for
 * a large read or on a slow connection) and the spec's message in the user's terms for any failure (a
 * ServiceError that keeps the cause and its code, so that the query client knows what is worth retrying; a
 * time-out is not retried: the screen shows the message and its own "Try again" instead of another silent wait).
 */
export function serviceRead<T>(message: string, read: () => Promise<T>, options: ReadOptions = {}): Promise<T> {
  return withServiceError(message, () => withTimeout(read(), fetchTimeoutMs(options)));
}
