/**
 * Word search the server answers from an index: a document stores the beginnings of each of
 * its words (`searchKeys`); a search asks the server for its longest word (one `array-contains`, the fewest
 * documents) and checks its other words on the documents answered. Orders (the customer's name and email) and
 * products (name, brand, category) are searched this way.
 */

/** Shortest and longest beginnings of a word that are stored. */
export const SEARCH_KEY_MIN = 2;
export const SEARCH_KEY_MAX = 24;

/**
 * Common ways of writing a word we sell, each to the one the catalogue uses: misspellings shoppers type
 * ("invertor", "bettery") and plurals ("panels" finds "Solar Panel", and "panel" still finds "Panels").
 */
const WORD_VARIANTS: Record<string, string> = {
  invertor: 'inverter',
  invertors: 'inverter',
  inverters: 'inverter',
  inventer: 'inverter',
  bettery: 'battery',
  battry: 'battery',
  batery: 'battery',
  battary: 'battery',
  batterys: 'battery',
  batteries: 'battery',
  panels: 'panel',
  pannel: 'panel',
  pannels: 'panel',
  controllers: 'controller',
  controler: 'controller',
  controlers: 'controller',
  stabilisers: 'stabiliser',
  stabilizer: 'stabiliser',
  stabilizers: 'stabiliser',
  cables: 'cable',
};

/** A figure and its unit written apart or together ("5 kVA", "5kVA", "200 Ah") as one word: "5kva", "200ah". */
const FIGURE_AND_UNIT = /(\d)\s+(kva|kwh|kwp|kw|wp|w|ah|v|a)(?![\p{L}\p{N}])/gu;

/**
 * A text as search compares it, on both sides (what is stored or read for a product, and what is typed): lower
 * case, each figure joined to its unit, and each common variant of a word as the catalogue writes it.
 */
export function canonicalSearchText(text: string): string {
  return text
    .toLowerCase()
    .replace(FIGURE_AND_UNIT, '$1$2')
    .replace(/[\p{L}\p{N}]+/gu, (word) => WORD_VARIANTS[word] ?? word);
}

/** The words of a text (canonicalSearchText): letters and digits, at least SEARCH_KEY_MIN long. */
export const searchWordsOf = (text: string): string[] =>
  canonicalSearchText(text)
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
