/**
 * How staff find an order among all of them (issue 14 item 12): by its number, by the customer's phone, or by a
 * word of the customer's name or email. Each is one equality the server answers from an index: `number`,
 * `customer.phone` (normalised by domain/phone.ts), `customer.email` for a whole email, or `customer.searchKeys`
 * (array-contains), the beginnings of
 * every word of the name and email that placeOrder and the seed store on the order.
 */
import { normaliseOrderNumberSearch } from './order-number';
import { normaliseGhanaPhone } from './phone';

export type OrderSearch =
  | { kind: 'number'; number: string }
  | { kind: 'phone'; phone: string }
  /** A whole email: an equality on `customer.email` */
  | { kind: 'email'; email: string }
  /** `key` is asked of the server; every other word is checked on the orders it answers. */
  | { kind: 'text'; key: string; words: string[] };

/** Shortest and longest beginnings of a word that are stored. */
const MIN_KEY = 2;
const MAX_KEY = 24;

const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= MIN_KEY);

/**
 * The keys stored on an order for the text search: the whole email, and every beginning (2 to 24 characters)
 * of each word of the name and the email ("ama", "ama.mensah@example.com" → "am", "ama", "me", "men", …).
 */
export function orderSearchKeys(customer: { email: string; displayName: string }): string[] {
  const keys = new Set<string>();
  const email = customer.email.trim().toLowerCase();
  if (email) keys.add(email);
  for (const word of [...wordsOf(customer.displayName), ...wordsOf(email)]) {
    for (let n = MIN_KEY; n <= Math.min(word.length, MAX_KEY); n++) keys.add(word.slice(0, n));
  }
  return [...keys];
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
  const words = wordsOf(lower).map((w) => w.slice(0, MAX_KEY));
  if (words.length === 0) return null;
  const key = words.reduce((a, b) => (b.length > a.length ? b : a));
  return { kind: 'text', key, words: words.filter((w) => w !== key) };
}

/** Whether an order's customer has every word of a text search (the words the server did not check). */
export function matchesOrderSearchWords(customer: { email: string; displayName: string }, words: string[]): boolean {
  const keys = new Set(orderSearchKeys(customer));
  return words.every((w) => keys.has(w));
}
