import { describe, expect, it } from 'vitest';
import {
  checkSerials,
  hasSerials,
  markInstalledSchema,
  readingsRecord,
  scheduleInstallSchema,
  unitsNeedingSerials,
  warrantyEndsOn,
  warrantyRegister,
} from './project-install';
import { moneyWithDepositPaid } from './project-payment';

const PRODUCTS: Record<string, { category: string; type: string }> = {
  panel: { category: 'Solar Panels', type: 'product' },
  inverter: { category: 'Inverters', type: 'product' },
  battery: { category: 'Batteries', type: 'product' },
  ups: { category: 'UPS Units', type: 'product' },
  cable: { category: 'Accessories', type: 'product' },
  fitting: { category: 'Installation Services', type: 'service' },
};

const LINES = [
  { productId: 'panel', name: 'Panel 450 W', kind: 'product', quantity: 4 },
  { productId: 'inverter', name: 'Inverter 5 kVA', kind: 'product', quantity: 1 },
  { productId: 'cable', name: 'PV cable 6 mm²', kind: 'product', quantity: 30 },
  { productId: 'battery', name: 'Battery 5 kWh', kind: 'product', quantity: 2 },
  { productId: 'fitting', name: 'Installation', kind: 'service', quantity: 1 },
  { productId: 'panel', name: 'Panel 450 W', kind: 'product', quantity: 2 },
];

describe('which units take a serial number', () => {
  it('panels, inverters, batteries and UPS units do; accessories and services do not', () => {
    expect(hasSerials(PRODUCTS.ups!)).toBe(true);
    expect(hasSerials(PRODUCTS.cable!)).toBe(false);
    expect(hasSerials(PRODUCTS.fitting!)).toBe(false);
    expect(hasSerials({ category: 'Solar Panels', type: 'service' })).toBe(false);
  });

  it("lists the option's serialised products once each, quantities added, in the option's order", () => {
    expect(unitsNeedingSerials(LINES, (id) => PRODUCTS[id])).toEqual([
      { productId: 'panel', name: 'Panel 450 W', quantity: 6 },
      { productId: 'inverter', name: 'Inverter 5 kVA', quantity: 1 },
      { productId: 'battery', name: 'Battery 5 kWh', quantity: 2 },
    ]);
    // A product gone from the catalogue cannot be told apart: no serial asked.
    expect(unitsNeedingSerials(LINES, (id) => (id === 'panel' ? undefined : PRODUCTS[id]))).toHaveLength(2);
  });
});

describe('checkSerials', () => {
  const units = [
    { productId: 'panel', name: 'Panel 450 W', quantity: 2 },
    { productId: 'battery', name: 'Battery 5 kWh', quantity: 1 },
  ];

  it('takes exactly one distinct serial per unit, trimmed, blanks ignored', () => {
    const check = checkSerials(units, [
      { productId: 'panel', serials: [' P-001 ', '', 'P-002'] },
      { productId: 'battery', serials: ['B-9'] },
    ]);
    expect(check).toEqual({
      ok: true,
      serials: [
        { productId: 'panel', name: 'Panel 450 W', serial: 'P-001' },
        { productId: 'panel', name: 'Panel 450 W', serial: 'P-002' },
        { productId: 'battery', name: 'Battery 5 kWh', serial: 'B-9' },
      ],
    });
  });

  it('refuses too few, too many and a serial written twice, naming the product and its count', () => {
    const few = checkSerials(units, [
      { productId: 'panel', serials: ['P-001'] },
      { productId: 'battery', serials: ['B-9'] },
    ]);
    expect(few).toMatchObject({
      ok: false,
      productId: 'panel',
      expected: 2,
      message: 'Enter 2 serial numbers for Panel 450 W, one for each unit installed.',
    });
    const many = checkSerials(units, [
      { productId: 'panel', serials: ['P-001', 'P-002'] },
      { productId: 'battery', serials: ['B-9', 'B-10'] },
    ]);
    expect(many).toMatchObject({
      ok: false,
      productId: 'battery',
      message: 'Enter 1 serial number for Battery 5 kWh, one for each unit installed.',
    });
    const twice = checkSerials(units, [
      { productId: 'panel', serials: ['P-001', 'p-001'] },
      { productId: 'battery', serials: ['B-9'] },
    ]);
    expect(twice).toMatchObject({ ok: false, productId: 'panel' });
    const acrossProducts = checkSerials(units, [
      { productId: 'panel', serials: ['X-1', 'X-2'] },
      { productId: 'battery', serials: ['X-2'] },
    ]);
    expect(acrossProducts).toMatchObject({ ok: false, productId: 'battery' });
  });
});

describe('the inputs', () => {
  it('schedules with 1 to 6 team names, trimmed', () => {
    const base = { projectId: 'project-1', day: '2026-12-01', slot: 'morning' };
    expect(scheduleInstallSchema.parse({ ...base, team: [' Kofi ', 'Ama'] }).team).toEqual(['Kofi', 'Ama']);
    expect(scheduleInstallSchema.safeParse({ ...base, team: [] }).success).toBe(false);
    expect(scheduleInstallSchema.safeParse({ ...base, team: Array(7).fill('Kofi') }).success).toBe(false);
    expect(scheduleInstallSchema.safeParse({ ...base, team: ['  '] }).success).toBe(false);
    expect(scheduleInstallSchema.safeParse({ ...base, day: '2026-13-01', team: ['Kofi'] }).success).toBe(false);
  });

  it('takes at most 12 readings, each name once', () => {
    const reading = (i: number) => ({ name: `Reading ${i}`, value: `${i} V` });
    const base = { projectId: 'project-1', serials: [] };
    const twelve = Array.from({ length: 12 }, (_, i) => reading(i));
    expect(markInstalledSchema.safeParse({ ...base, readings: twelve }).success).toBe(true);
    expect(markInstalledSchema.safeParse({ ...base, readings: [...twelve, reading(12)] }).success).toBe(false);
    expect(markInstalledSchema.safeParse({ ...base, readings: [reading(1), reading(1)] }).success).toBe(false);
    expect(readingsRecord([{ name: 'Battery voltage', value: '52.8 V' }])).toEqual({ 'Battery voltage': '52.8 V' });
  });
});

describe('warrantyRegister', () => {
  const serials = [
    { productId: 'panel', name: 'Panel 450 W', serial: 'P-1' },
    { productId: 'battery', name: 'Battery 5 kWh', serial: 'B-1' },
    { productId: 'inverter', name: 'Inverter 5 kVA', serial: 'I-1' },
  ];

  it('one entry per serial for its years, ending the day before the anniversary; none for 0 or missing years', () => {
    const years: Record<string, number> = { panel: 25, battery: 0 };
    expect(warrantyRegister(serials, (id) => years[id], '2026-11-26')).toEqual([
      {
        productId: 'panel',
        name: 'Panel 450 W',
        serial: 'P-1',
        years: 25,
        startsOn: '2026-11-26',
        endsOn: '2051-11-25',
      },
    ]);
  });

  it('counts from the first of the month and across a leap day', () => {
    expect(warrantyEndsOn('2027-03-01', 1)).toBe('2028-02-29');
    expect(warrantyEndsOn('2028-02-29', 1)).toBe('2029-02-28');
    expect(warrantyEndsOn('2028-02-29', 4)).toBe('2032-02-28');
    expect(warrantyEndsOn('2026-01-01', 5)).toBe('2030-12-31');
  });
});

describe('moneyWithDepositPaid', () => {
  it('awaits the balance once the deposit is paid; nothing when the deposit was the whole total', () => {
    const money = { balanceStatus: 'none' as const };
    expect(moneyWithDepositPaid(money, { total: 2500, deposit: 750 }).balanceStatus).toBe('awaiting');
    expect(moneyWithDepositPaid(money, { total: 2500, deposit: 2500 }).balanceStatus).toBe('paid');
  });
});
