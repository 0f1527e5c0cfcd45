import { describe, expect, it } from 'vitest';
import { estimateRuntime, runtimeKindOf, type RuntimeEstimate } from './runtime';
import { seeded } from './sizing-match.fixtures';

function hours(estimate: RuntimeEstimate): number {
  if (estimate.status !== 'ok') throw new Error(`${estimate.status}: ${estimate.message}`);
  return estimate.hours;
}

describe('which products get the estimator', () => {
  it('inverters, batteries and UPS units only', () => {
    expect(runtimeKindOf({ category: 'Inverters' })).toBe('inverter');
    expect(runtimeKindOf({ category: 'Batteries' })).toBe('battery');
    expect(runtimeKindOf({ category: 'UPS Units' })).toBe('ups');
    expect(runtimeKindOf({ category: 'Solar Panels' })).toBeUndefined();
    expect(estimateRuntime(seeded('panel-jinko-450w-mono'), 100).status).toBe('unsupported');
  });
});

describe('a battery', () => {
  const lithium = seeded('battery-felicity-24v-100ah-lifepo4'); // 24 V 100 Ah = 2,400 Wh
  const tubular = seeded('battery-luminous-200ah-tubular'); // 12 V 200 Ah = 2,400 Wh

  it('lithium: capacity × 0.8 × 0.9 ÷ load', () => {
    // 2,400 × 0.8 × 0.9 = 1,728 Wh; ÷ 432 W = 4 h.
    const e = estimateRuntime(lithium, 432);
    expect(hours(e)).toBeCloseTo(4, 9);
    expect(e.message).toBe('About 4 hours at 432 W.');
    expect(e.status === 'ok' && e.assumptions.join(' ')).toContain('we use only 80% of what it holds');
  });

  it('tubular: capacity × 0.5 × 0.9 ÷ load', () => {
    // 2,400 × 0.5 × 0.9 = 1,080 Wh; ÷ 540 W = 2 h; ÷ 100 W = 10.8 h = 10 h 48 min.
    expect(hours(estimateRuntime(tubular, 540))).toBeCloseTo(2, 9);
    expect(estimateRuntime(tubular, 100).message).toBe('About 10 hours 48 minutes at 100 W.');
  });

  it('a load above what one battery may give is refused with the limit', () => {
    // Lithium 1C: 2,400 W; lead-acid 0.5C: 1,200 W.
    expect(estimateRuntime(lithium, 2400).status).toBe('ok');
    expect(estimateRuntime(lithium, 2401)).toMatchObject({ status: 'too-much', maxW: 2400 });
    expect(estimateRuntime(tubular, 1500)).toMatchObject({
      status: 'too-much',
      maxW: 1200,
      message: '1,500 W is too much for one of these batteries: about 1,200 W at most.',
    });
  });

  it('missing specs are said plainly', () => {
    expect(estimateRuntime({ ...lithium, specs: {} }, 100)).toEqual({
      status: 'missing-specs',
      message: 'This battery has no capacity listed yet.',
    });
  });
});

describe('an inverter with a battery bank the user describes', () => {
  const must = seeded('inverter-must-pv1800-3kva'); // 24 V, 2,400 W

  it('defaults to a 100 Ah lithium bank at the inverter’s voltage', () => {
    // 24 V × 100 Ah = 2,400 Wh × 0.72 = 1,728 Wh; ÷ 300 W = 5.76 h = 5 h 46 min.
    const e = estimateRuntime(must, 300);
    expect(hours(e)).toBeCloseTo(5.76, 9);
    expect(e.message).toBe('About 5 hours 46 minutes at 300 W.');
    expect(e.status === 'ok' && e.assumptions[0]).toContain('A 24 V 100 Ah lithium (LiFePO4) battery bank (2.4 kWh)');
  });

  it('with 200 Ah of lead-acid', () => {
    // 24 × 200 = 4,800 Wh × 0.5 × 0.9 = 2,160 Wh; ÷ 300 W = 7.2 h.
    expect(hours(estimateRuntime(must, 300, { bankAh: 200, chemistry: 'lead-acid' }))).toBeCloseTo(7.2, 9);
  });

  it('more than the inverter can carry', () => {
    expect(estimateRuntime(must, 2500)).toMatchObject({
      status: 'too-much',
      maxW: 2400,
      message: '2,500 W is more than this inverter can carry: 2,400 W at most.',
    });
  });

  it('no bank', () => {
    expect(estimateRuntime(must, 300, { bankAh: 0 }).status).toBe('missing-specs');
  });
});

describe('a UPS, from the maker’s half-load figure', () => {
  const apc = seeded('ups-apc-back-ups-1100va'); // 550 W, 168 Wh, 12 min at half load (275 W)

  it('half load gives the maker’s figure', () => {
    expect(hours(estimateRuntime(apc, 275)) * 60).toBeCloseTo(12, 9);
  });

  it('scales with Peukert’s exponent 1.2', () => {
    // Full load: 12 × (275 ÷ 550)^1.2 = 12 × 0.4353 = 5.22 min.
    expect(hours(estimateRuntime(apc, 550)) * 60).toBeCloseTo(5.2236, 3);
    // 100 W: 12 × 2.75^1.2 = 12 × 3.3667 = 40.4 min.
    expect(hours(estimateRuntime(apc, 100)) * 60).toBeCloseTo(40.4, 1);
    expect(estimateRuntime(apc, 100).message).toBe('About 40 minutes at 100 W.');
  });

  it('never more than the energy its battery holds', () => {
    // 1 W: the scaled figure (169 h) is above 168 Wh × 0.9 ÷ 1 W = 151.2 h.
    expect(hours(estimateRuntime(apc, 1))).toBeCloseTo(151.2, 9);
  });

  it('without the maker’s figure: 60% of its battery, less conversion losses', () => {
    const plain = { ...apc, specs: { powerW: 500, capacityWh: 100 } };
    // 100 × 0.6 × 0.9 = 54 Wh; ÷ 54 W = 1 h.
    expect(hours(estimateRuntime(plain, 54))).toBeCloseTo(1, 9);
  });

  it('more than the UPS can carry', () => {
    expect(estimateRuntime(apc, 600)).toMatchObject({ status: 'too-much', maxW: 550 });
  });
});

describe('no load', () => {
  it('asks for the watts', () => {
    for (const load of [0, -5, Number.NaN]) {
      expect(estimateRuntime(seeded('battery-pylontech-us5000-48v'), load)).toEqual({
        status: 'no-load',
        message: 'Enter the watts of what you want to run.',
      });
    }
  });
});
