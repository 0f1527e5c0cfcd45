import { PlansPage } from '@/features/admin/plans/components/plans-page';

export const Component = PlansPage;
