import { TotalsList } from '@/components/totals-list';
import { Panel } from '@/components/ui/panel';
import type { Order } from '@domain/order/order';
import { OrderDelivery } from './order-delivery';
import { OrderLines } from '@/components/order-lines';

/** What was ordered and how it comes: the lines with the server's totals, then delivery and payment. */
export function OrderSummary({ order, pickupAddress }: { order: Order; pickupAddress: string }) {
  return (
    <>
      <Panel variant="shopper" title="Items">
        <OrderLines items={order.items} />
        <TotalsList
          totals={order}
          pickup={order.delivery.method === 'pickup'}
          className="mt-3 border-t border-slate-200 pt-3"
        />
      </Panel>
      <Panel variant="shopper" title="Delivery and payment">
        <OrderDelivery order={order} pickupAddress={pickupAddress} />
      </Panel>
    </>
  );
}
