import { useParams } from 'react-router';
import { OrderDetailPage } from '@/features/admin/orders/components/order-detail-page';

export function Component() {
  const { orderId = '' } = useParams();
  return <OrderDetailPage key={orderId} orderId={orderId} />;
}
