import APPLIANCE_PRESET_DATA from './appliance-presets.json' with { type: 'json' };

/**
 * The solar sizing's model: its constants (the usual rules of thumb for sizing solar, each with its reason), the
 * appliances and their presets, and the input and result types. Pure: no React, no Firebase, no DOM.
 */

// ---------------------------------------------------------------------------------------------------------
// Constants: the usual rules of thumb for sizing solar, each with its reason
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

export const SYSTEM_VOLTAGES = [12, 24, 48] as const;
export type SystemVoltage = (typeof SYSTEM_VOLTAGES)[number];

/** 'lithium' is LiFePO4; 'lead-acid' covers flooded, gel and tubular batteries. */
export type BatteryChemistry = keyof typeof DEPTH_OF_DISCHARGE;
export const BATTERY_CHEMISTRIES: readonly BatteryChemistry[] = ['lithium', 'lead-acid'];

/** 'backup': solar plus grid, the battery carries the home through outages. 'off-grid': no grid at all. */
export type SizingGoal = 'backup' | 'off-grid';

/**
 * The parts of a bundle, each matched in its catalogue category (sizing-match.ts); here, below the calculator's
 * words, which name each part.
 */
export const SIZING_CATEGORIES = {
  inverter: 'Inverters',
  battery: 'Batteries',
  panels: 'Solar Panels',
  controller: 'Charge Controllers',
} as const;

export type BundleRole = keyof typeof SIZING_CATEGORIES;

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

/** Common Ghanaian household and shop appliances with realistic running watts (data: appliance-presets.json). */
export const APPLIANCE_PRESETS: readonly AppliancePreset[] = APPLIANCE_PRESET_DATA;

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
