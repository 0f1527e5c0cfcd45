/** The spec's messages (SPEC.md section 8), word for word, in one place. */
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

/** Comparison (SPEC.md section 5), word for word. */
export const COMPARE_MESSAGES = {
  limit: 'You can only compare up to 3 products at a time.',
  duplicate: 'This product is already in your comparison list.',
} as const;
