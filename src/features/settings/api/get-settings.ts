import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_SETTINGS, type ShopSettings } from '../../../domain/settings';
import { isFirebaseConfigured } from '../../../lib/firebase/config';
import { settingsFromData } from '../../../lib/firebase/converters';
import { serviceRead } from '../../../lib/firebase/read';
import { getDocument } from '../../../lib/firebase/rest-read';
import { queryKeys } from '../../../lib/query-keys';

export const SETTINGS_LOAD_FAILED = 'Failed to load settings.';

/** settings/global; when it cannot be read the spec's defaults stay (SPEC.md section 8: only logged). */
export async function getSettings(): Promise<ShopSettings> {
  if (!isFirebaseConfigured()) return DEFAULT_SETTINGS;
  return serviceRead(SETTINGS_LOAD_FAILED, async () => settingsFromData((await getDocument('settings/global'))?.data));
}

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.settings(), queryFn: getSettings, staleTime: 5 * 60_000 });

/** The shop's settings; the spec's defaults and placeholder contact until (or if never) read. */
export function useSettings(): ShopSettings {
  const { data } = useQuery(settingsQueryOptions());
  return data ?? DEFAULT_SETTINGS;
}
