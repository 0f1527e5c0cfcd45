import { newOrderId } from '../api/place-order';

/**
 * What the checkout keeps in this tab's session storage until the order is placed: the order id (the
 * idempotency key: a retry after a failure, even after a reload, sends the same id and can never create a
 * second order) and the form as typed so far. Both are per user.
 */
const orderIdKey = (uid: string) => `savanna-solar-checkout-order-id:${uid}`;
const draftKey = (uid: string) => `savanna-solar-checkout-draft:${uid}`;

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage blocked: kept in memory for this page only.
  }
}

const memory = new Map<string, string>();

/** The order id of this checkout: the one kept since the last attempt, else a new one (kept from now on). */
export function pendingOrderId(uid: string): string {
  const kept = read(orderIdKey(uid)) ?? memory.get(orderIdKey(uid));
  if (kept) return kept;
  const id = newOrderId();
  memory.set(orderIdKey(uid), id);
  write(orderIdKey(uid), id);
  return id;
}

/** The order was placed: the next checkout gets a new id. */
export function clearPendingOrderId(uid: string): void {
  memory.delete(orderIdKey(uid));
  write(orderIdKey(uid), null);
}

export function readCheckoutDraft(uid: string): unknown {
  const raw = read(draftKey(uid));
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function writeCheckoutDraft(uid: string, values: unknown): void {
  write(draftKey(uid), JSON.stringify(values));
}

export function clearCheckoutDraft(uid: string): void {
  write(draftKey(uid), null);
}
