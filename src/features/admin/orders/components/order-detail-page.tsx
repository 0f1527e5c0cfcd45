import { ArrowLeft, Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { AdminPage } from '@/components/admin-page';
import { EmptyState, ErrorState, Panel } from '@/components/ui/panel';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio-group';
import { TitledDialog } from '@/components/ui/dialog';
import { ORDER_MESSAGES } from '@domain/shared/messages';
import {
  canUndoDelivery,
  deliveredAt,
  DELIVERY_UNDO_HOURS,
  undoneDeliveryStatus,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  RECEIVED_PAYMENT_METHOD_LABELS,
  type NoteVisibility,
  type Order,
  type OrderDispatch,
  type OrderStatus,
} from '@domain/order/order';
import { formatGhs } from '@/lib/money';
import { notify } from '@/lib/toast';
import { useAdminOrder } from '../api/get-admin-order';
import { useStaffNotes } from '../api/get-staff-notes';
import { useMayCall } from '@/components/staff-access';
import { useMarkOrderPaid } from '../api/mark-order-paid';
import { ADMIN_ORDER_TEXTS } from '@domain/order/messages';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { formatDateTime } from '@domain/shared/date-time';
import { orderNumberOf } from '@domain/order/order-number';
import { OrderStatusBadge, PaymentBadge } from './order-badges';
import { OrderFacts } from './order-facts';
import { ReceivedPaymentForm, type ReceivedPayment } from './received-payment-form';
import { OrderPlanNotice } from '@/features/admin/plans/components/order-plan-notice';
import { orderPaymentState } from '@domain/order/order-payment-state';
import { CustomerContact } from './customer-contact';
import { Timeline } from './order-timeline';
import { RecordRefundForm } from './record-refund-form';
import { checkDispatch, DispatchFields, NO_DISPATCH, type DispatchErrors } from './dispatch-form';
import { isNotFound } from '@/lib/errors';

const back = (
  <Link to="/admin/orders" className="flex items-center gap-1 text-sm text-brand-800 hover:underline">
    <ArrowLeft className="size-4" aria-hidden="true" /> All orders
  </Link>
);

/**
 * One order: items, totals, delivery, payment and timeline. Every later step is offered at once (the steps
 * skipped are recorded as passed through); "Mark out for delivery" takes the rider and delivery time; a delivery
 * marked by mistake can be undone for DELIVERY_UNDO_HOURS; the receipt opens ready to print.
 */
export function OrderDetailPage({ orderId }: { orderId: string }) {
  const { data: order, isPending, isError, error, refetch } = useAdminOrder(orderId);
  if (isPending) {
    return (
      <AdminPage title="Order" metaTitle="Admin · Order" description="Order details.">
        <EmptyState role="status">Loading the order…</EmptyState>
      </AdminPage>
    );
  }
  if (isError) {
    return (
      <AdminPage title="Order" metaTitle="Admin · Order" description="Order details." actions={back}>
        <ErrorState onRetry={isNotFound(error) ? undefined : refetch}>{error.message}</ErrorState>
      </AdminPage>
    );
  }
  return <OrderDetail order={order} />;
}

const VISIBILITY_OPTIONS = [
  { value: 'internal', label: 'Staff only' },
  { value: 'customer', label: 'The customer too' },
] as const satisfies readonly { value: NoteVisibility; label: string }[];

/** Which step's dialog is open: the payment on delivery's question, its payment form, or "Mark as paid". */
type PaymentDialog = 'delivered-asked' | 'delivered-paid' | 'mark-paid' | null;

function OrderDetail({ order }: { order: Order }) {
  const id = useId();
  const [note, setNote] = useState('');
  const [visibility, setVisibility] = useState<NoteVisibility>('internal');
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [paymentDialog, setPaymentDialog] = useState<PaymentDialog>(null);
  const [confirmUndo, setConfirmUndo] = useState(false);
  const [dispatch, setDispatch] = useState<OrderDispatch>(order.dispatch ?? NO_DISPATCH);
  const [dispatchErrors, setDispatchErrors] = useState<DispatchErrors>({});
  const update = useUpdateOrderStatus();
  const markPaid = useMarkOrderPaid();
  const staffNotes = useStaffNotes(order.id);
  // What its payment allows (an order on a plan moves on once the plan lets its goods be handed over): the one rule.
  const payment = orderPaymentState(order);
  // What the staff member's job lets them do here (docs/staff-roles.md): the functions refuse the rest anyway.
  const mayMove = useMayCall('updateOrderStatus');
  const mayMarkPaid = useMayCall('markOrderPaid') && payment.mayMarkPaid;
  const mayRefund = useMayCall('recordRefund');
  const next = mayMove ? payment.staffMoves : [];
  const delivered = deliveredAt(order.statusHistory);
  // As of when the page opened (the server decides again when it is pressed).
  const [openedAt] = useState(() => Date.now());
  const undoable = mayMove && canUndoDelivery(order.status, delivered?.getTime() ?? null, openedAt);
  const undoTo = undoneDeliveryStatus(order.delivery.method);
  const paidWithDelivery =
    order.paymentStatus === 'paid' &&
    order.paymentRecord !== null &&
    delivered !== null &&
    order.paidAt?.getTime() === delivered.getTime();
  const busy = update.isPending || markPaid.isPending;
  const address = order.delivery.address;

  // The note sent leaves the field once recorded (and the next one is internal again); a note typed meanwhile
  // (for the next step) stays.
  const clearNote = (sent: string) => {
    setNote((current) => (current === sent ? '' : current));
    if (sent.trim()) setVisibility('internal');
  };
  const noteFields = (sent: string) => ({ note: sent.trim() || undefined, noteVisibility: visibility });

  const move = async (status: OrderStatus, payment?: ReceivedPayment) => {
    const sent = note;
    let sentDispatch: OrderDispatch | undefined;
    if (status === 'out_for_delivery') {
      const checked = checkDispatch(dispatch);
      if (!checked.ok) {
        setDispatchErrors(checked.errors);
        requestAnimationFrame(() => document.querySelector<HTMLElement>('fieldset [aria-invalid="true"]')?.focus());
        return;
      }
      sentDispatch = checked.dispatch;
    }
    try {
      await update.mutateAsync({ orderId: order.id, status, ...noteFields(sent), payment, dispatch: sentDispatch });
      clearNote(sent);
      notify.success(
        payment
          ? ADMIN_ORDER_TEXTS.deliveredAndPaid
          : order.status === 'delivered'
            ? ADMIN_ORDER_TEXTS.deliveryUndone(ORDER_STATUS_LABELS[status])
            : ADMIN_ORDER_TEXTS.statusChanged(ORDER_STATUS_LABELS[status]),
      );
      setConfirmCancel(false);
      setConfirmUndo(false);
      setPaymentDialog(null);
    } catch (e) {
      notify.error(ADMIN_ORDER_TEXTS.updateFailedTitle, e instanceof Error ? e.message : ORDER_MESSAGES.updateFailed);
    }
  };

  // Delivered while unpaid: ask whether the payment was collected first.
  const step = (status: OrderStatus) =>
    status === 'delivered' && order.paymentStatus === 'unpaid'
      ? setPaymentDialog('delivered-asked')
      : void move(status);

  const pay = async (payment: ReceivedPayment) => {
    const sent = note;
    try {
      await markPaid.mutateAsync({ orderId: order.id, payment, ...noteFields(sent) });
      clearNote(sent);
      notify.success(ADMIN_ORDER_TEXTS.paid);
      setPaymentDialog(null);
    } catch (e) {
      notify.error(ADMIN_ORDER_TEXTS.updateFailedTitle, e instanceof Error ? e.message : ORDER_MESSAGES.updateFailed);
    }
  };

  const who = ({ by, byName }: { by: string; byName?: string }) =>
    by === order.userId
      ? 'Customer'
      : by === 'paystack'
        ? 'Paystack'
        : by === 'system'
          ? 'The shop, automatically'
          : (byName ?? 'Staff');

  return (
    <AdminPage
      title={`Order ${orderNumberOf(order)}`}
      description={`Placed ${formatDateTime(order.createdAt)} by ${order.customer.displayName || order.customer.email}.`}
      actions={
        <div className="flex flex-wrap items-center gap-3">
          <Link
            to={`/admin/orders/${order.id}/receipt`}
            className="flex items-center gap-1 text-sm text-brand-800 hover:underline"
          >
            <Printer className="size-4" aria-hidden="true" /> Receipt
          </Link>
          {back}
        </div>
      }
    >
      <div className="flex flex-wrap items-center gap-2" data-testid="order-state">
        <OrderStatusBadge status={order.status} />
        <PaymentBadge order={order} />
      </div>
      <OrderPlanNotice order={order} />
      {address && (
        <CustomerContact about={`order ${orderNumberOf(order)}`} phone={address.phone} name={address.fullName} />
      )}

      <Panel title="Next step">
        {order.paymentStatus === 'refund_due' && mayRefund ? (
          <RecordRefundForm order={order} />
        ) : order.paymentStatus === 'refund_due' || (!mayMove && !mayMarkPaid && payment.staffMoves.length > 0) ? (
          <p className="text-sm text-slate-700" data-testid="next-step">
            {ADMIN_ORDER_TEXTS.notYourStep(ORDER_STATUS_LABELS[order.status], payment.staff)}
          </p>
        ) : next.length === 0 && !mayMarkPaid ? (
          <div className="grid gap-3">
            <p className="text-sm text-slate-700" data-testid="next-step">
              {payment.plan && payment.plan.stage !== 'ended'
                ? `Nothing to do on this order now: it is ${ORDER_STATUS_LABELS[order.status].toLowerCase()}. ${payment.staffDetail}`
                : `Nothing left to do: this order is ${ORDER_STATUS_LABELS[order.status].toLowerCase()} and ${payment.staff.toLowerCase()}.`}
            </p>
            {undoable && (
              <div>
                <Button variant="outline" busy={busy} onClick={() => setConfirmUndo(true)}>
                  Undo delivered
                </Button>
              </div>
            )}
          </div>
        ) : (
          <div className="grid gap-3">
            {payment.staffDetail && (
              <p className="text-sm text-slate-700" data-testid="next-step">
                {payment.staffDetail}
              </p>
            )}
            <div className="grid gap-1 sm:max-w-md">
              <label htmlFor={`${id}-note`} className="text-sm font-medium text-slate-900">
                Note for the timeline <span className="font-normal text-slate-600">(optional)</span>
              </label>
              <Input id={`${id}-note`} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
            </div>
            <RadioGroup
              legend="Who sees the note"
              name={`${id}-visibility`}
              value={visibility}
              options={VISIBILITY_OPTIONS}
              onChange={setVisibility}
            />
            {next.includes('out_for_delivery') && (
              <DispatchFields
                values={dispatch}
                errors={dispatchErrors}
                onChange={(values, changed) => {
                  setDispatch(values);
                  setDispatchErrors((errors) => ({ ...errors, [changed]: undefined }));
                }}
              />
            )}
            <div className="flex flex-wrap gap-2">
              {next
                .filter((s) => s !== 'cancelled')
                // Keyed by place, not status: the button pressed stays the same element (and keeps keyboard focus)
                // when it turns into the next step. The next step is the main button; later ones skip ahead.
                .map((s, place) => (
                  <Button key={place} variant={place === 0 ? 'default' : 'outline'} busy={busy} onClick={() => step(s)}>
                    Mark {ORDER_STATUS_LABELS[s].toLowerCase()}
                  </Button>
                ))}
              {undoable && (
                <Button variant="outline" busy={busy} onClick={() => setConfirmUndo(true)}>
                  Undo delivered
                </Button>
              )}
              {mayMarkPaid && (
                <Button variant="sun" busy={busy} onClick={() => setPaymentDialog('mark-paid')}>
                  Mark as paid
                </Button>
              )}
              {next.includes('cancelled') && (
                <Button variant="destructive" busy={busy} onClick={() => setConfirmCancel(true)}>
                  Cancel order
                </Button>
              )}
            </div>
          </div>
        )}
      </Panel>

      <OrderFacts order={order} />

      <Panel title="Timeline">
        <Timeline order={order} notes={staffNotes.data ?? []} who={who} />
        {staffNotes.isError && (
          <p className="mt-2 text-sm text-red-700">
            Staff-only notes could not be loaded. Reload the page to try again.
          </p>
        )}
      </Panel>

      <TitledDialog
        open={paymentDialog === 'delivered-asked'}
        onOpenChange={(open) => setPaymentDialog(open ? 'delivered-asked' : null)}
        size="md"
        title="Was the payment collected?"
        description={`This order is unpaid: ${formatGhs(order.total)} by ${PAYMENT_METHOD_LABELS[order.paymentMethod].toLowerCase()}.`}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" busy={update.isPending} onClick={() => void move('delivered')}>
            No, still unpaid
          </Button>
          <Button variant="sun" onClick={() => setPaymentDialog('delivered-paid')}>
            Yes, record the payment
          </Button>
        </div>
      </TitledDialog>
      <TitledDialog
        open={paymentDialog === 'delivered-paid' || paymentDialog === 'mark-paid'}
        onOpenChange={(open) => !open && setPaymentDialog(null)}
        size="md"
        title={paymentDialog === 'delivered-paid' ? 'Delivered: record the payment' : 'Mark as paid'}
        description={`Order total ${formatGhs(order.total)}. Record what the customer paid.`}
      >
        <ReceivedPaymentForm
          order={order}
          label="The payment received"
          submitLabel={paymentDialog === 'delivered-paid' ? 'Mark delivered and paid' : 'Mark as paid'}
          busy={busy}
          onSubmit={(payment) => void (paymentDialog === 'delivered-paid' ? move('delivered', payment) : pay(payment))}
          secondary={
            <Button variant="outline" onClick={() => setPaymentDialog(null)}>
              Cancel
            </Button>
          }
        />
      </TitledDialog>

      <ConfirmDialog
        open={confirmUndo}
        onOpenChange={setConfirmUndo}
        title={`Undo "Delivered" for order ${orderNumberOf(order)}?`}
        description={
          `The order goes back to ${ORDER_STATUS_LABELS[undoTo].toLowerCase()}, and the timeline records the undo ` +
          `(possible up to ${DELIVERY_UNDO_HOURS} hours after it was marked delivered). ` +
          (paidWithDelivery && order.paymentRecord
            ? `The payment recorded with the delivery (${formatGhs(order.paymentRecord.amount)} by ` +
              `${RECEIVED_PAYMENT_METHOD_LABELS[order.paymentRecord.method]}) is undone too: the order is unpaid again, ` +
              'and the timeline keeps what was recorded.'
            : order.paymentStatus === 'paid'
              ? 'The payment stays recorded: it was not recorded with the delivery.'
              : '')
        }
        confirmLabel="Undo delivered"
        cancelLabel="Keep delivered"
        busyLabel="Undoing..."
        busy={update.isPending}
        onConfirm={() => void move(undoTo)}
      />
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={`Cancel order ${orderNumberOf(order)}?`}
        description="The items go back into stock, and the order cannot be moved on again."
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        busyLabel="Cancelling..."
        destructive
        busy={update.isPending}
        onConfirm={() => void move('cancelled')}
      />
    </AdminPage>
  );
}
