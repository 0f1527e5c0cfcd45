import '../shared/global-options';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { formatDay, shopDay } from '@domain/shared/date-time';
import { DELIVERY_SLOT_LABELS } from '@domain/order/order-status';
import type { ProjectInstallation } from '@domain/projects/project';
import { INSTALL_MESSAGES, PROJECT_MESSAGES, PROJECT_STAFF_MESSAGES } from '@domain/projects/messages';
import {
  checkSerials,
  balanceHoldsCommissioning,
  commissionProjectSchema,
  heldByPlan,
  markInstalledSchema,
  readingsRecord,
  scheduleInstallSchema,
  unitsNeedingSerials,
  warrantyRegister,
} from '@domain/projects/project-install';
import { commissionWords, projectMoneyFigures } from '@domain/projects/project-money';
import { beforeBookedDay, isBookableDay } from '@domain/projects/project-staff';
import type { Product } from '@domain/catalog/product';
import { db } from '../shared/firebase';
import { acceptedGoods } from './lib/project-deposit';
import { formatPesewas } from '@domain/shared/money';
import { acceptedLinesIn, prepareVisitStatus, readTechniciansIn, writeVisit } from './lib/visits';
import { projectToDto, runStaffProjectAction, writeProjectMove } from './lib/projects';
import { readProduct } from '../shared/stored';
import type { ProjectStaffResponse } from './project-staff';
import type { Timestamp, Transaction } from 'firebase-admin/firestore';

/**
 * The installation's staff callables (docs/projects.md, "Installation and balance"), each an active admin's
 * action through runStaffProjectAction: book it (again to move it), mark it installed with a serial per unit
 * and the commissioning readings, and commission it once the balance is paid, writing the warranty register.
 * What the customer is told follows from the stage change (notifyProjectWritten).
 */

const slotWords = (day: string, slot: keyof typeof DELIVERY_SLOT_LABELS) =>
  `${formatDay(day)}, ${DELIVERY_SLOT_LABELS[slot].toLowerCase()}`;

/** The products of `ids` as stored (read in the transaction through the products' one reader), by id. */
async function productsIn(tx: Transaction, ids: readonly string[]): Promise<Map<string, Product>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const snaps = await tx.getAll(...unique.map((id) => db().collection('products').doc(id)));
  return new Map(snaps.filter((snap) => snap.exists).map((snap) => [snap.id, readProduct(snap)]));
}

/**
 * scheduleInstall: the day (from today on: `slot_past`), the time of day and the team, from deposit_paid; done
 * again while install_scheduled, it moves the installation (the customer gets a new invite). A project paid in
 * instalments waits for its plan to release it (`plan_not_released`: heldByPlan).
 */
export const scheduleInstall = onCall((request): Promise<ProjectStaffResponse> =>
  runStaffProjectAction(request, 'scheduleInstall', scheduleInstallSchema, 'schedule_install', async (context) => {
    const { tx, input, project, now } = context;
    if (!isBookableDay(input.day, shopDay(now.toDate()))) {
      throw new HttpsError('invalid-argument', PROJECT_MESSAGES.slotPast, { reason: 'slot_past' });
    }
    if (heldByPlan(project.money)) {
      throw new HttpsError('failed-precondition', INSTALL_MESSAGES.planNotReleased, { reason: 'plan_not_released' });
    }
    const technicians = await readTechniciansIn(tx, input.technicianUids);
    const bring = await acceptedLinesIn(tx, project);
    // The customer's invite names the team: the technicians by their names, then anyone else named.
    const team = [...technicians.map((t) => t.name), ...input.team];
    const installation: ProjectInstallation<Timestamp> = {
      day: input.day,
      slot: input.slot,
      team,
      installedAt: null,
      serials: [],
      readings: {},
    };
    const booking = { day: input.day, slot: input.slot };
    const technicianUids = await writeVisit(tx, project, 'install', booking, technicians, bring, now);
    const when = slotWords(input.day, input.slot);
    const note = project.installation ? INSTALL_MESSAGES.moved(when, team) : INSTALL_MESSAGES.booked(when, team);
    return { project: projectToDto(writeProjectMove(context, note, { installation, technicianUids })) };
  }),
);

/**
 * markInstalled: exactly one distinct serial per unit of the accepted option's goods that carry one (by the
 * product's category, hasSerials), else `serials_mismatch` with the product in `details.fields`; and the
 * commissioning readings. The reserved goods are now installed (holdsReservedStock: nothing left to release).
 */
export const markInstalled = onCall((request): Promise<ProjectStaffResponse> =>
  runStaffProjectAction(request, 'markInstalled', markInstalledSchema, 'mark_installed', async (context) => {
    const { tx, input, project, now } = context;
    const visitDone = await prepareVisitStatus(tx, project.id, 'install');
    const goods = await acceptedGoods(tx, project);
    const products = await productsIn(
      tx,
      goods.map((g) => g.productId),
    );
    const units = unitsNeedingSerials(
      goods.map((g) => ({ ...g, kind: 'product' })),
      (id) => products.get(id),
    );
    const check = checkSerials(units, input.serials);
    if (!check.ok) {
      throw new HttpsError('invalid-argument', check.message, {
        reason: 'serials_mismatch',
        fields: { [`serials.${check.productId}`]: check.message },
        productId: check.productId,
        expected: check.expected,
      });
    }
    const installation: ProjectInstallation<Timestamp> = {
      day: project.installation?.day ?? shopDay(now.toDate()),
      slot: project.installation?.slot ?? 'morning',
      team: project.installation?.team ?? [],
      installedAt: now,
      serials: check.serials,
      readings: readingsRecord(input.readings),
    };
    // Done before the day booked (staff confirmed it): installedAt is today, and the timeline says so.
    const today = shopDay(now.toDate());
    const booked = project.installation?.day;
    const installedNote = INSTALL_MESSAGES.installed(check.serials.length, input.readings.length);
    const note = beforeBookedDay(booked, today)
      ? `${installedNote}, ${PROJECT_STAFF_MESSAGES.doneEarly(formatDay(today), formatDay(booked!))}`
      : installedNote;
    visitDone('done', now);
    return { project: projectToDto(writeProjectMove(context, note, { installation })) };
  }),
);

/**
 * commissionProject: only once the balance is paid, or a released plan pays it (`balance_due`, with the amount
 * in words: balanceHoldsCommissioning), writes
 * `commissionedAt` and the warranty register: one entry per installed serial, for the years its product's
 * `specs.warrantyYears` gives (read now; none for 0), from today (shop time).
 */
export const commissionProject = onCall((request): Promise<ProjectStaffResponse> =>
  runStaffProjectAction(request, 'commissionProject', commissionProjectSchema, 'commission', async (context) => {
    const { tx, project, now } = context;
    if (balanceHoldsCommissioning(project)) {
      // The words staff read beside "Commission" (commissionWords): the balance unpaid, or the plan not releasing it.
      const figures = projectMoneyFigures(project, null, shopDay(now.toDate()));
      throw new HttpsError('failed-precondition', commissionWords(figures, formatPesewas), { reason: 'balance_due' });
    }
    const serials = project.installation?.serials ?? [];
    const products = await productsIn(
      tx,
      serials.map((s) => s.productId),
    );
    const yearsOf = (id: string) => {
      const years = Number(products.get(id)?.specs.warrantyYears);
      return Number.isFinite(years) ? years : undefined;
    };
    const warranties = warrantyRegister(serials, yearsOf, shopDay(now.toDate()));
    const note = INSTALL_MESSAGES.commissioned(warranties.length);
    return { project: projectToDto(writeProjectMove(context, note, { commissionedAt: now, warranties })) };
  }),
);
