import { WalletCards } from 'lucide-react';
import { shopDay } from '@domain/shared/date-time';
import { formatPesewas } from '@domain/shared/money';
import { planPosition } from '@domain/plans/plan-ledger';
import { mayPayInto } from '@domain/plans/plan-rules';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { useMyPlans, type Plan } from '@/features/plans/api/get-my-plans';
import { PlanStatusBadge } from '@/features/plans/components/plan-view';
import { PLAN_PAGE_MESSAGES } from '@domain/plans/messages';
import { AccountList, AccountListNumber, AccountListRow } from './account-list';
import { OrderPage } from './order-page-parts';

const M = PLAN_PAGE_MESSAGES;

function PlanRow({ plan }: { plan: Plan }) {
  const position = planPosition(plan.schedule, plan.paid, plan.waived, shopDay(new Date()));
  return (
    <AccountListRow
      to={`/plans/${plan.id}`}
      label={M.title(plan.source.number, plan.source.kind)}
      heading={
        <>
          <AccountListNumber>{plan.source.number}</AccountListNumber>
          <PlanStatusBadge status={plan.status} />
        </>
      }
    >
      <p className="text-sm text-slate-700">
        {plan.schedule.name}
        {mayPayInto(plan.status) ? ` · ${M.remaining}: ${formatPesewas(position.remaining)}` : ''}
      </p>
    </AccountListRow>
  );
}

/** /plans: the customer's payment plans, newest first. */
export function Component() {
  const uid = useSessionStore((s) => s.user?.uid ?? '');
  const plans = useMyPlans(uid);
  return (
    <OrderPage title={M.listTitle} description="Your Savanna Solar payment plans." heading={M.listTitle}>
      <meta name="robots" content="noindex" />
      <AccountList
        query={plans}
        count={plans.data?.length ?? 0}
        label={M.listTitle}
        loading={M.listLoading}
        failed={M.listLoadFailed}
        empty={{ icon: WalletCards, text: M.none }}
      >
        {plans.data?.map((plan) => (
          <PlanRow key={plan.id} plan={plan} />
        ))}
      </AccountList>
    </OrderPage>
  );
}
