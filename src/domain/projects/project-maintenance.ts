import { shopDay } from '@domain/shared/date-time';
import type { ProjectKind, ProjectStage, WarrantyEntry } from './project';
import type { ProjectSettings } from '@domain/shop/settings';

/**
 * After commissioning (docs/projects.md, "After commissioning"): the maintenance reminders an installation
 * is due, the link that books a maintenance visit from one, and how a warranty reads. Pure, no zod.
 */

/** What a reminder asks for: a battery check (every few months) or cleaning the panels (once a year). */
export type MaintenanceTask = 'battery' | 'cleaning';

export interface MaintenanceReminder {
  /** Stable for one reminder, whenever it is computed: "battery-2027-05", "cleaning-2027-03" */
  key: string;
  task: MaintenanceTask;
  /** ISO day it fell due */
  dueOn: string;
}

/** "2026-11-25" plus `months`, the day kept or the month's last when shorter ("2027-01-31" + 1 → "2027-02-28"). */
export function addMonthsToDay(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

const monthKey = (day: string) => day.slice(0, 7);

/**
 * The reminders a project is due on `today` (ISO, shop time): only a commissioned installation has them. The
 * battery check falls due every `batteryCheckMonths` after the commissioning day; the panels' cleaning on the
 * 1st of `panelCleaningMonth` (after the harmattan) each year, from the first such month after commissioning.
 * Only the latest of each task is given (one sent earlier keeps its key, so the outbox does not send it again;
 * an older one missed is not worth a message any more).
 */
export function dueMaintenanceReminders(
  project: { kind: ProjectKind; stage: ProjectStage; commissionedAt: Date | null },
  settings: Pick<ProjectSettings, 'batteryCheckMonths' | 'panelCleaningMonth'>,
  today: string,
): MaintenanceReminder[] {
  if (project.kind !== 'installation' || project.stage !== 'commissioned' || !project.commissionedAt) return [];
  const start = shopDay(project.commissionedAt);
  const due: MaintenanceReminder[] = [];

  const every = Math.max(1, Math.round(settings.batteryCheckMonths));
  let battery: string | null = null;
  for (let k = 1; ; k += 1) {
    const day = addMonthsToDay(start, k * every);
    if (day > today) break;
    battery = day;
  }
  if (battery) due.push({ key: `battery-${monthKey(battery)}`, task: 'battery', dueOn: battery });

  const month = String(settings.panelCleaningMonth).padStart(2, '0');
  const startYear = Number(start.slice(0, 4));
  const firstYear = `${startYear}-${month}` > monthKey(start) ? startYear : startYear + 1;
  let cleaning: string | null = null;
  for (let year = firstYear; `${year}-${month}-01` <= today; year += 1) cleaning = `${year}-${month}-01`;
  if (cleaning) due.push({ key: `cleaning-${monthKey(cleaning)}`, task: 'cleaning', dueOn: cleaning });
  return due;
}

/** The request form's address that books a maintenance visit for the installation `projectId`. */
export const maintenanceBookingPath = (projectId: string): string =>
  `/projects/new?kind=maintenance&for=${encodeURIComponent(projectId)}`;

/** Whether a warranty still covers its unit on `today` (ISO): its last day included. */
export const warrantyCovers = (warranty: Pick<WarrantyEntry, 'endsOn'>, today: string): boolean =>
  warranty.endsOn >= today;
