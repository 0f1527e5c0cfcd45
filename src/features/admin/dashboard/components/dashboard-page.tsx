import {
  AlertTriangle,
  CheckCircle2,
  Circle,
  Inbox,
  PackageX,
  Receipt,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AdminList, AdminPage } from '@/components/admin-page';
import { Panel } from '@/components/ui/panel';
import { formatGhs } from '@/lib/money';
import { useDashboard, type DashboardParts } from '../api/get-dashboard';
import { DASHBOARD_LOAD_FAILED } from '@domain/analytics/messages';
import { useShopSetup } from '../api/get-shop-setup';
import { STAFF_ROLE_WORDS } from '@domain/users/staff-messages';
import { VISIT_WORDS } from '@domain/projects/messages';
import { useMayDo, useMayOpen, useStaffJob, useStaffUid } from '@/components/staff-access';
import { MyVisits } from '@/features/admin/projects/components/my-visits';

function Tile({
  to,
  icon: Icon,
  label,
  value,
  detail,
  tone = 'default',
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  tone?: 'default' | 'warning';
}) {
  return (
    <Link
      to={to}
      className={`grid gap-1 rounded-lg border bg-white p-4 hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 ${
        tone === 'warning' ? 'border-sun-400' : 'border-slate-200'
      }`}
    >
      <span className="flex items-center gap-2 text-sm text-slate-700">
        <Icon className="size-4" aria-hidden="true" /> {label}
      </span>
      <span className="text-2xl font-bold text-slate-900">{value}</span>
      {detail && <span className="text-xs text-slate-600">{detail}</span>}
    </Link>
  );
}

/** A period's sales: booked (the value), how many orders, and how much of it was received. */
function SalesTile({
  to,
  label,
  sales,
}: {
  to: string;
  label: string;
  sales: { revenue: number; orders: number; received: number };
}) {
  return (
    <Tile
      to={to}
      icon={TrendingUp}
      label={label}
      value={formatGhs(sales.revenue)}
      detail={`${sales.orders} ${sales.orders === 1 ? 'order' : 'orders'} · ${formatGhs(sales.received)} received`}
    />
  );
}

/** What the dashboard shows a job, in words: the parts it reads. */
function describeParts(parts: DashboardParts): string {
  const shown = [
    parts.orders && "today's sales and orders waiting for action",
    parts.stock && 'stock alerts',
    parts.enquiries && 'new messages and quotes',
  ].filter((part): part is string => typeof part === 'string');
  if (shown.length === 0) return 'What your job at the shop includes.';
  const words = shown.length === 1 ? shown[0]! : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)!}`;
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;
}

/**
 * The day at a glance, each part for the jobs that read it (docs/staff-roles.md): sales and orders waiting, new
 * enquiries, stock alerts, what the shop's setup still lacks; each leading to its page.
 */
export function DashboardPage() {
  const parts = {
    orders: useMayOpen('orders'),
    stock: useMayOpen('products'),
    enquiries: useMayOpen('messages'),
  };
  const analytics = useMayOpen('analytics');
  const settings = useMayOpen('settings');
  // A technician's day: the office sees every visit through the projects instead.
  const projects = useMayOpen('projects');
  const fieldWork = useMayDo('fieldWork') && !projects;
  const uid = useStaffUid();
  const query = useDashboard(parts);
  const job = useStaffJob();
  return (
    <AdminPage
      title="Dashboard"
      metaTitle="Admin dashboard"
      description={fieldWork ? VISIT_WORDS.dashboard : describeParts(parts)}
    >
      {job && (
        <p className="text-sm text-slate-700" data-testid="staff-job">
          Your job: <span className="font-semibold text-slate-900">{STAFF_ROLE_WORDS[job].name}</span>.{' '}
          {STAFF_ROLE_WORDS[job].may}
        </p>
      )}
      {fieldWork && <MyVisits uid={uid} />}
      {settings && <SetupChecklist />}
      <AdminList query={query} loading="Loading the dashboard…" failed={DASHBOARD_LOAD_FAILED}>
        {({ orders, stock, enquiries }) => (
          <>
            {(orders || enquiries) && (
              <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                {orders && (
                  <>
                    <SalesTile to="/admin/orders" label="Booked today" sales={orders.today} />
                    <SalesTile
                      to={analytics ? '/admin/analytics' : '/admin/orders'}
                      label="Booked this month"
                      sales={orders.month}
                    />
                    <Tile
                      to="/admin/orders?status=pending"
                      icon={Receipt}
                      label="Waiting for action"
                      value={orders.pending + orders.confirmed + orders.processing}
                      detail={`${orders.pending} pending · ${orders.confirmed} confirmed · ${orders.processing} processing`}
                      tone={orders.pending > 0 ? 'warning' : 'default'}
                    />
                  </>
                )}
                {enquiries && (
                  <Tile
                    to="/admin/messages"
                    icon={Inbox}
                    label="New messages and quotes"
                    value={enquiries.messages + enquiries.quotes}
                    detail={`${enquiries.messages} messages · ${enquiries.quotes} quote requests`}
                    tone={enquiries.messages + enquiries.quotes > 0 ? 'warning' : 'default'}
                  />
                )}
              </div>
            )}
            {stock && (
              <div className="grid gap-4 lg:grid-cols-2">
                <Panel title="Out of stock">
                  <StockList
                    icon={PackageX}
                    products={stock.outOfStock}
                    empty="Every product is in stock."
                    status="out"
                  />
                </Panel>
                <Panel title="Low stock">
                  <StockList
                    icon={AlertTriangle}
                    products={stock.lowStock}
                    empty="No product is running low."
                    status="low"
                  />
                </Panel>
              </div>
            )}
          </>
        )}
      </AdminList>
    </AdminPage>
  );
}

function StockList({
  products,
  empty,
  icon: Icon,
  status,
}: {
  products: { id: string; name: string; stock: number }[];
  empty: string;
  icon: LucideIcon;
  status: 'low' | 'out';
}) {
  if (products.length === 0) return <p className="text-sm text-slate-700">{empty}</p>;
  return (
    <>
      <ul className="grid gap-1 text-sm">
        {products.slice(0, 8).map((p) => (
          <li key={p.id} className="flex items-center justify-between gap-2">
            <span className="flex items-center gap-2">
              <Icon className="size-4 shrink-0 text-amber-700" aria-hidden="true" /> {p.name}
            </span>
            <span className="font-medium whitespace-nowrap">{p.stock} left</span>
          </li>
        ))}
      </ul>
      <Link to={`/admin/products?status=${status}`} className="mt-2 inline-block text-sm text-brand-800 underline">
        {products.length > 8 ? `All ${products.length}` : 'Manage stock'}
      </Link>
    </>
  );
}

/**
 * What a fresh shop still lacks, each with a link to fix it; gone once every step is done.
 * Nothing is said while it loads or if it cannot be read: the dashboard's own figures say that.
 */
function SetupChecklist() {
  const { data: steps } = useShopSetup();
  if (!steps || steps.every((step) => step.done)) return null;
  const done = steps.filter((step) => step.done).length;
  return (
    <Panel title="Set up your shop">
      <p className="mb-3 text-sm text-slate-700">
        {done} of {steps.length} done. Shoppers see only what is set up.
      </p>
      <ul className="grid gap-2 text-sm" aria-label="Setup checklist">
        {steps.map((step) => (
          <li key={step.key} className="flex flex-wrap items-start gap-2">
            {step.done ? (
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
            ) : (
              <Circle className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
            )}
            <span className="min-w-0 flex-1">
              <span className="font-medium text-slate-900">{step.label}</span>
              <span className="sr-only">{step.done ? ': done' : ': to do'}</span>
              {!step.done && <span className="block text-slate-700">{step.missing}</span>}
            </span>
            {!step.done && (
              <Link to={step.to} className="inline-block py-1 text-brand-800 underline">
                {step.fix}
                <span className="sr-only">: {step.label}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
