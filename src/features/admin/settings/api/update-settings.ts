import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SETTINGS_MESSAGES } from '@domain/shop/messages';
import type { ShopSettings } from '@domain/shop/settings';
import { saveStamped } from '@/lib/firebase/staff-write';
import { queryKeys } from '@/lib/query-keys';
import { replaceSettings } from '@/lib/settings/get-settings';

/** Writes settings/global whole (business, contact, payment, display, projects and payment plans), stamped with who and when. */
export function updateSettings(settings: ShopSettings): Promise<void> {
  return saveStamped(
    SETTINGS_MESSAGES.saveFailedText,
    'settings',
    'global',
    {
      business: settings.business,
      contact: settings.contact,
      payment: settings.payment,
      display: settings.display,
      projects: settings.projects,
      planTemplates: settings.planTemplates,
    },
    { replace: true },
  );
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (_void, settings) => replaceSettings(queryClient, settings),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.settings() }),
  });
}
