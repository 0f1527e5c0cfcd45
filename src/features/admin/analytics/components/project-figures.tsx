import { formatGhs } from '@/lib/money';
import { ANALYTICS_RANGES, type AnalyticsRange } from '../api/get-analytics';
import { useProjectFigures } from '../api/get-project-figures';
import { PROJECT_FIGURES_LOAD_FAILED } from '@domain/analytics/messages';
import { Figure, FiguresPanel } from './figures-panel';

const size = (value: number | null, unit: string): string => (value === null ? '—' : `${value} ${unit}`);

/**
 * Installation projects over the page's period: proposals sent and accepted, the average system accepted, the
 * money booked and received (docs/projects.md, "Analytics").
 */
export function ProjectFiguresPanel({ range }: { range: AnalyticsRange }) {
  return (
    <FiguresPanel
      title={`Installation projects, ${ANALYTICS_RANGES[range].label.toLowerCase()}`}
      query={useProjectFigures(range)}
      loading="Working out the installation figures…"
      failed={PROJECT_FIGURES_LOAD_FAILED}
      testId="project-figures"
    >
      {(figures) => (
        <>
          <Figure
            label="Proposals accepted"
            value={`${figures.accepted} of ${figures.sent}`}
            detail={
              figures.acceptanceRate === null
                ? 'No proposal sent in this period'
                : `${figures.acceptanceRate}% of the proposals sent`
            }
          />
          <Figure label="Average solar panels" value={size(figures.averageKwp, 'kWp')} detail="Options accepted" />
          <Figure label="Average batteries" value={size(figures.averageKwh, 'kWh')} detail="Options accepted" />
          <Figure label="Projects booked" value={formatGhs(figures.booked)} detail="Accepted, less cancelled" />
          <Figure
            label="Project money received"
            value={formatGhs(figures.received)}
            detail="Deposits and balances, less refunds"
          />
        </>
      )}
    </FiguresPanel>
  );
}
