/**
 * From sizing requirements to products in the catalogue ("From result to order"): for each component
 * the sufficient choices among available, in-stock products, cheapest first, and the bundle's total in integer
 * pesewas. "Nothing sufficient in stock" is a result with a plain reason, never an error.
 */
import { toPesewas, type Pesewas } from '@domain/shared/money';
import type { Product } from '@domain/catalog/product';
import {
  batteryChemistryOf,
  batteryUnitWh,
  inverterKvaOf,
  inverterPowerW,
  numSpec,
  textSpec,
} from '@domain/catalog/product-specs';
import {
  controllerAmps,
  formatKva,
  formatKwh,
  formatNumber,
  formatWatts,
  panelCount,
  type BatteryChemistry,
  type SizingRequirements,
  type SystemVoltage,
} from './sizing';
import { isSellable } from './batteries-suiting';
import { type BundleRole, SIZING_CATEGORIES } from './sizing-model';

/** How many strings of batteries may be put in parallel: lithium banks stack, lead-acid banks should not. */
export const MAX_PARALLEL_STRINGS: Record<BatteryChemistry, number> = { lithium: 16, 'lead-acid': 4 };
/** More controllers than this on one system is a design for an installer, not a shop bundle. */
export const MAX_CONTROLLERS = 4;

/** Tolerance for comparing ratings with computed figures (0.1 W, 0.0001 kVA). */
const EPSILON = 1e-6;

/** One product in a chosen quantity, with the line's total and why it fits, in plain words. */
export interface BundleOption {
  product: Product;
  quantity: number;
  totalPesewas: Pesewas;
  detail: string;
}

export type ComponentMatch =
  | {
      role: BundleRole;
      status: 'matched';
      choice: BundleOption;
      options: BundleOption[];
      /** Why this choice, in the shopper's words, where it is not plain from its figures (the inverter). */
      why?: string;
    }
  | { role: BundleRole; status: 'not-needed'; reason: string }
  | { role: BundleRole; status: 'unavailable'; reason: string }
  /** The controller depends on the inverter, and no inverter fits. */
  | { role: BundleRole; status: 'waiting'; reason: string };

export interface BundleLine extends BundleOption {
  role: BundleRole;
}

export interface BundleMatch {
  components: ComponentMatch[];
  /** The chosen products, in the order inverter, batteries, panels, controller. */
  lines: BundleLine[];
  totalPesewas: Pesewas;
  /** Every component is either matched or not needed. */
  complete: boolean;
}

/** The user's choice among alternatives: a product id per component. */
export type BundlePicks = Partial<Record<BundleRole, string>>;

function inCategory(products: readonly Product[], role: BundleRole): Product[] {
  return products.filter((p) => p.category === SIZING_CATEGORIES[role] && isSellable(p));
}

function option(product: Product, quantity: number, detail: string): BundleOption {
  return { product, quantity, totalPesewas: toPesewas(product.price) * quantity, detail };
}

/** Cheapest first; on a tie, fewer units, then by name. */
function byCost(a: BundleOption, b: BundleOption): number {
  return a.totalPesewas - b.totalPesewas || a.quantity - b.quantity || a.product.name.localeCompare(b.product.name);
}

function choose(role: BundleRole, options: BundleOption[], picks: BundlePicks): ComponentMatch | undefined {
  const sorted = [...options].sort(byCost);
  const first = sorted[0];
  if (!first) return undefined;
  const picked = sorted.find((o) => o.product.id === picks[role]);
  return { role, status: 'matched', choice: picked ?? first, options: sorted };
}

// ---------------------------------------------------------------------------------------------------------
// Components
// ---------------------------------------------------------------------------------------------------------

function inverterFits(p: Product, req: SizingRequirements, voltage: number | undefined): boolean {
  const kva = inverterKvaOf(p);
  const power = inverterPowerW(p);
  const surge = numSpec(p, 'surgeW') ?? power;
  return (
    (voltage === undefined || numSpec(p, 'systemVoltageV') === voltage) &&
    kva !== undefined &&
    kva + EPSILON >= req.inverterKva &&
    power !== undefined &&
    power + EPSILON >= req.peakLoadW &&
    surge !== undefined &&
    surge + EPSILON >= req.surgeW
  );
}

export function inverterOptions(req: SizingRequirements, products: readonly Product[]): BundleOption[] {
  return inCategory(products, 'inverter')
    .filter((p) => inverterFits(p, req, req.systemVoltage))
    .map((p) => {
      const surge = numSpec(p, 'surgeW');
      return option(
        p,
        1,
        `${formatKva(inverterKvaOf(p) ?? 0)} (${formatWatts(inverterPowerW(p) ?? 0)})` +
          (surge ? `, surge ${formatWatts(surge)}` : '') +
          `, ${req.systemVoltage} V`,
      );
    });
}

/**
 * Why the chosen inverter, in the shopper's words: its size against the need (a 3 kVA unit for a 0.69 kVA need
 * is the smallest one in stock at that voltage, not a mistake), and its kind against the goal (an "off-grid"
 * inverter for solar plus grid backup, a hybrid for no grid at all).
 */
export function inverterWhy(req: SizingRequirements, choice: BundleOption, options: readonly BundleOption[]): string {
  const kvaOf = (o: BundleOption) => inverterKvaOf(o.product) ?? 0;
  const chosenKva = kvaOf(choice);
  const smallest = Math.min(...options.map(kvaOf));
  const cheapest = options[0]?.product.id === choice.product.id;
  const need = `your ${formatKva(req.inverterKva)}`;
  const size = !cheapest
    ? `Your choice: it covers ${need} at ${req.systemVoltage} V.`
    : chosenKva <= smallest + EPSILON
      ? `The smallest ${req.systemVoltage} V inverter we have in stock that covers ${need}` +
        (chosenKva >= 2 * req.inverterKva ? ': we have none closer to that size.' : '.')
      : `The lowest-priced ${req.systemVoltage} V inverter we have in stock that covers ${need}.`;
  const kind = textSpec(choice.product, 'kind')?.toLowerCase();
  const use =
    req.goal === 'backup' && kind === 'off-grid'
      ? ' "Off-grid" means it does not need the grid, not that it cannot use it: it runs your home on ECG power ' +
        'and charges the batteries from it, and runs on the batteries and panels during an outage.'
      : req.goal === 'off-grid' && kind === 'hybrid'
        ? ' A hybrid inverter works without any grid too: on the batteries and panels alone.'
        : '';
  return size + use;
}

function matchInverter(req: SizingRequirements, products: readonly Product[], picks: BundlePicks): ComponentMatch {
  const found = choose('inverter', inverterOptions(req, products), picks);
  if (found?.status === 'matched') return { ...found, why: inverterWhy(req, found.choice, found.options) };
  const need =
    `at least ${formatKva(req.inverterKva)} (${formatWatts(req.peakLoadW)} of load)` +
    (req.surgeW > 0 ? ` with a ${formatWatts(req.surgeW)} surge` : '');
  const otherVoltages = [
    ...new Set(
      inCategory(products, 'inverter')
        .filter((p) => inverterFits(p, req, undefined))
        .map((p) => numSpec(p, 'systemVoltageV'))
        .filter((v): v is number => v !== undefined && v !== req.systemVoltage),
    ),
  ].sort((a, b) => a - b);
  return {
    role: 'inverter',
    status: 'unavailable',
    reason:
      `No ${req.systemVoltage} V inverter in stock is big enough: you need ${need}.` +
      (otherVoltages.length > 0
        ? ` A ${otherVoltages.map((v) => `${v} V`).join(' or ')} system would fit: change the system voltage.`
        : ''),
  };
}

export function batteryOptions(req: SizingRequirements, products: readonly Product[]): BundleOption[] {
  const v = req.systemVoltage;
  const out: BundleOption[] = [];
  for (const p of inCategory(products, 'battery')) {
    const unitV = numSpec(p, 'voltageV');
    const unitWh = batteryUnitWh(p);
    if (batteryChemistryOf(p) !== req.chemistry || !unitV || !unitWh) continue;
    if (unitV > v || v % unitV !== 0) continue;
    const series = v / unitV;
    const strings = Math.max(1, Math.ceil(req.batteryWh / (series * unitWh) - EPSILON));
    const units = series * strings;
    if (strings > MAX_PARALLEL_STRINGS[req.chemistry] || units > p.stock) continue;
    const ah = numSpec(p, 'capacityAh');
    const unit = `${unitV} V${ah ? ` ${formatNumber(ah)} Ah` : ''}`;
    const layout =
      series === 1
        ? strings === 1
          ? ''
          : ' in parallel'
        : strings === 1
          ? ' in series'
          : ` (${strings} strings of ${series} in series)`;
    out.push(option(p, units, `${units} × ${unit}${layout}: ${formatKwh(units * unitWh)} at ${v} V`));
  }
  return out;
}

function matchBattery(req: SizingRequirements, products: readonly Product[], picks: BundlePicks): ComponentMatch {
  if (req.batteryWh <= EPSILON) {
    return {
      role: 'battery',
      status: 'not-needed',
      reason:
        req.goal === 'off-grid'
          ? 'With no days of autonomy you need no battery: the system only runs while the sun shines.'
          : 'With no hours of backup you need no battery.',
    };
  }
  const found = choose('battery', batteryOptions(req, products), picks);
  if (found) return found;
  const chemistry = req.chemistry === 'lithium' ? 'lithium' : 'lead-acid or tubular';
  return {
    role: 'battery',
    status: 'unavailable',
    reason: `We do not have enough ${chemistry} batteries in stock to make ${formatKwh(req.batteryWh)} at ${
      req.systemVoltage
    } V.`,
  };
}

export function panelOptions(req: SizingRequirements, products: readonly Product[]): BundleOption[] {
  return inCategory(products, 'panels').flatMap((p) => {
    const watts = numSpec(p, 'powerW');
    if (!watts || watts <= 0) return [];
    const count = panelCount(req.arrayW, watts);
    if (count < 1 || count > p.stock) return [];
    return [option(p, count, `${count} × ${formatWatts(watts)} = ${formatWatts(count * watts)}`)];
  });
}

function matchPanels(req: SizingRequirements, products: readonly Product[], picks: BundlePicks): ComponentMatch {
  const found = choose('panels', panelOptions(req, products), picks);
  if (found) return found;
  return {
    role: 'panels',
    status: 'unavailable',
    reason: `We do not have enough solar panels in stock for ${formatWatts(req.arrayW)}.`,
  };
}

/** Watts of the panels actually chosen (or the required array when none are). */
export function installedArrayW(panels: ComponentMatch | undefined, req: SizingRequirements): number {
  if (panels?.status !== 'matched') return req.arrayW;
  return (numSpec(panels.choice.product, 'powerW') ?? 0) * panels.choice.quantity;
}

export function controllerOptions(
  amps: number,
  systemVoltage: SystemVoltage,
  products: readonly Product[],
): BundleOption[] {
  return inCategory(products, 'controller').flatMap((p) => {
    const current = numSpec(p, 'currentA');
    const maxV = numSpec(p, 'systemVoltageV');
    const kind = textSpec(p, 'kind');
    // PWM controllers waste a large part of a modern panel's power: we only suggest MPPT.
    if (!current || current <= 0 || (kind !== undefined && kind.toUpperCase() !== 'MPPT')) return [];
    if (maxV !== undefined && maxV < systemVoltage) return [];
    const count = Math.max(1, Math.ceil(amps / current - EPSILON));
    if (count > MAX_CONTROLLERS || count > p.stock) return [];
    return [option(p, count, `${count} × ${formatNumber(current)} A MPPT = ${formatNumber(count * current)} A`)];
  });
}

function matchController(
  req: SizingRequirements,
  products: readonly Product[],
  picks: BundlePicks,
  inverter: ComponentMatch,
  panels: ComponentMatch,
): ComponentMatch {
  const arrayW = installedArrayW(panels, req);
  const amps = controllerAmps(arrayW, req.systemVoltage);
  const need = `${formatWatts(arrayW)} of panels at ${req.systemVoltage} V (${formatNumber(amps, 1)} A)`;
  if (inverter.status !== 'matched') {
    return {
      role: 'controller',
      status: 'waiting',
      reason: `Chosen with the inverter: most inverters have a solar charger built in. You need one for ${need}.`,
    };
  }
  const inv = inverter.choice.product;
  const maxPvW = numSpec(inv, 'maxPvW') ?? 0;
  const mpptA = numSpec(inv, 'mpptChargeA') ?? 0;
  if (maxPvW + EPSILON >= arrayW && mpptA + EPSILON >= amps) {
    return {
      role: 'controller',
      status: 'not-needed',
      reason:
        `Not needed: the ${inv.name} has a solar charger built in (up to ${formatWatts(maxPvW)} of panels and ` +
        `${formatNumber(mpptA)} A), enough for ${need}.`,
    };
  }
  const found = choose('controller', controllerOptions(amps, req.systemVoltage, products), picks);
  if (found) return found;
  return {
    role: 'controller',
    status: 'unavailable',
    reason: `No MPPT charge controller in stock handles ${need}.`,
  };
}

/**
 * The bundle for a sizing: per component the cheapest sufficient choice (or the user's pick among the
 * sufficient ones), its alternatives, and the total of what is chosen. Undefined when nothing is entered.
 */
export function matchBundle(
  req: SizingRequirements,
  products: readonly Product[],
  picks: BundlePicks = {},
): BundleMatch | undefined {
  if (!req.hasLoad) return undefined;
  const inverter = matchInverter(req, products, picks);
  const battery = matchBattery(req, products, picks);
  const panels = matchPanels(req, products, picks);
  const controller = matchController(req, products, picks, inverter, panels);
  const components = [inverter, battery, panels, controller];
  const lines: BundleLine[] = components.flatMap((c) =>
    c.status === 'matched' ? [{ ...c.choice, role: c.role }] : [],
  );
  return {
    components,
    lines,
    totalPesewas: lines.reduce((sum, line) => sum + line.totalPesewas, 0),
    complete: components.every((c) => c.status === 'matched' || c.status === 'not-needed'),
  };
}
