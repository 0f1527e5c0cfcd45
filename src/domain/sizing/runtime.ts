/**
 * "How long will this run my load?": an answer from an inverter's, a battery's or a UPS's
 * specs and a load in watts, with the assumptions said plainly.
 */
import type { Product } from '@domain/catalog/product';
import {
  backupRuntimeHours,
  DEPTH_OF_DISCHARGE,
  formatDuration,
  formatKwh,
  formatNumber,
  formatWatts,
  formatWh,
  INVERTER_EFFICIENCY,
  type BatteryChemistry,
} from './sizing';
import { CHEMISTRY_WORDS } from './messages';
import { batteryChemistryOf, batteryUnitWh, inverterPowerW, numSpec } from '@domain/catalog/product-specs';

export type RuntimeProductKind = 'inverter' | 'battery' | 'ups';

const KIND_BY_CATEGORY: Record<string, RuntimeProductKind> = {
  Inverters: 'inverter',
  Batteries: 'battery',
  'UPS Units': 'ups',
};

/** Inverters, batteries and UPS units get the estimator; anything else does not. */
export function runtimeKindOf(product: Pick<Product, 'category'>): RuntimeProductKind | undefined {
  return KIND_BY_CATEGORY[product.category];
}

/** Highest steady discharge, as a multiple of capacity per hour: lithium 1C, lead-acid about 0.5C. */
export const MAX_DISCHARGE_C: Record<BatteryChemistry, number> = { lithium: 1, 'lead-acid': 0.5 };
/** Lead-acid runtime falls faster than the load rises (Peukert's law); 1.2 is typical for UPS batteries. */
export const UPS_PEUKERT_EXPONENT = 1.2;
/** Without the maker's runtime figure, a UPS's small lead-acid battery gives about 60% of its rating. */
export const UPS_USABLE_SHARE = 0.6;
/** The battery bank assumed for an inverter until the user says otherwise. */
export const DEFAULT_INVERTER_BANK_AH = 100;

export interface RuntimeOptions {
  /** Inverters: the battery bank at the inverter's voltage, in Ah. */
  bankAh?: number;
  /** Inverters: the bank's chemistry. */
  chemistry?: BatteryChemistry;
}

export type RuntimeEstimate =
  | { status: 'unsupported'; message: string }
  | { status: 'no-load'; message: string }
  | { status: 'missing-specs'; message: string }
  | { status: 'too-much'; maxW: number; message: string; assumptions: string[] }
  | { status: 'ok'; hours: number; message: string; assumptions: string[] };

const pct = (x: number) => `${formatNumber(x * 100)}%`;

function answer(hours: number, loadW: number, assumptions: string[]): RuntimeEstimate {
  return {
    status: 'ok',
    hours,
    message: `About ${formatDuration(hours)} at ${formatWatts(loadW)}.`,
    assumptions,
  };
}

function batteryBankEstimate(bankWh: number, chemistry: BatteryChemistry, loadW: number): number {
  return backupRuntimeHours(bankWh, DEPTH_OF_DISCHARGE[chemistry], loadW);
}

function assumeBank(chemistry: BatteryChemistry): string[] {
  const dod = DEPTH_OF_DISCHARGE[chemistry];
  return [
    `The battery starts full and we use only ${pct(dod)} of what it holds: emptying ${CHEMISTRY_WORDS[chemistry]} batteries further shortens their life.`,
    `The inverter loses about ${pct(1 - INVERTER_EFFICIENCY)} turning battery power into mains power.`,
    'The load stays the same the whole time; fridges and freezers that switch on and off last longer.',
  ];
}

/** Estimates how long the product runs a load of `loadW` watts. */
export function estimateRuntime(product: Product, loadW: number, options: RuntimeOptions = {}): RuntimeEstimate {
  const kind = runtimeKindOf(product);
  if (!kind) return { status: 'unsupported', message: 'This product does not store or convert power.' };
  if (!Number.isFinite(loadW) || loadW <= 0) {
    return { status: 'no-load', message: 'Enter the watts of what you want to run.' };
  }

  if (kind === 'battery') {
    const wh = batteryUnitWh(product);
    const chemistry = batteryChemistryOf(product);
    if (!wh || !chemistry) return { status: 'missing-specs', message: 'This battery has no capacity listed yet.' };
    const maxW = wh * MAX_DISCHARGE_C[chemistry];
    const assumptions = [
      ...assumeBank(chemistry),
      'It runs through an inverter big enough for your load.',
      `One ${formatKwh(wh)} battery can safely give about ${formatWatts(maxW)}; for more, batteries go in parallel.`,
    ];
    if (loadW > maxW) {
      return {
        status: 'too-much',
        maxW,
        message: `${formatWatts(loadW)} is too much for one of these batteries: about ${formatWatts(maxW)} at most.`,
        assumptions,
      };
    }
    return answer(batteryBankEstimate(wh, chemistry, loadW), loadW, assumptions);
  }

  if (kind === 'inverter') {
    const powerW = inverterPowerW(product);
    const voltage = numSpec(product, 'systemVoltageV');
    if (!powerW || !voltage) return { status: 'missing-specs', message: 'This inverter has no rating listed yet.' };
    const chemistry = options.chemistry ?? 'lithium';
    const bankAh = Math.max(0, options.bankAh ?? DEFAULT_INVERTER_BANK_AH);
    const bankWh = voltage * bankAh;
    const assumptions = [
      `A ${voltage} V ${formatNumber(bankAh)} Ah ${CHEMISTRY_WORDS[chemistry]} battery bank ` +
        `(${formatKwh(bankWh)}); change it to match yours.`,
      ...assumeBank(chemistry),
      `Motors (pumps, fridges, air conditioners) start with a surge of about 3 times their power; this inverter ` +
        `handles ${formatWatts(numSpec(product, 'surgeW') ?? powerW)} for a moment.`,
    ];
    if (loadW > powerW) {
      return {
        status: 'too-much',
        maxW: powerW,
        message: `${formatWatts(loadW)} is more than this inverter can carry: ${formatWatts(powerW)} at most.`,
        assumptions,
      };
    }
    if (bankWh <= 0) return { status: 'missing-specs', message: 'Enter the size of your battery bank.' };
    return answer(batteryBankEstimate(bankWh, chemistry, loadW), loadW, assumptions);
  }

  // UPS: its own small battery.
  const powerW = numSpec(product, 'powerW');
  const wh = numSpec(product, 'capacityWh');
  if (!powerW || !wh) return { status: 'missing-specs', message: 'This UPS has no rating listed yet.' };
  const halfLoadMinutes = numSpec(product, 'backupMinutesHalfLoad');
  const assumptions: string[] = [];
  if (loadW > powerW) {
    return {
      status: 'too-much',
      maxW: powerW,
      message: `${formatWatts(loadW)} is more than this UPS can carry: ${formatWatts(powerW)} at most.`,
      assumptions: [`The UPS gives at most ${formatWatts(powerW)}.`],
    };
  }
  // It can never give more than the energy its battery holds.
  const ceiling = (wh * INVERTER_EFFICIENCY) / loadW;
  let hours: number;
  if (halfLoadMinutes && halfLoadMinutes > 0) {
    const halfW = powerW / 2;
    hours = Math.min(ceiling, (halfLoadMinutes / 60) * (halfW / loadW) ** UPS_PEUKERT_EXPONENT);
    assumptions.push(
      `The maker says ${formatNumber(halfLoadMinutes)} minutes at half load (${formatWatts(halfW)}).`,
      'A UPS battery runs down faster than the load rises, and lasts longer at a light load; we scale the ' +
        "maker's figure to your load (Peukert's law).",
    );
  } else {
    hours = (wh * UPS_USABLE_SHARE * INVERTER_EFFICIENCY) / loadW;
    assumptions.push(
      `Its ${formatWh(wh)} battery gives about ${pct(UPS_USABLE_SHARE)} of that at UPS loads, less about ` +
        `${pct(1 - INVERTER_EFFICIENCY)} lost in conversion.`,
    );
  }
  assumptions.push('The battery starts full; a UPS is meant to bridge short outages, not to run all night.');
  return answer(hours, loadW, assumptions);
}
