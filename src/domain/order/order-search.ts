/**
 * How staff find an order among all of them: by its number, by the customer's phone (whole,
 * or its last 4 to 9 digits, as staff read it off a call log: "0127"), or by a word of the customer's name or
 * email. Each is one equality the server answers from an index: `number`,
 * `customer.phone` (normalised by domain/shared/phone.ts), `customer.email` for a whole email, or `customer.searchKeys`
 * (array-contains), the beginnings of
 * every word of the name and email that placeOrder and the seed store on the order.
 */
import { normaliseOrderNumberSearch } from './order-number';
import { localGhanaPhone, normaliseGhanaPhone } from '@domain/shared/phone';
import { hasEveryWord, parseWordSearch, wordPrefixKeys } from '@domain/shared/search-keys';

export type OrderSearch =
  | { kind: 'number'; number: string }
  | { kind: 'phone'; phone: string }
  /** A whole email: an equality on `customer.email` */
  | { kind: 'email'; email: string }
  /** `key` is asked of the server; every other word is checked on the orders it answers. */
  | { kind: 'text'; key: string; words: string[] };

/** The fewest and most digits of a phone's ending that find its orders (10 digits are the whole number). */
export const PHONE_END_MIN = 4;
export const PHONE_END_MAX = 9;

/** The endings of a phone number, PHONE_END_MIN to PHONE_END_MAX digits ("+233241230127" → "0127", …). */
export function phoneEndKeys(phone: string): string[] {
  const local = localGhanaPhone(phone);
  if (!local) return [];
  const keys: string[] = [];
  for (let n = PHONE_END_MIN; n <= PHONE_END_MAX; n++) keys.push(local.slice(-n));
  return keys;
}

/**
 * The keys stored on an order for the text search (the one owner: placeOrder and the seed write them): the whole
 * email, every beginning of each word of the name and the email ("ama", "ama.mensah@example.com" → "am", "ama",
 * "me", "men", …), and the endings of the phone (phoneEndKeys). Orders written before the phone's endings were
 * keys get them from `npx tsx scripts/backfill-order-search-keys.ts` (README, "The admin area").
 */
export function orderSearchKeys(customer: { email: string; displayName: string; phone?: string }): string[] {
  const email = customer.email.trim().toLowerCase();
  return [
    ...new Set([
      ...(email ? [email] : []),
      ...wordPrefixKeys(customer.displayName, email),
      ...phoneEndKeys(customer.phone ?? ''),
    ]),
  ];
}

/** What a search text asks for: an order number, a phone, or words; null for nothing to search. */
export function parseOrderSearch(text: string): OrderSearch | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const number = normaliseOrderNumberSearch(trimmed);
  if (number) return { kind: 'number', number };
  const phone = normaliseGhanaPhone(trimmed);
  if (phone) return { kind: 'phone', phone };
  // The end of a phone number, spaces and dashes allowed ("0127", "230 127"): one key.
  const digits = trimmed.replace(/[\s-]/g, '');
  if (/^\d+$/.test(digits) && digits.length >= PHONE_END_MIN && digits.length <= PHONE_END_MAX) {
    return { kind: 'text', key: digits, words: [] };
  }
  const lower = trimmed.toLowerCase();
  // A whole email is one key; otherwise the longest word is asked of the server (the fewest orders to check).
  if (/^\S+@\S+\.\S+$/.test(lower)) return { kind: 'email', email: lower };
  const words = parseWordSearch(lower);
  return words && { kind: 'text', ...words };
}

/** Whether an order's customer has every word of a text search (the words the server did not check). */
export function matchesOrderSearchWords(
  customer: { email: string; displayName: string; phone?: string },
  words: string[],
): boolean {
  return hasEveryWord(orderSearchKeys(customer), words);
}
