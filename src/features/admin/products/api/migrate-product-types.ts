import { getDocs, writeBatch } from 'firebase/firestore/lite';
import { defaultTypeFor } from '@/domain/catalog';
import { PRODUCT_MESSAGES } from '@/domain/messages';
import { productListFields } from '@/domain/product-list';
import { getDb } from '@/lib/firebase/app';
import { productFromSnapshot } from '@/lib/firebase/converters';
import type { QueryShape } from '@/lib/firebase/query-shape';
import { buildQuery } from '@/lib/firebase/sdk-query';
import { serviceWrite } from '@/lib/firebase/service';
import { changeStamp } from '@/lib/firebase/staff-write';
import { useProductWrite } from './product-writes';

const BATCH_LIMIT = 500;

const allProducts: QueryShape = { collection: 'products', where: [], orderBy: [] };
export const QUERY_SHAPES: QueryShape[] = [allProducts];

const sameList = (a: unknown, b: readonly string[]) =>
  Array.isArray(a) && a.length === b.length && a.every((key, i) => key === b[i]);

/**
 * "Fill in missing types": old records without a valid type get the one their category implies (SPEC.md
 * section 3: service for the three service categories, else product), and records written before the admin list
 * searched on the server get the keys it filters and searches by (domain/product-list.ts). Resolves with how many
 * were missing a type.
 */
export function migrateProductTypes(): Promise<number> {
  return serviceWrite(
    PRODUCT_MESSAGES.migrateTypesFailed,
    async () => {
      const db = getDb();
      const snap = await getDocs(buildQuery(allProducts));
      let retyped = 0;
      const changes = snap.docs.flatMap((d) => {
        const stored: unknown = d.get('type');
        const product = productFromSnapshot(d);
        const untyped = stored !== 'product' && stored !== 'service';
        const type = untyped ? defaultTypeFor(product.category) : product.type;
        const list = productListFields({ ...product, type });
        if (untyped) retyped += 1;
        else if (d.get('stockLevel') === list.stockLevel && sameList(d.get('searchKeys'), list.searchKeys)) return [];
        return [{ ref: d.ref, fields: { ...(untyped ? { type } : {}), ...list } }];
      });
      for (let i = 0; i < changes.length; i += BATCH_LIMIT) {
        const batch = writeBatch(db);
        for (const { ref, fields } of changes.slice(i, i + BATCH_LIMIT))
          batch.update(ref, { ...fields, ...changeStamp() });
        await batch.commit();
      }
      return retyped;
    },
    { large: true },
  );
}

export function useMigrateProductTypes() {
  return useProductWrite(migrateProductTypes);
}
