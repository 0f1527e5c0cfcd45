import { NotificationsPage } from '@/features/admin/notifications/components/notifications-page';

export const Component = NotificationsPage;
