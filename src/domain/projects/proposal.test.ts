import { describe, expect, it } from 'vitest';
import {
  buildProposalOption,
  discountTooLarge,
  proposalFigures,
  proposalSizing,
  proposalValidUntil,
  type FigureLine,
} from './proposal';
import { PROPOSAL_MESSAGES } from './messages';
import { issueProposalInputSchema } from './proposal-input';
import type { SurveyRecord } from './project';
import { customAppliance, DEFAULT_SIZING_INPUT, type SizingInput } from '@domain/sizing/sizing';
import type { BusinessSettings } from '@domain/shop/settings';

// A known household: 2,300 Wh a day (360 + 500 + 1,440). In the sizing's 8-hour outage each runs its usual hours
// within it: 360 + 500 + 150 × 8 × 0.4 (480) = 1,340 Wh, an outage load of 1,340 / 8 = 167.5 W.
const bulbs = { ...customAppliance('LED bulb', 10), quantity: 6, hoursPerDay: 6 };
const tv = { ...customAppliance('Television', 100), hoursPerDay: 5 };
const fridge = { ...customAppliance('Fridge', 150, true), hoursPerDay: 24, dutyCycle: 0.4 };
const sizing: SizingInput = { ...DEFAULT_SIZING_INPUT, appliances: [bulbs, tv, fridge] };

const survey: SurveyRecord = {
  mount: 'roof',
  shading: 'none',
  cableRunM: 12,
  gridHoursPerDay: 4,
  generatorKva: 5,
  generatorFuelPerMonth: 600,
  prepaidPerMonth: 400,
  appliances: [],
  notes: '',
};

const business: BusinessSettings = { taxRate: 12.5, deliveryFee: 100, freeDeliveryThreshold: 50_000 };

const line = (
  productId: string,
  category: string,
  price: number,
  specs: FigureLine['specs'],
  kind: FigureLine['kind'] = 'product',
) => ({ productId, name: productId, kind, price, category, specs });
const inverter = line('inverter', 'Inverters', 4500, { ratedKva: 3, systemVoltageV: 24 });
const battery = line('battery', 'Batteries', 6000, { voltageV: 24, capacityAh: 100, chemistry: 'LiFePO4' });
const panel = line('panel', 'Solar Panels', 900, { powerW: 450 });
const controller = line('controller', 'Charge Controllers', 1200, { currentA: 60, kind: 'MPPT' });
const install = line('install', 'Installation Services', 1500, {}, 'service');

const of = (item: Omit<FigureLine, 'quantity'>, quantity: number): FigureLine => ({ ...item, quantity });
const backupOnly = [of(inverter, 1), of(battery, 1), of(install, 1)];
const solarBackup = [...backupOnly, of(panel, 4), of(controller, 1)];
const offGrid = [of(inverter, 1), of(battery, 4), of(panel, 6), of(controller, 1), of(install, 1)];

const build = (title: string, lines: FigureLine[], discount: { amount: number; reason: string } | null = null) =>
  buildProposalOption({ title, lines, discount, business, region: 'Northern', depositPercent: 30, sizing, survey });

describe('proposalFigures', () => {
  it('backup only: the battery carries what runs during the outage for its usable energy, said in words', () => {
    const { figures, solarWhPerDay } = proposalFigures(sizing, backupOnly);
    // 2,400 Wh × 0.8 (lithium) × 0.9 (inverter) = 1,728 Wh ÷ 167.5 W = 10.3 h (not 1,728 ÷ a day's 95.83 W = 18).
    expect(figures).toEqual({
      dailyWh: 2300,
      backupHours: 10.3,
      backupAssumption:
        'With your LED bulbs, television and fridge on as usual during an evening outage of 8 hours ' +
        '(about 168 W on average).',
      panelW: 0,
      batteryWh: 2400,
      inverterVa: 3000,
    });
    expect(solarWhPerDay).toBe(0);
  });

  it('solar + backup: the panels make 1,800 W × 5.5 h × 0.75 = 7,425 Wh a day', () => {
    const { figures, solarWhPerDay } = proposalFigures(sizing, solarBackup);
    expect(figures.panelW / 1000).toBe(1.8);
    expect(solarWhPerDay).toBeCloseTo(7425, 6);
  });

  it('more batteries: 9.6 kWh of lithium lasts 6,912 Wh ÷ 167.5 W = 41.3 hours', () => {
    const { figures } = proposalFigures(sizing, offGrid);
    expect(figures).toMatchObject({
      dailyWh: 2300,
      backupHours: 41.3,
      panelW: 2700,
      batteryWh: 9600,
      inverterVa: 3000,
    });
  });

  it('an off-grid sizing: the bank carries a whole day, 6,912 Wh ÷ (2,300 / 24 = 95.83 W) = 72.1 hours', () => {
    const { figures } = proposalFigures({ ...sizing, goal: 'off-grid' }, offGrid);
    expect(figures.backupHours).toBe(72.1);
    expect(figures.backupAssumption).toContain('used as on a usual day');
  });

  it('lead-acid batteries are emptied only to half: 2 × 12 V 200 Ah = 4,800 Wh give 2,160 Wh, 12.9 hours', () => {
    const leadAcid = line('tubular', 'Batteries', 2500, { voltageV: 12, capacityAh: 200, chemistry: 'Tubular' });
    expect(proposalFigures(sizing, [of(leadAcid, 2)]).figures).toMatchObject({ batteryWh: 4800, backupHours: 12.9 });
  });

  it('no load or no battery: no backup hours (never infinity)', () => {
    expect(proposalFigures({ ...sizing, appliances: [] }, backupOnly).figures.backupHours).toBe(0);
    expect(proposalFigures(sizing, [of(panel, 2)]).figures.backupHours).toBe(0);
  });
});

describe('proposalSizing', () => {
  it("takes the survey's confirmed appliances over the calculator's, keeping the calculator's options", () => {
    const confirmed = [{ ...tv, quantity: 2 }];
    const project = {
      sizing: { ...sizing, chemistry: 'lead-acid' as const },
      survey: { ...survey, appliances: confirmed },
    };
    const result = proposalSizing(project);
    expect(result.appliances).toEqual(confirmed);
    expect(result.chemistry).toBe('lead-acid');
    expect(proposalSizing({ sizing, survey }).appliances).toHaveLength(3);
    expect(proposalSizing({ sizing: null, survey: null })).toMatchObject({ appliances: [], goal: 'backup' });
  });
});

describe('buildProposalOption', () => {
  it('backup only: money in pesewas, GHS 309 of fuel saved a month (10.3 of 20 outage hours), 45 months', () => {
    const option = build('Backup only', backupOnly);
    // 12,000 + 12.5% tax 1,500 + delivery 100 = 13,600; deposit 30% = 4,080.
    expect(option).toMatchObject({ subtotal: 12000, tax: 1500, delivery: 100, total: 13600, deposit: 4080 });
    expect(option.savings).toEqual({ generatorPerMonth: 309, prepaidPerMonth: 0, perMonth: 309, paybackMonths: 45 });
    expect(option.lines[0]).toEqual({
      productId: 'inverter',
      name: 'inverter',
      kind: 'product',
      price: 4500,
      quantity: 1,
    });
  });

  it('solar + backup: the panels cover the whole day, so the prepaid spend is saved too: 709 a month, 27 months', () => {
    const option = build('Solar + backup', solarBackup);
    expect(option).toMatchObject({ subtotal: 16800, tax: 2100, delivery: 100, total: 19000, deposit: 5700 });
    expect(option.savings).toEqual({ generatorPerMonth: 309, prepaidPerMonth: 400, perMonth: 709, paybackMonths: 27 });
  });

  it('off-grid with a discount: tax on what is left, the deposit rounded up to the pesewa', () => {
    const option = build('Off-grid', offGrid, { amount: 800, reason: 'Launch offer' });
    // 36,600 − 800 = 35,800; tax 4,475; + 100 = 40,375; 30% = 12,112.50.
    expect(option).toMatchObject({ subtotal: 36600, tax: 4475, total: 40375, deposit: 12112.5 });
    expect(option.discount).toEqual({ amount: 800, reason: 'Launch offer' });
    expect(option.figures).toMatchObject({ panelW: 2700, batteryWh: 9600, backupHours: 41.3 });
    expect(option.savings).toEqual({ generatorPerMonth: 600, prepaidPerMonth: 400, perMonth: 1000, paybackMonths: 41 });
  });

  it('claims no savings without a survey', () => {
    const option = buildProposalOption({
      title: 'Backup only',
      lines: backupOnly,
      discount: null,
      business,
      region: 'Northern',
      depositPercent: 30,
      sizing,
      survey: null,
    });
    expect(option.savings).toEqual({ generatorPerMonth: 0, prepaidPerMonth: 0, perMonth: 0, paybackMonths: null });
  });

  it('a discount above the lines is too large', () => {
    expect(discountTooLarge(backupOnly, 12000)).toBe(false);
    expect(discountTooLarge(backupOnly, 12000.01)).toBe(true);
  });
});

describe('proposalValidUntil', () => {
  it('is the end of the day, shop time, that many days after today', () => {
    expect(proposalValidUntil(new Date('2026-11-26T10:00:00Z'), 14).toISOString()).toBe('2026-12-10T23:59:59.999Z');
    expect(proposalValidUntil(new Date('2026-11-26T23:59:00Z'), 1).toISOString()).toBe('2026-11-27T23:59:59.999Z');
  });
});

describe('issueProposalInputSchema', () => {
  const valid = {
    projectId: 'project-1',
    options: [{ title: ' Backup only ', lines: [{ productId: 'inverter', quantity: 1, price: 1 }], discount: null }],
    note: null,
  };

  it('keeps ids and quantities only: a price the client sends is dropped', () => {
    const parsed = issueProposalInputSchema.parse(valid);
    expect(parsed).toEqual({
      projectId: 'project-1',
      options: [{ title: 'Backup only', lines: [{ productId: 'inverter', quantity: 1 }], discount: null }],
      note: '',
    });
  });

  it('refuses 0 or 4 options, an empty option, a product twice, a bad quantity', () => {
    const option = valid.options[0]!;
    const fails = (options: unknown[]) => issueProposalInputSchema.safeParse({ ...valid, options }).success;
    expect(fails([])).toBe(false);
    expect(fails([option, option, option, option])).toBe(false);
    expect(fails([{ ...option, lines: [] }])).toBe(false);
    expect(fails([{ ...option, lines: [option.lines[0], option.lines[0]] }])).toBe(false);
    expect(fails([{ ...option, lines: [{ productId: 'inverter', quantity: 1.5 }] }])).toBe(false);
    expect(fails([option, option, option])).toBe(true);
  });

  it('refuses a discount without a reason, in words', () => {
    const result = issueProposalInputSchema.safeParse({
      ...valid,
      options: [{ ...valid.options[0], discount: { amount: 100, reason: ' ' } }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PROPOSAL_MESSAGES.discountReason);
  });
});
