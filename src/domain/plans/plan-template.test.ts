import { describe, expect, it } from 'vitest';
import {
  isPlanTemplate,
  MAX_PLAN_TEMPLATES,
  planTemplateIdFor,
  planTemplateSchema,
  planTemplatesOf,
} from './plan-template';
import { LAYAWAY } from './plan-template.fixtures';

const layaway = LAYAWAY;

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

describe('isPlanTemplate (no zod, for the storefront) and planTemplateSchema (the settings form)', () => {
  it('agree on every template, valid or not', () => {
    const variants: unknown[] = [
      layaway,
      { ...layaway, name: '  padded  ', extra: { kind: 'percent', value: 6.5 }, note: 'other keys are ignored' },
      { ...layaway, id: 'Bad Id' },
      { ...layaway, id: '' },
      { ...layaway, id: 'x'.repeat(41) },
      { ...layaway, name: '   ' },
      { ...layaway, name: 'n'.repeat(101) },
      { ...layaway, depositPercent: 90 },
      { ...layaway, depositPercent: 91 },
      { ...layaway, depositPercent: 10.5 },
      { ...layaway, count: 0 },
      { ...layaway, count: 52 },
      { ...layaway, count: 53 },
      { ...layaway, frequency: 'daily' },
      { ...layaway, extra: { kind: 'percent', value: 100 } },
      { ...layaway, extra: { kind: 'percent', value: 100.01 } },
      { ...layaway, extra: { kind: 'flat', value: 100_000 } },
      { ...layaway, extra: { kind: 'flat', value: 100_001 } },
      { ...layaway, extra: { kind: 'flat', value: -1 } },
      { ...layaway, extra: { kind: 'flat', value: Number.NaN } },
      { ...layaway, extra: { kind: 'interest', value: 1 } },
      { ...layaway, extra: null },
      { ...layaway, graceDays: 31 },
      { ...layaway, graceDays: -1 },
      { ...layaway, release: 'never' },
      { ...layaway, minTotal: -0.01 },
      { ...layaway, minTotal: 10_000_001 },
      { ...layaway, minTotal: Number.POSITIVE_INFINITY },
      { ...layaway, scope: 'all' },
      { ...layaway, active: 'yes' },
      { ...layaway, active: undefined },
      null,
      [],
      'template',
    ];
    for (const value of variants) {
      expect([value, isPlanTemplate(value)]).toEqual([value, planTemplateSchema.safeParse(value).success]);
    }
  });

  it('reads what the schema parses: the name trimmed, other keys left out', () => {
    const stored = { ...layaway, name: '  12 weeks  ', note: 'x' };
    expect(planTemplatesOf({ planTemplates: [stored] })).toEqual([planTemplateSchema.parse(stored)]);
  });
});
