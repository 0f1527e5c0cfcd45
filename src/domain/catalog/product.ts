import type { ProductType } from './catalog';

export type SpecValue = string | number;

/**
 * A product or service as the app sees it (docs/storefront.md, "Products and stock"; DESIGN.md section 2); dates
 * already converted.
 */
export interface Product {
  id: string;
  name: string;
  description: string;
  category: string;
  type: ProductType;
  /** GHS */
  price: number;
  stock: number;
  available: boolean;
  featured: boolean;
  views: number;
  sales: number;
  brand: string;
  specs: Record<string, SpecValue>;
  images: string[];
  lowStockThreshold: number;
  createdAt: Date | null;
  updatedAt: Date | null;
  createdBy: string | null;
  updatedBy: string | null;
  deletedAt: Date | null;
  deletedBy: string | null;
  lastViewed: Date | null;
}

export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

/** What a product's own document keeps of its life: views, sales, and who made, changed or removed it when. */
export type ProductRecordFields = Pick<
  Product,
  'views' | 'sales' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'deletedAt' | 'deletedBy' | 'lastViewed'
>;

/** Those fields for a product known without its document (a search index row, the demo seed): none yet. */
export const NO_PRODUCT_RECORD: ProductRecordFields = {
  views: 0,
  sales: 0,
  createdAt: null,
  updatedAt: null,
  createdBy: null,
  updatedBy: null,
  deletedAt: null,
  deletedBy: null,
  lastViewed: null,
};
