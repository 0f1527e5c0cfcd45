import { ChevronRight, Package } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/ui/panel';
import { Button, buttonVariants } from '@/components/ui/button';
import { MY_ORDER_MESSAGES } from '@/features/orders/messages';
import type { Order } from '@/domain/order';
import { orderNumberOf } from '@/domain/order-number';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { ORDERS_PAGE_SIZE, useMyOrders } from '@/features/orders/api/get-my-orders';
import { formatDate } from '@/domain/date-time';
import { OrderStatusBadge, PaymentBadge } from '@/features/orders/components/order-status';
import { formatGhs } from '@/lib/money';
import { OrderPage } from './order-page-parts';

const TITLE = 'My orders';
const DESCRIPTION = 'Your Savanna Solar orders and their status.';

function OrderRow({ order }: { order: Order }) {
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <li>
      <Link
        to={`/order-details/${order.id}`}
        className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-700"
        aria-label={`Order ${orderNumberOf(order)}`}
      >
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-sm font-semibold break-all text-slate-900">{orderNumberOf(order)}</span>
            <OrderStatusBadge status={order.status} />
            <PaymentBadge order={order} />
          </div>
          <p className="text-sm text-slate-700">
            <time dateTime={order.createdAt.toISOString()}>{formatDate(order.createdAt)}</time> · {units}{' '}
            {units === 1 ? 'item' : 'items'} · {order.delivery.method === 'pickup' ? 'Pickup' : 'Delivery'}
          </p>
          <p className="truncate text-sm text-slate-700">{order.items.map((item) => item.name).join(', ')}</p>
        </div>
        <span className="font-semibold whitespace-nowrap text-slate-900">{formatGhs(order.total)}</span>
        <ChevronRight className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
      </Link>
    </li>
  );
}

/** /orders: the customer's orders, newest first, with their status. */
export function Component() {
  const uid = useSessionStore((s) => s.user?.uid ?? '');
  const [count, setCount] = useState(ORDERS_PAGE_SIZE);
  const orders = useMyOrders(uid, count);

  let body;
  if (orders.isPending) {
    body = (
      <p role="status" className="text-slate-700">
        Loading your orders...
      </p>
    );
  } else if (orders.isError) {
    body = (
      <ErrorState layout="block" onRetry={orders.refetch}>
        {MY_ORDER_MESSAGES.ordersLoadFailed}
      </ErrorState>
    );
  } else {
    const list = orders.data.orders;
    body =
      list.length === 0 ? (
        <section className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-slate-300 px-4 py-12 text-center">
          <Package className="size-10 text-slate-500" aria-hidden="true" />
          <p className="text-lg font-semibold text-slate-900">You have not ordered anything yet.</p>
          <Link to="/products" className={buttonVariants()}>
            Browse products
          </Link>
        </section>
      ) : (
        <>
          <ul aria-label="Your orders" className="grid gap-3">
            {list.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </ul>
          {orders.data.hasMore && (
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
        </>
      );
  }
  return (
    <OrderPage title={TITLE} description={DESCRIPTION} heading="My orders">
      {body}
    </OrderPage>
  );
}
