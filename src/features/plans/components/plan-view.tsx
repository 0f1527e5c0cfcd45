import { Badge } from '@/components/ui/badge';
import { Alert, Panel } from '@/components/ui/panel';
import { formatDate, formatDateTime, formatDay } from '@domain/shared/date-time';
import { formatPesewas } from '@domain/shared/money';
import { PLAN_PAGE_MESSAGES, PLAN_PAYMENT_METHOD_LABELS, PLAN_STATUS_LABELS } from '@domain/plans/messages';
import type { PlanPosition } from '@domain/plans/plan-ledger';
import type { PlanStatus } from '@domain/plans/plan-record';
import type { Plan } from '../api/get-my-plans';

const M = PLAN_PAGE_MESSAGES;

const STATUS_BADGE: Record<PlanStatus, 'default' | 'warning' | 'danger' | 'neutral'> = {
  awaiting_deposit: 'warning',
  awaiting_approval: 'warning',
  active: 'default',
  overdue: 'danger',
  owned: 'default',
  declined: 'neutral',
  cancelled: 'neutral',
};

export function PlanStatusBadge({ status }: { status: PlanStatus }) {
  return <Badge variant={STATUS_BADGE[status]}>{PLAN_STATUS_LABELS[status]}</Badge>;
}

/** Where the plan stands, in one sentence for the customer. */
export function PlanStatusNote({ plan, position }: { plan: Plan; position: PlanPosition }) {
  switch (plan.status) {
    case 'awaiting_deposit':
      return (
        <Alert variant="warning">
          {M.awaitingDeposit(plan.schedule.deposit, plan.depositDueBy ? formatDateTime(plan.depositDueBy) : null)}
        </Alert>
      );
    case 'awaiting_approval':
      return <Alert variant="success">{M.awaitingApproval}</Alert>;
    case 'overdue':
      // Marked overdue by the daily sweep; once what was late is paid, the page says so at once.
      return position.amountDue > 0 ? (
        <Alert>{M.overdue(position.amountDue, position.daysPastDue)}</Alert>
      ) : (
        <Alert variant="success">{M.active}</Alert>
      );
    case 'declined':
      return <Alert>{M.declined(plan.decision?.reason ?? '')}</Alert>;
    case 'cancelled':
      return <Alert variant="warning">{M.cancelled(plan.cancelled?.reason ?? '')}</Alert>;
    case 'active':
      return <Alert variant="success">{M.active}</Alert>;
    case 'owned':
      return null;
  }
}

function Figure({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-slate-100 py-1.5">
      <dt className="text-slate-700">{term}</dt>
      <dd className={strong ? 'font-semibold text-slate-900' : 'text-slate-900'}>{value}</dd>
    </div>
  );
}

/** What is paid, what remains, what is due next and when (planPosition). */
export function PlanFigures({ plan, position }: { plan: Plan; position: PlanPosition }) {
  return (
    <Panel variant="shopper" title={M.figuresTitle}>
      <dl className="grid text-sm" data-testid="plan-figures">
        <Figure term={M.total} value={formatPesewas(position.total)} />
        <Figure term={M.paid} value={formatPesewas(position.paid)} />
        {position.waived > 0 && <Figure term={M.waived} value={formatPesewas(position.waived)} />}
        <Figure term={M.remaining} value={formatPesewas(position.remaining)} strong />
        {position.next && (
          <Figure
            term={M.nextDue}
            value={M.nextDueValue(position.next.amount, formatDay(position.next.dueOn))}
            strong
          />
        )}
        <Figure term={M.cashPrice} value={formatPesewas(plan.schedule.cash)} />
        <Figure term={M.extra} value={formatPesewas(plan.schedule.extra)} />
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        {plan.releasedAt ? M.released : M.releaseTerms(plan.schedule.release)}
      </p>
    </Panel>
  );
}

/** Every payment received: its day, amount, how, its reference, and what paying off waived. */
export function PlanStatement({ plan }: { plan: Plan }) {
  return (
    <Panel variant="shopper" title={M.statementTitle}>
      {plan.payments.length === 0 ? (
        <p className="text-sm text-slate-700">{M.noPayments}</p>
      ) : (
        <ul className="grid gap-2 text-sm" aria-label={M.statementTitle}>
          {plan.payments.map((payment) => (
            <li key={`${payment.reference}-${payment.at.getTime()}`} className="rounded-md bg-slate-50 p-2">
              <div className="flex flex-wrap justify-between gap-2">
                <time dateTime={payment.at.toISOString()} className="text-slate-700">
                  {formatDate(payment.at)}
                </time>
                <span className="font-semibold text-slate-900">{formatPesewas(payment.amount)}</span>
              </div>
              <p className="text-slate-700">
                {PLAN_PAYMENT_METHOD_LABELS[payment.method]} · {M.reference(payment.reference)}
              </p>
              {payment.waived > 0 && <p className="text-brand-900">{M.waivedWith(payment.waived)}</p>}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** The plan's history, newest first. */
export function PlanTimeline({ plan }: { plan: Plan }) {
  return (
    <Panel variant="shopper" title={M.timelineTitle}>
      <ol className="grid gap-2 text-sm">
        {[...plan.timeline].reverse().map((entry, i) => (
          <li key={i} className="grid">
            <time dateTime={entry.at.toISOString()} className="text-slate-600">
              {formatDateTime(entry.at)}
            </time>
            <span className="text-slate-900">{entry.note}</span>
          </li>
        ))}
      </ol>
    </Panel>
  );
}
