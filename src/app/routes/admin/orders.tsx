import { OrdersPage } from '@/features/admin/orders/components/orders-page';

export const Component = OrdersPage;
