import {
  CONTROLLER_HEADROOM,
  DEFAULT_PEAK_SUN_HOURS,
  DEPTH_OF_DISCHARGE,
  INVERTER_EFFICIENCY,
  INVERTER_HEADROOM,
  LIMITS,
  MOTOR_SURGE_FACTOR,
  POWER_FACTOR,
  SYSTEM_LOSS_FACTOR,
  type Appliance,
  type BatteryChemistry,
  type SizingInput,
  type SystemVoltage,
} from './sizing-model';

/** The solar sizing's formulas, one function each, and how their figures are written. Pure. */

// ---------------------------------------------------------------------------------------------------------
// Number formatting (plain, locale-independent so that tests and shared texts are stable)
// ---------------------------------------------------------------------------------------------------------

/** 1234.5 → "1,234.5"; at most `decimals` decimals, trailing zeros dropped. */
export function formatNumber(value: number, decimals = 0): string {
  if (!Number.isFinite(value)) return '∞';
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  const [whole = '0', fraction] = Math.abs(rounded).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const trimmed = fraction?.replace(/0+$/, '');
  return `${rounded < 0 ? '-' : ''}${grouped}${trimmed ? `.${trimmed}` : ''}`;
}

export const formatWatts = (w: number) => `${formatNumber(w)} W`;
export const formatWh = (wh: number) => `${formatNumber(wh)} Wh`;
export const formatKwh = (wh: number) => `${formatNumber(wh / 1000, 2)} kWh`;
export const formatKva = (kva: number) => `${formatNumber(kva, 2)} kVA`;
export const formatHours = (h: number) => `${formatNumber(h, 2)} ${h === 1 ? 'hour' : 'hours'}`;

/** 4.1666 → "4 hours 10 minutes"; under a minute → "less than a minute"; 2 days and more in days. */
export function formatDuration(hours: number): string {
  if (!Number.isFinite(hours)) return 'as long as you like';
  if (hours >= 48) return `${formatNumber(hours / 24, 1)} days`;
  const totalMinutes = Math.round(hours * 60);
  if (totalMinutes < 1) return 'less than a minute';
  const h = Math.floor(totalMinutes / 60);
  const m = totalMinutes % 60;
  const parts: string[] = [];
  if (h > 0) parts.push(`${h} ${h === 1 ? 'hour' : 'hours'}`);
  if (m > 0) parts.push(`${m} ${m === 1 ? 'minute' : 'minutes'}`);
  return parts.join(' ');
}

// ---------------------------------------------------------------------------------------------------------
// The formulas, one function each
// ---------------------------------------------------------------------------------------------------------

/** `value` within min and max; min when it is not a number. */
export const clamp = (value: number, min: number, max: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;

/** An appliance counts when it is switched on at all: watts, quantity and hours above 0. */
export function isRunning(a: Appliance): boolean {
  return a.watts > 0 && a.quantity > 0 && a.hoursPerDay > 0;
}

/** Watt-hours one line uses in `hours` hours of running (duty cycle applied). */
export function applianceEnergyWh(a: Appliance, hours: number = a.hoursPerDay): number {
  if (!isRunning(a)) return 0;
  return a.watts * a.quantity * Math.max(0, hours) * clamp(a.dutyCycle, 0, 1);
}

/** Daily energy = Σ watts × quantity × hours per day (× duty cycle for fridges and freezers). */
export function dailyEnergyWh(appliances: readonly Appliance[]): number {
  return appliances.reduce((sum, a) => sum + applianceEnergyWh(a), 0);
}

/** Peak load = Σ watts × quantity of what runs at once. */
export function peakLoadW(appliances: readonly Appliance[]): number {
  return appliances.filter((a) => isRunning(a) && a.atOnce).reduce((sum, a) => sum + a.watts * a.quantity, 0);
}

/** The running appliance with the largest motor (pumps, fridges, freezers, air conditioners), if any. */
export function largestMotor(appliances: readonly Appliance[]): Appliance | undefined {
  return appliances
    .filter((a) => isRunning(a) && a.motor)
    .reduce<Appliance | undefined>((max, a) => (!max || a.watts > max.watts ? a : max), undefined);
}

/** Surge = largest motor load × 3 (one motor starting at a time). */
export function surgeW(appliances: readonly Appliance[]): number {
  const motor = largestMotor(appliances);
  return motor ? motor.watts * MOTOR_SURGE_FACTOR : 0;
}

/** Inverter rating: peak load × 1.25, in kVA at power factor 0.8. */
export function inverterKva(peakW: number): number {
  return (peakW * INVERTER_HEADROOM) / POWER_FACTOR / 1000;
}

/**
 * Energy the battery must give: during an outage of `backupHours`, each appliance runs for its usual hours
 * but no longer than the outage; off-grid, a whole day's energy for each day of autonomy.
 */
export function storageEnergyWh(
  input: Pick<SizingInput, 'appliances' | 'goal' | 'backupHours' | 'autonomyDays'>,
): number {
  if (input.goal === 'off-grid') return dailyEnergyWh(input.appliances) * Math.max(0, input.autonomyDays);
  const hours = Math.max(0, input.backupHours);
  return input.appliances.reduce((sum, a) => sum + applianceEnergyWh(a, Math.min(a.hoursPerDay, hours)), 0);
}

/** Battery bank = energy needed ÷ (depth of discharge × inverter efficiency 0.9). */
export function batteryBankWh(energyWh: number, chemistry: BatteryChemistry): number {
  return energyWh / (DEPTH_OF_DISCHARGE[chemistry] * INVERTER_EFFICIENCY);
}

/** Ah at the system voltage. */
export function ampHours(wh: number, voltage: number): number {
  return voltage > 0 ? wh / voltage : 0;
}

/** Solar array = daily energy ÷ (peak sun hours × 0.75 system losses). */
export function arrayWatts(dailyWh: number, peakSunHours: number = DEFAULT_PEAK_SUN_HOURS): number {
  return dailyWh / (clamp(peakSunHours, LIMITS.peakSunHours.min, LIMITS.peakSunHours.max) * SYSTEM_LOSS_FACTOR);
}

/** Number of panels of a given power for an array. */
export function panelCount(arrayW: number, panelW: number): number {
  if (arrayW <= 0) return 0;
  if (panelW <= 0) return Infinity;
  // Round before ceiling so that 900.0000001 W of 450 W panels is 2 panels, not 3.
  return Math.ceil(Math.round((arrayW / panelW) * 1e6) / 1e6);
}

/** Charge controller current = array watts ÷ system voltage × 1.25. */
export function controllerAmps(arrayW: number, systemVoltage: number): number {
  return systemVoltage > 0 ? (arrayW / systemVoltage) * CONTROLLER_HEADROOM : 0;
}

/**
 * How long a battery runs a load through an inverter: usable energy (capacity × depth of discharge × inverter
 * efficiency) ÷ load. Infinity for no load.
 */
export function backupRuntimeHours(batteryWh: number, depthOfDischarge: number, loadW: number): number {
  if (loadW <= 0) return Infinity;
  return (Math.max(0, batteryWh) * depthOfDischarge * INVERTER_EFFICIENCY) / loadW;
}

/** The smallest standard system voltage that suits an inverter of this size (current stays reasonable). */
export function suggestedSystemVoltage(kva: number): SystemVoltage {
  if (kva <= 1.5) return 12;
  if (kva <= 3) return 24;
  return 48;
}
