import { Link } from 'react-router';
import { AdminPage } from '@/components/admin-page';
import { EmptyState, ErrorState, Panel } from '@/components/ui/panel';
import { DataTable, type Column } from '@/components/ui/table';
import { formatDateTime } from '@domain/shared/date-time';
import { formatPesewas } from '@domain/shared/money';
import { holderPagePath, PAYMENT_PROBLEM_LABELS, type PaymentProblem } from '@domain/payments/payment-problems';
import { HOLDER_WORDS, PAYMENT_PROBLEMS_FAILED } from '@domain/payments/messages';
import { RECENT_PAYMENT_PROBLEMS, usePaymentProblems } from '../api/payment-problems';

type Row = PaymentProblem<Date>;

const columns: Column<Row>[] = [
  // Each column wide enough to read on a phone (the table then scrolls sideways in its panel).
  { header: 'When', cell: (p) => formatDateTime(p.at), className: 'p-3 min-w-28' },
  {
    header: 'What happened',
    className: 'p-3 min-w-56',
    cell: (p) => (
      <span className="block break-words">
        <span className="font-medium text-slate-900">{PAYMENT_PROBLEM_LABELS[p.kind]}</span>
        {p.detail && <span className="block text-slate-600">{p.detail}</span>}
      </span>
    ),
  },
  {
    header: 'Amount',
    className: 'p-3 min-w-36',
    cell: (p) =>
      p.received !== null ? (
        <span className="tabular-nums">
          {formatPesewas(p.received)} received
          {p.expected !== null && <span className="block text-slate-600">{formatPesewas(p.expected)} asked</span>}
        </span>
      ) : (
        <span className="text-slate-600">See Paystack</span>
      ),
  },
  {
    header: 'For',
    className: 'p-3 min-w-52',
    cell: (p) => (
      <span className="block break-all">
        {p.holder ? (
          <Link to={holderPagePath(p.holder)} className="font-medium text-brand-800 underline underline-offset-2">
            {HOLDER_WORDS[p.holder.kind]}
          </Link>
        ) : (
          'Not known'
        )}
        {p.reference && <span className="block font-mono text-xs text-slate-600">{p.reference}</span>}
      </span>
    ),
  },
];

/**
 * Staff: money Paystack confirmed that the shop could not apply (paid twice, after a cancellation, for another
 * amount, or with a reference the shop did not ask for). Nothing was applied; staff refund it or record it by hand.
 */
export function PaymentProblemsPage() {
  const { data, isPending, isError, refetch } = usePaymentProblems();
  return (
    <AdminPage
      title="Payments to check"
      description="Mobile Money the shop received but could not apply by itself. Check each one in Paystack, then refund it or record it on its order, project or plan."
    >
      <Panel title={`Newest ${RECENT_PAYMENT_PROBLEMS}`}>
        {isPending ? (
          <EmptyState role="status">Loading the payments to check…</EmptyState>
        ) : isError ? (
          <ErrorState onRetry={refetch}>{PAYMENT_PROBLEMS_FAILED}</ErrorState>
        ) : data.length === 0 ? (
          <EmptyState>Nothing to check: every payment received was applied.</EmptyState>
        ) : (
          <DataTable
            caption="Payments to check, newest first"
            columns={columns}
            rows={data}
            rowKey={(p) => p.id}
            rowData={(p) => ({ 'data-problem': p.id })}
          />
        )}
      </Panel>
    </AdminPage>
  );
}
