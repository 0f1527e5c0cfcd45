import { Link } from 'react-router';
import { AdminList, AdminPage, FilterBar, LoadMore, SearchFilter } from '@/components/admin-page';
import { formatDateTime, formatDay, shopDay } from '@domain/shared/date-time';
import { formatPesewas } from '@domain/shared/money';
import { planPosition } from '@domain/plans/plan-ledger';
import { PLAN_STATUS_LABELS_FOR_STAFF, PLAN_TEXTS } from '@domain/plans/messages';
import { formatGhanaPhone } from '@domain/shared/phone';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useFilterParams } from '@/lib/use-filter-params';
import { PLAN_TABS, usePlansPages, type Plan, type PlanTab } from '../api/plans';

const TABS = Object.keys(PLAN_TABS) as PlanTab[];
const tabOf = (value: string | null): PlanTab => (TABS.includes(value as PlanTab) ? (value as PlanTab) : 'approval');

/**
 * Payment plans for staff (docs/plans.md, "Staff"): the plans waiting for approval, the arrears (days past due,
 * amount due, last contact, promise to pay; the longest overdue first) and all of them, each searched on the server
 * by order number, phone or name.
 */
export function PlansPage() {
  const [params, set] = useFilterParams();
  const tab = tabOf(params.get('tab'));
  const search = params.get('q') ?? '';
  const asked = useDebouncedValue(search).trim();

  return (
    <AdminPage
      title="Payment plans"
      description="Plans waiting for approval, arrears to follow up, and every plan, searched by order number, phone or name."
    >
      <nav aria-label="Plans" className="flex flex-wrap gap-2">
        {TABS.map((t) => (
          <Link
            key={t}
            to={`?tab=${t}${search ? `&q=${encodeURIComponent(search)}` : ''}`}
            replace
            aria-current={t === tab ? 'page' : undefined}
            className={cn(
              'inline-flex min-h-10 items-center rounded-md border px-4 text-sm font-semibold',
              t === tab ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-900',
            )}
          >
            {PLAN_TABS[t]}
          </Link>
        ))}
      </nav>
      <FilterBar className="sm:grid-cols-2">
        <SearchFilter placeholder="Order no., phone or name" value={search} onChange={(text) => set('q', text)} />
      </FilterBar>
      <PlanList key={`${tab}-${asked}`} tab={tab} search={asked} />
    </AdminPage>
  );
}

function PlanList({ tab, search }: { tab: PlanTab; search: string }) {
  const query = usePlansPages({ tab, search });
  const shown = query.data?.pages.flatMap((p) => p.plans) ?? [];
  const today = shopDay(new Date());
  return (
    <section aria-label={PLAN_TABS[tab]} className="grid gap-3">
      <AdminList
        query={query}
        loading="Loading payment plans…"
        failed={PLAN_TEXTS.loadFailed}
        empty={shown.length === 0 && !query.hasNextPage && (search ? 'No plan matches.' : 'No plan here.')}
      >
        {() => (
          <ul className="grid gap-2 lg:grid-cols-2">
            {shown.map((p) => (
              <PlanRow key={p.id} plan={p} today={today} arrears={tab === 'arrears'} />
            ))}
          </ul>
        )}
      </AdminList>
      <LoadMore query={query} label="Load more plans" />
    </section>
  );
}

function PlanRow({ plan: p, today, arrears }: { plan: Plan; today: string; arrears: boolean }) {
  const position = planPosition(p.schedule, p.paid, p.waived, today);
  return (
    <li className="grid gap-1 rounded-lg border border-slate-200 bg-white p-3 text-sm" data-plan-id={p.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link to={`/admin/plans/${p.id}`} className="font-semibold text-brand-800 underline underline-offset-2">
          {p.customer.name || 'Customer'} · {p.source.number || p.id}
        </Link>
        <span className="text-slate-700">{PLAN_STATUS_LABELS_FOR_STAFF[p.status]}</span>
      </div>
      <div className="text-slate-700">
        {p.schedule.name} · {formatPesewas(p.paid)} paid of {formatPesewas(p.schedule.total)}
        {p.customer.phone && ` · ${formatGhanaPhone(p.customer.phone)}`}
      </div>
      {arrears && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-slate-800">
          <dt className="text-slate-600">Days past due</dt>
          <dd>{position.daysPastDue}</dd>
          <dt className="text-slate-600">Amount due</dt>
          <dd className="font-semibold">{formatPesewas(position.amountDue)}</dd>
          <dt className="text-slate-600">Last contact</dt>
          <dd>{p.lastContactAt ? formatDateTime(p.lastContactAt) : 'Not yet'}</dd>
          <dt className="text-slate-600">Promised to pay</dt>
          <dd>{p.promiseToPay ? formatDay(p.promiseToPay) : '—'}</dd>
        </dl>
      )}
    </li>
  );
}
