import { useState } from 'react';
import { FilterSelect } from '@/components/admin-page';
import { Panel } from '@/components/ui/panel';
import { Table, TableHead } from '@/components/ui/table';
import {
  formatVital,
  ratingOf,
  VITAL_CONNECTIONS,
  VITAL_METRICS,
  VITAL_PAGES,
  type VitalMetric,
  type VitalRating,
} from '@domain/analytics/vitals';
import { VITAL_LABELS, VITALS_LOAD_FAILED } from '@domain/analytics/messages';
import { cn } from '@/lib/cn';
import { useFieldVitals, VITALS_PERIODS, type VitalsPeriod } from '../api/get-field-vitals';

const PERIOD_OPTIONS = Object.entries(VITALS_PERIODS).map(([value, label]) => [value as VitalsPeriod, label] as const);

const RATING_STYLE: Record<VitalRating, string> = {
  good: 'text-brand-800',
  'needs-improvement': 'text-amber-700',
  poor: 'text-red-800 font-semibold',
};
const RATING_WORDS: Record<VitalRating, string> = { good: 'good', 'needs-improvement': 'slow', poor: 'too slow' };

/**
 * How fast the shop is on shoppers' own phones: for each page and connection, the figure three visits in four
 * stay within (the 75th percentile), from the field vitals (docs/field-vitals.md).
 */
export function FieldVitalsPanel() {
  const [period, setPeriod] = useState<VitalsPeriod>('7');
  const query = useFieldVitals(period);
  return (
    <Panel title="Speed on shoppers' phones">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <p className="max-w-prose text-sm text-slate-700">
          Measured on a share of real visits. Each figure is what three visits in four stayed within.
        </p>
        <FilterSelect label="Speed over" value={period} options={PERIOD_OPTIONS} onChange={setPeriod} />
      </div>
      {query.isPending ? (
        <p className="text-sm text-slate-700">Loading the speed figures…</p>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {VITALS_LOAD_FAILED}
        </p>
      ) : query.data.length === 0 ? (
        <p className="text-sm text-slate-700">No visits measured in this period yet.</p>
      ) : (
        // Nothing in the rows takes the focus: the scrolling box does, so that a keyboard can scroll it.
        <div
          role="region"
          aria-label="Speed figures"
          tabIndex={0}
          className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <Table
            bare
            caption={`Speed by page and connection, ${VITALS_PERIODS[period].toLowerCase()}`}
            className="min-w-[40rem]"
          >
            <thead>
              <tr className="border-b border-slate-200 text-slate-700">
                <TableHead className="py-2 pr-3 font-medium">Page</TableHead>
                <TableHead className="py-2 pr-3 font-medium">Connection</TableHead>
                <TableHead className="py-2 pr-3 text-right font-medium">Visits</TableHead>
                {VITAL_METRICS.map((metric) => (
                  <TableHead key={metric} className="py-2 pr-3 text-right font-medium">
                    {VITAL_LABELS[metric]}
                  </TableHead>
                ))}
                <TableHead className="py-2 pr-3 text-right font-medium">Pages out of step with the code</TableHead>
              </tr>
            </thead>
            <tbody>
              {query.data.map((row) => (
                <tr key={`${row.page}-${row.connection}`} className="border-b border-slate-100">
                  <th scope="row" className="py-2 pr-3 font-medium">
                    {VITAL_PAGES[row.page]}
                  </th>
                  <td className="py-2 pr-3">{VITAL_CONNECTIONS[row.connection]}</td>
                  <td className="py-2 pr-3 text-right">
                    {row.visits}
                    {row.saveData > 0 && (
                      <span className="block text-xs text-slate-600">{row.saveData} saving data</span>
                    )}
                  </td>
                  {VITAL_METRICS.map((metric) => (
                    <td key={metric} className="py-2 pr-3 text-right">
                      <VitalFigure metric={metric} value={row.p75[metric]} />
                    </td>
                  ))}
                  <td className="py-2 pr-3 text-right">
                    {/* A saved page the shop's code drew differently: publish the shop again (docs/field-vitals.md). */}
                    {row.hydrationMismatches > 0 ? (
                      <span className="font-semibold text-red-800">{row.hydrationMismatches}</span>
                    ) : (
                      <span className="text-slate-500">none</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </Panel>
  );
}

function VitalFigure({ metric, value }: { metric: VitalMetric; value: number | undefined }) {
  if (value === undefined) return <span className="text-slate-500">—</span>;
  const rating = ratingOf(metric, value);
  return (
    <span className={cn(RATING_STYLE[rating])}>
      {formatVital(metric, value)} <span className="text-xs">({RATING_WORDS[rating]})</span>
    </span>
  );
}
