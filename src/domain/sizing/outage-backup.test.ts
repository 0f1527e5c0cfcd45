import { describe, expect, it } from 'vitest';
import { batteryChemistryOf, batteryUnitWh } from '@domain/catalog/product-specs';
import { seeded } from './sizing-match.fixtures';
import {
  applianceFromPreset,
  DEFAULT_SIZING_INPUT,
  findPreset,
  sizeSystem,
  type Appliance,
  type SizingInput,
} from './sizing';
import { applianceWords, backupEstimate, backupHoursText, outageLoad } from './outage-backup';

const preset = (key: string, quantity = 1): Appliance => {
  const found = findPreset(key);
  if (!found) throw new Error(`no preset ${key}`);
  return applianceFromPreset(found, quantity);
};

// The household of the worked example (docs/projects.md, "Backup in a power cut"): lights, a TV, fans and a fridge, an 8-hour outage (appliance-presets.json).
//   6 × LED bulb      10 W × 6 h            =   360 Wh  (6 h a day, all within the outage)
//   1 × TV            80 W × 5 h            =   400 Wh
//   2 × Ceiling fan   75 W × 8 h            = 1,200 Wh  (8 h a day, the whole outage)
//   1 × Fridge       150 W × 8 h × 40 %     =   480 Wh  (24 h a day, only the outage's 8 count)
//   In the outage: 2,440 Wh over 8 h = 305 W on average.
//   A whole day: 360 + 400 + 1,200 + 150 × 24 × 40 % (1,440) = 3,400 Wh, 141.67 W on average.
const household: SizingInput = {
  ...DEFAULT_SIZING_INPUT,
  goal: 'backup',
  backupHours: 8,
  appliances: [preset('led', 6), preset('tv'), preset('cfan', 2), preset('fridge')],
};

// The seeded Pylontech US5000: 48 V × 100 Ah = 4,800 Wh of LiFePO4.
const pylontech = seeded('battery-pylontech-us5000-48v');
const bank = { wh: batteryUnitWh(pylontech) ?? 0, chemistry: batteryChemistryOf(pylontech) ?? 'lead-acid' };

describe('backupEstimate (worked example from the seeded catalogue)', () => {
  it('the seeded battery is 4.8 kWh of lithium', () => {
    expect(bank).toEqual({ wh: 4800, chemistry: 'lithium' });
  });

  it('an evening outage with the lights, TV, fans and fridge on: 11.3 hours, not a whole day\u2019s 24.4', () => {
    // Usable: 4,800 Wh × 0.8 (lithium depth of discharge) × 0.9 (inverter) = 3,456 Wh.
    // 3,456 Wh ÷ 305 W = 11.33 h → 11.3 hours. (Over a whole day's average, 3,456 ÷ 141.67 = 24.4: the old figure.)
    const load = outageLoad(household);
    expect(load).toMatchObject({ over: 'outage', hours: 8, energyWh: 2440, loadW: 305 });
    const estimate = backupEstimate(household, bank);
    expect(estimate.hours).toBe(11.3);
    expect(backupHoursText(estimate.hours)).toBe('11.3 hours');
    expect(estimate.assumption).toBe(
      'With your LED bulbs, TV, ceiling fans and fridge on as usual during an evening outage of 8 hours ' +
        '(about 305 W on average).',
    );
  });

  it('a bank the calculator sizes for the outage lasts the hours asked for', () => {
    const sized = sizeSystem(household);
    // 2,440 Wh ÷ (0.8 × 0.9) = 3,388.9 Wh; its usable 2,440 Wh ÷ 305 W = 8 hours.
    expect(backupEstimate(household, { wh: sized.batteryWh, chemistry: 'lithium' }).hours).toBe(8);
  });

  it('lead-acid is emptied only to half: 2 × 12 V 200 Ah tubular (seeded) give 4,800 × 0.5 × 0.9 ÷ 305 = 7.1 hours', () => {
    const tubular = seeded('battery-luminous-200ah-tubular');
    expect(batteryChemistryOf(tubular)).toBe('lead-acid');
    expect(backupEstimate(household, { wh: (batteryUnitWh(tubular) ?? 0) * 2, chemistry: 'lead-acid' }).hours).toBe(
      7.1,
    );
  });

  it('off-grid: the bank carries a whole day\u2019s use, 3,456 Wh ÷ 141.67 W = 24.4 hours', () => {
    const estimate = backupEstimate({ ...household, goal: 'off-grid' }, bank);
    expect(estimate.hours).toBe(24.4);
    expect(estimate.assumption).toBe(
      'With your LED bulbs, TV, ceiling fans and fridge used as on a usual day, with no grid and no sun ' +
        '(about 142 W on average).',
    );
  });

  it('no battery or nothing switched on: no hours (never infinity), no assumption', () => {
    expect(backupEstimate(household, { wh: 0, chemistry: 'lithium' })).toMatchObject({ hours: 0, assumption: '' });
    expect(backupEstimate({ ...household, appliances: [] }, bank)).toMatchObject({ hours: 0, assumption: '' });
    expect(backupHoursText(0)).toBe('None');
  });

  it('a short outage counts each appliance only for the outage: 2 hours → 6 × 10 × 2 + 80 × 2 + 2 × 75 × 2 + 150 × 2 × 0.4', () => {
    // 120 + 160 + 300 + 120 = 700 Wh over 2 h = 350 W: everything on, the fridge's compressor 40 % of the time.
    expect(outageLoad({ ...household, backupHours: 2 })).toMatchObject({ energyWh: 700, loadW: 350 });
  });
});

describe('applianceWords', () => {
  it('lowers a plain first word, keeps capitals, and makes a plain plural', () => {
    expect(applianceWords({ name: 'Ceiling fan', quantity: 2 })).toBe('ceiling fans');
    expect(applianceWords({ name: 'LED bulb', quantity: 6 })).toBe('LED bulbs');
    expect(applianceWords({ name: 'TV', quantity: 2 })).toBe('TV');
    expect(applianceWords({ name: 'Wi-Fi router', quantity: 1 })).toBe('Wi-Fi router');
    expect(applianceWords({ name: 'Hair clippers', quantity: 3 })).toBe('hair clippers');
    expect(applianceWords({ name: 'Phone charging', quantity: 2 })).toBe('phone charging');
    expect(applianceWords({ name: 'Water pump (1 hp)', quantity: 2 })).toBe('water pump (1 hp)');
  });
});
