import type { PlanTemplate } from './plan-template';

/** The domain tests' layaway template: 10 % down, 12 weekly payments, no extra cost, goods when all is paid. */
export const LAYAWAY: PlanTemplate = {
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
