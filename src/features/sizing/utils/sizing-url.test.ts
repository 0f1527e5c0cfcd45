import { describe, expect, it } from 'vitest';
import {
  applianceFromPreset,
  customAppliance,
  DEFAULT_SIZING_INPUT,
  findPreset,
  sizeSystem,
  type Appliance,
  type SizingInput,
} from '@domain/sizing/sizing';
import { calculatorUrl, decodeCalculatorState, encodeCalculatorState, type CalculatorState } from './sizing-url';

function preset(key: string, changes: Partial<Appliance> = {}): Appliance {
  const p = findPreset(key);
  if (!p) throw new Error(`no preset ${key}`);
  return { ...applianceFromPreset(p), ...changes };
}

const FLAT: SizingInput = {
  ...DEFAULT_SIZING_INPUT,
  appliances: [preset('led', { quantity: 6 }), preset('cfan', { quantity: 2 }), preset('tv'), preset('fridge')],
};

const SHOP: SizingInput = {
  ...DEFAULT_SIZING_INPUT,
  appliances: [preset('freezer'), preset('pump', { hoursPerDay: 2 })],
  goal: 'off-grid',
  autonomyDays: 1,
  chemistry: 'lead-acid',
  systemVoltage: 48,
};

describe('encoding the calculator in the URL', () => {
  it('is compact and readable', () => {
    expect(encodeCalculatorState({ input: FLAT, picks: {} })).toBe(
      'a=led:6:6,cfan:2:8,tv:1:5,fridge:1:24&g=b&h=8&c=li&v=24&p=5.5',
    );
    expect(encodeCalculatorState({ input: SHOP, picks: { battery: 'battery-ritar-12v-100ah-gel' } })).toBe(
      'a=freezer:1:24,pump:1:2&g=o&d=1&c=la&v=48&p=5.5&pb=battery-ritar-12v-100ah-gel',
    );
    expect(encodeCalculatorState({ input: DEFAULT_SIZING_INPUT, picks: {} })).toBe('g=b&h=8&c=li&v=24&p=5.5');
  });

  it('restores the same input and the same result', () => {
    for (const input of [FLAT, SHOP]) {
      const state: CalculatorState = { input, picks: { inverter: 'inverter-deye-5kw-hybrid' } };
      const restored = decodeCalculatorState(`?${encodeCalculatorState(state)}`);
      expect(restored).toEqual(state);
      expect(sizeSystem(restored.input)).toEqual(sizeSystem(input));
    }
  });

  it('keeps changed watts, motor flags, "not at the same time" and decimals', () => {
    const input: SizingInput = {
      ...FLAT,
      appliances: [
        preset('led', { watts: 12.5 }),
        preset('pump', { atOnce: false }),
        preset('sound', { motor: true }),
        preset('fridge', { motor: false, hoursPerDay: 0.25 }),
      ],
      backupHours: 10.5,
      peakSunHours: 4.75,
    };
    const search = encodeCalculatorState({ input, picks: {} });
    expect(search).toBe('a=led:1:6:12.5,pump:1:1::x,sound:1:4::m,fridge:1:0.25::n&g=b&h=10.5&c=li&v=24&p=4.75');
    expect(decodeCalculatorState(search).input).toEqual(input);
  });

  it('custom appliances keep any name, even with separators and accents', () => {
    const mill = {
      ...customAppliance('Corn mill: big, 3-phase & co. – Kɔkɔ', 2200, true),
      quantity: 2,
      hoursPerDay: 3,
    };
    const input: SizingInput = { ...FLAT, appliances: [mill, preset('tv')] };
    const search = encodeCalculatorState({ input, picks: {} });
    expect(search.startsWith('a=c:2:3:2200:m:Corn%2520mill%253A%2520big%252C%25203-phase%2520%2526%2520co.')).toBe(
      true,
    );
    expect(decodeCalculatorState(search).input).toEqual(input);
  });

  it('survives a share channel that re-encodes ":" and ","', () => {
    const search = encodeCalculatorState({ input: FLAT, picks: {} }).replace(/:/g, '%3A').replace(/,/g, '%2C');
    expect(decodeCalculatorState(search).input).toEqual(FLAT);
    expect(
      decodeCalculatorState(new URL(calculatorUrl('https://shop.example', { input: FLAT, picks: {} })).searchParams)
        .input,
    ).toEqual(FLAT);
  });

  it('ignores what it does not know and clamps what is out of range', () => {
    const state = decodeCalculatorState(
      '?a=led:abc:6,unicorn:2:2,,tv:9999:99:-5,c:::::%25E0%25A4%25A,fridge&g=x&h=-4&c=nimh&v=36&p=99&pi=<script>&pp=ok-id',
    );
    expect(state.input.appliances.map((a) => [a.key, a.quantity, a.hoursPerDay, a.watts])).toEqual([
      ['led', 1, 6, 10],
      ['tv', 500, 24, 0],
      ['c', 1, 0, 0],
      ['fridge', 1, 24, 150],
    ]);
    expect(state.input.appliances[2]?.name).toBe('%E0%A4%A');
    expect(state.input).toMatchObject({
      goal: 'backup',
      backupHours: 0,
      chemistry: 'lithium',
      systemVoltage: 24,
      peakSunHours: 8,
    });
    expect(state.picks).toEqual({ panels: 'ok-id' });
  });

  it('an empty or missing search is the default calculator', () => {
    expect(decodeCalculatorState('')).toEqual({ input: DEFAULT_SIZING_INPUT, picks: {} });
    expect(decodeCalculatorState('?utm_source=whatsapp')).toEqual({ input: DEFAULT_SIZING_INPUT, picks: {} });
  });

  it('builds the full shareable link', () => {
    expect(calculatorUrl('https://savanna.example', { input: SHOP, picks: {} })).toBe(
      'https://savanna.example/solar-calculator?a=freezer:1:24,pump:1:2&g=o&d=1&c=la&v=48&p=5.5',
    );
  });
});
