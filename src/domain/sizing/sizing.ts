/**
 * Solar and backup sizing: pure functions from a list of appliances to the inverter, battery bank,
 * solar array and charge controller they need, each step with a plain-words explanation for the page.
 * Shared with functions/ if the server ever needs it, so: no React, no Firebase, no DOM.
 */
//
// In three modules along their seams: sizing-model.ts (constants, appliances, input and result types),
// sizing-formulas.ts (one function per formula, number formatting) and this one (the whole sizing with its
// explanation). Importers use this module.

import {
  DEFAULT_PEAK_SUN_HOURS,
  DEFAULT_SIZING_INPUT,
  DEPTH_OF_DISCHARGE,
  INVERTER_HEADROOM,
  LIMITS,
  POWER_FACTOR,
  SYSTEM_VOLTAGES,
  type Appliance,
  type SizingInput,
  type SizingRequirements,
  type SizingResult,
  type SizingStep,
} from './sizing-model';
import { CHEMISTRY_LABELS } from './messages';
import {
  ampHours,
  applianceEnergyWh,
  arrayWatts,
  batteryBankWh,
  clamp,
  controllerAmps,
  dailyEnergyWh,
  formatHours,
  formatKva,
  formatKwh,
  formatNumber,
  formatWatts,
  formatWh,
  inverterKva,
  isRunning,
  peakLoadW,
  storageEnergyWh,
  suggestedSystemVoltage,
  surgeW,
  largestMotor,
} from './sizing-formulas';

export * from './sizing-model';
export * from './sizing-formulas';

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
