import { ArrowLeft, Printer } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorState } from '@/components/ui/panel';
import { SHOP_CITY, SHOP_NAME } from '@domain/shop/brand';
import { formatDateTime } from '@domain/shared/date-time';
import { PAYMENT_METHOD_LABELS, RECEIVED_PAYMENT_METHOD_LABELS, type Order } from '@domain/order/order';
import { DELIVERY_METHOD_LABELS } from '@domain/order/messages';
import { orderNumberOf } from '@domain/order/order-number';
import { formatGhanaPhone } from '@domain/shared/phone';
import type { ContactSettings } from '@domain/shop/settings';
import { TotalsList } from '@/components/totals-list';
import { formatGhs } from '@/lib/money';
import { orderPaymentState } from '@domain/order/order-payment-state';
import { settingsQueryOptions } from '@/lib/settings/get-settings';
import { useAdminOrder } from '../api/get-admin-order';
import { isNotFound } from '@/lib/errors';
import { TableHead } from '@/components/ui/table';

/**
 * Only the receipt on paper: the admin area's header, menu and this page's buttons are left out when printing
 * (everything is hidden but the receipt, which is printed from the top left of an A4 or a receipt printer's roll).
 */
const PRINT_CSS = `
@media print {
  @page { margin: 12mm; }
  body * { visibility: hidden !important; }
  [data-receipt], [data-receipt] * { visibility: visible !important; }
  [data-receipt] { position: absolute; inset: 0 auto auto 0; width: 100%; border: 0 !important; box-shadow: none !important; }
  [data-receipt] a { color: inherit; text-decoration: none; }
}
`;

/** A printable receipt of one order (Orders › an order › Receipt): "Print receipt" opens the browser's printing. */
export function OrderReceiptPage({ orderId }: { orderId: string }) {
  const { data: order, isPending, isError, error, refetch } = useAdminOrder(orderId);
  const { data: settings } = useQuery(settingsQueryOptions());
  const back = (
    <Link
      to={`/admin/orders/${orderId}`}
      className="flex items-center gap-1 text-sm text-brand-800 hover:underline print:hidden"
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> Back to the order
    </Link>
  );
  if (isPending) return <EmptyState role="status">Loading the order…</EmptyState>;
  if (isError) {
    return (
      <div className="grid gap-3">
        {back}
        <ErrorState onRetry={isNotFound(error) ? undefined : refetch}>{error.message}</ErrorState>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <PageMeta title={`Receipt · ${orderNumberOf(order)}`} description="A receipt to print." />
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        {back}
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" /> Print receipt
        </Button>
      </div>
      <Receipt order={order} contact={settings?.contact ?? null} />
    </div>
  );
}

function Receipt({ order, contact }: { order: Order; contact: ContactSettings | null }) {
  const address = order.delivery.address;
  const phones = (contact?.phones ?? []).map(formatGhanaPhone);
  const record = order.paymentRecord;
  return (
    <article
      data-receipt
      aria-label="Receipt"
      className="mx-auto grid w-full max-w-2xl gap-4 rounded-lg border border-slate-200 bg-white p-6 text-sm text-slate-900"
    >
      <header className="grid gap-1 border-b border-slate-200 pb-3">
        <h1 className="text-xl font-bold">{SHOP_NAME}</h1>
        <p>{contact?.address || SHOP_CITY}</p>
        {phones.length > 0 && <p>Phone: {phones.join(' · ')}</p>}
        {contact?.email && <p>Email: {contact.email}</p>}
      </header>
      <div className="grid grid-cols-2 gap-2">
        <div>
          <h2 className="text-base font-semibold">Receipt</h2>
          <p>
            Order <span className="font-mono font-semibold">{orderNumberOf(order)}</span>
          </p>
          <p>Date: {formatDateTime(order.createdAt)}</p>
        </div>
        <div>
          <p className="font-semibold">{order.customer.displayName || order.customer.email}</p>
          {address && (
            <>
              <p>{formatGhanaPhone(address.phone)}</p>
              <p>
                {address.streetOrLandmark}, {address.town}, {address.region} Region
              </p>
            </>
          )}
          <p>{DELIVERY_METHOD_LABELS[order.delivery.method]}</p>
        </div>
      </div>
      <table className="w-full border-collapse">
        <caption className="sr-only">Items</caption>
        <thead>
          <tr className="border-b border-slate-300 text-left">
            <TableHead className="py-1">Item</TableHead>
            <TableHead className="py-1 text-right">Qty</TableHead>
            <TableHead className="py-1 text-right">Price</TableHead>
            <TableHead className="py-1 text-right">Amount</TableHead>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.productId} className="border-b border-slate-100">
              <td className="py-1 pr-2">{item.name}</td>
              <td className="py-1 text-right">{item.quantity}</td>
              <td className="py-1 text-right whitespace-nowrap">{formatGhs(item.price)}</td>
              <td className="py-1 text-right whitespace-nowrap">{formatGhs(item.price * item.quantity)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <TotalsList
        totals={order}
        pickup={order.delivery.method === 'pickup'}
        className="ml-auto w-full max-w-xs text-inherit"
      />
      <section aria-label="Payment" className="grid gap-1 border-t border-slate-200 pt-3">
        <p>
          Payment: {PAYMENT_METHOD_LABELS[order.paymentMethod]} · {orderPaymentState(order).staff}
          {order.paidAt && ` on ${formatDateTime(order.paidAt)}`}
        </p>
        {record && (
          <p>
            Received {formatGhs(record.amount)} by {RECEIVED_PAYMENT_METHOD_LABELS[record.method]}
            {record.reference && ` · Reference ${record.reference}`}
          </p>
        )}
        {!record && order.paymentAttempts.find((a) => a.status === 'success') && (
          <p>Reference {order.paymentAttempts.find((a) => a.status === 'success')?.reference}</p>
        )}
      </section>
      <p className="text-center text-xs text-slate-600">Thank you for shopping with {SHOP_NAME}.</p>
    </article>
  );
}
