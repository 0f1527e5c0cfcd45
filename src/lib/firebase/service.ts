import { withServiceError, type ServiceErrorOptions } from '../errors';
import { fetchTimeoutMs, withTimeout } from '../timeout';

export interface ServiceOptions extends ServiceErrorOptions {
  /** A whole collection, a catalogue slice, many aggregations or a batch at once: 30 s instead of 15 s. */
  large?: boolean;
}

/**
 * The one wrapper around every Firestore read and write of the app (the SDK's and the storefront's REST reads alike):
 * the time-out (15 s, 30 s for a large call or on a slow connection: docs/storefront.md, "Network, time-outs and
 * retries") and the service's message in the user's terms for any failure (a ServiceError that keeps the cause and its
 * code, and says whether it is transient, lib/firebase/transient.ts).
 */
function serviceCall<T>(message: string, call: () => Promise<T>, options: ServiceOptions): Promise<T> {
  return withServiceError(message, () => withTimeout(call(), fetchTimeoutMs(options)), options);
}

/**
 * A read. The query client retries a transient failure (lib/query-client.ts); a time-out is not retried: the
 * screen shows the message and its own "Try again" instead of another silent wait.
 */
export function serviceRead<T>(message: string, read: () => Promise<T>, options: ServiceOptions = {}): Promise<T> {
  return serviceCall(message, read, options);
}

/**
 * A write. Never retried behind the user's back (mutations: retry false): the screen says it failed and keeps
 * what was typed. A write that timed out may still arrive; every write of the app is safe to send again (same
 * document, same fields), which is what "Try again" does.
 */
export function serviceWrite<T>(message: string, write: () => Promise<T>, options: ServiceOptions = {}): Promise<T> {
  return serviceCall(message, write, options);
}
