import { describe, expect, it } from 'vitest';
import { planTemplateSchema, type PlanTemplate } from './plan-template';
import { planTemplatesOf } from './plan-template-read';

const GOOD: PlanTemplate = {
  id: 'three-months',
  name: '3 months',
  depositPercent: 30,
  count: 3,
  frequency: 'monthly',
  extra: { kind: 'percent', value: 5.25 },
  graceDays: 5,
  release: 'paid',
  minTotal: 1000,
  scope: 'products',
  active: true,
};

describe('planTemplatesOf (settings/global.planTemplates without zod)', () => {
  it('keeps what planTemplateSchema accepts and leaves out what it refuses', () => {
    const candidates: unknown[] = [
      GOOD,
      { ...GOOD, id: 'flat', extra: { kind: 'flat', value: 250 } },
      { ...GOOD, id: 'Bad Id' },
      { ...GOOD, depositPercent: 95 },
      { ...GOOD, count: 0 },
      { ...GOOD, count: 2.5 },
      { ...GOOD, frequency: 'daily' },
      { ...GOOD, extra: { kind: 'percent', value: 101 } },
      { ...GOOD, extra: { kind: 'flat', value: 100_001 } },
      { ...GOOD, graceDays: 31 },
      { ...GOOD, release: 'never' },
      { ...GOOD, scope: 'everything' },
      { ...GOOD, name: '   ' },
      { ...GOOD, active: 'yes' },
      { ...GOOD, minTotal: -1 },
      null,
      'three-months',
    ];
    const kept = planTemplatesOf(candidates);
    expect(kept).toEqual(candidates.filter((c) => planTemplateSchema.safeParse(c).success));
    expect(kept.map((t) => t.id)).toEqual(['three-months', 'flat']);
  });

  it('reads nothing from anything else, and at most 6 templates', () => {
    expect(planTemplatesOf(undefined)).toEqual([]);
    expect(planTemplatesOf({ 0: GOOD })).toEqual([]);
    expect(planTemplatesOf(Array.from({ length: 8 }, (_, i) => ({ ...GOOD, id: `t${i}` })))).toHaveLength(6);
  });
});
