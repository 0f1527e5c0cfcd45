/**
 * The catalogue's words only staff read (docs/storefront.md, "Admin"): the product form's and the CSV import's. The
 * shoppers' are in messages.ts; apart, so that no shop page loads these.
 */
import { CSV_COLUMNS, PRODUCT_LIMITS } from './product-limits';

/** Field errors of the product form and the CSV import (the shop's own words). */
export const PRODUCT_FORM_MESSAGES = {
  nameRequired: 'Please enter the product name.',
  nameTooLong: `The name can be at most ${PRODUCT_LIMITS.name} characters.`,
  descriptionTooLong: `The description can be at most ${PRODUCT_LIMITS.description.toLocaleString('en-GB')} characters.`,
  category: 'Please choose a category.',
  type: 'Please choose product or service.',
  price: 'Please enter a price in GHS from 0 to 10,000,000, with at most 2 decimals.',
  freeOnSale:
    'A product on sale needs a price above GH₵0.00. Enter its price, or set its stock to 0 to keep it out of the shop.',
  stock: 'Please enter the stock as a whole number from 0 to 1,000,000.',
  lowStockThreshold: 'Please enter the low-stock level as a whole number from 0 to 1,000,000.',
  brandTooLong: `The brand can be at most ${PRODUCT_LIMITS.brand} characters.`,
  specKey: 'A spec name is letters and digits, starting with a letter (e.g. powerW), at most 40 characters.',
  specValue: 'Each spec needs a value of at most 200 characters.',
  specDuplicate: 'Each spec name may appear only once.',
  tooManySpecs: `A product can have at most ${PRODUCT_LIMITS.specs} specs.`,
  image: 'An image is a web address starting with https:// or a bundled image such as /products/inverter.svg.',
  tooManyImages: `A product can have at most ${PRODUCT_LIMITS.images} images.`,
  featured: 'Featured is yes or no (also true/false or 1/0).',
} as const;

/** What is wrong with a CSV file of products, as a whole or in a row (the shop's own words). */
export const CSV_MESSAGES = {
  empty: 'The file has no product rows.',
  tooManyRows: `A file can hold at most ${PRODUCT_LIMITS.importRows} products. Please split it.`,
  missingColumns: (columns: string[]) =>
    `The file has no ${columns.join(', ')} column. The first line must name the columns.`,
  unknownColumns: (columns: string[]) =>
    `Unknown column${columns.length > 1 ? 's' : ''}: ${columns.join(', ')}. Use ${CSV_COLUMNS.join(', ')} and spec.<name>.`,
  notCsv: 'This file could not be read as CSV. Save it from your spreadsheet as "CSV UTF-8" and try again.',
  rowError: (line: number, message: string) => `Row ${line}: ${message}`,
} as const;
