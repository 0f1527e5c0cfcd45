import { Panel } from '@/components/ui/panel';
import { formatGhs } from '@/lib/money';
import { ANALYTICS_RANGES, type AnalyticsRange } from '../api/get-analytics';
import { PROJECT_FIGURES_LOAD_FAILED, useProjectFigures } from '../api/get-project-figures';

const size = (value: number | null, unit: string): string => (value === null ? '—' : `${value} ${unit}`);

/**
 * Installation projects over the page's period: proposals sent and accepted, the average system accepted, the
 * money booked and received (docs/projects.md, "Analytics").
 */
export function ProjectFiguresPanel({ range }: { range: AnalyticsRange }) {
  const query = useProjectFigures(range);
  return (
    <Panel title={`Installation projects, ${ANALYTICS_RANGES[range].label.toLowerCase()}`}>
      {query.isPending ? (
        <p className="text-sm text-slate-700">Working out the installation figures…</p>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {PROJECT_FIGURES_LOAD_FAILED}
        </p>
      ) : (
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="project-figures">
          <Figure
            label="Proposals accepted"
            value={`${query.data.accepted} of ${query.data.sent}`}
            detail={
              query.data.acceptanceRate === null
                ? 'No proposal sent in this period'
                : `${query.data.acceptanceRate}% of the proposals sent`
            }
          />
          <Figure label="Average solar panels" value={size(query.data.averageKwp, 'kWp')} detail="Options accepted" />
          <Figure label="Average batteries" value={size(query.data.averageKwh, 'kWh')} detail="Options accepted" />
          <Figure label="Projects booked" value={formatGhs(query.data.booked)} detail="Accepted, less cancelled" />
          <Figure
            label="Project money received"
            value={formatGhs(query.data.received)}
            detail="Deposits and balances, less refunds"
          />
        </dl>
      )}
    </Panel>
  );
}

/** One figure of an analytics panel: its label, its value large, and what it counts. */
export function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="grid gap-1 rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="text-2xl font-bold break-words text-slate-900 tabular-nums">{value}</dd>
      <dd className="text-xs text-slate-600">{detail}</dd>
    </div>
  );
}
