import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { RevenuePoint } from '@domain/analytics/analytics';
import { formatGhs } from '@/lib/money';

/**
 * Plain SVG charts (no chart library: a few bars do not need 100 KB of JavaScript). Each chart has a text
 * equivalent: the bars carry titles, and a table of the same figures follows for screen readers.
 */
export function RevenueChart({ points }: { points: RevenuePoint[] }) {
  const max = Math.max(1, ...points.map((p) => p.revenue));
  const width = 640;
  const height = 200;
  const gap = 4;
  const barWidth = (width - gap * (points.length - 1)) / points.length;
  return (
    <figure className="grid gap-2">
      <svg
        viewBox={`0 0 ${width} ${height + 24}`}
        className="h-auto w-full"
        role="img"
        aria-label={`Revenue per period, highest ${formatGhs(max)}`}
      >
        {points.map((p, i) => {
          const h = Math.round((p.revenue / max) * height);
          const x = i * (barWidth + gap);
          return (
            <g key={p.label}>
              <title>{`${p.label}: ${formatGhs(p.revenue)}, ${p.orders} orders`}</title>
              <rect x={x} y={height - h} width={barWidth} height={Math.max(h, 1)} rx={3} className="fill-brand-600" />
              {(points.length <= 14 ? i % 2 === points.length % 2 || points.length <= 7 : i % 3 === 0) && (
                <text x={x + barWidth / 2} y={height + 16} textAnchor="middle" className="fill-slate-700 text-[11px]">
                  {p.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <div className="sr-only">
        <Table caption="Revenue per period" bare>
          <TableHeader>
            <TableHead>Period</TableHead>
            <TableHead>Revenue</TableHead>
            <TableHead>Orders</TableHead>
          </TableHeader>
          <TableBody>
            {points.map((p) => (
              <TableRow key={p.label}>
                <TableCell>{p.label}</TableCell>
                <TableCell>{formatGhs(p.revenue)}</TableCell>
                <TableCell>{p.orders}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </figure>
  );
}

/** Horizontal bars with their labels and values in text (readable as a list). */
export interface BarListRow {
  label: string;
  value: number;
  display: string;
}

export function BarList({ rows }: { rows: BarListRow[] }) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <ul className="grid gap-2 text-sm">
      {rows.map((r) => (
        <li key={r.label} className="grid gap-1">
          <span className="flex justify-between gap-2">
            <span className="text-slate-900">{r.label}</span>
            <span className="font-medium whitespace-nowrap text-slate-900">{r.display}</span>
          </span>
          <span className="h-2 rounded-full bg-slate-100" aria-hidden="true">
            <span className="block h-2 rounded-full bg-brand-600" style={{ width: `${(r.value / max) * 100}%` }} />
          </span>
        </li>
      ))}
    </ul>
  );
}
