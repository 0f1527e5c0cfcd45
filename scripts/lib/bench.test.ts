// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { outcomeColumns } from './bench';

describe("a bench scenario's columns", () => {
  it('counts the refusals by reason, the time-outs, the latencies and the wall time', () => {
    const outcomes = [
      { kind: 'ok', ms: 120 },
      { kind: 'refused', ms: 80, reason: 'out_of_stock' },
      { kind: 'refused', ms: 90, reason: 'out_of_stock' },
      { kind: 'refused', ms: 60, reason: 'closed' },
      { kind: 'timeout', ms: 70_000 },
    ];
    const refusal = (o: (typeof outcomes)[number]) => o.reason;
    expect(outcomeColumns(outcomes, 71_234, refusal)).toEqual({
      refused: '2 out_of_stock, 1 closed',
      'time-outs': 1,
      'p50 ms': 90,
      'p95 ms': 70_000,
      'max ms': 70_000,
      'wall s': '71.2',
    });
  });

  it('says 0 refused when none was', () => {
    expect(outcomeColumns([{ kind: 'ok', ms: 5 }], 5, () => undefined)).toMatchObject({ refused: '0', 'time-outs': 0 });
  });
});
