import { defaultTypeFor, type ProductType } from './catalog';
import { DEFAULT_LOW_STOCK_THRESHOLD, type Product, type SpecValue } from './product';
import { amountOf, asRecord, textOf, textOrNull, textsOf } from '@domain/shared/stored-values';

/** A product's specs: only text and finite numbers are kept. */
function specsOf(value: unknown): Record<string, SpecValue> {
  const out: Record<string, SpecValue> = {};
  for (const [key, v] of Object.entries(asRecord(value))) {
    if (typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))) out[key] = v;
  }
  return out;
}

/**
 * The one reader of products/{id}: `date` turns a stored time into a Date (the SDK's Timestamp, or the REST
 * reader's Date; null for none). A service without a stored type reads as its category says.
 */
export function productFromRecord(id: string, data: unknown, date: (value: unknown) => Date | null): Product {
  const d = asRecord(data);
  const category = textOf(d.category);
  const type: ProductType = d.type === 'service' || d.type === 'product' ? d.type : defaultTypeFor(category);
  return {
    id,
    name: textOf(d.name),
    description: textOf(d.description),
    category,
    type,
    price: amountOf(d.price),
    stock: amountOf(d.stock),
    available: d.available === true,
    featured: d.featured === true,
    views: amountOf(d.views),
    sales: amountOf(d.sales),
    brand: textOf(d.brand),
    specs: specsOf(d.specs),
    images: textsOf(d.images),
    lowStockThreshold: amountOf(d.lowStockThreshold, DEFAULT_LOW_STOCK_THRESHOLD),
    createdAt: date(d.createdAt),
    updatedAt: date(d.updatedAt),
    createdBy: textOrNull(d.createdBy),
    updatedBy: textOrNull(d.updatedBy),
    deletedAt: date(d.deletedAt),
    deletedBy: textOrNull(d.deletedBy),
    lastViewed: date(d.lastViewed),
  };
}

/**
 * products/{id} as placeOrder, a proposal's lines and a project's stock sell it: the product (null when there is
 * none), whether its stored price is one it may be sold at (a number, finite, not negative: a product without one
 * cannot be sold) and whether an admin deleted it (any stored deletion time); a stock that is not a whole number
 * reads as none.
 */
export interface ProductOnSale {
  product: Product;
  priced: boolean;
  deleted: boolean;
}

export function productOnSaleFromRecord(id: string, data: unknown): ProductOnSale | null {
  if (data === undefined || data === null) return null;
  const product = productFromRecord(id, data, () => null);
  const { price, deletedAt } = asRecord(data);
  return {
    product: { ...product, stock: Number.isInteger(product.stock) ? product.stock : 0 },
    priced: typeof price === 'number' && Number.isFinite(price) && price >= 0,
    deleted: deletedAt != null,
  };
}

/**
 * What a stored product holds for the admin list beyond the product itself (product-list.ts's fields), and which
 * fields are there at all: a product written outside the admin screens (an import, the console) may lack them, and
 * the list's repair adds them.
 */
export interface StoredListing {
  /** Whether a type is stored (old records have none: their category decides). */
  typed: boolean;
  searchKeys: string[];
  stockLevel: unknown;
  has: { deletedAt: boolean; createdAt: boolean; description: boolean; featured: boolean };
}

export function storedListingOf(data: unknown): StoredListing {
  const d = asRecord(data);
  return {
    typed: d.type === 'product' || d.type === 'service',
    searchKeys: textsOf(d.searchKeys),
    stockLevel: d.stockLevel,
    has: {
      deletedAt: 'deletedAt' in d,
      createdAt: 'createdAt' in d,
      description: typeof d.description === 'string',
      featured: typeof d.featured === 'boolean',
    },
  };
}
