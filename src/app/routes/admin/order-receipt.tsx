import { useParams } from 'react-router';
import { OrderReceiptPage } from '@/features/admin/orders/components/order-receipt-page';

export function Component() {
  const { orderId = '' } = useParams();
  return <OrderReceiptPage key={orderId} orderId={orderId} />;
}
