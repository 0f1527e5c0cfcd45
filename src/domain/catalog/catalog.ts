/** Catalogue vocabulary shared by the app, the seed and the functions. */
export const PRODUCT_CATEGORIES = [
  'Solar Panels',
  'Inverters',
  'Batteries',
  'Charge Controllers',
  'UPS Units',
  'Accessories',
] as const;

export const SERVICE_CATEGORIES = ['Installation Services', 'Maintenance Services', 'Consultation Services'] as const;

export const CATEGORIES = [...PRODUCT_CATEGORIES, ...SERVICE_CATEGORIES] as const;

export type Category = (typeof CATEGORIES)[number];
export type ProductType = 'product' | 'service';

/**
 * docs/storefront.md, "Products and stock": type defaults to service for the three service categories, otherwise
 * product.
 */
export function defaultTypeFor(category: string): ProductType {
  return (SERVICE_CATEGORIES as readonly string[]).includes(category) ? 'service' : 'product';
}
