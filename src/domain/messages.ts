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

/** The contact form (DESIGN.md section 2: `messages`). The spec is silent; these are ours. */
export const CONTACT_MESSAGES = {
  sentTitle: 'Message sent! ✅',
  sentText: 'Thank you. We reply within one working day.',
  failedTitle: 'Message not sent',
  failedText: 'We could not send your message. Check your connection and try again: what you typed is still here.',
} as const;

/** Quote requests (DESIGN.md section 2: `quotes`). The spec is silent; these are ours. */
export const QUOTE_MESSAGES = {
  sentTitle: 'Quote request sent! ✅',
  sentText: 'We will call you within one working day to arrange your quote.',
  failedTitle: 'Quote request not sent',
  failedText: 'We could not send your request. Check your connection and try again: what you typed is still here.',
} as const;

/** Field errors of the contact and quote forms. */
export const FORM_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: 'Your name can be at most 100 characters.',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a Ghana phone number, e.g. 024 123 4567 or +233 24 123 4567.',
  subjectRequired: 'Please enter a subject.',
  subjectTooLong: 'The subject can be at most 150 characters.',
  messageTooShort: 'Please write your message (at least 10 characters).',
  messageTooLong: 'Your message can be at most 2,000 characters.',
  serviceRequired: 'Please choose a service.',
  locationRequired: 'Please enter the town or area, e.g. Tamale, Kalpohin.',
  locationTooLong: 'The location can be at most 150 characters.',
  detailsTooLong: 'The details can be at most 2,000 characters.',
  dateInvalid: 'Please choose a date from today onwards, within the next year.',
} as const;
