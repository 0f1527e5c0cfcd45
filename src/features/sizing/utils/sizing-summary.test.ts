import { describe, expect, it } from 'vitest';
import {
  applianceFromPreset,
  DEFAULT_SIZING_INPUT,
  findPreset,
  sizeSystem,
  type SizingInput,
} from '@domain/sizing/sizing';
import { matchBundle } from '@domain/sizing/sizing-match';
import { sizingSummary } from './sizing-summary';

const pump = findPreset('pump')!;
const freezer = findPreset('freezer')!;

const SHOP: SizingInput = {
  ...DEFAULT_SIZING_INPUT,
  appliances: [applianceFromPreset(freezer), { ...applianceFromPreset(pump), hoursPerDay: 2 }],
  goal: 'off-grid',
  autonomyDays: 1,
  chemistry: 'lead-acid',
  systemVoltage: 48,
};

describe('sizingSummary', () => {
  it('is plain text: the appliances, the goal, the figures, what is missing, the total and the link', () => {
    const result = sizeSystem(SHOP);
    // No products at all: every part is missing, which the summary says (for the quote).
    const text = sizingSummary(SHOP, result, matchBundle(result, []), 'https://shop.example/solar-calculator?x');
    expect(text).toBe(
      [
        'Solar sizing from the Savanna Solar calculator',
        '',
        'Appliances:',
        '- 1 × Chest freezer, 200 W, 24 h a day',
        '- 1 × Water pump (1 hp), 746 W, 2 h a day',
        '',
        'Goal: Off-grid solar (no grid power), 1 day of autonomy',
        'Battery: Lead-acid or tubular, 48 V system',
        'Energy per day: 3.89 kWh; peak load: 946 W; surge: 2,238 W',
        'Needs: inverter 1.48 kVA; battery bank 8.65 kWh (180 Ah at 48 V); solar panels 944 W; charge controller 24.6 A',
        '',
        'Suggested products:',
        '- Inverter: No 48 V inverter in stock is big enough: you need at least 1.48 kVA (946 W of load) with a 2,238 W surge.',
        '- Batteries: We do not have enough lead-acid or tubular batteries in stock to make 8.65 kWh at 48 V.',
        '- Solar panels: We do not have enough solar panels in stock for 944 W.',
        '- Charge controller: Chosen with the inverter: most inverters have a solar charger built in. You need one for 944 W of panels at 48 V (24.6 A).',
        'Products before tax and delivery: GH₵0.00 (parts in stock only)',
        '',
        'Link: https://shop.example/solar-calculator?x',
      ].join('\n'),
    );
  });

  it('with nothing entered, says so', () => {
    expect(sizingSummary(DEFAULT_SIZING_INPUT, sizeSystem(DEFAULT_SIZING_INPUT), undefined, 'u')).toBe(
      'Solar sizing from the Savanna Solar calculator\nNo appliances entered yet.\nLink: u',
    );
  });
});
