/**
 * Solar and backup sizing (issue 7): pure functions from a list of appliances to the inverter, battery bank,
 * solar array and charge controller they need, each step with a plain-words explanation for the page.
 * Shared with functions/ if the server ever needs it, so: no React, no Firebase, no DOM.
 */

// ---------------------------------------------------------------------------------------------------------
// Constants (the issue's figures)
// ---------------------------------------------------------------------------------------------------------

/** An inverter should run at no more than 80% of its rating: size it at peak load × 1.25. */
export const INVERTER_HEADROOM = 1.25;
/** Typical power factor of household loads: kVA = W ÷ 0.8. */
export const POWER_FACTOR = 0.8;
/** Share of the battery's energy that reaches the appliances through the inverter. */
export const INVERTER_EFFICIENCY = 0.9;
/** Motors draw about three times their running power for a moment when they start. */
export const MOTOR_SURGE_FACTOR = 3;
/** Share of a battery's capacity that can be used every day without shortening its life. */
export const DEPTH_OF_DISCHARGE = { lithium: 0.8, 'lead-acid': 0.5 } as const;
/** Tamale (savanna zone) gets about 20 MJ/m² of sunshine a day, i.e. about 5.5 hours of full sun. */
export const DEFAULT_PEAK_SUN_HOURS = 5.5;
/** Dust, heat, wiring and charging losses: panels deliver about 75% of their rating over a day. */
export const SYSTEM_LOSS_FACTOR = 0.75;
/** A charge controller is sized 25% above the array's current. */
export const CONTROLLER_HEADROOM = 1.25;
/** 1 horsepower in watts. */
export const WATTS_PER_HP = 746;

export const SYSTEM_VOLTAGES = [12, 24, 48] as const;
export type SystemVoltage = (typeof SYSTEM_VOLTAGES)[number];

/** 'lithium' is LiFePO4; 'lead-acid' covers flooded, gel and tubular batteries. */
export type BatteryChemistry = keyof typeof DEPTH_OF_DISCHARGE;
export const BATTERY_CHEMISTRIES: readonly BatteryChemistry[] = ['lithium', 'lead-acid'];
export const CHEMISTRY_LABELS: Record<BatteryChemistry, string> = {
  lithium: 'Lithium (LiFePO4)',
  'lead-acid': 'Lead-acid or tubular',
};
/** The same, inside a sentence. */
export const CHEMISTRY_WORDS: Record<BatteryChemistry, string> = {
  lithium: 'lithium (LiFePO4)',
  'lead-acid': 'lead-acid',
};

/** 'backup': solar plus grid, the battery carries the home through outages. 'off-grid': no grid at all. */
export type SizingGoal = 'backup' | 'off-grid';
export const GOAL_LABELS: Record<SizingGoal, string> = {
  backup: 'Solar plus grid backup for outages',
  'off-grid': 'Off-grid solar (no grid power)',
};

/** Limits of what the calculator accepts, so that a typed 1e9 or a hand-edited URL cannot break the page. */
export const LIMITS = {
  watts: { min: 0, max: 100_000 },
  quantity: { min: 0, max: 500 },
  hoursPerDay: { min: 0, max: 24 },
  backupHours: { min: 0, max: 72 },
  autonomyDays: { min: 0, max: 7 },
  peakSunHours: { min: 1, max: 8 },
  appliances: 40,
  nameLength: 40,
} as const;

/**
 * The calculator's own fixed texts (not the spec's catalogue, so not in messages.ts: that module is on the home
 * route's budget, and these are only needed on the calculator's).
 */
export const SIZING_MESSAGES = {
  empty: 'Add the appliances you want to keep running, and the sizes you need appear here.',
  nothingInStock: 'Not everything you need is in stock right now.',
  quoteWayForward: 'Send us your sizing and we will quote for the whole system, installed.',
  linkCopied: 'Link copied.',
  linkCopyFailed: 'Could not copy the link. Copy it from the address bar instead.',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Appliances
// ---------------------------------------------------------------------------------------------------------

export interface AppliancePreset {
  /** Short, stable key: it is written in shared URLs. */
  key: string;
  name: string;
  watts: number;
  hoursPerDay: number;
  /** Share of the time the compressor runs (fridges and freezers); 1 for everything else. */
  dutyCycle: number;
  /** Starts a motor or compressor: counts for the surge. */
  motor: boolean;
}

/** Common Ghanaian household and shop appliances with realistic running watts. */
export const APPLIANCE_PRESETS: readonly AppliancePreset[] = [
  { key: 'led', name: 'LED bulb', watts: 10, hoursPerDay: 6, dutyCycle: 1, motor: false },
  { key: 'cfan', name: 'Ceiling fan', watts: 75, hoursPerDay: 8, dutyCycle: 1, motor: false },
  { key: 'sfan', name: 'Standing fan', watts: 55, hoursPerDay: 8, dutyCycle: 1, motor: false },
  { key: 'tv', name: 'TV', watts: 80, hoursPerDay: 5, dutyCycle: 1, motor: false },
  { key: 'dec', name: 'Satellite decoder', watts: 25, hoursPerDay: 5, dutyCycle: 1, motor: false },
  { key: 'lap', name: 'Laptop', watts: 65, hoursPerDay: 6, dutyCycle: 1, motor: false },
  { key: 'pc', name: 'Desktop computer', watts: 200, hoursPerDay: 8, dutyCycle: 1, motor: false },
  { key: 'wifi', name: 'Wi-Fi router', watts: 10, hoursPerDay: 24, dutyCycle: 1, motor: false },
  { key: 'phone', name: 'Phone charging', watts: 10, hoursPerDay: 3, dutyCycle: 1, motor: false },
  { key: 'fridge', name: 'Fridge', watts: 150, hoursPerDay: 24, dutyCycle: 0.4, motor: true },
  { key: 'freezer', name: 'Chest freezer', watts: 200, hoursPerDay: 24, dutyCycle: 0.5, motor: true },
  { key: 'pump', name: 'Water pump (1 hp)', watts: WATTS_PER_HP, hoursPerDay: 1, dutyCycle: 1, motor: true },
  { key: 'ac', name: 'Air conditioner (1.5 hp)', watts: 1100, hoursPerDay: 6, dutyCycle: 1, motor: true },
  { key: 'clip', name: 'Hair clippers', watts: 15, hoursPerDay: 8, dutyCycle: 1, motor: false },
  { key: 'dryer', name: 'Hair dryer', watts: 1200, hoursPerDay: 2, dutyCycle: 1, motor: false },
  { key: 'sound', name: 'Sound system', watts: 150, hoursPerDay: 4, dutyCycle: 1, motor: false },
  { key: 'blend', name: 'Blender', watts: 350, hoursPerDay: 0.25, dutyCycle: 1, motor: true },
  { key: 'iron', name: 'Electric iron', watts: 1000, hoursPerDay: 0.5, dutyCycle: 1, motor: false },
  { key: 'micro', name: 'Microwave', watts: 1000, hoursPerDay: 0.25, dutyCycle: 1, motor: false },
];

export const CUSTOM_APPLIANCE_KEY = 'c';

export function findPreset(key: string): AppliancePreset | undefined {
  return APPLIANCE_PRESETS.find((p) => p.key === key);
}

/** One line of the user's list: a preset (possibly with changed figures) or a custom appliance. */
export interface Appliance {
  /** A preset key, or CUSTOM_APPLIANCE_KEY. */
  key: string;
  name: string;
  watts: number;
  quantity: number;
  hoursPerDay: number;
  dutyCycle: number;
  motor: boolean;
  /** False when it never runs together with the rest (e.g. a pump used only when nothing else is on). */
  atOnce: boolean;
}

export function applianceFromPreset(preset: AppliancePreset, quantity = 1): Appliance {
  return {
    key: preset.key,
    name: preset.name,
    watts: preset.watts,
    quantity,
    hoursPerDay: preset.hoursPerDay,
    dutyCycle: preset.dutyCycle,
    motor: preset.motor,
    atOnce: true,
  };
}

export function customAppliance(name: string, watts: number, motor = false): Appliance {
  return { key: CUSTOM_APPLIANCE_KEY, name, watts, quantity: 1, hoursPerDay: 4, dutyCycle: 1, motor, atOnce: true };
}

// ---------------------------------------------------------------------------------------------------------
// Input and result
// ---------------------------------------------------------------------------------------------------------

export interface SizingInput {
  appliances: Appliance[];
  goal: SizingGoal;
  /** Goal 'backup': how long the outages last. */
  backupHours: number;
  /** Goal 'off-grid': how many days the battery alone must carry the load (no sun). */
  autonomyDays: number;
  chemistry: BatteryChemistry;
  systemVoltage: SystemVoltage;
  peakSunHours: number;
}

export const DEFAULT_SIZING_INPUT: SizingInput = {
  appliances: [],
  goal: 'backup',
  backupHours: 8,
  autonomyDays: 1,
  chemistry: 'lithium',
  systemVoltage: 24,
  peakSunHours: DEFAULT_PEAK_SUN_HOURS,
};

export type SizingStepId = 'energy' | 'peak' | 'surge' | 'inverter' | 'battery' | 'panels' | 'controller';

/** One step of the reasoning, for the page: a headline figure and how it was found, in plain words. */
export interface SizingStep {
  id: SizingStepId;
  title: string;
  figure: string;
  explanation: string;
  /** The sums, one per line, e.g. "LED bulb: 6 × 10 W × 6 h = 360 Wh". */
  workings: string[];
}

export interface SizingRequirements {
  /** Something is switched on: at least one appliance with watts, quantity and hours above 0. */
  hasLoad: boolean;
  dailyEnergyWh: number;
  peakLoadW: number;
  /** Largest single motor × 3; 0 without motors. */
  surgeW: number;
  /** Peak × 1.25 ÷ 0.8, in kVA. */
  inverterKva: number;
  /** Peak × 1.25, in W: the continuous power the inverter must deliver. */
  inverterW: number;
  /** Energy the battery must deliver (over the outage, or the days of autonomy), in Wh. */
  storageEnergyWh: number;
  /** Battery bank size, after depth of discharge and inverter efficiency. */
  batteryWh: number;
  batteryAh: number;
  /** Solar array, in W. */
  arrayW: number;
  /** Charge controller current for that array at the system voltage. */
  controllerA: number;
  depthOfDischarge: number;
  systemVoltage: SystemVoltage;
  chemistry: BatteryChemistry;
  goal: SizingGoal;
}

export interface SizingResult extends SizingRequirements {
  steps: SizingStep[];
}

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

const clamp = (value: number, min: number, max: number) =>
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
function largestMotor(appliances: readonly Appliance[]): Appliance | undefined {
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

// ---------------------------------------------------------------------------------------------------------
// The whole sizing, with its explanation
// ---------------------------------------------------------------------------------------------------------

/** An appliance with its figures inside LIMITS (whole quantities). */
export function normaliseAppliance(a: Appliance): Appliance {
  return {
    ...a,
    name: a.name.slice(0, LIMITS.nameLength),
    watts: clamp(a.watts, LIMITS.watts.min, LIMITS.watts.max),
    quantity: Math.round(clamp(a.quantity, LIMITS.quantity.min, LIMITS.quantity.max)),
    hoursPerDay: clamp(a.hoursPerDay, LIMITS.hoursPerDay.min, LIMITS.hoursPerDay.max),
    dutyCycle: clamp(a.dutyCycle, 0, 1),
  };
}

/** Makes any input safe: figures inside LIMITS, unknown values back to defaults. */
export function normaliseInput(input: SizingInput): SizingInput {
  const d = DEFAULT_SIZING_INPUT;
  return {
    appliances: input.appliances.slice(0, LIMITS.appliances).map(normaliseAppliance),
    goal: input.goal === 'off-grid' ? 'off-grid' : 'backup',
    backupHours: clamp(input.backupHours, LIMITS.backupHours.min, LIMITS.backupHours.max),
    autonomyDays: clamp(input.autonomyDays, LIMITS.autonomyDays.min, LIMITS.autonomyDays.max),
    chemistry: input.chemistry in DEPTH_OF_DISCHARGE ? input.chemistry : d.chemistry,
    systemVoltage: (SYSTEM_VOLTAGES as readonly number[]).includes(input.systemVoltage)
      ? input.systemVoltage
      : d.systemVoltage,
    peakSunHours: clamp(input.peakSunHours, LIMITS.peakSunHours.min, LIMITS.peakSunHours.max),
  };
}

const pct = (x: number) => `${formatNumber(x * 100)}%`;

function lineText(a: Appliance, hours: number): string {
  const duty = a.dutyCycle < 1 ? ` × ${pct(a.dutyCycle)} of the time` : '';
  return `${a.name}: ${a.quantity} × ${formatWatts(a.watts)} × ${formatNumber(hours, 2)} h${duty} = ${formatWh(
    applianceEnergyWh(a, hours),
  )}`;
}

/** Sizes the whole system. Never throws: with nothing entered, every figure is 0 and hasLoad is false. */
export function sizeSystem(rawInput: SizingInput): SizingResult {
  const input = normaliseInput(rawInput);
  const running = input.appliances.filter(isRunning);
  const energy = dailyEnergyWh(running);
  const peak = peakLoadW(running);
  const surge = surgeW(running);
  const kva = inverterKva(peak);
  const storage = storageEnergyWh({ ...input, appliances: running });
  const dod = DEPTH_OF_DISCHARGE[input.chemistry];
  const bankWh = batteryBankWh(storage, input.chemistry);
  const bankAh = ampHours(bankWh, input.systemVoltage);
  const array = arrayWatts(energy, input.peakSunHours);
  const amps = controllerAmps(array, input.systemVoltage);
  const v = input.systemVoltage;

  const requirements: SizingRequirements = {
    hasLoad: running.length > 0,
    dailyEnergyWh: energy,
    peakLoadW: peak,
    surgeW: surge,
    inverterKva: kva,
    inverterW: peak * INVERTER_HEADROOM,
    storageEnergyWh: storage,
    batteryWh: bankWh,
    batteryAh: bankAh,
    arrayW: array,
    controllerA: amps,
    depthOfDischarge: dod,
    systemVoltage: v,
    chemistry: input.chemistry,
    goal: input.goal,
  };
  if (!requirements.hasLoad) return { ...requirements, steps: [] };

  const motor = largestMotor(running);
  const notAtOnce = running.filter((a) => !a.atOnce);
  const hasDuty = running.some((a) => a.dutyCycle < 1);
  const suggestedV = suggestedSystemVoltage(kva);

  const batteryOnly = storage > 0;
  const steps: SizingStep[] = [
    {
      id: 'energy',
      title: 'Energy you use in a day',
      figure: formatKwh(energy),
      explanation:
        'For each appliance we multiply its watts by how many you have and by the hours it is on each day, then ' +
        'add them up.' +
        (hasDuty
          ? ' Fridges and freezers are on all day, but their motor only runs part of the time, so we count only that part.'
          : ''),
      workings: [
        ...running.map((a) => lineText(a, a.hoursPerDay)),
        `Total: ${formatWh(energy)} = ${formatKwh(energy)}`,
      ],
    },
    {
      id: 'peak',
      title: 'Most power used at the same moment',
      figure: formatWatts(peak),
      explanation:
        'If everything is switched on together, it draws the watts of each appliance times how many, added up.' +
        (notAtOnce.length > 0
          ? ` We left out ${notAtOnce.map((a) => a.name).join(', ')}, which you said never run together with the rest.`
          : ''),
      workings: [
        ...running
          .filter((a) => a.atOnce)
          .map((a) => `${a.name}: ${a.quantity} × ${formatWatts(a.watts)} = ${formatWatts(a.quantity * a.watts)}`),
        `Total: ${formatWatts(peak)}`,
      ],
    },
    {
      id: 'surge',
      title: 'Start-up surge',
      figure: motor ? formatWatts(surge) : 'No motors',
      explanation: motor
        ? 'Motors (pumps, fridges, freezers, air conditioners) pull about 3 times their power for a moment when they ' +
          `start. The largest motor on your list is the ${motor.name} (${formatWatts(motor.watts)}); the inverter must ` +
          'handle its start.'
        : 'Nothing on your list has a motor, so there is no large start-up surge to plan for.',
      workings: motor ? [`${formatWatts(motor.watts)} × 3 = ${formatWatts(surge)}`] : [],
    },
    {
      id: 'inverter',
      title: 'Inverter size',
      figure: formatKva(kva),
      explanation:
        'An inverter lasts longer when it works below 80% of its rating, so we add a quarter to the peak. Inverters ' +
        'are rated in kVA; with household appliances 1 kVA gives about 0.8 kW.' +
        (motor ? ` Its surge rating must be at least ${formatWatts(surge)}.` : '') +
        (suggestedV > v
          ? ` A system this size works better at ${suggestedV} V than at ${v} V: thinner cables, less heat.`
          : ''),
      workings: [
        `${formatWatts(peak)} × 1.25 = ${formatWatts(peak * INVERTER_HEADROOM)}`,
        `${formatWatts(peak * INVERTER_HEADROOM)} ÷ 0.8 = ${formatNumber((peak * INVERTER_HEADROOM) / POWER_FACTOR)} VA = ${formatKva(kva)}`,
      ],
    },
    {
      id: 'battery',
      title: 'Battery bank',
      figure: `${formatKwh(bankWh)} (${formatNumber(bankAh)} Ah at ${v} V)`,
      explanation:
        (input.goal === 'off-grid'
          ? `Off-grid, the battery must carry ${formatNumber(input.autonomyDays, 2)} ${
              input.autonomyDays === 1 ? 'day' : 'days'
            } without sun.`
          : `During an outage of ${formatHours(input.backupHours)} each appliance runs for its usual hours, but no ` +
            'longer than the outage.') +
        (batteryOnly
          ? ` ${CHEMISTRY_LABELS[input.chemistry]} batteries should only be emptied to ${pct(dod)} to last, and the ` +
            'inverter loses about 10% turning battery power into mains power, so the bank must hold more than you use.'
          : ' So you need no battery.'),
      workings: [
        ...(input.goal === 'off-grid'
          ? [`${formatWh(energy)} × ${formatNumber(input.autonomyDays, 2)} = ${formatWh(storage)}`]
          : [
              ...running.map((a) => lineText(a, Math.min(a.hoursPerDay, input.backupHours))),
              `Total: ${formatWh(storage)}`,
            ]),
        ...(batteryOnly
          ? [
              `${formatWh(storage)} ÷ (${dod} × 0.9) = ${formatWh(bankWh)} = ${formatKwh(bankWh)}`,
              `${formatWh(bankWh)} ÷ ${v} V = ${formatNumber(bankAh)} Ah`,
            ]
          : []),
      ],
    },
    {
      id: 'panels',
      title: 'Solar panels',
      figure: formatWatts(array),
      explanation:
        `In Tamale the sun gives about ${formatNumber(input.peakSunHours, 2)} hours of full sunshine a day` +
        (input.peakSunHours === DEFAULT_PEAK_SUN_HOURS ? ' (about 20 MJ/m² a day in the savanna zone)' : '') +
        ". Dust, heat and wiring take about a quarter of what panels make. So to make a day's energy the panels must " +
        'be rated at:',
      workings: [`${formatWh(energy)} ÷ (${formatNumber(input.peakSunHours, 2)} h × 0.75) = ${formatWatts(array)}`],
    },
    {
      id: 'controller',
      title: 'Charge controller',
      figure: `${formatNumber(amps, 1)} A`,
      explanation:
        `The charge controller passes the panels' power into the ${v} V battery, with a quarter more as a safety ` +
        'margin. Many inverters have one built in.',
      workings: [`${formatWatts(array)} ÷ ${v} V × 1.25 = ${formatNumber(amps, 1)} A`],
    },
  ];
  return { ...requirements, steps };
}
