import { describe, expect, it } from 'vitest';
import { sizeSystem } from './sizing';
import { matchBundle } from './sizing-match';

import { CATALOGUE, component, FLAT, matched, product, SHOP } from './sizing-match.fixtures';

describe('example 1 (flat, 8 h lithium backup at 24 V) against the seeded catalogue', () => {
  const bundle = matchBundle(sizeSystem(FLAT), CATALOGUE);

  it('picks the only 24 V inverter that is big enough', () => {
    // Needs 24 V, ≥ 0.6875 kVA, ≥ 440 W, surge ≥ 450 W: the Must PV1800 3 kVA (GHS 4,900).
    const inverter = matched(bundle, 'inverter');
    expect(inverter.choice.product.id).toBe('inverter-must-pv1800-3kva');
    expect(inverter.choice.quantity).toBe(1);
    expect(inverter.choice.totalPesewas).toBe(490_000);
    expect(inverter.options).toHaveLength(1);
    expect(inverter.choice.detail).toBe('3 kVA (2,400 W), surge 6,000 W, 24 V');
  });

  it('says why a 3 kVA "off-grid" inverter for a 0.69 kVA need with grid backup, in plain words', () => {
    expect(matched(bundle, 'inverter').why).toBe(
      'The smallest 24 V inverter we have in stock that covers your 0.69 kVA: we have none closer to that size. ' +
        '"Off-grid" means it does not need the grid, not that it cannot use it: it runs your home on ECG power ' +
        'and charges the batteries from it, and runs on the batteries and panels during an outage.',
    );
  });

  it('off-grid, a hybrid inverter picked by the shopper says it works without any grid', () => {
    const offGrid = sizeSystem({ ...FLAT, goal: 'off-grid', systemVoltage: 48 });
    const picked = matched(matchBundle(offGrid, CATALOGUE, { inverter: 'inverter-deye-5kw-hybrid' }), 'inverter');
    expect(picked.choice.product.id).toBe('inverter-deye-5kw-hybrid');
    expect(picked.why).toMatch(
      /^Your choice: it covers your [\d.]+ kVA at 48 V\. A hybrid inverter works without any grid too/,
    );
    expect(matched(matchBundle(offGrid, CATALOGUE), 'inverter').why).toMatch(
      /^The smallest 48 V inverter we have in stock/,
    );
  });

  it('batteries: the cheapest way to make 3,389 Wh of lithium at 24 V, with the alternative', () => {
    // Felicity 24 V 100 Ah (2,400 Wh, GHS 9,200): 1 in series, ⌈3,388.9 ÷ 2,400⌉ = 2 in parallel → GHS 18,400.
    // Ritar 12 V 100 Ah (1,200 Wh, GHS 4,800): 2 in series (2,400 Wh a string), 2 strings → 4 → GHS 19,200.
    // The 48 V lithium batteries cannot make 24 V; lead-acid is the wrong chemistry.
    const battery = matched(bundle, 'battery');
    expect(battery.options.map((o) => [o.product.id, o.quantity, o.totalPesewas])).toEqual([
      ['battery-felicity-24v-100ah-lifepo4', 2, 1_840_000],
      ['battery-ritar-12v-100ah-lifepo4', 4, 1_920_000],
    ]);
    expect(battery.choice.detail).toBe('2 × 24 V 100 Ah in parallel: 4.8 kWh at 24 V');
    expect(battery.options[1]?.detail).toBe('4 × 12 V 100 Ah (2 strings of 2 in series): 4.8 kWh at 24 V');
  });

  it('panels: the cheapest count of one panel model for 824 W', () => {
    // 2 × Jinko 450 W = GHS 4,300; 2 × JA 460 W = 4,500; 2 × Longi 550 W = 5,300; 5 × Felicity 200 W = 5,400;
    // 9 × Longi 100 W = 5,580; 3 × Canadian 405 W = 5,670. Canadian 330 W needs 3 but 2 are left; Jinko 580 W is
    // out of stock.
    const panels = matched(bundle, 'panels');
    expect(panels.options.map((o) => [o.product.id, o.quantity, o.totalPesewas / 100])).toEqual([
      ['panel-jinko-450w-mono', 2, 4300],
      ['panel-ja-solar-460w-mono', 2, 4500],
      ['panel-longi-550w-himo6', 2, 5300],
      ['panel-felicity-200w-mono', 5, 5400],
      ['panel-longi-100w-mono', 9, 5580],
      ['panel-canadian-solar-405w-hiku', 3, 5670],
    ]);
    expect(panels.choice.detail).toBe('2 × 450 W = 900 W');
  });

  it('no charge controller: the inverter’s own MPPT takes 900 W and 46.9 A', () => {
    // 900 W ≤ 1,500 W and 900 ÷ 24 × 1.25 = 46.875 A ≤ 60 A.
    const controller = component(bundle, 'controller');
    expect(controller.status).toBe('not-needed');
    expect(controller.status === 'not-needed' && controller.reason).toContain('up to 1,500 W of panels and 60 A');
  });

  it('bundle total in pesewas: 4,900 + 18,400 + 4,300 = GHS 27,600', () => {
    expect(bundle?.lines.map((l) => [l.role, l.product.id, l.quantity])).toEqual([
      ['inverter', 'inverter-must-pv1800-3kva', 1],
      ['battery', 'battery-felicity-24v-100ah-lifepo4', 2],
      ['panels', 'panel-jinko-450w-mono', 2],
    ]);
    expect(bundle?.totalPesewas).toBe(2_760_000);
    expect(bundle?.complete).toBe(true);
  });

  it('an alternative picked by the user replaces the cheapest and changes the total', () => {
    const picked = matchBundle(sizeSystem(FLAT), CATALOGUE, { battery: 'battery-ritar-12v-100ah-lifepo4' });
    expect(matched(picked, 'battery').choice.product.id).toBe('battery-ritar-12v-100ah-lifepo4');
    expect(picked?.totalPesewas).toBe(2_760_000 - 1_840_000 + 1_920_000);
    // A pick that is not sufficient (or unknown) falls back to the cheapest.
    const wrong = matchBundle(sizeSystem(FLAT), CATALOGUE, {
      battery: 'battery-pylontech-us5000-48v',
      panels: 'nope',
    });
    expect(matched(wrong, 'battery').choice.product.id).toBe('battery-felicity-24v-100ah-lifepo4');
    expect(matched(wrong, 'panels').choice.product.id).toBe('panel-jinko-450w-mono');
  });
});

describe('example 2 (off-grid shop, 1 day of lead-acid at 48 V) against the seeded catalogue', () => {
  const bundle = matchBundle(sizeSystem(SHOP), CATALOGUE);

  it('cheapest 48 V inverter with a 2,238 W surge, alternatives by price', () => {
    // Needs ≥ 1.478 kVA and surge ≥ 746 × 3 = 2,238 W at 48 V. The Victron is out of stock.
    const inverter = matched(bundle, 'inverter');
    expect(inverter.options.map((o) => [o.product.id, o.totalPesewas / 100])).toEqual([
      ['inverter-growatt-spf-5000-es', 10500],
      ['inverter-deye-5kw-hybrid', 13400],
      ['inverter-deye-8kw-hybrid', 19800],
      ['inverter-growatt-spf-10000t-dvm', 23500],
    ]);
  });

  it('batteries: 4 × 12 V 200 Ah in series (9.6 kWh ≥ 8.65 kWh); a tie in price goes to fewer units', () => {
    // Luminous 200 Ah: 4 in series = 9,600 Wh → 1 string → 4 × 3,900 = GHS 15,600.
    // Ritar gel 100 Ah: 4 in series = 4,800 Wh → 2 strings → 8 × 1,950 = GHS 15,600 (same price, more units).
    // Luminous 150 Ah: 4 needed, 1 in stock. Lithium batteries are the wrong chemistry.
    const battery = matched(bundle, 'battery');
    expect(battery.options.map((o) => [o.product.id, o.quantity, o.totalPesewas / 100])).toEqual([
      ['battery-luminous-200ah-tubular', 4, 15600],
      ['battery-ritar-12v-100ah-gel', 8, 15600],
    ]);
    expect(battery.choice.detail).toBe('4 × 12 V 200 Ah in series: 9.6 kWh at 48 V');
  });

  it('panels for 943.5 W and the total: 10,500 + 15,600 + 5,300 = GHS 31,400', () => {
    // 2 × Longi 550 W = 1,100 W for GHS 5,300, cheaper than 5 × 200 W (5,400) or 3 × 405 W (5,670).
    expect(matched(bundle, 'panels').choice).toMatchObject({ quantity: 2, totalPesewas: 530_000 });
    expect(matched(bundle, 'panels').choice.product.id).toBe('panel-longi-550w-himo6');
    expect(component(bundle, 'controller').status).toBe('not-needed');
    expect(bundle?.totalPesewas).toBe(3_140_000);
    expect(bundle?.complete).toBe(true);
  });
});

describe('charge controller when the inverter has no (or too small a) solar charger', () => {
  const inverter = product('plain-3kva-24v', 'Inverters', 3000, {
    ratedKva: 3,
    powerW: 2400,
    surgeW: 6000,
    systemVoltageV: 24,
  });
  const panel = product('panel-450', 'Solar Panels', 2000, { powerW: 450 });
  const battery = product('lfp-24', 'Batteries', 9000, { chemistry: 'LiFePO4', voltageV: 24, capacityAh: 100 });
  const controllers = [
    product('mppt-40a-24v', 'Charge Controllers', 2250, { kind: 'MPPT', currentA: 40, systemVoltageV: 24 }),
    product('mppt-60a-48v', 'Charge Controllers', 2900, { kind: 'MPPT', currentA: 60, systemVoltageV: 48 }),
    product(
      'mppt-35a-one-left',
      'Charge Controllers',
      1000,
      { kind: 'MPPT', currentA: 35, systemVoltageV: 48 },
      { stock: 1 },
    ),
    product('pwm-60a', 'Charge Controllers', 300, { kind: 'PWM', currentA: 60, systemVoltageV: 24 }),
    product('mppt-100a-12v', 'Charge Controllers', 1500, { kind: 'MPPT', currentA: 100, systemVoltageV: 12 }),
  ];

  it('sizes it for the panels actually chosen: 900 W ÷ 24 V × 1.25 = 46.9 A', () => {
    // 40 A needs 2 (GHS 4,500); 60 A needs 1 (GHS 2,900); 35 A needs 2 but 1 is left; PWM and a 12 V-only
    // controller are never suggested.
    const bundle = matchBundle(sizeSystem(FLAT), [inverter, panel, battery, ...controllers]);
    const controller = matched(bundle, 'controller');
    expect(controller.options.map((o) => [o.product.id, o.quantity, o.totalPesewas / 100])).toEqual([
      ['mppt-60a-48v', 1, 2900],
      ['mppt-40a-24v', 2, 4500],
    ]);
    expect(controller.choice.detail).toBe('1 × 60 A MPPT = 60 A');
    // 3,000 + 2 × 9,000 + 2 × 2,000 + 2,900
    expect(bundle?.totalPesewas).toBe(2_790_000);
  });

  it('an inverter whose charger takes the watts but not the current still needs one', () => {
    const small = { ...inverter, specs: { ...inverter.specs, maxPvW: 2000, mpptChargeA: 40 } };
    expect(matchBundle(sizeSystem(FLAT), [small, panel, battery, ...controllers])?.components[3]?.status).toBe(
      'matched',
    );
    const enough = { ...inverter, specs: { ...inverter.specs, maxPvW: 2000, mpptChargeA: 50 } };
    expect(matchBundle(sizeSystem(FLAT), [enough, panel, battery, ...controllers])?.components[3]?.status).toBe(
      'not-needed',
    );
  });

  it('no controller that fits in stock is said plainly', () => {
    const bundle = matchBundle(sizeSystem(FLAT), [inverter, panel, battery, controllers[3]!]);
    const controller = component(bundle, 'controller');
    expect(controller).toMatchObject({ status: 'unavailable' });
    expect(controller.status === 'unavailable' && controller.reason).toBe(
      'No MPPT charge controller in stock handles 900 W of panels at 24 V (46.9 A).',
    );
    expect(bundle?.complete).toBe(false);
  });
});
