import { AnalyticsPage } from '@/features/admin/analytics/components/analytics-page';

export const Component = AnalyticsPage;
