import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collection, getDocs, query, writeBatch } from 'firebase/firestore/lite';
import { defaultTypeFor } from '../../../../domain/catalog';
import { PRODUCT_MESSAGES } from '../../../../domain/messages';
import { withServiceError } from '../../../../lib/errors';
import { getDb } from '../../../../lib/firebase/app';
import { invalidateProducts, touched } from './product-writes';

const BATCH_LIMIT = 500;

/**
 * "Migrate product types": old records without a valid type get the one their category implies (SPEC.md
 * section 3: service for the three service categories, else product). Resolves with how many were changed.
 */
export function migrateProductTypes(): Promise<number> {
  return withServiceError(PRODUCT_MESSAGES.migrateTypesFailed, async () => {
    const db = getDb();
    const snap = await getDocs(query(collection(db, 'products')));
    const stale = snap.docs.filter((d) => {
      const type: unknown = d.get('type');
      return type !== 'product' && type !== 'service';
    });
    for (let i = 0; i < stale.length; i += BATCH_LIMIT) {
      const batch = writeBatch(db);
      for (const d of stale.slice(i, i + BATCH_LIMIT)) {
        batch.update(d.ref, { type: defaultTypeFor(String(d.get('category') ?? '')), ...touched() });
      }
      await batch.commit();
    }
    return stale.length;
  });
}

export function useMigrateProductTypes() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: migrateProductTypes, onSettled: () => invalidateProducts(queryClient) });
}
