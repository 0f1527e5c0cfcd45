import { PaymentProblemsPage } from '@/features/admin/payments/components/payment-problems-page';

export const Component = PaymentProblemsPage;
