import { Link } from 'react-router';
import { useMayCall } from '@/components/staff-access';
import { EmptyState, ErrorState, Panel } from '@/components/ui/panel';
import { formatGhs } from '@/lib/money';
import { balanceOf } from '@domain/projects/proposal';
import { useAcceptedOption } from '@/features/admin/projects/api/install';
import { INSTALL_TEXTS } from '@domain/projects/messages';
import { formatDate, formatDateTime, formatDay, shopDay } from '@domain/shared/date-time';
import { DELIVERY_SLOT_LABELS } from '@domain/order/order-status';
import { PLAN_PROJECT_MESSAGES } from '@domain/plans/messages';
import { BALANCE_STATUS_LABELS } from '@domain/projects/project';
import { formatPesewas, fromPesewas, toPesewas } from '@domain/shared/money';
import { heldByPlan, projectMoneyFigures, staffPlanWords } from '@domain/projects/project-money';
import type { Project } from '@/features/admin/projects/api/projects';
import { MarkInstalledForm } from './mark-installed-form';
import { ProjectMoneyActions, usePlanOf } from './project-money-actions';
import { ScheduleInstallForm } from './schedule-install-form';

/**
 * The installation part of a project's staff page (docs/projects.md, "Installation and balance"): what is booked
 * and recorded, then the actions of the stage: book or move the installation, mark it installed, the payment
 * awaited, commissioning, cancelling a paid project and recording its refund. A project paid by a plan is booked
 * once its plan allows (heldByPlan; the facts say what it waits for).
 */
export function InstallActions({ project: p, today }: { project: Project; today: string }) {
  const maySchedule = useMayCall('scheduleInstall');
  const mayMarkInstalled = useMayCall('markInstalled');
  return (
    <>
      {p.accepted && <AcceptedOptionPanel project={p} />}
      {p.accepted && <InstallationFacts project={p} />}
      {maySchedule && (p.stage === 'deposit_paid' || p.stage === 'install_scheduled') && !heldByPlan(p.money) && (
        <ScheduleInstallForm project={p} today={today} />
      )}
      {mayMarkInstalled && p.stage === 'install_scheduled' && <MarkInstalledForm project={p} />}
      <ProjectMoneyActions project={p} />
    </>
  );
}

/**
 * The option the customer accepted, as its proposal version stores it: its lines, each at its price, and its money
 * (the cash figures; a plan's are in the facts below, from the plan).
 */
function AcceptedOptionPanel({ project: p }: { project: Project }) {
  const option = useAcceptedOption(p);
  const accepted = p.accepted!;
  const title = `Accepted: option ${accepted.option + 1}, ${accepted.optionTitle}`;
  if (option.isPending) return <EmptyState role="status">Loading the accepted option…</EmptyState>;
  if (option.isError || !option.data) {
    return <ErrorState onRetry={option.refetch}>{INSTALL_TEXTS.unitsFailed}</ErrorState>;
  }
  const o = option.data;
  const discount = o.discount && o.discount.amount > 0 ? o.discount : null;
  const money: [string, string][] = [['Subtotal', formatGhs(o.subtotal)]];
  if (discount) {
    money.push([`Discount${discount.reason ? ` (${discount.reason})` : ''}`, `-${formatGhs(discount.amount)}`]);
  }
  money.push(
    ['Tax', formatGhs(o.tax)],
    ['Delivery', o.delivery === 0 ? 'Free' : formatGhs(o.delivery)],
    ['Total in cash', formatGhs(o.total)],
  );
  // Paid in cash: its deposit and balance. A plan's own figures are in the facts below (read from the plan).
  if (!p.money.plan) money.push(['Deposit', formatGhs(o.deposit)], ['Balance', formatGhs(balanceOf(o))]);
  return (
    <Panel title={title}>
      <p className="mb-2 text-sm text-slate-700">
        Version {accepted.version}, signed by {accepted.signedName} on {formatDateTime(accepted.at)}.
      </p>
      <ul className="grid gap-1 text-sm" aria-label="Accepted lines">
        {o.lines.map((line, i) => (
          <li key={i} className="flex justify-between gap-3">
            <span className="text-slate-900">
              {line.quantity} × {line.name} at {formatGhs(line.price)}
            </span>
            <span className="font-medium whitespace-nowrap text-slate-900">
              {formatGhs(fromPesewas(toPesewas(line.price) * line.quantity))}
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm" aria-label="Accepted amounts">
        {money.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-600">{term}</dt>
            <dd className="text-right text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

function InstallationFacts({ project: p }: { project: Project }) {
  const i = p.installation;
  const plan = usePlanOf(p);
  const figures = projectMoneyFigures(p, plan, shopDay(new Date()));
  return (
    <Panel title="Installation">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm" aria-label="Installation">
        <dt className="text-slate-600">Booked</dt>
        <dd className="text-slate-900" data-testid="install-slot">
          {i ? `${formatDay(i.day)}, ${DELIVERY_SLOT_LABELS[i.slot].toLowerCase()}` : 'Not yet'}
        </dd>
        {i && (
          <>
            <dt className="text-slate-600">Team</dt>
            <dd className="text-slate-900">{i.team.join(', ')}</dd>
          </>
        )}
        {i?.installedAt && (
          <>
            <dt className="text-slate-600">Installed</dt>
            <dd className="text-slate-900">{formatDateTime(i.installedAt)}</dd>
          </>
        )}
        {p.money.plan && (
          <>
            <dt className="text-slate-600">Payment plan</dt>
            <dd className="text-slate-900" data-testid="project-plan">
              {p.money.plan.ownedAt
                ? PLAN_PROJECT_MESSAGES.staffOwned
                : p.money.plan.releasedAt
                  ? PLAN_PROJECT_MESSAGES.staffReleased
                  : PLAN_PROJECT_MESSAGES.staffNotReleased}{' '}
              <Link to={`/admin/plans/${p.money.plan.id}`} className="text-brand-800 underline">
                {PLAN_PROJECT_MESSAGES.paidByPlanStaff}
              </Link>
            </dd>
          </>
        )}
        {figures.plan && (
          <>
            <dt className="text-slate-600">On the plan</dt>
            <dd className="text-slate-900" data-testid="plan-figures">
              {staffPlanWords(figures, formatPesewas)}
            </dd>
          </>
        )}
        {!p.money.plan && (
          <>
            <dt className="text-slate-600">Balance</dt>
            <dd className="text-slate-900">{BALANCE_STATUS_LABELS[p.money.balanceStatus]}</dd>
          </>
        )}
        {p.commissionedAt && (
          <>
            <dt className="text-slate-600">Commissioned</dt>
            <dd className="text-slate-900">{formatDate(p.commissionedAt)}</dd>
          </>
        )}
      </dl>
      {i && i.serials.length > 0 && (
        <ul className="mt-3 grid gap-1 text-sm text-slate-800" aria-label="Serial numbers">
          {i.serials.map((s) => (
            <li key={`${s.productId}-${s.serial}`}>
              {s.name}: <span className="font-mono">{s.serial}</span>
            </li>
          ))}
        </ul>
      )}
      {i && Object.keys(i.readings).length > 0 && (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm" aria-label="Commissioning readings">
          {Object.entries(i.readings).map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="text-slate-600">{name}</dt>
              <dd className="text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Panel>
  );
}
