import { getDocs, writeBatch } from 'firebase/firestore/lite';
import { defaultTypeFor } from '@/domain/catalog';
import { PRODUCT_MESSAGES } from '@/domain/messages';
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

/**
 * "Migrate product types": old records without a valid type get the one their category implies (SPEC.md
 * section 3: service for the three service categories, else product). Resolves with how many were changed.
 */
export function migrateProductTypes(): Promise<number> {
  return serviceWrite(
    PRODUCT_MESSAGES.migrateTypesFailed,
    async () => {
      const db = getDb();
      const snap = await getDocs(buildQuery(allProducts));
      const stale = snap.docs.filter((d) => {
        const type: unknown = d.get('type');
        return type !== 'product' && type !== 'service';
      });
      for (let i = 0; i < stale.length; i += BATCH_LIMIT) {
        const batch = writeBatch(db);
        for (const d of stale.slice(i, i + BATCH_LIMIT)) {
          batch.update(d.ref, { type: defaultTypeFor(productFromSnapshot(d).category), ...changeStamp() });
        }
        await batch.commit();
      }
      return stale.length;
    },
    { large: true },
  );
}

export function useMigrateProductTypes() {
  return useProductWrite(migrateProductTypes);
}
