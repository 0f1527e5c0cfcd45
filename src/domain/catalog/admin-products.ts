import { z } from 'zod';
import { CATEGORIES, defaultTypeFor, type Category, type ProductType } from './catalog';
import { DEFAULT_LOW_STOCK_THRESHOLD, type SpecValue } from './product';
import { productListFields } from './product-list';
import { availableFor } from './stock';
import { CSV_MESSAGES, PRODUCT_FORM_MESSAGES } from './staff-messages';
import { CSV_COLUMNS, PRODUCT_LIMITS } from './product-limits';

/**
 * The admin's product form and CSV import: one set of limits (product-limits.ts), the same as firestore.rules'
 * validProduct, so that whatever passes here is a document the rules accept.
 *
 * This module loads zod: import it only from the lazily loaded admin screens.
 */

const isTwoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

export const SPEC_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9]{0,39}$/;

/** An image the shop can show: https (an upload or elsewhere) or one of the bundled illustrations. */
export function isImageUrl(value: string): boolean {
  if (value.length === 0 || value.length > PRODUCT_LIMITS.imageUrl) return false;
  if (/^\/products\/[a-z0-9-]+\.(svg|png|jpe?g|webp)$/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && /^(localhost|127\.0\.0\.1)$/.test(url.hostname));
  } catch {
    return false;
  }
}

/** A spec value: a number when it reads as one ("5000", "12.5"), else the text. */
export function specValueOf(raw: string): SpecValue {
  const text = raw.trim();
  return /^-?\d+(\.\d+)?$/.test(text) && Number.isFinite(Number(text)) ? Number(text) : text;
}

const specRow = z.object({
  key: z.string().trim().regex(SPEC_KEY_PATTERN, { error: PRODUCT_FORM_MESSAGES.specKey }),
  value: z.string().trim().min(1, { error: PRODUCT_FORM_MESSAGES.specValue }).max(PRODUCT_LIMITS.specValue, {
    error: PRODUCT_FORM_MESSAGES.specValue,
  }),
});

const wholeNumber = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: message })
    .max(PRODUCT_LIMITS.maxStock, { error: message });

/** The create/edit form. Specs are rows (name, value) in the form and a map in the document. */
export const productFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: PRODUCT_FORM_MESSAGES.nameRequired })
      .max(PRODUCT_LIMITS.name, { error: PRODUCT_FORM_MESSAGES.nameTooLong }),
    description: z.string().trim().max(PRODUCT_LIMITS.description, { error: PRODUCT_FORM_MESSAGES.descriptionTooLong }),
    category: z.enum(CATEGORIES, { error: PRODUCT_FORM_MESSAGES.category }),
    type: z.enum(['product', 'service'], { error: PRODUCT_FORM_MESSAGES.type }),
    price: z
      .number({ error: PRODUCT_FORM_MESSAGES.price })
      .min(0, { error: PRODUCT_FORM_MESSAGES.price })
      .max(PRODUCT_LIMITS.maxPrice, { error: PRODUCT_FORM_MESSAGES.price })
      .refine(isTwoDecimals, { error: PRODUCT_FORM_MESSAGES.price }),
    stock: wholeNumber(PRODUCT_FORM_MESSAGES.stock),
    lowStockThreshold: wholeNumber(PRODUCT_FORM_MESSAGES.lowStockThreshold),
    featured: z.boolean(),
    brand: z.string().trim().max(PRODUCT_LIMITS.brand, { error: PRODUCT_FORM_MESSAGES.brandTooLong }),
    specs: z
      .array(specRow)
      .max(PRODUCT_LIMITS.specs, { error: PRODUCT_FORM_MESSAGES.tooManySpecs })
      .refine((rows) => new Set(rows.map((r) => r.key.trim())).size === rows.length, {
        error: PRODUCT_FORM_MESSAGES.specDuplicate,
      }),
    images: z
      .array(z.string().trim().refine(isImageUrl, { error: PRODUCT_FORM_MESSAGES.image }))
      .max(PRODUCT_LIMITS.images, { error: PRODUCT_FORM_MESSAGES.tooManyImages }),
  })
  // Nothing goes on sale at GH₵0.00 (the rules refuse it too): a service is always on sale,
  // a product while it has stock.
  .refine((p) => !(p.price === 0 && availableFor(p.type, p.stock)), {
    error: PRODUCT_FORM_MESSAGES.freeOnSale,
    path: ['price'],
    when: (payload) => payload.issues.length === 0,
  });

export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductFormValues = z.output<typeof productFormSchema>;

/** The product fields an admin writes (without timestamps and who did it, which the api adds). */
export interface ProductFields {
  name: string;
  description: string;
  category: Category;
  type: ProductType;
  price: number;
  stock: number;
  lowStockThreshold: number;
  featured: boolean;
  brand: string;
  specs: Record<string, SpecValue>;
  images: string[];
}

/** The document fields of a validated form; services carry no stock. */
export function productFieldsFrom(values: ProductFormValues): ProductFields {
  return {
    name: values.name,
    description: values.description,
    category: values.category,
    type: values.type,
    price: Math.round(values.price * 100) / 100,
    stock: values.type === 'service' ? 0 : values.stock,
    lowStockThreshold: values.lowStockThreshold,
    featured: values.featured,
    brand: values.brand,
    specs: Object.fromEntries(values.specs.map((s) => [s.key.trim(), specValueOf(s.value)])),
    images: values.images,
  };
}

/**
 * products/{id} of a new product, from the form or a CSV import: available when it is a service or has stock,
 * no views or sales yet; `at` is the timestamp (a server-timestamp sentinel), `uid` the admin who made it.
 */
export function newProductDocument<T>(fields: ProductFields, uid: string, at: T) {
  return {
    ...fields,
    ...productListFields(fields),
    available: availableFor(fields.type, fields.stock),
    views: 0,
    sales: 0,
    createdAt: at,
    updatedAt: at,
    createdBy: uid,
    updatedBy: uid,
    deletedAt: null,
    deletedBy: null,
    lastViewed: null,
  };
}

/** A new product's form: the price starts empty (never GH₵0.00), so that it is typed on purpose. */
export const emptyProductForm = (): Omit<ProductFormInput, 'price'> & { price: number | undefined } => ({
  name: '',
  description: '',
  category: 'Solar Panels',
  type: defaultTypeFor('Solar Panels'),
  price: undefined,
  stock: 0,
  lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD,
  featured: false,
  brand: '',
  specs: [],
  images: [],
});

// ---------------------------------------------------------------------------------------------------------
// CSV import: rows of text (as papaparse gives them, header names as keys) → products, or per-row errors
// ---------------------------------------------------------------------------------------------------------

export const CSV_REQUIRED_COLUMNS = ['name', 'category', 'price'] as const;
/** Specs come in columns named spec.<name>, e.g. spec.powerW. */
export const CSV_SPEC_PREFIX = 'spec.';

export interface CsvRowError {
  /** The line in the file (the header is line 1). */
  line: number;
  messages: string[];
}

export interface CsvImportResult {
  /** Problems with the file as a whole (columns, size): nothing can be imported. */
  fileErrors: string[];
  valid: { line: number; product: ProductFields }[];
  errors: CsvRowError[];
}

function parseBoolean(raw: string | undefined): boolean | null {
  const text = (raw ?? '').trim().toLowerCase();
  if (text === '') return false;
  if (['true', 'yes', 'y', '1'].includes(text)) return true;
  if (['false', 'no', 'n', '0'].includes(text)) return false;
  return null;
}

/** "1,250.50", "GH₵ 1250" and "1250" all read as 1250.5 / 1250; anything else as NaN. */
function parseAmount(raw: string | undefined): number {
  const text = (raw ?? '').replace(/gh₵|ghs|₵|,|\s/gi, '');
  return text === '' || !/^-?\d+(\.\d+)?$/.test(text) ? Number.NaN : Number(text);
}

function parseWhole(raw: string | undefined, fallback: number): number {
  const text = (raw ?? '').replace(/[,\s]/g, '');
  if (text === '') return fallback;
  return /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
}

/** One category, matched without regard to case ("solar panels" → "Solar Panels"). */
function categoryOf(raw: string | undefined): string {
  const text = (raw ?? '').trim();
  return CATEGORIES.find((c) => c.toLowerCase() === text.toLowerCase()) ?? text;
}

/** Validates the rows of a CSV file (header names as keys); a row's problems are all listed at once. */
export function validateCsvRows(headers: string[], rows: Record<string, string | undefined>[]): CsvImportResult {
  const columns = headers.map((h) => h.trim());
  const fileErrors: string[] = [];
  const missing = CSV_REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length > 0) fileErrors.push(CSV_MESSAGES.missingColumns(missing));
  const unknown = columns.filter(
    (c) =>
      c !== '' &&
      !(CSV_COLUMNS as readonly string[]).includes(c) &&
      !(c.startsWith(CSV_SPEC_PREFIX) && SPEC_KEY_PATTERN.test(c.slice(CSV_SPEC_PREFIX.length))),
  );
  if (unknown.length > 0) fileErrors.push(CSV_MESSAGES.unknownColumns(unknown));
  const filled = rows.filter((row) => Object.values(row).some((v) => (v ?? '').trim() !== ''));
  if (filled.length === 0) fileErrors.push(CSV_MESSAGES.empty);
  if (filled.length > PRODUCT_LIMITS.importRows) fileErrors.push(CSV_MESSAGES.tooManyRows);
  if (fileErrors.length > 0) return { fileErrors, valid: [], errors: [] };

  const valid: CsvImportResult['valid'] = [];
  const errors: CsvRowError[] = [];
  rows.forEach((row, index) => {
    if (!Object.values(row).some((v) => (v ?? '').trim() !== '')) return; // a blank line
    const line = index + 2;
    const category = categoryOf(row.category);
    const typeText = (row.type ?? '').trim().toLowerCase();
    const featured = parseBoolean(row.featured);
    const problems: string[] = [];
    if (featured === null) problems.push(PRODUCT_FORM_MESSAGES.featured);
    const specs = columns
      .filter((c) => c.startsWith(CSV_SPEC_PREFIX) && (row[c] ?? '').trim() !== '')
      .map((c) => ({ key: c.slice(CSV_SPEC_PREFIX.length), value: row[c] ?? '' }));
    const parsed = productFormSchema.safeParse({
      name: row.name ?? '',
      description: row.description ?? '',
      category,
      type: typeText === '' ? defaultTypeFor(category) : typeText,
      price: parseAmount(row.price),
      stock: parseWhole(row.stock, 0),
      lowStockThreshold: parseWhole(row.lowStockThreshold, DEFAULT_LOW_STOCK_THRESHOLD),
      featured: featured ?? false,
      brand: row.brand ?? '',
      specs,
      images: (row.images ?? '')
        .split('|')
        .map((s) => s.trim())
        .filter(Boolean),
    });
    if (!parsed.success) problems.push(...new Set(parsed.error.issues.map((issue) => issue.message)));
    if (problems.length > 0 || !parsed.success) errors.push({ line, messages: problems });
    else valid.push({ line, product: productFieldsFrom(parsed.data) });
  });
  return { fileErrors, valid, errors };
}

/** A CSV template with the columns and two example rows, for admins to start from. */
export const CSV_TEMPLATE =
  'name,description,category,type,price,stock,lowStockThreshold,featured,brand,images,spec.powerW\n' +
  '"Jinko 450 W Mono Solar Panel","Tier-1 mono panel",Solar Panels,,1350,20,5,no,Jinko,/products/solar-panel.svg,450\n' +
  '"Home solar installation","Design and installation in Tamale",Installation Services,service,2500,,,no,,/products/installation-service.svg,\n';
