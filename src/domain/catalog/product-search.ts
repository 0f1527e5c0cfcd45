import type { Product } from './product';
import { canonicalSearchText } from '@domain/shared/search-keys';

/**
 * Product search (docs/storefront.md, "Reading the catalogue"; docs/search.md): a case-insensitive substring match on
 * name, description and category, over the available products ordered by name. Each word of the query must match (a
 * query of one word is exactly that substring match); results that match in the name come first, then those that match
 * in the name or category, then those that only mention the words in their description. When that finds nothing, a word
 * found nowhere is read as the catalogue's nearest word (correctedTerms: "invertr", "chager").
 */
export type SearchableProduct = Pick<Product, 'name' | 'description' | 'category'>;

/**
 * A text as the search compares it, the product's and the query alike: without accents, lower case, a figure
 * joined to its unit ("5 kVA" and "5kva" are one) and common misspellings and plurals as the catalogue writes
 * them ("invertor", "bettery", "panels"): search-keys.ts, canonicalSearchText, the one owner of these rules.
 */
export function normalizeSearchText(text: string): string {
  return canonicalSearchText(
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLocaleLowerCase('en'),
  );
}

export function searchTerms(query: string): string[] {
  return normalizeSearchText(query).split(/\s+/).filter(Boolean);
}

/** A product's text, normalised once so that each keystroke only runs substring checks. */
export interface SearchEntry<T> {
  item: T;
  name: string;
  category: string;
  description: string;
}

export function toSearchEntry<T extends SearchableProduct>(item: T): SearchEntry<T> {
  return {
    item,
    name: normalizeSearchText(item.name),
    category: normalizeSearchText(item.category),
    description: normalizeSearchText(item.description),
  };
}

/** 0 = every word in the name, 1 = in the name or category, 2 = somewhere incl. the description; null = no match. */
export function matchRank(entry: SearchEntry<unknown>, terms: readonly string[]): number | null {
  if (terms.length === 0) return null;
  let rank = 0;
  for (const term of terms) {
    if (entry.name.includes(term)) continue;
    if (entry.category.includes(term)) rank = Math.max(rank, 1);
    else if (entry.description.includes(term)) rank = 2;
    else return null;
  }
  return rank;
}

export interface SearchHit<T> {
  item: T;
  /** As matchRank: 0 name, 1 name or category, 2 description too. */
  rank: number;
}

/** The matching items, best first, then by name (the search's order). */
export function rankedSearch<T extends SearchableProduct>(
  entries: readonly SearchEntry<T>[],
  query: string,
): SearchHit<T>[] {
  const typed = searchTerms(query);
  if (typed.length === 0) return [];
  const exact = rankTerms(entries, typed);
  if (exact.length > 0) return exact;
  // Nothing found: a misspelt word ("invertr", "chager") is read as the catalogue's nearest word.
  const corrected = correctedTerms(entries, typed);
  return corrected ? rankTerms(entries, corrected) : [];
}

/** The order of names (as localeCompare in English), made once: a collator per comparison is slow on a phone. */
const byName = new Intl.Collator('en');

function rankTerms<T>(entries: readonly SearchEntry<T>[], terms: readonly string[]): SearchHit<T>[] {
  const phrase = terms.join(' ');
  const hits: (SearchHit<T> & { phraseInName: boolean; name: string })[] = [];
  for (const entry of entries) {
    const rank = matchRank(entry, terms);
    if (rank !== null) {
      hits.push({ item: entry.item, rank, phraseInName: entry.name.includes(phrase), name: entry.name });
    }
  }
  hits.sort(
    (a, b) => a.rank - b.rank || Number(b.phraseInName) - Number(a.phraseInName) || byName.compare(a.name, b.name),
  );
  return hits.map(({ item, rank }) => ({ item, rank }));
}

/** How many letters a word typed may have wrong (changed, missing, extra or two swapped) and still be read. */
export const typosAllowed = (word: string): number => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);

/** Whether a and b are at most `max` edits apart (Damerau–Levenshtein, adjacent swaps as one edit). */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return false;
    before = previous;
    previous = current;
  }
  return previous[b.length]! <= max;
}

const vocabularies = new WeakMap<readonly SearchEntry<unknown>[], string[]>();

/** Every word of the entries (names, categories, descriptions), each once. */
function vocabularyOf(entries: readonly SearchEntry<unknown>[]): string[] {
  let words = vocabularies.get(entries);
  if (!words) {
    const all = new Set<string>();
    for (const e of entries) {
      for (const w of `${e.name} ${e.category} ${e.description}`.split(/[^\p{L}\p{N}]+/u)) if (w) all.add(w);
    }
    words = [...all];
    vocabularies.set(entries, words);
  }
  return words;
}

/**
 * The typed words with each one found nowhere replaced by the nearest word of the catalogue within
 * typosAllowed (the shortest such word, then the first in alphabetical order); null when a word has none.
 */
export function correctedTerms(entries: readonly SearchEntry<unknown>[], terms: readonly string[]): string[] | null {
  const found = (term: string) =>
    entries.some((e) => e.name.includes(term) || e.category.includes(term) || e.description.includes(term));
  let changed = false;
  const out: string[] = [];
  for (const term of terms) {
    if (found(term)) {
      out.push(term);
      continue;
    }
    const max = typosAllowed(term);
    if (max === 0) return null;
    let best: { word: string; edits: number } | null = null;
    for (const word of vocabularyOf(entries)) {
      for (let edits = 1; edits <= max && (!best || edits <= best.edits); edits++) {
        if (!withinEdits(term, word, edits)) continue;
        if (
          !best ||
          edits < best.edits ||
          word.length < best.word.length ||
          (word.length === best.word.length && word < best.word)
        ) {
          best = { word, edits };
        }
        break;
      }
    }
    if (!best) return null;
    out.push(best.word);
    changed = true;
  }
  return changed ? out : null;
}

export function searchEntries<T extends SearchableProduct>(entries: readonly SearchEntry<T>[], query: string): T[] {
  return rankedSearch(entries, query).map((hit) => hit.item);
}

/** Hits whose words are all in the name or category, then those that only mention a word in the description. */
export function splitByRelevance<T>(hits: readonly SearchHit<T>[]): { matches: T[]; mentions: T[] } {
  return {
    matches: hits.filter((h) => h.rank < 2).map((h) => h.item),
    mentions: hits.filter((h) => h.rank === 2).map((h) => h.item),
  };
}

export function searchProducts<T extends SearchableProduct>(items: readonly T[], query: string): T[] {
  return searchEntries(items.map(toSearchEntry), query);
}
