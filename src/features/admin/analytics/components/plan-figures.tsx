import { formatPesewas } from '@domain/shared/money';
import { ANALYTICS_RANGES, type AnalyticsRange } from '../api/get-analytics';
import { usePlanFigures } from '../api/get-plan-figures';
import { PLAN_FIGURES_LOAD_FAILED } from '@domain/analytics/messages';
import { Figure, FiguresPanel } from './figures-panel';

/**
 * Payment plans (docs/plans.md, "Staff"): the money lent out now (owed on plans whose goods have left the shop),
 * what was collected on the plans made in the page's period, and what is overdue now.
 */
export function PlanFiguresPanel({ range }: { range: AnalyticsRange }) {
  return (
    <FiguresPanel
      title="Payment plans"
      query={usePlanFigures(range)}
      loading="Working out the payment plans figures…"
      failed={PLAN_FIGURES_LOAD_FAILED}
      testId="plan-figures"
    >
      {(figures) => (
        <>
          <Figure
            label="Money lent out"
            value={formatPesewas(figures.lentOut)}
            detail="Still owed on plans whose goods have left the shop"
          />
          <Figure
            label="Collected"
            value={formatPesewas(figures.collected)}
            detail={`Paid on plans started in the ${ANALYTICS_RANGES[range].label.toLowerCase()}`}
          />
          <Figure
            label="Overdue"
            value={formatPesewas(figures.overdueRemaining)}
            detail={`${figures.overdueCount} ${figures.overdueCount === 1 ? 'plan' : 'plans'} overdue now`}
          />
        </>
      )}
    </FiguresPanel>
  );
}
