import { FieldPath } from 'firebase-admin/firestore';
import { shopDay } from '@domain/shared/date-time';
import { dueMaintenanceReminders } from '@domain/projects/project-maintenance';
import { db } from '../../shared/firebase';
import {
  customerAddresses,
  queueNotifications,
  shopUrl,
  type QueuedNotification,
} from '../../notifications/lib/outbox';
import { projectsCollection } from './projects';
import { readSettings, readProject } from '../../shared/stored';

/** Commissioned installations are read this many at a time. */
const PAGE = 200;

/**
 * The maintenance reminders' sweep (docs/projects.md, "After commissioning"): every commissioned installation
 * is asked what is due on `now`'s day (dueMaintenanceReminders, with settings/global.projects), and each due
 * reminder is queued in the outbox as `project-<id>-maintenance-<key>-customer-<channel>`: queueNotifications
 * skips an id that exists, so however often the sweep runs a reminder is sent once, and nothing is counted in a
 * shared document. Resolves with the ids it queued.
 */
export async function sendMaintenanceReminders(now: Date = new Date()): Promise<string[]> {
  const settings = readSettings(await db().doc('settings/global').get()).projects;
  const today = shopDay(now);
  const queued: string[] = [];
  let after: string | null = null;
  for (;;) {
    let query = projectsCollection()
      .where('stage', '==', 'commissioned')
      .where('kind', '==', 'installation')
      .orderBy(FieldPath.documentId())
      .limit(PAGE);
    if (after) query = query.startAfter(after);
    const page = await query.get();
    for (const snap of page.docs) {
      const project = readProject(snap);
      const commissionedAt = project.commissionedAt ? project.commissionedAt.toDate() : null;
      const due = dueMaintenanceReminders({ ...project, commissionedAt }, settings, today);
      if (due.length === 0) continue;
      const addresses = await customerAddresses(project);
      const notifications: QueuedNotification[] = due.flatMap((reminder) =>
        addresses.map(({ channel, to }) => ({
          id: `project-${project.id}-maintenance-${reminder.key}-customer-${channel}`,
          channel,
          to,
          audience: 'customer' as const,
          template: 'project_maintenance_due' as const,
          data: {
            projectId: project.id,
            projectNumber: project.number,
            projectKind: project.kind,
            shopUrl: shopUrl(),
            customerName: project.customer.name,
            maintenanceTask: reminder.task,
            maintenanceDue: reminder.dueOn,
          },
          orderId: null,
        })),
      );
      queued.push(...(await queueNotifications(notifications)));
    }
    if (page.size < PAGE) break;
    after = page.docs[page.docs.length - 1]!.id;
  }
  return queued;
}
