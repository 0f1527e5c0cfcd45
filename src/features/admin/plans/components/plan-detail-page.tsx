import { Link } from 'react-router';
import { AdminPage } from '@/components/admin-page';
import { EmptyState, ErrorState, Panel } from '@/components/ui/panel';
import { PlanScheduleRows } from '@/components/payment/plan-schedule-rows';
import { TimelineList } from '@/components/timeline-list';
import { formatDateTime, formatDay, shopDay } from '@domain/shared/date-time';
import { formatPesewas } from '@domain/shared/money';
import { RECEIVED_PAYMENT_METHOD_LABELS } from '@domain/order/order';
import { orderPagePath, projectPagePath } from '@domain/notifications/notifications';
import { PLAN_DECISION_WORDS, PLAN_STATUS_LABELS_FOR_STAFF, PLAN_TEXTS } from '@domain/plans/messages';
import { planPosition, type PlanPosition } from '@domain/plans/plan-ledger';
import { extraPercentOfCash } from '@domain/plans/plan-schedule';
import { CustomerPanel } from '@/features/admin/orders/components/customer-contact';
import { useMayCall, useMayDo } from '@/components/staff-access';
import { usePlan, type Plan } from '../api/plans';
import { DecisionPanel, RecordPaymentPanel } from './plan-actions';
import { PlanCalls } from './plan-calls';

/**
 * A payment plan for staff (docs/plans.md, "Staff"): its order and customer, where it stands (planPosition), the
 * schedule with each row's state, the statement, the timeline, and what staff do with it: approve or decline,
 * record a payment received at the shop, log a call with the customer.
 */
export function PlanDetailPage({ planId }: { planId: string }) {
  const query = usePlan(planId);
  if (query.isPending) return <EmptyState role="status">Loading the payment plan…</EmptyState>;
  if (query.isError)
    return <ErrorState onRetry={query.refetch}>{query.error.message || PLAN_TEXTS.loadOneFailed}</ErrorState>;
  return <PlanView plan={query.data} />;
}

function PlanView({ plan: p }: { plan: Plan }) {
  const today = shopDay(new Date());
  const position = planPosition(p.schedule, p.paid, p.waived, today);
  const orderLink =
    p.source.kind === 'order' ? orderPagePath(p.source.id, 'staff') : projectPagePath(p.source.id, 'staff');
  // Each part for the jobs that do it (docs/staff-roles.md): the functions and the rules refuse the rest.
  const mayDecide = useMayCall('approvePlan');
  const mayTakePayments = useMayCall('recordPlanPayment');
  const mayReadCalls = useMayDo('managePlans', 'followUpPlans');
  return (
    <AdminPage
      title={`Payment plan ${p.source.number || p.id}`}
      description={`${p.schedule.name} for ${p.customer.name || 'a customer'}.`}
      actions={
        <Link to="/admin/plans" className="text-sm font-medium text-brand-800 underline">
          All plans
        </Link>
      }
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span>
          <span className="text-slate-700">Status: </span>
          <strong data-testid="plan-status">{PLAN_STATUS_LABELS_FOR_STAFF[p.status]}</strong>
        </span>
        <span className="text-slate-700" data-testid="plan-release">
          {p.releasedAt
            ? `${PLAN_DECISION_WORDS[p.source.kind].released} ${formatDateTime(p.releasedAt)}`
            : PLAN_DECISION_WORDS[p.source.kind].notReleased}
        </span>
        <Link to={orderLink} className="font-medium text-brand-800 underline">
          {p.source.kind === 'order' ? 'Order' : 'Project'} {p.source.number || p.source.id}
        </Link>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <CustomerPanel
          customer={p.customer}
          about={`payment plan for ${p.source.kind === 'order' ? 'order' : 'project'} ${p.source.number}`}
        />
        <Standing plan={p} position={position} />
      </div>

      {mayDecide && <DecisionPanel plan={p} />}
      {mayTakePayments && <RecordPaymentPanel plan={p} position={position} />}

      <PlanScheduleRows position={position} variant="staff" />

      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title="Statement">
          {p.payments.length === 0 ? (
            <p className="text-sm text-slate-700">No payment yet.</p>
          ) : (
            <ul className="grid gap-2 text-sm" aria-label="Payments">
              {p.payments.map((pay, i) => (
                <li key={i} className="grid gap-0.5">
                  <span className="font-medium text-slate-900">
                    {formatPesewas(pay.amount)} · {RECEIVED_PAYMENT_METHOD_LABELS[pay.method]}
                  </span>
                  <span className="text-slate-700">
                    {formatDateTime(pay.at)} · {pay.reference}
                    {pay.waived > 0 && ` · ${formatPesewas(pay.waived)} of extra cost not charged`}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title="Timeline">
          <TimelineList
            entries={p.timeline.map((entry) => ({ ...entry, title: PLAN_STATUS_LABELS_FOR_STAFF[entry.status] }))}
            customerId={p.userId}
          />
        </Panel>
      </div>

      {mayReadCalls && <PlanCalls plan={p} today={today} />}
    </AdminPage>
  );
}

function Standing({ plan: p, position }: { plan: Plan; position: PlanPosition }) {
  const s = p.schedule;
  return (
    <Panel title="Where it stands">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm" data-testid="plan-standing">
        <dt className="text-slate-600">Cash price</dt>
        <dd className="text-slate-900">{formatPesewas(s.cash)}</dd>
        <dt className="text-slate-600">Extra cost</dt>
        <dd className="text-slate-900">
          {formatPesewas(s.extra)} ({extraPercentOfCash(s)}%)
        </dd>
        <dt className="text-slate-600">Total</dt>
        <dd className="text-slate-900">{formatPesewas(s.total)}</dd>
        <dt className="text-slate-600">Paid</dt>
        <dd className="text-slate-900">{formatPesewas(position.paid)}</dd>
        {position.waived > 0 && (
          <>
            <dt className="text-slate-600">Not charged</dt>
            <dd className="text-slate-900">{formatPesewas(position.waived)}</dd>
          </>
        )}
        <dt className="text-slate-600">Left to pay</dt>
        <dd className="font-semibold text-slate-900" data-testid="plan-remaining">
          {formatPesewas(position.remaining)}
        </dd>
        <dt className="text-slate-600">Due now</dt>
        <dd className="text-slate-900" data-testid="plan-due">
          {formatPesewas(position.amountDue)}
          {position.daysPastDue > 0 && ` (${position.daysPastDue} days past due)`}
        </dd>
        <dt className="text-slate-600">Next payment</dt>
        <dd className="text-slate-900">
          {position.next ? `${formatPesewas(position.next.amount)} on ${formatDay(position.next.dueOn)}` : '—'}
        </dd>
        <dt className="text-slate-600">To pay off today</dt>
        <dd className="text-slate-900">{formatPesewas(position.payoff)}</dd>
        {p.decision && !p.decision.approved && (
          <>
            <dt className="text-slate-600">Declined</dt>
            <dd className="text-slate-900">{p.decision.reason}</dd>
          </>
        )}
      </dl>
    </Panel>
  );
}
