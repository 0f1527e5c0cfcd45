import { ORDER_PAYMENTS } from './orders/lib/order-payments';
import { ORDER_PLANS } from './orders/lib/order-plan';
import { registerPaymentPurpose } from './payments/lib/purposes';
import { PLAN_PAYMENTS } from './plans/lib/plan-payments';
import { registerPlanSource } from './plans/lib/plan-sources';
import { PROJECT_PAYMENTS } from './projects/lib/project-payments';
import { PROJECT_PLANS } from './projects/lib/project-plan';

/**
 * Where the capabilities meet (docs/architecture.md, "Payments at the bottom"): the payments know of no order,
 * plan or project, and the plans know of no order or project; each of those tells the one below it, here, how it
 * is paid for. index.ts loads this first, and so do the sweeps run by hand (scripts/lib/sweep.ts) and the
 * functions tests (functions/test/support.ts).
 *
 * The payments' table of purposes (payments/lib/purposes.ts), by charge reference:
 * - `<order id>-<n>`: an order paid now (orders/lib/order-payments.ts): the order paid; Paystack's refund applied;
 * - `plan.<id>.<n>`: a plan's deposit, instalment or payoff (plans/lib/plan-payments.ts), as a payment at the shop;
 * - `project.<id>.<n>`: a project's deposit or balance (projects/lib/project-payments.ts); Paystack's refund of the
 *   deposit applied.
 *
 * The plans' sources (plans/lib/plan-sources.ts), what a plan pays for:
 * - an order (orders/lib/order-plan.ts): it keeps the plan's status, paid and release, is paid once the plan is
 *   owned, and is cancelled with a plan declined or whose deposit did not come;
 * - a project (projects/lib/project-plan.ts): its deposit paid, installation released and balance paid by the
 *   plan, and cancelled with a plan declined.
 */
registerPaymentPurpose(ORDER_PAYMENTS);
registerPaymentPurpose(PLAN_PAYMENTS);
registerPaymentPurpose(PROJECT_PAYMENTS);
registerPlanSource(ORDER_PLANS);
registerPlanSource(PROJECT_PLANS);
