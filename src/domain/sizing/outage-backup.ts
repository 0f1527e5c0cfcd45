/**
 * "Backup in a power cut": how long a battery bank carries what runs during an outage, with the assumption in
 * words. The one figure the calculator, the proposal (its page and PDF) and the staff's proposal builder show
 * (docs/projects.md, "Backup in a power cut"). Pure.
 *
 * The load is the sizing's own outage load, the one `storageEnergyWh` sizes the bank for: during an outage of
 * `backupHours`, each appliance runs for its usual hours but no longer than the outage; that energy spread over
 * the outage is the average load. A bank sized by the calculator for that outage therefore lasts exactly the
 * hours asked for, and a larger bank proportionally longer. Off-grid (or with no outage hours) the bank carries
 * a whole day's use, so the load is the day's energy over 24 hours.
 */
import { DEPTH_OF_DISCHARGE, type Appliance, type BatteryChemistry, type SizingInput } from './sizing-model';
import {
  backupRuntimeHours,
  dailyEnergyWh,
  formatHours,
  formatNumber,
  formatWatts,
  isRunning,
  storageEnergyWh,
} from './sizing-formulas';
import { normaliseInput } from './sizing';
import type { BundleMatch } from './sizing-match';
import { batteryChemistryOf, batteryUnitWh } from '@domain/catalog/product-specs';

/** What the battery carries: over an outage (the backup goal), or over a whole day (off-grid). */
export interface OutageLoad {
  over: 'outage' | 'day';
  /** The outage's hours, or 24 for a day */
  hours: number;
  /** The energy used in those hours (Wh) */
  energyWh: number;
  /** energyWh ÷ hours: the average load (W) */
  loadW: number;
  /** The appliances that run in those hours */
  appliances: Appliance[];
}

/** The load a bank carries for `input`'s goal (see the module's comment). */
export function outageLoad(raw: SizingInput): OutageLoad {
  const input = normaliseInput(raw);
  const running = input.appliances.filter(isRunning);
  if (input.goal === 'backup' && input.backupHours > 0) {
    const energyWh = storageEnergyWh({ ...input, appliances: running });
    return {
      over: 'outage',
      hours: input.backupHours,
      energyWh,
      loadW: energyWh / input.backupHours,
      appliances: running,
    };
  }
  const energyWh = dailyEnergyWh(running);
  return { over: 'day', hours: 24, energyWh, loadW: energyWh / 24, appliances: running };
}

/** An appliance's name inside a sentence: "Ceiling fan" × 2 → "ceiling fans"; "TV", "LED bulb" keep their capitals. */
export function applianceWords(a: Pick<Appliance, 'name' | 'quantity'>): string {
  const words = a.name.trim().split(/\s+/);
  const first = words[0] ?? '';
  // Only a plain capitalised word is lowered ("Fridge" → "fridge"; "TV", "LED", "Wi-Fi" stay).
  if (/^[A-Z][a-z]+$/.test(first)) words[0] = first.toLowerCase();
  const last = words[words.length - 1] ?? '';
  // Plural only where it is plain: a lower-case last word not already ending in s or -ing ("bulb" → "bulbs").
  if (a.quantity > 1 && /^[a-z]+$/.test(last) && !/(s|ing)$/.test(last)) words[words.length - 1] = `${last}s`;
  return words.join(' ');
}

/** "a, b and c"; beyond five names, the first four and "N other appliances". */
function listOf(names: string[]): string {
  const shown = names.length > 5 ? [...names.slice(0, 4), `${names.length - 4} other appliances`] : names;
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

/** The assumption behind the hours, in words: what is on, for how long, and the average load it makes. */
export function backupAssumption(load: OutageLoad): string {
  const what = listOf(load.appliances.map(applianceWords));
  const average = `about ${formatWatts(load.loadW)} on average`;
  return load.over === 'outage'
    ? `With your ${what} on as usual during an evening outage of ${formatHours(load.hours)} (${average}).`
    : `With your ${what} used as on a usual day, with no grid and no sun (${average}).`;
}

/** The hours a bank carries, and why. */
export interface BackupEstimate {
  /** Hours, to a tenth; 0 without a battery or a load (never infinity) */
  hours: number;
  /** The average load carried (W) */
  loadW: number;
  /** What is assumed to run, in words; '' when hours is 0 */
  assumption: string;
}

/**
 * How long a bank of `bank.wh` of `bank.chemistry` batteries carries `input`'s outage load: its usable energy
 * (depth of discharge, through the inverter: `backupRuntimeHours`) over the load, to a tenth of an hour.
 */
export function backupEstimate(input: SizingInput, bank: { wh: number; chemistry: BatteryChemistry }): BackupEstimate {
  const load = outageLoad(input);
  if (bank.wh <= 0 || load.loadW <= 0) return { hours: 0, loadW: load.loadW, assumption: '' };
  const hours = backupRuntimeHours(bank.wh, DEPTH_OF_DISCHARGE[bank.chemistry], load.loadW);
  return { hours: Math.round(hours * 10) / 10, loadW: load.loadW, assumption: backupAssumption(load) };
}

/** The figure as written beside "Backup in a power cut": "11.3 hours", or "None". */
export const backupHoursText = (hours: number): string =>
  hours > 0 ? `${formatNumber(hours, 1)} ${hours === 1 ? 'hour' : 'hours'}` : 'None';

/** The calculator's figure: the bank of the bundle's chosen batteries, or null when no battery is chosen. */
export function bundleBackup(input: SizingInput, bundle: Pick<BundleMatch, 'components'>): BackupEstimate | null {
  const battery = bundle.components.find((c) => c.role === 'battery');
  if (battery?.status !== 'matched') return null;
  const { product, quantity } = battery.choice;
  const wh = (batteryUnitWh(product) ?? 0) * quantity;
  const estimate = backupEstimate(input, { wh, chemistry: batteryChemistryOf(product) ?? input.chemistry });
  return estimate.hours > 0 ? estimate : null;
}
