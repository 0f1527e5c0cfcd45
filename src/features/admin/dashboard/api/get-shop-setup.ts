import { queryOptions, useQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import { staffSettingsFromRecord } from '@domain/notifications/notifications';
import { setupChecklist, type SetupStep } from '@domain/shop/shop-setup';
import { getDb } from '@/lib/firebase/app';
import { countOf } from '@/lib/firebase/aggregates';
import type { QueryShape } from '@/lib/firebase/query-shape';
import { buildQuery } from '@/lib/firebase/sdk-query';
import { serviceRead } from '@/lib/firebase/service';
import { queryKeys } from '@/lib/query-keys';
import { getSettings } from '@/lib/settings/get-settings';

const onSale: QueryShape = {
  collection: 'products',
  where: [{ field: 'available', op: '==', value: true }],
  orderBy: [],
};
const shown = (collection: 'installations' | 'testimonials'): QueryShape => ({
  collection,
  where: [{ field: 'visible', op: '==', value: true }],
  orderBy: [],
});
export const QUERY_SHAPES = [onSale, shown('installations'), shown('testimonials')];

const count = async (shape: QueryShape) => countOf(buildQuery(shape));

/**
 * The setup checklist (README, "Setting up the shop"): the settings as stored now (with the staff's notification recipients,
 * settings/notifications, null until saved), and what the shop shows.
 */
export function getShopSetup(): Promise<SetupStep[]> {
  return serviceRead('We could not check the shop setup. Check your connection and try again.', async () => {
    const [settings, staffAlerts, products, installations, testimonials] = await Promise.all([
      getSettings(),
      getDoc(doc(getDb(), 'settings', 'notifications')),
      count(onSale),
      count(shown('installations')),
      count(shown('testimonials')),
    ]);
    return setupChecklist(
      settings.contact,
      { products, installations, testimonials },
      staffAlerts.exists() ? staffSettingsFromRecord(staffAlerts.data()) : null,
    );
  });
}

export function useShopSetup() {
  return useQuery(queryOptions({ queryKey: queryKeys.admin.shopSetup(), queryFn: getShopSetup }));
}
