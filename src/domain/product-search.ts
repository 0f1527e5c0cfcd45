import type { Product } from './product';
import { canonicalSearchText } from './search-keys';

/**
 * Product search as SPEC.md section 7 describes it: a case-insensitive substring match on name, description and
 * category, over the available products ordered by name. Each word of the query must match (a query of one word
 * is exactly the spec's substring match); results that match in the name come first, then those that match in
 * the name or category, then those that only mention the words in their description.
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

/** The matching items, best first, then by name (the spec's order). */
export function rankedSearch<T extends SearchableProduct>(
  entries: readonly SearchEntry<T>[],
  query: string,
): SearchHit<T>[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  const phrase = terms.join(' ');
  const hits: (SearchHit<T> & { phraseInName: boolean; name: string })[] = [];
  for (const entry of entries) {
    const rank = matchRank(entry, terms);
    if (rank !== null) {
      hits.push({ item: entry.item, rank, phraseInName: entry.name.includes(phrase), name: entry.name });
    }
  }
  hits.sort(
    (a, b) => a.rank - b.rank || Number(b.phraseInName) - Number(a.phraseInName) || a.name.localeCompare(b.name, 'en'),
  );
  return hits.map(({ item, rank }) => ({ item, rank }));
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
