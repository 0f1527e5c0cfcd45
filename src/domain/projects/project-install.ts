import { z } from 'zod';
import type { WarrantyEntry } from './project';
import { INSTALL_MESSAGES, PROJECT_MESSAGES } from './messages';
import { bookSurveySchema, projectIdSchema } from './project-staff';

/**
 * The installation (docs/projects.md, "Installation and balance"): booking it, marking it installed with a serial
 * number per unit and the commissioning readings, and the warranty register written at commissioning. The
 * callables' inputs (zod) and the pure decisions the functions make with them. Loads zod: import only from the
 * functions and the lazily loaded admin screens.
 */

/** Why an installation action is refused, besides the stage's own (ProjectRefusal), in `details.reason`. */
export type InstallRefusal = 'slot_past' | 'serials_mismatch' | 'balance_due' | 'plan_not_released';

/** The money's rule (zod-free, for the customer's screens and the messages too): see project-money.ts. */
export { balanceHoldsCommissioning, heldByPlan } from './project-money';

/**
 * The catalogue categories whose units carry a serial number (and so a warranty entry): the panels, the inverter,
 * the batteries, a UPS and a charge controller. Cables, mounts and other accessories, and services, have none.
 */
export const SERIALISED_CATEGORIES: readonly string[] = [
  'Solar Panels',
  'Inverters',
  'Batteries',
  'UPS Units',
  'Charge Controllers',
];

export const hasSerials = (product: { category?: unknown; type?: unknown }): boolean =>
  product.type !== 'service' && SERIALISED_CATEGORIES.includes(String(product.category ?? ''));

const boundedName = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(60, {
    error: message,
  });

/**
 * scheduleInstall: the day (from today on, as a survey's), the time of day, the technicians who install (staff
 * accounts: docs/staff-roles.md, "Visits") and the names of any other helpers; the team is both, 1 to 6 people.
 */
export const scheduleInstallSchema = z
  .object({
    projectId: projectIdSchema,
    day: bookSurveySchema.shape.day,
    slot: bookSurveySchema.shape.slot,
    technicianUids: bookSurveySchema.shape.technicianUids,
    team: z
      .array(boundedName(INSTALL_MESSAGES.teamName), { error: INSTALL_MESSAGES.team })
      .max(6, { error: INSTALL_MESSAGES.team })
      .nullish()
      .transform((team) => team ?? []),
  })
  .refine((input) => input.technicianUids.length + input.team.length >= 1, {
    error: INSTALL_MESSAGES.team,
    path: ['team'],
  })
  .refine((input) => input.technicianUids.length + input.team.length <= 6, {
    error: INSTALL_MESSAGES.team,
    path: ['team'],
  });
export type ScheduleInstallRequest = z.input<typeof scheduleInstallSchema>;

/** markInstalled: the serial numbers typed for each product, and the commissioning readings (name → value). */
export const markInstalledSchema = z.object({
  projectId: projectIdSchema,
  serials: z
    .array(
      z.object({
        productId: z.string({ error: INSTALL_MESSAGES.serials }).min(1).max(128),
        serials: z
          .array(z.string({ error: INSTALL_MESSAGES.serial }).trim().max(60, { error: INSTALL_MESSAGES.serial }))
          .max(200),
      }),
      { error: INSTALL_MESSAGES.serials },
    )
    .max(50, { error: INSTALL_MESSAGES.serials }),
  readings: z
    .array(
      z.object({ name: boundedName(INSTALL_MESSAGES.readingName), value: boundedName(INSTALL_MESSAGES.readingValue) }),
      { error: INSTALL_MESSAGES.readings },
    )
    .max(12, { error: INSTALL_MESSAGES.readings })
    .refine((rows) => new Set(rows.map((r) => r.name.toLowerCase())).size === rows.length, {
      error: INSTALL_MESSAGES.readingTwice,
    }),
});
export type MarkInstalledRequest = z.input<typeof markInstalledSchema>;

export const commissionProjectSchema = z.object({ projectId: projectIdSchema });
export type CommissionProjectRequest = z.input<typeof commissionProjectSchema>;

/** A product of the accepted option whose units take a serial number each. */
export interface SerialisedUnit {
  productId: string;
  name: string;
  quantity: number;
}

/**
 * The accepted option's lines whose units carry serials (by the product's catalogue category and type), one row
 * per product with its quantity summed, in the option's order.
 */
export function unitsNeedingSerials(
  lines: readonly { productId: string; name: string; kind: string; quantity: number }[],
  productOf: (productId: string) => { category?: unknown; type?: unknown } | undefined,
): SerialisedUnit[] {
  const units: SerialisedUnit[] = [];
  for (const line of lines) {
    const product = productOf(line.productId);
    if (line.kind === 'service' || !product || !hasSerials(product)) continue;
    const known = units.find((u) => u.productId === line.productId);
    if (known) known.quantity += line.quantity;
    else units.push({ productId: line.productId, name: line.name, quantity: line.quantity });
  }
  return units;
}

export type SerialsCheck =
  | { ok: true; serials: { productId: string; name: string; serial: string }[] }
  | { ok: false; productId: string; name: string; expected: number; message: string };

/**
 * Whether the typed serials are exactly one non-empty serial per unit of each product, none written twice (on
 * any unit of the project); the first product that is not is refused with PROJECT_MESSAGES.serialsMismatch.
 */
export function checkSerials(
  units: readonly SerialisedUnit[],
  given: readonly { productId: string; serials: readonly string[] }[],
): SerialsCheck {
  const seen = new Set<string>();
  const serials: { productId: string; name: string; serial: string }[] = [];
  for (const unit of units) {
    const typed = given
      .filter((g) => g.productId === unit.productId)
      .flatMap((g) => g.serials.map((s) => s.trim()))
      .filter((s) => s !== '');
    const distinct = typed.every((s) => {
      const key = s.toUpperCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    if (typed.length !== unit.quantity || !distinct) {
      return {
        ok: false,
        productId: unit.productId,
        name: unit.name,
        expected: unit.quantity,
        message: PROJECT_MESSAGES.serialsMismatch(unit.name, unit.quantity),
      };
    }
    serials.push(...typed.map((serial) => ({ productId: unit.productId, name: unit.name, serial })));
  }
  return { ok: true, serials };
}

/** The readings rows as the project keeps them: name → value, in the order typed. */
export const readingsRecord = (rows: readonly { name: string; value: string }[]): Record<string, string> =>
  Object.fromEntries(rows.map((r) => [r.name, r.value]));

/** The last day covered by a warranty of `years` from `startsOn` (ISO days): startsOn + years − 1 day. */
export function warrantyEndsOn(startsOn: string, years: number): string {
  const [y, m, d] = startsOn.split('-').map(Number) as [number, number, number];
  // 29 Feb plus whole years rolls to 1 Mar in a common year: the day before is 28 Feb.
  return new Date(Date.UTC(y + years, m - 1, d) - 86_400_000).toISOString().slice(0, 10);
}

/**
 * The warranty register written at commissioning: one entry per installed serial whose product gives a warranty
 * (`specs.warrantyYears` > 0; none for 0 or missing), from the commissioning day (ISO, shop time).
 */
export function warrantyRegister(
  serials: readonly { productId: string; name: string; serial: string }[],
  warrantyYearsOf: (productId: string) => number | undefined,
  startsOn: string,
): WarrantyEntry[] {
  return serials.flatMap(({ productId, name, serial }) => {
    const years = warrantyYearsOf(productId);
    if (!years || !Number.isInteger(years) || years <= 0) return [];
    return [{ productId, name, serial, years, startsOn, endsOn: warrantyEndsOn(startsOn, years) }];
  });
}
