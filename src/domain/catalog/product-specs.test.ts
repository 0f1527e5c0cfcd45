import { describe, expect, it } from 'vitest';
import { batteryChemistryOf, batteryUnitWh, inverterKvaOf, inverterPowerW } from './product-specs';
import { product } from '@domain/sizing/sizing-match.fixtures';

describe('reading product specs', () => {
  it('recognises battery chemistries', () => {
    const b = (chemistry: string) => product('b', 'Batteries', 1, { chemistry });
    expect(batteryChemistryOf(b('LiFePO4'))).toBe('lithium');
    expect(batteryChemistryOf(b('Lithium-ion'))).toBe('lithium');
    expect(batteryChemistryOf(b('Tubular'))).toBe('lead-acid');
    expect(batteryChemistryOf(b('Lead-acid'))).toBe('lead-acid');
    expect(batteryChemistryOf(b('Gel'))).toBe('lead-acid');
    expect(batteryChemistryOf(b('NiCd'))).toBeUndefined();
  });

  it('battery energy from capacityWh, else volts × amp-hours; nothing for missing or junk figures', () => {
    expect(batteryUnitWh(product('a', 'Batteries', 1, { capacityWh: 2400, voltageV: 12, capacityAh: 100 }))).toBe(2400);
    expect(batteryUnitWh(product('b', 'Batteries', 1, { voltageV: '12', capacityAh: '200' }))).toBe(2400);
    expect(batteryUnitWh(product('c', 'Batteries', 1, { voltageV: 12 }))).toBeUndefined();
    expect(
      batteryUnitWh(product('d', 'Batteries', 1, { capacityWh: 0, voltageV: 'x', capacityAh: 100 })),
    ).toBeUndefined();
  });

  it('inverter power from powerW, else 80 % of the kVA; and the kVA the other way round', () => {
    expect(inverterPowerW(product('a', 'Inverters', 1, { powerW: 2400, ratedKva: 5 }))).toBe(2400);
    expect(inverterPowerW(product('b', 'Inverters', 1, { ratedKva: '3' }))).toBe(2400);
    expect(inverterKvaOf(product('c', 'Inverters', 1, { powerW: 2400 }))).toBe(3);
    expect(inverterKvaOf(product('d', 'Inverters', 1, { ratedKva: 5, powerW: 2400 }))).toBe(5);
    expect(inverterKvaOf(product('e', 'Inverters', 1, {}))).toBeUndefined();
  });
});
