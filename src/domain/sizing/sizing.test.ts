import { describe, expect, it } from 'vitest';
import {
  ampHours,
  APPLIANCE_PRESETS,
  applianceFromPreset,
  arrayWatts,
  backupRuntimeHours,
  batteryBankWh,
  controllerAmps,
  customAppliance,
  dailyEnergyWh,
  DEFAULT_SIZING_INPUT,
  findPreset,
  formatDuration,
  formatNumber,
  inverterKva,
  LIMITS,
  normaliseInput,
  panelCount,
  peakLoadW,
  sizeSystem,
  storageEnergyWh,
  suggestedSystemVoltage,
  surgeW,
  type Appliance,
  type SizingInput,
} from './sizing';

function preset(key: string, changes: Partial<Appliance> = {}): Appliance {
  const p = findPreset(key);
  if (!p) throw new Error(`no preset ${key}`);
  return { ...applianceFromPreset(p), ...changes };
}

/** Example 1: a flat with 6 bulbs, 2 fans, a TV and a fridge; 8 hours of backup on lithium at 24 V. */
const FLAT: SizingInput = {
  ...DEFAULT_SIZING_INPUT,
  appliances: [
    preset('led', { quantity: 6 }), // 10 W, 6 h
    preset('cfan', { quantity: 2 }), // 75 W, 8 h
    preset('tv'), // 80 W, 5 h
    preset('fridge'), // 150 W, 24 h, runs 40% of the time, motor
  ],
  goal: 'backup',
  backupHours: 8,
  chemistry: 'lithium',
  systemVoltage: 24,
  peakSunHours: 5.5,
};

/** Example 2: an off-grid shop with a chest freezer and a 1 hp pump; 1 day of autonomy on lead-acid at 48 V. */
const SHOP: SizingInput = {
  ...DEFAULT_SIZING_INPUT,
  appliances: [
    preset('freezer'), // 200 W, 24 h, runs 50% of the time, motor
    preset('pump', { hoursPerDay: 2 }), // 746 W (1 hp), 2 h, motor
  ],
  goal: 'off-grid',
  autonomyDays: 1,
  chemistry: 'lead-acid',
  systemVoltage: 48,
  peakSunHours: 5.5,
};

describe('presets', () => {
  it('have realistic watts, a duty cycle for fridges and freezers and a motor flag for surge', () => {
    expect(findPreset('led')).toMatchObject({ watts: 10, dutyCycle: 1, motor: false });
    expect(findPreset('cfan')).toMatchObject({ watts: 75, motor: false });
    expect(findPreset('fridge')).toMatchObject({ watts: 150, hoursPerDay: 24, dutyCycle: 0.4, motor: true });
    expect(findPreset('freezer')).toMatchObject({ watts: 200, hoursPerDay: 24, dutyCycle: 0.5, motor: true });
    expect(findPreset('pump')).toMatchObject({ watts: 746, motor: true });
    expect(findPreset('ac')).toMatchObject({ motor: true });
    const names = APPLIANCE_PRESETS.map((p) => p.name.toLowerCase()).join('|');
    for (const word of ['led bulb', 'ceiling fan', 'standing fan', 'tv', 'decoder', 'laptop', 'phone', 'fridge']) {
      expect(names).toContain(word);
    }
    for (const word of ['chest freezer', 'water pump', 'air conditioner', 'clippers', 'sound system']) {
      expect(names).toContain(word);
    }
    expect(new Set(APPLIANCE_PRESETS.map((p) => p.key)).size).toBe(APPLIANCE_PRESETS.length);
    for (const p of APPLIANCE_PRESETS) {
      expect(p.key).toMatch(/^[a-z]+$/);
      expect(p.key).not.toBe('c'); // reserved for custom appliances
      expect(p.watts).toBeGreaterThan(0);
      expect(p.dutyCycle).toBeGreaterThan(0);
      expect(p.dutyCycle).toBeLessThanOrEqual(1);
      expect(p.hoursPerDay).toBeGreaterThan(0);
      expect(p.hoursPerDay).toBeLessThanOrEqual(24);
    }
  });
});

describe('example 1: a flat on 8 hours of lithium backup at 24 V', () => {
  const r = sizeSystem(FLAT);

  it('daily energy = Σ watts × quantity × hours (fridge at its duty cycle)', () => {
    // bulbs 6 × 10 W × 6 h = 360; fans 2 × 75 W × 8 h = 1,200; TV 80 W × 5 h = 400;
    // fridge 150 W × 24 h × 0.4 = 1,440. Total 3,400 Wh.
    expect(dailyEnergyWh(FLAT.appliances)).toBeCloseTo(3400, 6);
    expect(r.dailyEnergyWh).toBeCloseTo(3400, 6);
  });

  it('peak load = Σ watts × quantity of what runs at once, surge = largest motor × 3', () => {
    // 60 + 150 + 80 + 150 = 440 W; the fridge is the only motor: 150 × 3 = 450 W.
    expect(peakLoadW(FLAT.appliances)).toBe(440);
    expect(r.peakLoadW).toBe(440);
    expect(surgeW(FLAT.appliances)).toBe(450);
    expect(r.surgeW).toBe(450);
  });

  it('inverter = peak × 1.25 ÷ 0.8 in kVA', () => {
    // 440 × 1.25 = 550 W; 550 ÷ 0.8 = 687.5 VA = 0.6875 kVA.
    expect(r.inverterW).toBeCloseTo(550, 6);
    expect(r.inverterKva).toBeCloseTo(0.6875, 9);
    expect(inverterKva(440)).toBeCloseTo(0.6875, 9);
  });

  it('battery = energy over the outage ÷ (0.8 × 0.9), in kWh and in Ah at 24 V', () => {
    // In an 8 h outage: bulbs 6 h → 360; fans 8 h → 1,200; TV 5 h → 400; fridge 8 h × 150 × 0.4 = 480.
    // 2,440 Wh ÷ 0.72 = 3,388.89 Wh = 3.39 kWh; ÷ 24 V = 141.2 Ah.
    expect(r.storageEnergyWh).toBeCloseTo(2440, 6);
    expect(r.depthOfDischarge).toBe(0.8);
    expect(r.batteryWh).toBeCloseTo(2440 / 0.72, 6);
    expect(r.batteryWh).toBeCloseTo(3388.889, 2);
    expect(r.batteryAh).toBeCloseTo(141.204, 2);
  });

  it('panels = daily energy ÷ (5.5 h × 0.75); controller = array ÷ 24 V × 1.25', () => {
    // 3,400 ÷ 4.125 = 824.24 W; 824.24 ÷ 24 × 1.25 = 42.93 A.
    expect(r.arrayW).toBeCloseTo(824.2424, 3);
    expect(r.controllerA).toBeCloseTo(42.929, 2);
    expect(panelCount(r.arrayW, 450)).toBe(2);
    expect(panelCount(r.arrayW, 405)).toBe(3);
  });

  it('explains every step in plain words, with the sums', () => {
    expect(r.steps.map((s) => s.id)).toEqual([
      'energy',
      'peak',
      'surge',
      'inverter',
      'battery',
      'panels',
      'controller',
    ]);
    const byId = Object.fromEntries(r.steps.map((s) => [s.id, s]));
    expect(byId.energy?.figure).toBe('3.4 kWh');
    expect(byId.energy?.workings).toEqual([
      'LED bulb: 6 × 10 W × 6 h = 360 Wh',
      'Ceiling fan: 2 × 75 W × 8 h = 1,200 Wh',
      'TV: 1 × 80 W × 5 h = 400 Wh',
      'Fridge: 1 × 150 W × 24 h × 40% of the time = 1,440 Wh',
      'Total: 3,400 Wh = 3.4 kWh',
    ]);
    expect(byId.energy?.explanation).toContain('their motor only runs part of the time');
    expect(byId.peak?.figure).toBe('440 W');
    expect(byId.peak?.workings.at(-1)).toBe('Total: 440 W');
    expect(byId.surge?.figure).toBe('450 W');
    expect(byId.surge?.explanation).toContain('The largest motor on your list is the Fridge (150 W)');
    expect(byId.surge?.workings).toEqual(['150 W × 3 = 450 W']);
    expect(byId.inverter?.figure).toBe('0.69 kVA');
    expect(byId.inverter?.workings).toEqual(['440 W × 1.25 = 550 W', '550 W ÷ 0.8 = 688 VA = 0.69 kVA']);
    expect(byId.inverter?.explanation).toContain('surge rating must be at least 450 W');
    expect(byId.battery?.figure).toBe('3.39 kWh (141 Ah at 24 V)');
    expect(byId.battery?.explanation).toContain(
      'During an outage of 8 hours each appliance runs for its usual hours, but no longer than the outage.',
    );
    expect(byId.battery?.workings).toEqual([
      'LED bulb: 6 × 10 W × 6 h = 360 Wh',
      'Ceiling fan: 2 × 75 W × 8 h = 1,200 Wh',
      'TV: 1 × 80 W × 5 h = 400 Wh',
      'Fridge: 1 × 150 W × 8 h × 40% of the time = 480 Wh',
      'Total: 2,440 Wh',
      '2,440 Wh ÷ (0.8 × 0.9) = 3,389 Wh = 3.39 kWh',
      '3,389 Wh ÷ 24 V = 141 Ah',
    ]);
    expect(byId.panels?.figure).toBe('824 W');
    expect(byId.panels?.explanation).toContain('20 MJ/m²');
    expect(byId.panels?.workings).toEqual(['3,400 Wh ÷ (5.5 h × 0.75) = 824 W']);
    expect(byId.controller?.figure).toBe('42.9 A');
    expect(byId.controller?.workings).toEqual(['824 W ÷ 24 V × 1.25 = 42.9 A']);
  });
});

describe('example 2: an off-grid shop on 1 day of lead-acid autonomy at 48 V', () => {
  const r = sizeSystem(SHOP);

  it('daily energy, peak and surge', () => {
    // freezer 200 W × 24 h × 0.5 = 2,400; pump 746 W × 2 h = 1,492. Total 3,892 Wh.
    expect(r.dailyEnergyWh).toBeCloseTo(3892, 6);
    // 200 + 746 = 946 W; largest motor is the pump: 746 × 3 = 2,238 W.
    expect(r.peakLoadW).toBe(946);
    expect(r.surgeW).toBe(2238);
  });

  it('inverter, battery at 0.5 depth of discharge, panels and controller', () => {
    // 946 × 1.25 ÷ 0.8 = 1,478.125 VA.
    expect(r.inverterKva).toBeCloseTo(1.478125, 9);
    // 3,892 Wh × 1 day ÷ (0.5 × 0.9) = 8,648.89 Wh = 8.65 kWh; ÷ 48 V = 180.19 Ah.
    expect(r.storageEnergyWh).toBeCloseTo(3892, 6);
    expect(r.depthOfDischarge).toBe(0.5);
    expect(r.batteryWh).toBeCloseTo(8648.889, 2);
    expect(r.batteryAh).toBeCloseTo(180.185, 2);
    // 3,892 ÷ 4.125 = 943.52 W; ÷ 48 × 1.25 = 24.57 A.
    expect(r.arrayW).toBeCloseTo(943.515, 2);
    expect(r.controllerA).toBeCloseTo(24.571, 2);
    const battery = r.steps.find((s) => s.id === 'battery');
    expect(battery?.explanation).toContain('Off-grid, the battery must carry 1 day without sun');
    expect(battery?.explanation).toContain('Lead-acid or tubular batteries should only be emptied to 50%');
    expect(battery?.figure).toBe('8.65 kWh (180 Ah at 48 V)');
    expect(battery?.workings).toEqual([
      '3,892 Wh × 1 = 3,892 Wh',
      '3,892 Wh ÷ (0.5 × 0.9) = 8,649 Wh = 8.65 kWh',
      '8,649 Wh ÷ 48 V = 180 Ah',
    ]);
  });

  it('two days of autonomy double the battery, not the panels', () => {
    const two = sizeSystem({ ...SHOP, autonomyDays: 2 });
    expect(two.batteryWh).toBeCloseTo(2 * 8648.889, 2);
    expect(two.arrayW).toBeCloseTo(r.arrayW, 6);
  });
});

describe('each formula on its own', () => {
  it('battery bank and Ah', () => {
    expect(batteryBankWh(720, 'lithium')).toBeCloseTo(1000, 9); // 720 ÷ 0.72
    expect(batteryBankWh(450, 'lead-acid')).toBeCloseTo(1000, 9); // 450 ÷ 0.45
    expect(ampHours(2400, 24)).toBe(100);
    expect(ampHours(2400, 0)).toBe(0);
  });

  it('panels with an edited peak sun hours, clamped to a sane range', () => {
    expect(arrayWatts(3000, 4)).toBeCloseTo(1000, 9); // 3,000 ÷ (4 × 0.75)
    expect(arrayWatts(3000, 0)).toBeCloseTo(4000, 9); // clamped to 1 h
    expect(sizeSystem({ ...FLAT, peakSunHours: 4 }).arrayW).toBeCloseTo(3400 / 3, 6);
  });

  it('panel count rounds up, but not for floating-point noise', () => {
    expect(panelCount(900, 450)).toBe(2);
    expect(panelCount(900.0000000001, 450)).toBe(2);
    expect(panelCount(901, 450)).toBe(3);
    expect(panelCount(0, 450)).toBe(0);
  });

  it('controller current', () => {
    expect(controllerAmps(960, 48)).toBeCloseTo(25, 9); // 960 ÷ 48 × 1.25
    expect(controllerAmps(960, 0)).toBe(0);
  });

  it('backup runtime of a battery and inverter against a load', () => {
    // 2,400 Wh × 0.8 × 0.9 = 1,728 Wh usable; at 432 W: 4 h.
    expect(backupRuntimeHours(2400, 0.8, 432)).toBeCloseTo(4, 9);
    // 2,400 Wh × 0.5 × 0.9 = 1,080 Wh; at 540 W: 2 h.
    expect(backupRuntimeHours(2400, 0.5, 540)).toBeCloseTo(2, 9);
    expect(backupRuntimeHours(2400, 0.8, 0)).toBe(Infinity);
  });

  it('appliances that never run together with the rest stay out of the peak but not of the surge', () => {
    const list = [preset('led', { quantity: 4 }), preset('pump', { atOnce: false })];
    expect(peakLoadW(list)).toBe(40);
    expect(surgeW(list)).toBe(746 * 3);
    expect(sizeSystem({ ...FLAT, appliances: list }).steps.find((s) => s.id === 'peak')?.explanation).toContain(
      'We left out Water pump (1 hp)',
    );
  });

  it('custom appliances count like presets', () => {
    const mill = { ...customAppliance('Corn mill', 2000, true), hoursPerDay: 3 };
    expect(dailyEnergyWh([mill])).toBe(6000);
    expect(surgeW([mill])).toBe(6000);
  });

  it('suggests a higher system voltage for bigger inverters', () => {
    expect(suggestedSystemVoltage(1)).toBe(12);
    expect(suggestedSystemVoltage(2.5)).toBe(24);
    expect(suggestedSystemVoltage(6)).toBe(48);
    const big = sizeSystem({ ...FLAT, systemVoltage: 12, appliances: [preset('ac', { quantity: 2 })] });
    expect(big.steps.find((s) => s.id === 'inverter')?.explanation).toContain('works better at 48 V than at 12 V');
  });

  it('formats numbers and durations in plain words', () => {
    expect(formatNumber(3388.889)).toBe('3,389');
    expect(formatNumber(0.6875, 2)).toBe('0.69');
    expect(formatNumber(3.4, 2)).toBe('3.4');
    expect(formatNumber(1234567.5, 1)).toBe('1,234,567.5');
    expect(formatDuration(4 + 10 / 60)).toBe('4 hours 10 minutes');
    expect(formatDuration(1)).toBe('1 hour');
    expect(formatDuration(0.5)).toBe('30 minutes');
    expect(formatDuration(0.001)).toBe('less than a minute');
    expect(formatDuration(72)).toBe('3 days');
    expect(formatDuration(Infinity)).toBe('as long as you like');
  });
});

describe('edge cases', () => {
  it('nothing entered: no load, every figure 0, no steps, no error', () => {
    const r = sizeSystem(DEFAULT_SIZING_INPUT);
    expect(r).toMatchObject({ hasLoad: false, dailyEnergyWh: 0, peakLoadW: 0, surgeW: 0, batteryWh: 0, arrayW: 0 });
    expect(r.steps).toEqual([]);
  });

  it('appliances with 0 watts, 0 quantity or 0 hours a day do not count', () => {
    const r = sizeSystem({
      ...FLAT,
      appliances: [preset('led', { hoursPerDay: 0 }), preset('tv', { quantity: 0 }), preset('pump', { watts: 0 })],
    });
    expect(r.hasLoad).toBe(false);
    expect(r.peakLoadW).toBe(0);
    expect(r.surgeW).toBe(0);
  });

  it('zero hours of backup: no battery, but the inverter and panels are still sized', () => {
    const r = sizeSystem({ ...FLAT, backupHours: 0 });
    expect(r.storageEnergyWh).toBe(0);
    expect(r.batteryWh).toBe(0);
    expect(r.batteryAh).toBe(0);
    expect(r.inverterKva).toBeCloseTo(0.6875, 9);
    expect(r.arrayW).toBeCloseTo(824.2424, 3);
    expect(r.steps.find((s) => s.id === 'battery')?.explanation).toContain('So you need no battery.');
    expect(storageEnergyWh({ ...SHOP, autonomyDays: 0 })).toBe(0);
  });

  it('a backup longer than the day counts each appliance only for its own hours', () => {
    // 24 h outage: the fridge runs 24 h (1,440 Wh), the rest their usual hours: same as a whole day.
    expect(sizeSystem({ ...FLAT, backupHours: 24 }).storageEnergyWh).toBeCloseTo(3400, 6);
  });

  it('huge loads still give figures (products are matched separately)', () => {
    const r = sizeSystem({ ...SHOP, appliances: [preset('ac', { quantity: 20 })] });
    expect(r.peakLoadW).toBe(22000);
    expect(r.inverterKva).toBeCloseTo(34.375, 9);
    expect(r.surgeW).toBe(3300); // one air conditioner starts at a time
  });

  it('hostile or absurd input is clamped, never NaN', () => {
    const n = normaliseInput({
      ...FLAT,
      appliances: [preset('led', { watts: 1e12, quantity: -3, hoursPerDay: 99, dutyCycle: 7, name: 'x'.repeat(200) })],
      backupHours: Number.NaN,
      autonomyDays: 1000,
      peakSunHours: 0,
      systemVoltage: 36 as 24,
      chemistry: 'nickel' as 'lithium',
      goal: 'moon' as 'backup',
    });
    expect(n.appliances[0]).toMatchObject({
      watts: LIMITS.watts.max,
      quantity: 0,
      hoursPerDay: 24,
      dutyCycle: 1,
    });
    expect(n.appliances[0]?.name).toHaveLength(LIMITS.nameLength);
    expect(n).toMatchObject({
      backupHours: 0,
      autonomyDays: 7,
      peakSunHours: 1,
      systemVoltage: 24,
      chemistry: 'lithium',
      goal: 'backup',
    });
    const r = sizeSystem({ ...FLAT, backupHours: Number.NaN, peakSunHours: Number.NaN });
    expect(Number.isNaN(r.batteryWh) || Number.isNaN(r.arrayW)).toBe(false);
  });
});
