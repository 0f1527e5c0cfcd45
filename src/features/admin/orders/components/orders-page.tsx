import { Link } from 'react-router';
import {
  AdminList,
  AdminPage,
  FilterBar,
  FilterInput,
  FilterSelect,
  LoadMore,
  SearchFilter,
} from '@/components/admin-page';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, PAYMENT_STATUS_LABELS, PAYMENT_STATUSES } from '@domain/order/order';
import { formatGhs } from '@/lib/money';
import { adminOrderFiltersFrom, useAdminOrders } from '../api/get-admin-orders';
import { ADMIN_ORDER_TEXTS } from '@domain/order/messages';
import { formatDateTime } from '@domain/shared/date-time';
import { orderNumberOf } from '@domain/order/order-number';
import { parseOrderSearch } from '@domain/order/order-search';
import { formatGhanaPhone } from '@domain/shared/phone';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useFilterParams } from '@/lib/use-filter-params';
import { OrderStatusBadge, PaymentBadge } from './order-badges';

const STATUS_OPTIONS = [
  ['', 'All statuses'],
  ...ORDER_STATUSES.map((s) => [s, ORDER_STATUS_LABELS[s]] as const),
] as const;
const PAYMENT_OPTIONS = [
  ['', 'Paid or not'],
  ...PAYMENT_STATUSES.map((s) => [s, PAYMENT_STATUS_LABELS[s]] as const),
] as const;

/**
 * Orders newest first, a page at a time, filtered by status, payment and date and searched by order number,
 * phone, or the customer's name or email: all on the server, across every order.
 */
export function OrdersPage() {
  const [params, set] = useFilterParams();
  const search = params.get('q') ?? '';
  // The server is asked once typing pauses, or at once for a whole order number or phone.
  const settled = useDebouncedValue(search);
  const complete = ['number', 'phone'].includes(parseOrderSearch(search)?.kind ?? '');
  const filters = { ...adminOrderFiltersFrom(params), search: (complete ? search : settled).trim() };
  const query = useAdminOrders(filters);
  const shown = query.data?.pages.flatMap((p) => p.orders) ?? [];

  return (
    <AdminPage
      title="Orders"
      description="Find an order by its number or the customer's phone, name or email; filter by status, payment and date."
    >
      <FilterBar className="sm:grid-cols-2 lg:grid-cols-5">
        <SearchFilter
          placeholder="Order no., phone, name or email"
          value={search}
          onChange={(text) => set('q', text)}
        />
        <FilterSelect
          label="Status"
          value={filters.status ?? ''}
          options={STATUS_OPTIONS}
          onChange={(v) => set('status', v)}
        />
        <FilterSelect
          label="Payment"
          value={filters.paymentStatus ?? ''}
          options={PAYMENT_OPTIONS}
          onChange={(v) => set('payment', v)}
        />
        <FilterInput
          label="From"
          type="date"
          value={filters.from ?? ''}
          onChange={(e) => set('from', e.target.value)}
        />
        <FilterInput label="To" type="date" value={filters.to ?? ''} onChange={(e) => set('to', e.target.value)} />
      </FilterBar>

      <AdminList
        query={query}
        loading="Loading orders…"
        failed={ADMIN_ORDER_TEXTS.loadFailed}
        empty={shown.length === 0 && !query.hasNextPage && 'No orders match.'}
      >
        {() => (
          <Table caption="Orders">
            <TableHeader>
              <TableHead>Order</TableHead>
              <TableHead>Customer</TableHead>
              <TableHead className="p-3 text-right">Total</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="hidden p-3 sm:table-cell">Payment</TableHead>
            </TableHeader>
            <TableBody>
              {shown.map((o) => (
                <TableRow key={o.id}>
                  <TableCell>
                    <Link to={`/admin/orders/${o.id}`} className="font-medium text-brand-800 underline">
                      {orderNumberOf(o)}
                    </Link>
                    <div className="text-xs text-slate-600">{formatDateTime(o.createdAt)}</div>
                  </TableCell>
                  <TableCell>
                    <div className="text-slate-900">{o.customer.displayName || '—'}</div>
                    <div className="text-xs break-all text-slate-600">{o.customer.email}</div>
                    {o.customer.phone && (
                      <div className="text-xs whitespace-nowrap text-slate-600">
                        {formatGhanaPhone(o.customer.phone)}
                      </div>
                    )}
                  </TableCell>
                  <TableCell className="p-3 text-right whitespace-nowrap">{formatGhs(o.total)}</TableCell>
                  <TableCell>
                    <OrderStatusBadge status={o.status} />
                  </TableCell>
                  <TableCell className="hidden p-3 sm:table-cell">
                    <PaymentBadge order={o} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </AdminList>
      <LoadMore query={query} label="Load more orders" />
    </AdminPage>
  );
}
