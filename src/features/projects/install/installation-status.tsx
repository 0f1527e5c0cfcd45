import { Alert, Panel } from '@/components/ui/panel';
import { formatDate, formatDay } from '@domain/shared/date-time';
import { DELIVERY_SLOT_LABELS } from '@domain/order/order-status';
import type { ProjectRecord } from '@domain/projects/project';

export const INSTALLATION_MESSAGES = {
  title: 'Your installation',
  booked: 'Booked for',
  team: 'Team',
  scheduled: 'We will call you the day before. Please make sure someone is at the site to let the team in.',
  installed: 'Your system is installed. It is handed over once the balance is paid.',
  installedPaid: 'Your system is installed and paid for. We will hand it over and start its warranties shortly.',
  commissionedTitle: 'Commissioned',
  commissioned: (day: string) => `Your system was commissioned on ${day}. Its warranties run from that day.`,
} as const;

const M = INSTALLATION_MESSAGES;

/**
 * The installation as the customer follows it (docs/projects.md, "Installation and balance"): the day, time of day
 * and team once booked; installed; commissioned.
 */
export function InstallationStatus({ project }: { project: ProjectRecord<Date> }) {
  const i = project.installation;
  if (project.stage === 'commissioned' && project.commissionedAt && project.kind !== 'maintenance') {
    return (
      <Panel variant="shopper" title={M.commissionedTitle}>
        <Alert variant="success">{M.commissioned(formatDate(project.commissionedAt))}</Alert>
      </Panel>
    );
  }
  if (!i || (project.stage !== 'install_scheduled' && project.stage !== 'installed')) return null;
  return (
    <Panel variant="shopper" title={M.title}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-800">
        <dt className="text-slate-700">{M.booked}</dt>
        <dd className="font-medium text-slate-900">
          {formatDay(i.day)}, {DELIVERY_SLOT_LABELS[i.slot].toLowerCase()}
        </dd>
        <dt className="text-slate-700">{M.team}</dt>
        <dd className="text-slate-900">{i.team.join(', ')}</dd>
      </dl>
      <p className="mt-3 text-slate-800">
        {project.stage !== 'installed'
          ? M.scheduled
          : project.money.balanceStatus === 'paid'
            ? M.installedPaid
            : M.installed}
      </p>
    </Panel>
  );
}
