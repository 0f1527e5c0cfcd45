/** Bundles when nothing sufficient is in stock, edge cases, and the batteries that suit an inverter. */
import { describe, expect, it } from 'vitest';
import type { Product } from '@domain/catalog/product';
import { DEFAULT_SIZING_INPUT, sizeSystem, type SizingInput } from './sizing';
import { numSpec } from '@domain/catalog/product-specs';
import { batteriesSuiting, isSellable } from './batteries-suiting';
import { matchBundle } from './sizing-match';

import { CATALOGUE, component, FLAT, matched, preset, product, SHOP } from './sizing-match.fixtures';

describe('nothing sufficient in stock is a result, not an error', () => {
  it('huge loads: no inverter is big enough, the controller waits for one, the bundle is incomplete', () => {
    const huge: SizingInput = { ...SHOP, appliances: [preset('ac', { quantity: 20 })] };
    const bundle = matchBundle(sizeSystem(huge), CATALOGUE);
    const inverter = component(bundle, 'inverter');
    expect(inverter.status).toBe('unavailable');
    expect(inverter.status === 'unavailable' && inverter.reason).toBe(
      'No 48 V inverter in stock is big enough: you need at least 34.38 kVA (22,000 W of load) with a 3,300 W surge.',
    );
    expect(component(bundle, 'controller').status).toBe('waiting');
    expect(bundle?.complete).toBe(false);
    expect(bundle?.lines.some((l) => l.role === 'inverter')).toBe(false);
    expect(bundle?.totalPesewas).toBe(bundle?.lines.reduce((s, l) => s + l.totalPesewas, 0));
  });

  it('huge storage: more lead-acid strings than can be paralleled, or more units than in stock', () => {
    // 20 air conditioners for 1 day off-grid: 20 × 1,100 × 6 = 132 kWh ÷ 0.45 = 293 kWh.
    const bundle = matchBundle(sizeSystem({ ...SHOP, appliances: [preset('ac', { quantity: 20 })] }), CATALOGUE);
    const battery = component(bundle, 'battery');
    expect(battery.status).toBe('unavailable');
    expect(battery.status === 'unavailable' && battery.reason).toBe(
      'We do not have enough lead-acid or tubular batteries in stock to make 293.33 kWh at 48 V.',
    );
    // 4 strings of 4 × 12 V 100 Ah = 19.2 kWh is the most a lead-acid bank of that battery may be.
    const five = product(
      'la-100',
      'Batteries',
      1000,
      { chemistry: 'Lead-acid', voltageV: 12, capacityAh: 100 },
      {
        stock: 100,
      },
    );
    const req = sizeSystem(SHOP);
    expect(matchBundle({ ...req, batteryWh: 19_200 }, [five])?.components[1]?.status).toBe('matched');
    expect(matchBundle({ ...req, batteryWh: 19_201 }, [five])?.components[1]?.status).toBe('unavailable');
  });

  it('says when another system voltage would fit', () => {
    // 1,300 W at 12 V needs 2.03 kVA: the only 12 V inverter is 1.2 kVA, but 24 V and 48 V ones fit.
    const input: SizingInput = { ...FLAT, systemVoltage: 12, appliances: [preset('led', { watts: 1300 })] };
    const inverter = component(matchBundle(sizeSystem(input), CATALOGUE), 'inverter');
    expect(inverter.status === 'unavailable' && inverter.reason).toBe(
      'No 12 V inverter in stock is big enough: you need at least 2.03 kVA (1,300 W of load). ' +
        'A 24 V or 48 V system would fit: change the system voltage.',
    );
  });

  it('an empty catalogue leaves every component unavailable', () => {
    const bundle = matchBundle(sizeSystem(FLAT), []);
    expect(bundle?.components.map((c) => c.status)).toEqual(['unavailable', 'unavailable', 'unavailable', 'waiting']);
    expect(bundle?.lines).toEqual([]);
    expect(bundle?.totalPesewas).toBe(0);
  });
});

describe('edge cases', () => {
  it('nothing entered: no bundle', () => {
    expect(matchBundle(sizeSystem(DEFAULT_SIZING_INPUT), CATALOGUE)).toBeUndefined();
  });

  it('zero hours of backup: no battery needed, the bundle is still complete', () => {
    const bundle = matchBundle(sizeSystem({ ...FLAT, backupHours: 0 }), CATALOGUE);
    expect(component(bundle, 'battery')).toEqual({
      role: 'battery',
      status: 'not-needed',
      reason: 'With no hours of backup you need no battery.',
    });
    expect(bundle?.complete).toBe(true);
    expect(bundle?.totalPesewas).toBe(490_000 + 430_000);
  });

  it('only available, in-stock products (never services) are offered', () => {
    const base = { ratedKva: 3, powerW: 2400, surgeW: 6000, systemVoltageV: 24 };
    const inverters = [
      product('hidden', 'Inverters', 100, base, { available: false }),
      product('sold-out', 'Inverters', 200, base, { stock: 0 }),
      product('service', 'Inverters', 300, base, { type: 'service' }),
      product('free', 'Inverters', 0, base),
      product('ok', 'Inverters', 5000, base),
      product('wrong-category', 'UPS Units', 10, base),
    ];
    expect(inverters.map(isSellable)).toEqual([false, false, false, false, true, true]);
    expect(matched(matchBundle(sizeSystem(FLAT), inverters), 'inverter').options.map((o) => o.product.id)).toEqual([
      'ok',
    ]);
  });

  it('reads specs typed as text, ignores missing or junk specs', () => {
    const typed = product('typed', 'Inverters', 5000, {
      ratedKva: '3',
      powerW: '2400',
      surgeW: ' 6000 ',
      systemVoltageV: '24',
    });
    const junk = product('junk', 'Inverters', 1, { ratedKva: 'big', powerW: '', systemVoltageV: 24 });
    expect(numSpec(typed, 'surgeW')).toBe(6000);
    expect(numSpec(junk, 'ratedKva')).toBeUndefined();
    expect(numSpec(junk, 'powerW')).toBeUndefined();
    expect(numSpec(junk, 'nothing')).toBeUndefined();
    expect(matched(matchBundle(sizeSystem(FLAT), [typed, junk]), 'inverter').options.map((o) => o.product.id)).toEqual([
      'typed',
    ]);
  });

  it('a battery bank never needs more units than are in stock', () => {
    const few = product(
      'lfp-24',
      'Batteries',
      9000,
      { chemistry: 'LiFePO4', voltageV: 24, capacityAh: 100 },
      {
        stock: 1,
      },
    );
    expect(component(matchBundle(sizeSystem(FLAT), [few]), 'battery').status).toBe('unavailable');
    expect(matched(matchBundle(sizeSystem(FLAT), [{ ...few, stock: 2 }]), 'battery').choice.quantity).toBe(2);
  });
});

describe('batteries that suit an inverter (its product page)', () => {
  const byId = (id: string) => CATALOGUE.find((p) => p.id === id)!;
  const batteries = CATALOGUE.filter((p) => p.category === 'Batteries');
  const volts = (list: Product[]) => list.map((p) => p.specs.voltageV);

  it('a 48 V inverter: 48 V batteries first, then 24 V and 12 V ones (in series), on sale only, at most 4', () => {
    const suiting = batteriesSuiting(byId('inverter-deye-5kw-hybrid'), batteries);
    expect(suiting.length).toBeGreaterThan(0);
    expect(suiting.length).toBeLessThanOrEqual(4);
    expect(volts(suiting)).toEqual([...volts(suiting)].sort((a, b) => Number(b) - Number(a)));
    for (const p of suiting) expect(p.available && p.stock > 0).toBe(true);
  });

  it('a 12 V inverter: only 12 V batteries; anything but an inverter: none', () => {
    const suiting = batteriesSuiting(byId('inverter-felicity-ivem-1kva'), batteries);
    expect(suiting.length).toBeGreaterThan(0);
    expect(new Set(volts(suiting))).toEqual(new Set([12]));
    expect(batteriesSuiting(batteries[0]!, batteries)).toEqual([]);
  });
});
