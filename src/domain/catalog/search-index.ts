import { NO_PRODUCT_RECORD, type Product } from './product';
import { normalizeSearchText, toSearchEntry, type SearchEntry } from './product-search';
import { stockState } from './stock';
import { asRecord, textOrNull } from '@domain/shared/stored-values';

/**
 * The search index (docs/search.md): what a search result shows and what the matcher needs, for every product on
 * sale, small enough for a phone on 2G to fetch at the first keystroke. Built with the prerendered pages
 * (`/search-index.json`); the products changed since are in `searchIndexChanges/{productId}`, one document per
 * product, written by a function when the product changes.
 */

/**
 * One product: [id, name, category, brand, price (GHS), type, stock, image, words].
 * `stock` is the stock state the card shows: -1 out of stock, 0 in stock (or a service), N > 0 "only N left".
 * `words` are the description's words as the matcher compares them (normalised), each once, without the words
 * that are already part of another word of the product's name, category or description: a word typed (no
 * spaces) is part of the description exactly when it is part of one of its words.
 */
export type SearchIndexRow = [
  id: string,
  name: string,
  category: string,
  brand: string,
  price: number,
  type: Product['type'],
  stock: number,
  image: string,
  words: string,
];

export interface SearchIndexFile {
  version: 1;
  /**
   * The changes already in this file: those written up to this time (ms, Firestore's clock: the newest change
   * document when the build started), 0 when there were none.
   */
  builtAt: number;
  rows: SearchIndexRow[];
}

/** A change document, searchIndexChanges/{productId}: the product's row, or null when it is no longer on sale. */
export interface SearchIndexChange {
  id: string;
  row: SearchIndexRow | null;
  changedAt: number;
}

export const SEARCH_INDEX_PATH = '/search-index.json';
export const SEARCH_INDEX_CHANGES = 'searchIndexChanges';

/** The one reader of searchIndexChanges/{productId}: the row it holds (JSON), null once the product is off sale. */
export const indexedRowOf = (data: unknown): string | null => textOrNull(asRecord(data).row);

/**
 * Whether a product is searched: on sale and not deleted (the search reads the available products: docs/storefront.md,
 * "Reading the catalogue").
 */
export const isSearchable = (product: Pick<Product, 'available' | 'deletedAt'>) =>
  product.available && !product.deletedAt;

/** The description's words the matcher needs (see SearchIndexRow). */
export function matchWords(product: Pick<Product, 'name' | 'category' | 'description'>): string {
  const words = [...new Set(normalizeSearchText(product.description).split(/\s+/).filter(Boolean))];
  const elsewhere = `${normalizeSearchText(product.name)} ${normalizeSearchText(product.category)}`;
  // Longest first: a word inside a longer one is dropped, the longer one kept.
  words.sort((a, b) => b.length - a.length);
  const kept: string[] = [];
  for (const word of words) {
    if (elsewhere.includes(word) || kept.some((k) => k.includes(word))) continue;
    kept.push(word);
  }
  return kept.join(' ');
}

function stockCode(product: Pick<Product, 'type' | 'stock' | 'lowStockThreshold'>): number {
  const state = stockState(product);
  return state.kind === 'out' ? -1 : state.kind === 'low' ? state.left : 0;
}

/** What the index is built from. */
export type IndexedProduct = Pick<
  Product,
  | 'id'
  | 'name'
  | 'description'
  | 'category'
  | 'brand'
  | 'price'
  | 'type'
  | 'stock'
  | 'lowStockThreshold'
  | 'images'
  | 'available'
  | 'deletedAt'
>;

export function searchIndexRow(product: IndexedProduct): SearchIndexRow {
  return [
    product.id,
    product.name,
    product.category,
    product.brand,
    product.price,
    product.type,
    stockCode(product),
    product.images[0] ?? '',
    matchWords(product),
  ];
}

/** The index of these products (the searchable ones), in the search's order: by name. */
export function buildSearchIndex(products: readonly IndexedProduct[], builtAt: number): SearchIndexFile {
  const rows = products
    .filter(isSearchable)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map(searchIndexRow);
  return { version: 1, builtAt, rows };
}

/** The built index with the changes since applied: changed products replaced, those off sale removed. */
export function applySearchIndexChanges(
  file: SearchIndexFile,
  changes: readonly SearchIndexChange[],
): SearchIndexRow[] {
  const byId = new Map(file.rows.map((row) => [row[0], row]));
  for (const change of changes) {
    if (change.changedAt <= file.builtAt) continue;
    if (change.row) byId.set(change.id, change.row);
    else byId.delete(change.id);
  }
  return [...byId.values()];
}

/**
 * A row as the product the result cards show (name, brand, price, stock state, picture, actions); the product's
 * page reads the whole product.
 */
export function productFromSearchRow(row: SearchIndexRow): Product {
  const [id, name, category, brand, price, type, stock, image] = row;
  return {
    id,
    name,
    description: '',
    category,
    type,
    price,
    // The stock state again: out (0), only N left (N at the threshold N), in stock (above any threshold).
    stock: stock < 0 ? 0 : stock > 0 ? stock : Number.MAX_SAFE_INTEGER,
    lowStockThreshold: stock > 0 ? stock : 0,
    available: true,
    featured: false,
    brand,
    specs: {},
    images: image ? [image] : [],
    ...NO_PRODUCT_RECORD,
  };
}

/** The rows ready for the matcher: names and categories normalised once, the words already are. */
export function searchIndexEntries(rows: readonly SearchIndexRow[]): SearchEntry<Product>[] {
  return rows.map((row) => ({
    ...toSearchEntry({ name: row[1], category: row[2], description: '' }),
    item: productFromSearchRow(row),
    description: row[8],
  }));
}
