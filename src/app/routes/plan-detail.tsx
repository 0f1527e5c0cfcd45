import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FileQuestion } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PlanScheduleRows } from '@/components/payment/plan-schedule-rows';
import { shopDay } from '@domain/shared/date-time';
import { orderPagePath, projectPagePath } from '@domain/notifications/notifications';
import { planPosition } from '@domain/plans/plan-ledger';
import { mayPayInto } from '@domain/plans/plan-rules';
import { useSessionStore } from '@/features/auth/stores/session-store';
import { myOrderQueryOptions } from '@/features/orders/api/get-my-order';
import { myProjectQueryOptions } from '@/features/projects/api/get-my-projects';
import { PROJECT_KIND_LABELS } from '@domain/projects/project';
import { useMyPlan, type Plan } from '@/features/plans/api/get-my-plans';
import { PlanOwned } from '@/features/plans/components/plan-owned';
import { queryKeys } from '@/lib/query-keys';
import { PlanPay } from '@/features/plans/components/plan-pay';
import { PlanGoods } from '@/features/plans/components/plan-goods';
import {
  PlanFigures,
  PlanStatement,
  PlanStatusBadge,
  PlanStatusNote,
  PlanTimeline,
} from '@/features/plans/components/plan-view';
import { PLAN_PAGE_MESSAGES } from '@domain/plans/messages';
import { LoadProblem, OrderPage } from './order-page-parts';

const M = PLAN_PAGE_MESSAGES;

/** The ownership of a plan paid in full, with the goods of the order it paid (the customer reads their order). */
function Ownership({ plan }: { plan: Plan }) {
  const order = useQuery({
    ...myOrderQueryOptions(plan.userId, plan.source.id),
    enabled: plan.source.kind === 'order',
  });
  const goods = (order.data?.items ?? []).map((item) => ({ name: item.name, quantity: item.quantity }));
  return <PlanOwned plan={plan} goods={goods} />;
}

/** What the plan pays for: its order's lines (the customer reads their order), or its project's kind and town. */
function GoodsOfPlan({ plan }: { plan: Plan }) {
  const isOrder = plan.source.kind === 'order';
  const order = useQuery({ ...myOrderQueryOptions(plan.userId, plan.source.id), enabled: isOrder });
  const project = useQuery({ ...myProjectQueryOptions(plan.userId, plan.source.id), enabled: !isOrder });
  const lines = isOrder
    ? (order.data?.items ?? []).map((item) => M.goodsLine(item.quantity, item.name))
    : project.data
      ? [M.projectGoods(PROJECT_KIND_LABELS[project.data.kind], project.data.site.town)]
      : [];
  return <PlanGoods lines={lines} />;
}

/**
 * A project's plan moves its project (the deposit paid, the installation released, the balance paid): each
 * payment or change of the plan read here makes the project's page read the project again when next shown.
 */
function useProjectFollowsPlan(plan: Plan | undefined) {
  const queryClient = useQueryClient();
  const projectOf = plan?.source.kind === 'project' ? plan.userId : null;
  const paid = plan?.paid;
  const status = plan?.status;
  useEffect(() => {
    if (projectOf) void queryClient.invalidateQueries({ queryKey: queryKeys.projects.all(projectOf) });
  }, [queryClient, projectOf, paid, status]);
}

/** `?pay=<pesewas>` of a reminder's link: the amount the payment form opens with. */
function askedAmountOf(value: string | null): number | null {
  const amount = Number(value);
  return value && Number.isInteger(amount) && amount > 0 ? amount : null;
}

/**
 * /plans/:planId: the customer's own payment plan (someone else's reads "Payment plan not found"): where it
 * stands, what is paid and remains, what is due next, paying now or paying off, the schedule, the statement,
 * and once fully paid the ownership receipt. A reminder's link opens it with `?pay=<pesewas>`.
 */
export function Component() {
  const { planId = '' } = useParams();
  const [params] = useSearchParams();
  const uid = useSessionStore((s) => s.user?.uid ?? '');
  const query = useMyPlan(uid, planId);
  const plan = query.data;
  useProjectFollowsPlan(plan);
  const heading = plan ? M.title(plan.source.number, plan.source.kind) : M.figuresTitle;
  let body;
  if (query.isPending) {
    body = (
      <p role="status" className="text-slate-700">
        {M.loading}
      </p>
    );
  } else if (query.isError) {
    body = (
      <LoadProblem
        error={query.error}
        onRetry={() => void query.refetch()}
        icon={FileQuestion}
        hint={M.notFoundHint}
        list={{ to: '/plans', label: M.listTitle }}
      />
    );
  } else {
    const p = query.data;
    const position = planPosition(p.schedule, p.paid, p.waived, shopDay(new Date()));
    body = (
      <div className="grid gap-6">
        <div className="-mt-4 flex flex-wrap items-center gap-2 text-slate-700">
          <PlanStatusBadge status={p.status} />
          <span>{p.schedule.name}</span>
          {p.source.kind === 'order' ? (
            <Link to={orderPagePath(p.source.id, 'customer')} className="text-brand-800 underline">
              {M.orderLink(p.source.number)}
            </Link>
          ) : (
            <Link to={projectPagePath(p.source.id, 'customer')} className="text-brand-800 underline">
              {M.projectLink(p.source.number)}
            </Link>
          )}
        </div>
        <PlanStatusNote plan={p} position={position} />
        <GoodsOfPlan plan={p} />
        {p.status === 'owned' && <Ownership plan={p} />}
        {mayPayInto(p.status) && position.remaining > 0 && (
          <PlanPay plan={p} position={position} askedAmount={askedAmountOf(params.get('pay'))} />
        )}
        <PlanFigures plan={p} position={position} />
        <PlanScheduleRows position={position} />
        <PlanStatement plan={p} />
        <PlanTimeline plan={p} />
      </div>
    );
  }
  return (
    <OrderPage title={heading} description="Your Savanna Solar payment plan." heading={heading}>
      <meta name="robots" content="noindex" />
      {body}
    </OrderPage>
  );
}
