/**
 * Word search the server answers from an index (issue 14 item 12): a document stores the beginnings of each of
 * its words (`searchKeys`); a search asks the server for its longest word (one `array-contains`, the fewest
 * documents) and checks its other words on the documents answered. Orders (the customer's name and email) and
 * products (name, brand, category) are searched this way.
 */

/** Shortest and longest beginnings of a word that are stored. */
export const SEARCH_KEY_MIN = 2;
export const SEARCH_KEY_MAX = 24;

/** The words of a text: lower case, letters and digits, at least SEARCH_KEY_MIN long. */
export const searchWordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= SEARCH_KEY_MIN);

/** Every beginning (2 to 24 characters) of each word of the texts ("Ama Mensah" → "am", "ama", "me", "men", …). */
export function wordPrefixKeys(...texts: string[]): string[] {
  const keys = new Set<string>();
  for (const word of texts.flatMap(searchWordsOf)) {
    for (let n = SEARCH_KEY_MIN; n <= Math.min(word.length, SEARCH_KEY_MAX); n++) keys.add(word.slice(0, n));
  }
  return [...keys];
}

export interface WordSearch {
  /** Asked of the server: the longest word. */
  key: string;
  /** Checked on the documents the server answers. */
  words: string[];
}

/** The words of a typed search, or null when it has none (nothing to ask). */
export function parseWordSearch(text: string): WordSearch | null {
  const words = searchWordsOf(text).map((w) => w.slice(0, SEARCH_KEY_MAX));
  if (words.length === 0) return null;
  const key = words.reduce((a, b) => (b.length > a.length ? b : a));
  return { key, words: words.filter((w) => w !== key) };
}

/** Whether stored keys hold every word (each the beginning of one of the document's words). */
export function hasEveryWord(keys: readonly string[], words: readonly string[]): boolean {
  const stored = new Set(keys);
  return words.every((w) => stored.has(w));
}
