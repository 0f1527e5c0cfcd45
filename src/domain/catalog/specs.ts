import type { SpecValue } from './product';

/** How each spec key of the catalogue reads to a shopper: a label and a unit. */
const SPEC_LABELS: Record<string, { label: string; unit?: string }> = {
  powerW: { label: 'Power', unit: 'W' },
  ratedKva: { label: 'Rated power', unit: 'kVA' },
  ratedVa: { label: 'Rated power', unit: 'VA' },
  surgeW: { label: 'Surge power', unit: 'W' },
  voltageV: { label: 'Voltage', unit: 'V' },
  systemVoltageV: { label: 'System voltage', unit: 'V' },
  maxVoltageV: { label: 'Maximum voltage', unit: 'V' },
  maxPvVoltageV: { label: 'Maximum PV voltage', unit: 'V' },
  maxPvW: { label: 'Maximum PV input', unit: 'W' },
  mpptChargeA: { label: 'Solar charge current', unit: 'A' },
  currentA: { label: 'Current', unit: 'A' },
  capacityAh: { label: 'Capacity', unit: 'Ah' },
  capacityWh: { label: 'Energy', unit: 'Wh' },
  efficiencyPct: { label: 'Efficiency', unit: '%' },
  cellType: { label: 'Cell type' },
  chemistry: { label: 'Chemistry' },
  cycleLife: { label: 'Cycle life', unit: 'cycles' },
  kind: { label: 'Type' },
  backupMinutesHalfLoad: { label: 'Backup at half load', unit: 'min' },
  outlets: { label: 'Outlets' },
  lengthM: { label: 'Length', unit: 'm' },
  crossSectionMm2: { label: 'Cross-section', unit: 'mm²' },
  pairs: { label: 'Pairs' },
  panels: { label: 'Panels' },
  poles: { label: 'Poles' },
  material: { label: 'Material' },
  colour: { label: 'Colour' },
  dischargeKa: { label: 'Discharge current', unit: 'kA' },
  warrantyYears: { label: 'Warranty', unit: 'years' },
  durationDays: { label: 'Duration', unit: 'days' },
  visitHours: { label: 'Visit length', unit: 'hours' },
  coverage: { label: 'Coverage' },
};

/** "maxPvW" → "Max pv w" for keys we have no label for. */
function humanize(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The spec names staff choose from, as shoppers read them ("Power (W)"), each with its stored key: the calculator
 * and compare read the keys. A key already on a product but not in the list is offered too, by its reading.
 */
export function specChoices(current: readonly string[] = []): [key: string, label: string][] {
  const known = Object.entries(SPEC_LABELS).map(([key, { label, unit }]): [string, string] => [
    key,
    unit ? `${label} (${unit})` : label,
  ]);
  const extra = current
    .filter((key) => key && !(key in SPEC_LABELS))
    .map((key): [string, string] => [key, humanize(key)]);
  return [...known, ...extra].sort((a, b) => a[1].localeCompare(b[1]));
}

export function specLabel(key: string): string {
  return SPEC_LABELS[key]?.label ?? humanize(key);
}

const numberFormat = new Intl.NumberFormat('en-GH', { maximumFractionDigits: 2 });

/** "5,000 W", "LiFePO4", "1 year". */
export function formatSpecValue(key: string, value: SpecValue): string {
  const unit = SPEC_LABELS[key]?.unit;
  if (typeof value !== 'number') return value;
  const number = numberFormat.format(value);
  if (!unit) return number;
  if (value === 1 && (unit === 'years' || unit === 'days' || unit === 'hours')) return `${number} ${unit.slice(0, -1)}`;
  return unit === '%' ? `${number}%` : `${number} ${unit}`;
}

/** Spec keys in the order a table should show them: the known ones in our order, then the rest by name. */
export function orderedSpecKeys(keys: Iterable<string>): string[] {
  const known = Object.keys(SPEC_LABELS);
  const unique = [...new Set(keys)];
  const rank = (key: string) => {
    const i = known.indexOf(key);
    return i === -1 ? known.length : i;
  };
  return unique.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}
