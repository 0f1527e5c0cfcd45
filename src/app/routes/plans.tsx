import { ChevronRight, WalletCards } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/ui/panel';
import { shopDay } from '@/domain/date-time';
import { formatPesewas } from '@/domain/money';
import { planPosition } from '@/domain/plans/plan-ledger';
import { mayPayInto } from '@/domain/plans/plan-rules';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { useMyPlans, type Plan } from '@/features/plans/api/get-my-plans';
import { PlanStatusBadge } from '@/features/plans/components/plan-view';
import { PLAN_PAGE_MESSAGES } from '@/features/plans/messages';
import { OrderPage } from './order-page-parts';

const M = PLAN_PAGE_MESSAGES;

function PlanRow({ plan }: { plan: Plan }) {
  const position = planPosition(plan.schedule, plan.paid, plan.waived, shopDay(new Date()));
  return (
    <li>
      <Link
        to={`/plans/${plan.id}`}
        className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-700"
        aria-label={M.title(plan.source.number, plan.source.kind)}
      >
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-sm font-semibold text-slate-900">{plan.source.number}</span>
            <PlanStatusBadge status={plan.status} />
          </div>
          <p className="text-sm text-slate-700">
            {plan.schedule.name}
            {mayPayInto(plan.status) ? ` · ${M.remaining}: ${formatPesewas(position.remaining)}` : ''}
          </p>
        </div>
        <ChevronRight className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
      </Link>
    </li>
  );
}

/** /plans: the customer's payment plans, newest first. */
export function Component() {
  const uid = useSessionStore((s) => s.user?.uid ?? '');
  const plans = useMyPlans(uid);
  let body;
  if (plans.isPending) {
    body = (
      <p role="status" className="text-slate-700">
        {M.listLoading}
      </p>
    );
  } else if (plans.isError) {
    body = (
      <ErrorState layout="block" onRetry={plans.refetch}>
        {M.listLoadFailed}
      </ErrorState>
    );
  } else if (plans.data.length === 0) {
    body = (
      <section className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-slate-300 px-4 py-12 text-center">
        <WalletCards className="size-10 text-slate-500" aria-hidden="true" />
        <p className="text-lg font-semibold text-slate-900">{M.none}</p>
      </section>
    );
  } else {
    body = (
      <ul aria-label={M.listTitle} className="grid gap-3">
        {plans.data.map((plan) => (
          <PlanRow key={plan.id} plan={plan} />
        ))}
      </ul>
    );
  }
  return (
    <OrderPage title={M.listTitle} description="Your Savanna Solar payment plans." heading={M.listTitle}>
      <meta name="robots" content="noindex" />
      {body}
    </OrderPage>
  );
}
