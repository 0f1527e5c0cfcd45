import { Alert, Panel } from '@/components/ui/panel';
import { formatDate, formatDay } from '@domain/shared/date-time';
import { formatPesewas } from '@domain/shared/money';
import { DELIVERY_SLOT_LABELS } from '@domain/order/order-status';
import type { ProjectRecord } from '@domain/projects/project';
import { customerMoneyWords, nextWords, type ProjectMoneyFigures } from '@domain/projects/project-money';
import { INSTALLATION_MESSAGES } from '@domain/projects/messages';

const M = INSTALLATION_MESSAGES;

/**
 * The installation as the customer follows it (docs/projects.md, "Installation and balance"): the day, time of day
 * and team once booked; the day it was installed, with what the money asks next (the project's one rule,
 * customerMoneyWords: the balance to pay, or a plan's instalments running on); commissioned.
 */
export function InstallationStatus({ project, money }: { project: ProjectRecord<Date>; money: ProjectMoneyFigures }) {
  const i = project.installation;
  if (project.stage === 'commissioned' && project.commissionedAt && project.kind !== 'maintenance') {
    const plan = money.balance === 'instalments' ? nextWords(money, formatPesewas) : '';
    return (
      <Panel variant="shopper" title={M.commissionedTitle}>
        <Alert variant="success">{M.commissioned(formatDate(project.commissionedAt))}</Alert>
        {plan && <p className="mt-3 text-slate-800">{plan}</p>}
      </Panel>
    );
  }
  if (!i || (project.stage !== 'install_scheduled' && project.stage !== 'installed')) return null;
  const installedAt = project.stage === 'installed' ? i.installedAt : null;
  return (
    <Panel variant="shopper" title={M.title}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-800">
        <dt className="text-slate-700">{installedAt ? M.installedOn : M.booked}</dt>
        <dd className="font-medium text-slate-900" data-testid="installation-day">
          {installedAt ? formatDate(installedAt) : `${formatDay(i.day)}, ${DELIVERY_SLOT_LABELS[i.slot].toLowerCase()}`}
        </dd>
        <dt className="text-slate-700">{M.team}</dt>
        <dd className="text-slate-900">{i.team.join(', ')}</dd>
      </dl>
      <p className="mt-3 text-slate-800">
        {project.stage === 'installed' ? customerMoneyWords('installed', money, formatPesewas) : M.scheduled}
      </p>
    </Panel>
  );
}
