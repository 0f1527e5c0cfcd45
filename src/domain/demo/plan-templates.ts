import type { PlanTemplate } from '@domain/plans/plan-template';

/**
 * The demo shop's two plan templates (settings/global.planTemplates, docs/plans.md "Templates"): the seed writes
 * them (scripts/seed-data.ts) and the tests take them as the shop's own.
 */
export const DEMO_PLAN_TEMPLATES: PlanTemplate[] = [
  {
    id: '3-months',
    name: '3 months',
    depositPercent: 25,
    count: 3,
    frequency: 'monthly',
    extra: { kind: 'percent', value: 6 },
    graceDays: 5,
    release: 'deposit',
    minTotal: 2000,
    scope: 'products_and_projects',
    active: true,
  },
  {
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
  },
];
