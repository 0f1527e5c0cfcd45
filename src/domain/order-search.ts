/**
 * How staff find an order among all of them (issue 14 item 12): by its number, by the customer's phone, or by a
 * word of the customer's name or email. Each is one equality the server answers from an index: `number`,
 * `customer.phone` (normalised by domain/phone.ts), `customer.email` for a whole email, or `customer.searchKeys`
 * (array-contains), the beginnings of
 * every word of the name and email that placeOrder and the seed store on the order.
 */
import { normaliseOrderNumberSearch } from './order-number';
import { normaliseGhanaPhone } from './phone';
import { hasEveryWord, parseWordSearch, wordPrefixKeys } from './search-keys';

export type OrderSearch =
  | { kind: 'number'; number: string }
  | { kind: 'phone'; phone: string }
  /** A whole email: an equality on `customer.email` */
  | { kind: 'email'; email: string }
  /** `key` is asked of the server; every other word is checked on the orders it answers. */
  | { kind: 'text'; key: string; words: string[] };

/**
 * The keys stored on an order for the text search: the whole email, and every beginning of each word of the name
 * and the email ("ama", "ama.mensah@example.com" → "am", "ama", "me", "men", …).
 */
export function orderSearchKeys(customer: { email: string; displayName: string }): string[] {
  const email = customer.email.trim().toLowerCase();
  return [...new Set([...(email ? [email] : []), ...wordPrefixKeys(customer.displayName, email)])];
}

/** What a search text asks for: an order number, a phone, or words; null for nothing to search. */
export function parseOrderSearch(text: string): OrderSearch | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const number = normaliseOrderNumberSearch(trimmed);
  if (number) return { kind: 'number', number };
  const phone = normaliseGhanaPhone(trimmed);
  if (phone) return { kind: 'phone', phone };
  const lower = trimmed.toLowerCase();
  // A whole email is one key; otherwise the longest word is asked of the server (the fewest orders to check).
  if (/^\S+@\S+\.\S+$/.test(lower)) return { kind: 'email', email: lower };
  const words = parseWordSearch(lower);
  return words && { kind: 'text', ...words };
}

/** Whether an order's customer has every word of a text search (the words the server did not check). */
export function matchesOrderSearchWords(customer: { email: string; displayName: string }, words: string[]): boolean {
  return hasEveryWord(orderSearchKeys(customer), words);
}
