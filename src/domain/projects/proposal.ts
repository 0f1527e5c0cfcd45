import { fromPesewas, toPesewas } from '@domain/shared/money';
import { lineTotalPesewas, taxPesewas, deliveryTerms } from '@domain/order/pricing';
import type { BusinessSettings } from '@domain/shop/settings';
import type { GhanaRegion } from '@domain/shared/ghana-regions';
import type { SurveyRecord } from './project';
import type { SpecValue } from '@domain/catalog/product';
import { shopDay } from '@domain/shared/date-time';
import {
  DEFAULT_PEAK_SUN_HOURS,
  DEFAULT_SIZING_INPUT,
  normaliseInput,
  sizeSystem,
  SYSTEM_LOSS_FACTOR,
  type SizingInput,
} from '@domain/sizing/sizing';
import { backupEstimate } from '@domain/sizing/outage-backup';
import { batteryChemistryOf, batteryUnitWh, inverterKvaOf, numSpec } from '@domain/catalog/product-specs';
import { SIZING_CATEGORIES } from '@domain/sizing/sizing-model';

/**
 * A project's proposal (docs/projects.md): `projects/{id}/proposals/v{version}`, written by issueProposal (the
 * function) only, read by the project's customer and staff. Up to three options, each priced from the catalogue
 * at issue time; a changed proposal is a new version (the customer sees the latest and may open earlier ones).
 * Every amount is GHS with 2 decimals, computed in pesewas (priceProposalOption).
 */

export interface ProposalLine {
  productId: string;
  name: string;
  /** 'product' goods (stock is reserved when accepted) or 'service' (installation, survey, maintenance) */
  kind: 'product' | 'service';
  /** GHS, the catalogue price when issued */
  price: number;
  quantity: number;
}

/** The system's figures, from the sizing engine (domain/sizing/sizing.ts) and the option's products. */
export interface SystemFigures {
  /** Wh a day the confirmed appliances use */
  dailyWh: number;
  /**
   * Hours the batteries carry what runs in an outage (`backupEstimate`, domain/sizing/outage-backup.ts: the
   * sizing's own outage load), to a tenth; 0 without batteries or load
   */
  backupHours: number;
  /** The assumption behind backupHours, in words, shown beside it ('' or absent on proposals made before it) */
  backupAssumption?: string;
  /** Panels' total power, W (kWp = panelW / 1000) */
  panelW: number;
  /** Batteries' total energy, Wh */
  batteryWh: number;
  /** Inverter power, VA */
  inverterVa: number;
}

/** What the option saves a month against the generator and the prepaid meter (GHS), and the months to pay back. */
export interface ProposalSavings {
  generatorPerMonth: number;
  prepaidPerMonth: number;
  perMonth: number;
  /** Months for the savings to repay the total; null when it saves nothing */
  paybackMonths: number | null;
}

export interface ProposalOption {
  title: string;
  lines: ProposalLine[];
  /** A discount staff gave, GHS, with the reason the customer reads; null when none */
  discount: { amount: number; reason: string } | null;
  subtotal: number;
  taxRate: number;
  tax: number;
  delivery: number;
  total: number;
  /** The deposit asked when this option is accepted (the depositPercent setting of the total) */
  deposit: number;
  figures: SystemFigures;
  savings: ProposalSavings;
}

export interface ProposalRecord<D> {
  version: number;
  issuedAt: D;
  /** The end of the last day it may be accepted */
  validUntil: D;
  issuedBy: string;
  issuedByName: string;
  options: ProposalOption[];
  /** Staff's words to the customer */
  note: string;
}

export type ProposalDto = ProposalRecord<string>;

/** The id of a proposal's document: v1, v2, ... */
export const proposalDocId = (version: number): string => `v${version}`;

/** The money of one option: its lines at their prices, the discount, tax on what is left, delivery to the site. */
export function priceProposalOption(input: {
  lines: readonly ProposalLine[];
  discount: number;
  business: BusinessSettings;
  region: GhanaRegion;
  depositPercent: number;
}): Pick<ProposalOption, 'subtotal' | 'taxRate' | 'tax' | 'delivery' | 'total' | 'deposit'> {
  const subtotal = input.lines.reduce((sum, line) => sum + lineTotalPesewas(line), 0);
  const discount = Math.min(toPesewas(input.discount), subtotal);
  const taxed = subtotal - discount;
  const tax = taxPesewas(taxed, input.business.taxRate);
  const terms = deliveryTerms(input.business, 'delivery', input.region);
  const goods = input.lines.some((l) => l.kind === 'product');
  const delivery = !goods || subtotal >= toPesewas(terms.freeFrom) ? 0 : toPesewas(terms.fee);
  const total = taxed + tax + delivery;
  // The deposit in whole pesewas, rounded up, so that deposit + balance is the total exactly.
  const deposit = Math.ceil((total * input.depositPercent) / 100);
  return {
    subtotal: fromPesewas(subtotal),
    taxRate: input.business.taxRate,
    tax: fromPesewas(tax),
    delivery: fromPesewas(delivery),
    total: fromPesewas(total),
    deposit: fromPesewas(deposit),
  };
}

/** The balance left after the deposit, GHS (exact in pesewas). */
export const balanceOf = (option: Pick<ProposalOption, 'total' | 'deposit'>): number =>
  fromPesewas(toPesewas(option.total) - toPesewas(option.deposit));

/**
 * What the system saves a month. The generator runs in outages (24 − grid hours a day); the batteries carry
 * the load for `backupHours` of them, so that share of the fuel is saved. The panels make a share of the day's
 * energy (capped at all of it), and that share of the prepaid meter's spend is saved. Payback: the total over
 * the monthly saving, rounded up to whole months.
 */
export function proposalSavings(
  survey: Pick<SurveyRecord, 'gridHoursPerDay' | 'generatorFuelPerMonth' | 'prepaidPerMonth'>,
  figures: SystemFigures,
  solarWhPerDay: number,
  total: number,
): ProposalSavings {
  const outageHours = Math.max(0, 24 - survey.gridHoursPerDay);
  const fuelShare = outageHours === 0 ? 0 : Math.min(1, figures.backupHours / outageHours);
  const solarShare = figures.dailyWh <= 0 ? 0 : Math.min(1, solarWhPerDay / figures.dailyWh);
  const generator = Math.round(toPesewas(survey.generatorFuelPerMonth) * fuelShare);
  const prepaid = Math.round(toPesewas(survey.prepaidPerMonth) * solarShare);
  const perMonth = generator + prepaid;
  return {
    generatorPerMonth: fromPesewas(generator),
    prepaidPerMonth: fromPesewas(prepaid),
    perMonth: fromPesewas(perMonth),
    paybackMonths: perMonth > 0 ? Math.ceil(toPesewas(total) / perMonth) : null,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Building an option: its money, its figures and its savings (issueProposal, the function, and the builder's
// preview both call buildProposalOption, so the page shows what the server stores)
// ---------------------------------------------------------------------------------------------------------

/** Why issueProposal refused, besides the stage and the caller (ProjectRefusal): `details.reason`. */
export type ProposalRefusal = 'product_unavailable' | 'discount_too_large';

/** A line as the builder and the function know it: priced, with the product's category and specs for the figures. */
export interface FigureLine extends ProposalLine {
  category: string;
  specs: Record<string, SpecValue>;
}

const PANEL_CATEGORY = SIZING_CATEGORIES.panels;
const BATTERY_CATEGORY = SIZING_CATEGORIES.battery;
const INVERTER_CATEGORIES: readonly string[] = [SIZING_CATEGORIES.inverter, 'UPS Units'];

/**
 * The sizing a proposal is figured from: the calculator's sizing the customer sent (its goal, backup hours,
 * battery type, voltage and sunshine), with the appliances staff confirmed at the survey when there are any.
 */
export function proposalSizing(project: { sizing: SizingInput | null; survey: SurveyRecord | null }): SizingInput {
  const base = project.sizing ?? DEFAULT_SIZING_INPUT;
  const confirmed = project.survey?.appliances ?? [];
  return normaliseInput({ ...base, appliances: confirmed.length > 0 ? confirmed : (base.appliances ?? []) });
}

const sumOf = (lines: readonly FigureLine[], category: (c: string) => boolean, each: (l: FigureLine) => number) =>
  lines.filter((l) => category(l.category)).reduce((sum, l) => sum + each(l) * l.quantity, 0);

/**
 * An option's system figures from its products' specs (panels' powerW; batteries' capacityWh, or capacityAh ×
 * voltageV; the inverter's rating in VA) and the sizing's daily energy. Backup hours: `backupEstimate`, the
 * batteries' usable energy (depth of discharge by their chemistry, through the inverter) over what runs during
 * the sizing's outage (each appliance for its usual hours within it, as the bank is sized), to a tenth of an
 * hour, with its assumption in words; 0 without batteries or load. `solarWhPerDay`: what the panels make in a
 * day at the sizing's peak sun hours, after the engine's losses.
 */
export function proposalFigures(
  sizing: SizingInput,
  lines: readonly FigureLine[],
): { figures: SystemFigures; solarWhPerDay: number } {
  const result = sizeSystem(sizing);
  const dailyWh = Math.round(result.dailyEnergyWh);
  const panelW = sumOf(
    lines,
    (c) => c === PANEL_CATEGORY,
    (l) => numSpec(l, 'powerW') ?? 0,
  );
  const batteryWh = sumOf(
    lines,
    (c) => c === BATTERY_CATEGORY,
    (l) => batteryUnitWh(l) ?? 0,
  );
  const inverterVa = Math.round(
    sumOf(
      lines,
      (c) => INVERTER_CATEGORIES.includes(c),
      (l) => (inverterKvaOf(l) ?? 0) * 1000,
    ),
  );
  const battery = lines.find((l) => l.category === BATTERY_CATEGORY && batteryUnitWh(l));
  const chemistry = (battery && batteryChemistryOf(battery)) ?? result.chemistry;
  const backup = backupEstimate(sizing, { wh: batteryWh, chemistry });
  const peakSunHours = sizing.peakSunHours || DEFAULT_PEAK_SUN_HOURS;
  return {
    figures: {
      dailyWh,
      backupHours: backup.hours,
      backupAssumption: backup.assumption,
      panelW,
      batteryWh,
      inverterVa,
    },
    solarWhPerDay: panelW * peakSunHours * SYSTEM_LOSS_FACTOR,
  };
}

/** Without a survey, nothing is known of the generator or the meter: no savings claimed. */
const NO_SURVEY = { gridHoursPerDay: 24, generatorFuelPerMonth: 0, prepaidPerMonth: 0 };

/** A discount larger than the option's lines: what the function refuses and the builder warns of. */
export function discountTooLarge(lines: readonly ProposalLine[], discount: number | null | undefined): boolean {
  const subtotal = lines.reduce((sum, line) => sum + lineTotalPesewas(line), 0);
  return toPesewas(discount ?? 0) > subtotal;
}

/** One whole option: its lines (category and specs dropped), money, figures and savings. */
export function buildProposalOption(input: {
  title: string;
  lines: readonly FigureLine[];
  discount: { amount: number; reason: string } | null;
  business: BusinessSettings;
  region: GhanaRegion;
  depositPercent: number;
  sizing: SizingInput;
  survey: SurveyRecord | null;
}): ProposalOption {
  const lines: ProposalLine[] = input.lines.map(({ productId, name, kind, price, quantity }) => ({
    productId,
    name,
    kind,
    price,
    quantity,
  }));
  const money = priceProposalOption({
    lines,
    discount: input.discount?.amount ?? 0,
    business: input.business,
    region: input.region,
    depositPercent: input.depositPercent,
  });
  const { figures, solarWhPerDay } = proposalFigures(input.sizing, input.lines);
  const savings = proposalSavings(input.survey ?? NO_SURVEY, figures, solarWhPerDay, money.total);
  return { title: input.title, lines, discount: input.discount, ...money, figures, savings };
}

/** The end of the last day a proposal sent at `now` may be accepted: `days` days after today, shop time. */
export function proposalValidUntil(now: Date, days: number): Date {
  const end = new Date(`${shopDay(now)}T23:59:59.999Z`);
  return new Date(end.getTime() + days * 86_400_000);
}
