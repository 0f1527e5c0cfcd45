import { ActivityPage } from '@/features/admin/activity/components/activity-page';

export const Component = ActivityPage;
