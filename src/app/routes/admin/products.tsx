import { ProductsPage } from '@/features/admin/products/components/products-page';

export const Component = ProductsPage;
