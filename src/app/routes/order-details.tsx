import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { DialogFooter, TitledDialog } from '@/components/ui/dialog';
import { ORDER_MESSAGES } from '@domain/shared/messages';
import { MY_ORDER_MESSAGES, ORDER_PAYMENT_WORDS } from '@domain/order/messages';
import { MOBILE_MONEY_NETWORK_LABELS, type Order } from '@domain/order/order';
import { orderPaymentState } from '@domain/order/order-payment-state';
import { planPath, planPayPath } from '@domain/plans/plan-rules';
import { formatGhs } from '@/lib/money';
import { orderNumberOf } from '@domain/order/order-number';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { MobileMoneyPayment } from '@/features/checkout/components/mobile-money-payment';
import { settingsQueryOptions } from '@/lib/settings/get-settings';
import { useCancelMyOrder } from '@/features/orders/api/cancel-my-order';
import { useMyOrder } from '@/features/orders/api/get-my-order';
import { formatDateTime } from '@domain/shared/date-time';
import { OrderSummary } from '@/features/orders/components/order-summary';
import {
  OrderStatusBadge,
  PaymentBadge,
  RefundNotice,
  StatusTimeline,
} from '@/features/orders/components/order-status';
import { notify } from '@/lib/toast';
import { OrderDispatchBlock, OrderLoadProblem, OrderPage } from './order-page-parts';

const TITLE = 'Order details';
const DESCRIPTION = 'Items, totals, delivery and status of your Savanna Solar order.';

/** What cancelling this order means for its money: a paid one is refunded (how, and when); else nothing owed. */
function cancelDescription(order: Order): string {
  const kept = 'The order is cancelled for good and its items go back on sale.';
  if (order.paymentStatus !== 'paid') return `${kept} You can place a new order at any time.`;
  const amount = formatGhs(order.total);
  const paidWith = order.paymentAttempts.find((a) => a.status === 'success');
  const refund =
    order.paymentMethod === 'mobile_money_now' && paidWith
      ? MY_ORDER_MESSAGES.cancelPaidOnline(amount, MOBILE_MONEY_NETWORK_LABELS[paidWith.network], paidWith.wallet)
      : MY_ORDER_MESSAGES.cancelPaid(amount);
  return `${kept} ${refund}`;
}

function CancelOrder({ uid, order }: { uid: string; order: Order }) {
  const orderId = order.id;
  const [open, setOpen] = useState(false);
  const cancel = useCancelMyOrder(uid);
  const confirm = async () => {
    try {
      const { order } = await cancel.mutateAsync(orderId);
      setOpen(false);
      // A paid order cancelled is owed back: never "Nothing is owed".
      notify.success(
        MY_ORDER_MESSAGES.cancelled,
        order.paymentStatus === 'refund_due' ? MY_ORDER_MESSAGES.refundDue : MY_ORDER_MESSAGES.cancelledDescription,
      );
    } catch (error) {
      console.error('cancelMyOrder failed', error);
      const message = (error as { message?: unknown } | null)?.message;
      notify.error(typeof message === 'string' && message ? message : ORDER_MESSAGES.updateFailed);
    }
  };
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Cancel order
      </Button>
      <TitledDialog
        open={open}
        onOpenChange={(next) => !cancel.isPending && setOpen(next)}
        size="md"
        title="Cancel this order?"
        description={cancelDescription(order)}
      >
        <DialogFooter>
          <Button variant="outline" disabled={cancel.isPending} onClick={() => setOpen(false)}>
            Keep order
          </Button>
          <Button
            variant="destructive"
            busy={cancel.isPending}
            busyLabel="Cancelling..."
            onClick={() => void confirm()}
          >
            Yes, cancel order
          </Button>
        </DialogFooter>
      </TitledDialog>
    </>
  );
}

/** An order paid in instalments, its plan still paid into: the way to pay the deposit (what is left of it), or the plan. */
function PlanPayLink({ order }: { order: Order }) {
  const state = orderPaymentState(order);
  if (!order.plan || !state.mayPayPlan || !state.plan) return null;
  const { figures, stage, paid } = state.plan;
  const deposit = stage === 'deposit_awaited' && figures ? figures.deposit - paid : 0;
  return (
    <Link
      to={deposit > 0 ? planPayPath(order.plan.id, deposit) : planPath(order.plan.id)}
      className={buttonVariants({ variant: deposit > 0 ? 'default' : 'outline' })}
    >
      {deposit > 0 ? ORDER_PAYMENT_WORDS.plan.payDeposit : ORDER_PAYMENT_WORDS.plan.payPlan}
    </Link>
  );
}

/** /order-details/:orderId: items, totals, address, payment and the status timeline; Cancel while pending. */
export function Component() {
  const { orderId: id = '' } = useParams();
  const uid = useSessionStore((s) => s.user?.uid ?? '');
  const { data: order, isPending, error, refetch } = useMyOrder(uid, id);
  const { data: shop } = useQuery(settingsQueryOptions());

  if (isPending || !order) {
    return (
      <OrderPage title={TITLE} description={DESCRIPTION} heading="Order details">
        {isPending ? (
          <p role="status" className="text-slate-700">
            Loading your order...
          </p>
        ) : (
          <OrderLoadProblem error={error} onRetry={() => void refetch()} />
        )}
      </OrderPage>
    );
  }
  return (
    <OrderPage title={`${TITLE} · ${orderNumberOf(order)}`} description={DESCRIPTION} heading="Order details">
      <div className="grid gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <p className="text-sm text-slate-700">Order number</p>
            <p className="font-mono font-semibold break-all text-slate-900" data-testid="order-number">
              {orderNumberOf(order)}
            </p>
            <p className="text-sm text-slate-700">
              Placed <time dateTime={order.createdAt.toISOString()}>{formatDateTime(order.createdAt)}</time>
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <OrderStatusBadge status={order.status} />
            <PaymentBadge order={order} />
            <PlanPayLink order={order} />
            {orderPaymentState(order).customerCancel.ok && <CancelOrder uid={uid} order={order} />}
          </div>
        </div>
        <RefundNotice order={order} />
        <OrderDispatchBlock order={order} />
        <MobileMoneyPayment uid={uid} order={order} wallet={null} />
        <OrderSummary order={order} pickupAddress={shop?.contact.address ?? ''} />
        <Panel variant="shopper" title="Status">
          <StatusTimeline history={order.statusHistory} />
        </Panel>
        <div>
          <Link to="/orders" className={buttonVariants({ variant: 'outline' })}>
            All my orders
          </Link>
        </div>
      </div>
    </OrderPage>
  );
}
