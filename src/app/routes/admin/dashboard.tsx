import { DashboardPage } from '@/features/admin/dashboard/components/dashboard-page';

export const Component = DashboardPage;
