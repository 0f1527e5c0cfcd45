import { COMPARE_MESSAGES } from './messages';

/** docs/storefront.md, "Comparison": a comparison list of at most 3 products, no duplicates. */
export const COMPARE_LIMIT = 3;

export interface ComparedProduct {
  id: string;
  name: string;
}

export type CompareResult = { ok: true; items: ComparedProduct[] } | { ok: false; error: string };

/** Adds a product, or says why not: a duplicate first (it is the more useful thing to hear), then the limit. */
export function addToComparison(items: readonly ComparedProduct[], product: ComparedProduct): CompareResult {
  if (items.some((item) => item.id === product.id)) return { ok: false, error: COMPARE_MESSAGES.duplicate };
  if (items.length >= COMPARE_LIMIT) return { ok: false, error: COMPARE_MESSAGES.limit };
  return { ok: true, items: [...items, { id: product.id, name: product.name }] };
}

export function removeFromComparison(items: readonly ComparedProduct[], id: string): ComparedProduct[] {
  return items.filter((item) => item.id !== id);
}
