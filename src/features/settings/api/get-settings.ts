import { queryOptions, useQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import { DEFAULT_SETTINGS, type ShopSettings } from '../../../domain/settings';
import { getDb, isFirebaseConfigured } from '../../../lib/firebase/app';
import { settingsFromData } from '../../../lib/firebase/converters';
import { queryKeys } from '../../../lib/query-keys';

export async function getSettings(): Promise<ShopSettings> {
  if (!isFirebaseConfigured()) return DEFAULT_SETTINGS;
  const snap = await getDoc(doc(getDb(), 'settings', 'global'));
  return settingsFromData(snap.data());
}

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.settings(), queryFn: getSettings, staleTime: 5 * 60_000 });

/** The shop's settings; the spec's defaults and placeholder contact until (or if never) read. */
export function useSettings(): ShopSettings {
  const { data } = useQuery(settingsQueryOptions());
  return data ?? DEFAULT_SETTINGS;
}
