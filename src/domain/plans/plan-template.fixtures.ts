import { DEMO_PLAN_TEMPLATES } from '@domain/demo/plan-templates';
import type { PlanTemplate } from './plan-template';

/**
 * The domain tests' layaway template, the demo shop's (src/domain/demo/plan-templates.ts): 10 % down, 12 weekly
 * payments, no extra cost, goods when all is paid.
 */
export const LAYAWAY: PlanTemplate = DEMO_PLAN_TEMPLATES.find((t) => t.id === '12-weeks-layaway')!;

/** Goods in 3 months: 30 % down, 3 monthly payments, 6 % on the part paid in instalments, goods when all is paid. */
export const THREE_MONTHS_GOODS: PlanTemplate = {
  id: 'three-months',
  name: '3 months',
  depositPercent: 30,
  count: 3,
  frequency: 'monthly',
  extra: { kind: 'percent', value: 6 },
  graceDays: 5,
  release: 'paid',
  minTotal: 0,
  scope: 'products',
  active: true,
};

/** A financed installation: 20 % down, 3 monthly payments, 10 % extra, installed after the deposit. */
export const FINANCED_THREE_MONTHS: PlanTemplate = {
  id: 'project-three-months',
  name: '3 months',
  depositPercent: 20,
  count: 3,
  frequency: 'monthly',
  extra: { kind: 'percent', value: 10 },
  graceDays: 3,
  release: 'deposit',
  minTotal: 1000,
  scope: 'products_and_projects',
  active: true,
};
