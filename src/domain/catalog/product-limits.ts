/**
 * The limits of a product the admin's form and CSV import take, the same as firestore.rules' validProduct, and the
 * CSV's columns: admin-products.ts checks them, and the catalogue's words (messages.ts) quote them. No zod.
 */
import { MAX_STOCK } from './stock';

/** What a product may hold: the lengths of its texts, how many specs and images, its price and stock. */
export const PRODUCT_LIMITS = {
  name: 200,
  description: 5000,
  brand: 100,
  specs: 40,
  specKey: 40,
  specValue: 200,
  images: 10,
  imageUrl: 500,
  /** GHS */
  maxPrice: 10_000_000,
  maxStock: MAX_STOCK,
  /** One Firestore batch holds at most 500 writes: a CSV import is one batch. */
  importRows: 500,
} as const;

/** The columns a CSV may have; name, category and price are required. */
export const CSV_COLUMNS = [
  'name',
  'description',
  'category',
  'type',
  'price',
  'stock',
  'lowStockThreshold',
  'featured',
  'brand',
  'images',
] as const;
