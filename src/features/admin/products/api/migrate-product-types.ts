import { getDocs, serverTimestamp, writeBatch } from 'firebase/firestore/lite';
import { defaultTypeFor } from '@domain/catalog/catalog';
import { PRODUCT_MESSAGES } from '@domain/catalog/messages';
import { productListFields } from '@domain/catalog/product-list';
import type { StoredListing } from '@domain/catalog/product-record';
import { getDb } from '@/lib/firebase/app';
import { countOf } from '@/lib/firebase/aggregates';
import { productFromSnapshot, storedListingFromSnapshot } from '@/lib/firebase/converters';
import type { QueryShape } from '@/lib/firebase/query-shape';
import { buildQuery } from '@/lib/firebase/sdk-query';
import { serviceWrite } from '@/lib/firebase/service';
import { changeStamp } from '@/lib/firebase/staff-write';
import { adminProductsShape, NO_PRODUCT_FILTERS } from '../utils/filter-products';
import { useProductWrite } from './product-writes';

const BATCH_LIMIT = 500;

const allProducts: QueryShape = { collection: 'products', where: [], orderBy: [] };
const listedShape = adminProductsShape(NO_PRODUCT_FILTERS);
const deletedShape = adminProductsShape({ ...NO_PRODUCT_FILTERS, status: 'deleted' });
export const QUERY_SHAPES: QueryShape[] = [allProducts, listedShape, deletedShape];

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((key, i) => key === b[i]);

/**
 * The fields a product written outside the admin screens (an import script, a migration, the console) may lack
 * although the admin list filters and orders by them (utils/filter-products.ts): `deletedAt` (null: not
 * deleted), `createdAt` (the time of this repair; firestore.rules lets an admin add it once), and what the
 * rules need of every product (a description, featured). Empty when it has them all.
 */
function missingListFields({ has }: StoredListing): Record<string, unknown> {
  return {
    ...(!has.deletedAt ? { deletedAt: null, deletedBy: null } : {}),
    ...(!has.createdAt ? { createdAt: serverTimestamp() } : {}),
    ...(!has.description ? { description: '' } : {}),
    ...(!has.featured ? { featured: false } : {}),
  };
}

/**
 * Every product gets what the admin list needs to show it: a valid type (old records without one get the type
 * their category implies, docs/storefront.md, "Products and stock": service for the three service categories, else
 * product), the keys the list filters and searches by (domain/catalog/product-list.ts), and the fields it orders and
 * filters by (missingListFields). Resolves with how many were missing a type and how many were missing from the list.
 */
async function repairProducts(): Promise<{ retyped: number; listed: number }> {
  const db = getDb();
  const snap = await getDocs(buildQuery(allProducts));
  let retyped = 0;
  let listed = 0;
  const changes = snap.docs.flatMap((d) => {
    const stored = storedListingFromSnapshot(d);
    const product = productFromSnapshot(d);
    const untyped = !stored.typed;
    const type = untyped ? defaultTypeFor(product.category) : product.type;
    const list = productListFields({ ...product, type });
    const missing = missingListFields(stored);
    if (untyped) retyped += 1;
    if (Object.keys(missing).length > 0) listed += 1;
    else if (!untyped && stored.stockLevel === list.stockLevel && sameList(stored.searchKeys, list.searchKeys)) {
      return [];
    }
    return [{ ref: d.ref, fields: { ...missing, ...(untyped ? { type } : {}), ...list } }];
  });
  for (let i = 0; i < changes.length; i += BATCH_LIMIT) {
    const batch = writeBatch(db);
    for (const { ref, fields } of changes.slice(i, i + BATCH_LIMIT)) batch.update(ref, { ...fields, ...changeStamp() });
    await batch.commit();
  }
  return { retyped, listed };
}

/**
 * "Set the product type from each category" (the products page's button): repairProducts. Resolves with how
 * many were missing a type.
 */
export function migrateProductTypes(): Promise<number> {
  return serviceWrite(PRODUCT_MESSAGES.migrateTypesFailed, async () => (await repairProducts()).retyped, {
    large: true,
  });
}

export function useMigrateProductTypes() {
  return useProductWrite(migrateProductTypes);
}

const count = async (shape: QueryShape) => countOf(buildQuery(shape));

/** How often the admin list checks for products it cannot show (a few counts, no documents read). */
const CHECK_EVERY_MS = 5 * 60_000;
let lastCheck = 0;

/**
 * Before the admin list's first page (backfill on read): products the list cannot show (written outside the
 * admin screens without `deletedAt` or `createdAt`) are found by counting (every product against those the
 * list's "all" and "deleted" views hold) and repaired (repairProducts), at most every CHECK_EVERY_MS.
 * Resolves with how many were brought into the list.
 */
export async function listEveryProduct(now = Date.now()): Promise<number> {
  if (now - lastCheck < CHECK_EVERY_MS) return 0;
  const [total, listed, deleted] = await Promise.all([count(allProducts), count(listedShape), count(deletedShape)]);
  lastCheck = now;
  if (listed + deleted >= total) return 0;
  return (await repairProducts()).listed;
}
