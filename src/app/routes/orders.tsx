import { Package } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { MY_ORDER_MESSAGES } from '@domain/order/messages';
import type { Order } from '@domain/order/order';
import { orderNumberOf } from '@domain/order/order-number';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { ORDERS_PAGE_SIZE, useMyOrders } from '@/features/orders/api/get-my-orders';
import { formatDate } from '@domain/shared/date-time';
import { OrderStatusBadge, PaymentBadge } from '@/features/orders/components/order-status';
import { formatGhs } from '@/lib/money';
import { AccountList, AccountListNumber, AccountListRow } from './account-list';
import { OrderPage } from './order-page-parts';

const TITLE = 'My orders';
const DESCRIPTION = 'Your Savanna Solar orders and their status.';

function OrderRow({ order }: { order: Order }) {
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <AccountListRow
      to={`/order-details/${order.id}`}
      label={`Order ${orderNumberOf(order)}`}
      heading={
        <>
          <AccountListNumber>{orderNumberOf(order)}</AccountListNumber>
          <OrderStatusBadge status={order.status} />
          <PaymentBadge order={order} />
        </>
      }
      aside={<span className="font-semibold whitespace-nowrap text-slate-900">{formatGhs(order.total)}</span>}
    >
      <p className="text-sm text-slate-700">
        <time dateTime={order.createdAt.toISOString()}>{formatDate(order.createdAt)}</time> · {units}{' '}
        {units === 1 ? 'item' : 'items'} · {order.delivery.method === 'pickup' ? 'Pickup' : 'Delivery'}
      </p>
      <p className="truncate text-sm text-slate-700">{order.items.map((item) => item.name).join(', ')}</p>
    </AccountListRow>
  );
}

/** /orders: the customer's orders, newest first, with their status. */
export function Component() {
  const uid = useSessionStore((s) => s.user?.uid ?? '');
  const [count, setCount] = useState(ORDERS_PAGE_SIZE);
  const orders = useMyOrders(uid, count);
  return (
    <OrderPage title={TITLE} description={DESCRIPTION} heading="My orders">
      <AccountList
        query={orders}
        count={orders.data?.orders.length ?? 0}
        label="Your orders"
        loading="Loading your orders..."
        failed={MY_ORDER_MESSAGES.ordersLoadFailed}
        empty={{
          icon: Package,
          text: 'You have not ordered anything yet.',
          action: { to: '/products', label: 'Browse products' },
        }}
      >
        {orders.data?.orders.map((order) => (
          <OrderRow key={order.id} order={order} />
        ))}
      </AccountList>
      {orders.isSuccess && orders.data.orders.length > 0 && orders.data.hasMore && (
        <div className="mt-6 flex justify-center">
          <Button
            variant="outline"
            busy={orders.isPlaceholderData}
            busyLabel="Loading..."
            onClick={() => setCount((n) => n + ORDERS_PAGE_SIZE)}
          >
            Show older orders
          </Button>
        </div>
      )}
    </OrderPage>
  );
}
