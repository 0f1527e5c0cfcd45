import { fromPesewas, toPesewas } from './money';
import { lineTotalPesewas, taxPesewas, deliveryTerms } from './pricing';
import type { BusinessSettings } from './settings';
import type { GhanaRegion } from './ghana-regions';
import type { SurveyRecord } from './project';

/**
 * A project's proposal (docs/projects.md): `projects/{id}/proposals/v{version}`, written by the issueProposal
 * function only, read by the project's customer and staff. Up to three options, each priced from the catalogue
 * at issue time; a changed proposal is a new version (the customer sees the latest and may open earlier ones).
 * Every amount is GHS with 2 decimals, computed in pesewas (priceProposalOption).
 */

export const MAX_PROPOSAL_OPTIONS = 3;

export interface ProposalLine {
  productId: string;
  name: string;
  /** 'product' goods (stock is reserved when accepted) or 'service' (installation, survey, maintenance) */
  kind: 'product' | 'service';
  /** GHS, the catalogue price when issued */
  price: number;
  quantity: number;
}

/** The system's figures, from the sizing engine (domain/sizing.ts) and the option's products. */
export interface SystemFigures {
  /** Wh a day the confirmed appliances use */
  dailyWh: number;
  /** Hours the batteries carry the load in an outage */
  backupHours: number;
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
