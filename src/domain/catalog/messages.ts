/**
 * The catalogue's words (docs/storefront.md, "Products and stock", "Comparison"): the product service's messages,
 * word for word, and the comparison's. What only staff read (the product form, the CSV import) is in
 * staff-messages.ts, so that no shop page loads it (docs/architecture.md, "The domain's folders").
 */

/** The product service's messages (docs/storefront.md, "Products and stock"), word for word. */
export const PRODUCT_MESSAGES = {
  fetchFailed: 'Failed to fetch products',
  notFound: 'Product not found',
  createFailed: 'Failed to create product',
  updateFailed: 'Failed to update product',
  deleteFailed: 'Failed to delete product',
  permanentDeleteFailed: 'Failed to permanently delete product',
  stockFailed: 'Failed to update stock',
  featuredFailed: 'Failed to fetch featured products',
  searchFailed: 'Failed to search products',
  bulkImportFailed: 'Failed to bulk import products',
  migrateTypesFailed: 'Failed to migrate product types',
} as const;

/** Comparison (docs/storefront.md, "Comparison"), word for word. */
export const COMPARE_MESSAGES = {
  limit: 'You can only compare up to 3 products at a time.',
  duplicate: 'This product is already in your comparison list.',
} as const;
