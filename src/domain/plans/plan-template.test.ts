import { describe, expect, it } from 'vitest';
import { MAX_PLAN_TEMPLATES, planTemplateIdFor, planTemplatesOf, type PlanTemplate } from './plan-template';

const layaway: PlanTemplate = {
  id: '12-weeks-layaway',
  name: '12 weeks layaway',
  depositPercent: 10,
  count: 12,
  frequency: 'weekly',
  extra: { kind: 'flat', value: 0 },
  graceDays: 3,
  release: 'paid',
  minTotal: 500,
  scope: 'products',
  active: true,
};

describe('planTemplatesOf', () => {
  it('reads the valid templates and drops the rest', () => {
    const data = {
      planTemplates: [
        layaway,
        { ...layaway, id: 'bad id' },
        { ...layaway, id: 'too-much', depositPercent: 95 },
        { ...layaway, id: 'half', count: 2.5 },
        { ...layaway, name: 'same id again' },
        'not a template',
      ],
    };
    expect(planTemplatesOf(data)).toEqual([layaway]);
  });

  it('reads nothing from settings without templates, or with something else there', () => {
    expect(planTemplatesOf(undefined)).toEqual([]);
    expect(planTemplatesOf({})).toEqual([]);
    expect(planTemplatesOf({ planTemplates: { 0: layaway } })).toEqual([]);
  });

  it('keeps at most MAX_PLAN_TEMPLATES', () => {
    const many = Array.from({ length: MAX_PLAN_TEMPLATES + 2 }, (_, i) => ({ ...layaway, id: `plan-${i}` }));
    expect(planTemplatesOf({ planTemplates: many })).toHaveLength(MAX_PLAN_TEMPLATES);
  });
});

describe('planTemplateIdFor', () => {
  it('makes the id from the name, unique among the ids taken', () => {
    expect(planTemplateIdFor('3 months', [])).toBe('3-months');
    expect(planTemplateIdFor('  12 Weeks (layaway)! ', [])).toBe('12-weeks-layaway');
    expect(planTemplateIdFor('3 months', ['3-months', '3-months-2'])).toBe('3-months-3');
    expect(planTemplateIdFor('₵₵', [])).toBe('plan');
  });
});
