import { DEMO_PLAN_TEMPLATES } from '../../../scripts/seed-plan-templates';
import type { PlanTemplate } from './plan-template';

/**
 * The domain tests' layaway template, the demo shop's (scripts/seed-plan-templates.ts): 10 % down, 12 weekly
 * payments, no extra cost, goods when all is paid.
 */
export const LAYAWAY: PlanTemplate = DEMO_PLAN_TEMPLATES.find((t) => t.id === '12-weeks-layaway')!;
