import { useState } from 'react';
import { Link } from 'react-router';
import { AdminList, AdminPage, FilterSelect } from '@/components/admin-page';
import { Panel } from '@/components/ui/panel';
import { averageOrderValue, shares } from '@domain/analytics/analytics';
import { ORDER_STATUS_LABELS } from '@domain/order/order';
import { formatGhs } from '@/lib/money';
import { ANALYTICS_RANGES, useAnalytics, type AnalyticsRange } from '../api/get-analytics';
import { ANALYTICS_LOAD_FAILED } from '@domain/analytics/messages';
import { BarList, RevenueChart, type BarListRow } from './charts';
import { FieldVitalsPanel } from './field-vitals';
import { PlanFiguresPanel } from './plan-figures';
import { ProjectFiguresPanel } from './project-figures';

const RANGE_OPTIONS = Object.entries(ANALYTICS_RANGES).map(([value, r]) => [value as AnalyticsRange, r.label] as const);

/** Revenue over time, orders by status, top products, conversion and low stock. */
export function AnalyticsPage() {
  const [range, setRange] = useState<AnalyticsRange>('14d');
  const query = useAnalytics(range);
  const { data } = query;
  const revenue = data?.revenue.reduce((s, p) => s + p.revenue, 0) ?? 0;
  const orders = data?.revenue.reduce((s, p) => s + p.orders, 0) ?? 0;

  return (
    <AdminPage
      title="Analytics"
      description="Sales and products, computed on the server from the orders and the catalogue."
      actions={<FilterSelect label="Period" value={range} options={RANGE_OPTIONS} onChange={setRange} />}
    >
      <AdminList query={query} loading="Working out the figures…" failed={ANALYTICS_LOAD_FAILED}>
        {(data) => (
          <>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
              <Figure label="Orders booked" value={formatGhs(revenue)} />
              <Figure label="Money received" value={formatGhs(data.received)} />
              <Figure label="Orders" value={String(orders)} />
              <Figure label="Average order" value={formatGhs(averageOrderValue(revenue, orders))} />
              <Figure
                label="Conversion (views to sales)"
                value={data.conversion === null ? '—' : `${data.conversion}%`}
                detail={`${data.sales} sold from ${data.views} product views`}
              />
            </div>
            <Panel title={`Revenue, ${ANALYTICS_RANGES[range].label.toLowerCase()}`}>
              {orders === 0 ? (
                <p className="text-sm text-slate-700">No orders in this period yet.</p>
              ) : (
                <RevenueChart points={data.revenue} />
              )}
            </Panel>
            <div className="grid gap-4 lg:grid-cols-2">
              <Panel title="Orders by status (all time)">
                <BarList
                  rows={shares(data.byStatus).map((s) => ({
                    label: ORDER_STATUS_LABELS[s.status],
                    value: s.count,
                    display: `${s.count} (${s.percent}%)`,
                  }))}
                />
              </Panel>
              <Panel title="Low stock">
                {data.outOfStock.length + data.lowStock.length === 0 ? (
                  <p className="text-sm text-slate-700">No product is low or out of stock.</p>
                ) : (
                  <ul className="grid gap-1 text-sm">
                    {[...data.outOfStock, ...data.lowStock].slice(0, 10).map((p) => (
                      <li key={p.id} className="flex justify-between gap-2">
                        <span>{p.name}</span>
                        <span className="font-medium whitespace-nowrap">
                          {p.stock === 0 ? 'Out of stock' : `${p.stock} left`}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
                <Link to="/admin/products?status=low" className="mt-2 inline-block text-sm text-brand-800 underline">
                  Manage stock
                </Link>
              </Panel>
              <RankPanel
                title="Top products by sales"
                empty="No sales yet."
                rows={data.topBySales.map((p) => ({ label: p.name, value: p.sales, display: `${p.sales} sold` }))}
              />
              <RankPanel
                title="Top products by views"
                empty="No views yet."
                rows={data.topByViews.map((p) => ({ label: p.name, value: p.views, display: `${p.views} views` }))}
              />
            </div>
          </>
        )}
      </AdminList>
      <ProjectFiguresPanel range={range} />
      <PlanFiguresPanel range={range} />
      <FieldVitalsPanel />
    </AdminPage>
  );
}

/** Products ranked by a figure, as bars; what to say when there is none. */
function RankPanel({ title, empty, rows }: { title: string; empty: string; rows: BarListRow[] }) {
  return (
    <Panel title={title}>
      {rows.length === 0 ? <p className="text-sm text-slate-700">{empty}</p> : <BarList rows={rows} />}
    </Panel>
  );
}

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="grid gap-1 rounded-lg border border-slate-200 bg-white p-4">
      <span className="text-sm text-slate-700">{label}</span>
      <span className="text-2xl font-bold text-slate-900">{value}</span>
      {detail && <span className="text-xs text-slate-600">{detail}</span>}
    </div>
  );
}
