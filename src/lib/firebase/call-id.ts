import { ORDER_ID_PATTERN } from '@domain/order/order-schemas';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new id for what a callable must make once, an order or a project (20 random letters and digits, like a
 * Firestore auto id). The screen makes one when it opens and keeps it until the call succeeds: the id is the
 * idempotency key, so a retry after a network failure answers the first one instead of making a second.
 * getRandomValues works on plain http too (crypto.randomUUID needs a secure context, which a phone testing over
 * the LAN does not have). `what` names it in the error no id should ever cause.
 */
export function newCallId(what: 'order' | 'project'): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  const id = Array.from(bytes, (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('');
  if (!ORDER_ID_PATTERN.test(id)) throw new Error(`Generated an invalid ${what} id: ${id}`);
  return id;
}
