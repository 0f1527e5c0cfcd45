import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import {
  notificationFromRecord,
  staffSettingsFromRecord,
  type NotificationRecord,
  type NotificationStatus,
  type StaffNotificationSettings,
} from '@domain/notifications/notifications';
import { NOTIFICATION_MESSAGES } from '@domain/notifications/messages';
import { getDb } from '@/lib/firebase/app';
import { callFunction } from '@/lib/firebase/callable';
import { storedDate } from '@/lib/firebase/converters';
import { newestShape } from '@/lib/firebase/query-shape';
import { readDocuments } from '@/lib/firebase/read-document';
import { serviceRead } from '@/lib/firebase/service';
import { saveStamped } from '@/lib/firebase/staff-write';
import { queryKeys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation';

/** The page lists this many of the newest notifications. */
export const RECENT_NOTIFICATIONS = 50;

const recent = newestShape('notifications', 'createdAt', RECENT_NOTIFICATIONS);
export const QUERY_SHAPES = [recent];

/** The newest notifications (rules: active admins only), with their status and the provider's answer. */
export function getRecentNotifications(): Promise<NotificationRecord[]> {
  return readDocuments(recent, NOTIFICATION_MESSAGES.listFailed, (id, data) =>
    notificationFromRecord(id, data, storedDate),
  );
}

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.notifications(),
    queryFn: getRecentNotifications,
    refetchInterval: 30_000,
  });

export function useRecentNotifications() {
  return useQuery(notificationsQueryOptions());
}

/** resendNotification (admin): a failed notification is sent again now; answers with its new status. */
export function resendNotification(id: string): Promise<{ status: NotificationStatus }> {
  return callFunction<{ id: string }, { status: NotificationStatus }>('resendNotification', { id });
}

export const useResendNotification = () => useRefreshingMutation(resendNotification, queryKeys.admin.notifications());

/** settings/notifications: the staff's recipients (admins only; the defaults until saved). */
export function getStaffNotificationSettings(): Promise<{ settings: StaffNotificationSettings; saved: boolean }> {
  return serviceRead(NOTIFICATION_MESSAGES.listFailed, async () => {
    const snap = await getDoc(doc(getDb(), 'settings', 'notifications'));
    return { settings: staffSettingsFromRecord(snap.data()), saved: snap.exists() };
  });
}

export function useStaffNotificationSettings() {
  return useQuery({
    queryKey: queryKeys.admin.notificationSettings(),
    queryFn: getStaffNotificationSettings,
    staleTime: 0,
  });
}

export function saveStaffNotificationSettings(settings: StaffNotificationSettings): Promise<void> {
  return saveStamped(
    NOTIFICATION_MESSAGES.settingsFailed,
    'settings',
    'notifications',
    { ...settings },
    { replace: true },
  );
}

export function useSaveStaffNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStaffNotificationSettings,
    onSuccess: (_void, settings) => {
      queryClient.setQueryData(queryKeys.admin.notificationSettings(), { settings, saved: true });
      // The dashboard's setup checklist asks for a mobile number for staff alerts until one is saved.
      return queryClient.invalidateQueries({ queryKey: queryKeys.admin.shopSetup() });
    },
  });
}
