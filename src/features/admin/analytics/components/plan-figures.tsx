import { Panel } from '@/components/ui/panel';
import { formatPesewas } from '@/domain/money';
import { ANALYTICS_RANGES, type AnalyticsRange } from '../api/get-analytics';
import { PLAN_FIGURES_LOAD_FAILED, usePlanFigures } from '../api/get-plan-figures';
import { Figure } from './project-figures';

/**
 * Payment plans (docs/plans.md, "Staff"): the money lent out now (owed on plans whose goods have left the shop),
 * what was collected on the plans made in the page's period, and what is overdue now.
 */
export function PlanFiguresPanel({ range }: { range: AnalyticsRange }) {
  const query = usePlanFigures(range);
  return (
    <Panel title="Payment plans">
      {query.isPending ? (
        <p className="text-sm text-slate-700">Working out the payment plans figures…</p>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {PLAN_FIGURES_LOAD_FAILED}
        </p>
      ) : (
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="plan-figures">
          <Figure
            label="Money lent out"
            value={formatPesewas(query.data.lentOut)}
            detail="Still owed on plans whose goods have left the shop"
          />
          <Figure
            label="Collected"
            value={formatPesewas(query.data.collected)}
            detail={`Paid on plans started in the ${ANALYTICS_RANGES[range].label.toLowerCase()}`}
          />
          <Figure
            label="Overdue"
            value={formatPesewas(query.data.overdueRemaining)}
            detail={`${query.data.overdueCount} ${query.data.overdueCount === 1 ? 'plan' : 'plans'} overdue now`}
          />
        </dl>
      )}
    </Panel>
  );
}
