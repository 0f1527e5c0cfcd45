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
