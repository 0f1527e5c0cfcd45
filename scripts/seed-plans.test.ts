import { describe, expect, it } from 'vitest';
import { shopDay } from '@domain/shared/date-time';
import { toPesewas } from '@domain/shared/money';
import { planPosition } from '@domain/plans/plan-ledger';
import { planFromRecord, PLAN_STATUSES } from '@domain/plans/plan-record';
import { planSchedule } from '@domain/plans/plan-schedule';
import { planTemplateSchema } from '@domain/plans/plan-template';
import { SEED_PRODUCTS } from '@domain/demo/catalogue';
import { DEMO_PLAN_TEMPLATES } from '@domain/demo/plan-templates';
import { DEMO_USERS } from './seed-data';
import { generateCustomers, numberOrders } from './seed-orders';
import { generatePlans, withOrderNumbers } from './seed-plans';

const now = Date.parse('2026-11-26T09:00:00Z');
const generated = generatePlans(generateCustomers(14, now), now);
numberOrders(generated.orders);
const asDate = (value: unknown) => (value instanceof Date ? value : new Date(0));
const plans = withOrderNumbers(generated.plans, generated.orders).map((d) => ({
  plan: planFromRecord(d.path.split('/')[1]!, d.data, asDate),
  stored: d.data,
  order: generated.orders.find((o) => o.path === `orders/${d.path.split('/')[1]}`)!.data,
}));

describe('the demo plans', () => {
  it('use the two demo templates, valid as staff save them', () => {
    for (const t of DEMO_PLAN_TEMPLATES) expect(planTemplateSchema.parse(t)).toEqual(t);
  });

  it('are in every status, the demo customer and others', () => {
    expect(new Set(plans.map((p) => p.plan.status))).toEqual(new Set(PLAN_STATUSES));
    const owners = new Set(plans.map((p) => p.plan.userId));
    expect(owners.has(DEMO_USERS.customer.uid)).toBe(true);
    expect(owners.size).toBeGreaterThan(1);
  });

  it('have money exact to the pesewa: their order’s total on the template, payments adding up to paid', () => {
    for (const { plan, stored, order } of plans) {
      const template = DEMO_PLAN_TEMPLATES.find((t) => t.id === plan.schedule.templateId)!;
      expect(plan.schedule).toEqual(planSchedule(toPesewas(order.total as number), template, plan.schedule.startDay));
      expect(plan.payments.reduce((sum, p) => sum + p.amount, 0)).toBe(plan.paid);
      expect(stored.remaining).toBe(plan.schedule.total - plan.paid - plan.waived);
      expect(plan.timeline.at(-1)?.status).toBe(plan.status);
      expect(plan.source).toEqual({ kind: 'order', id: plan.id, number: order.number });
      expect(plan.searchKeys).toContain(String(order.number).toLowerCase());
      expect(order.paymentMethod).toBe('instalments');
      for (const item of order.items as { productId: string; price: number }[]) {
        expect(SEED_PRODUCTS.find((p) => p.id === item.productId)?.price).toBe(item.price);
      }
      const position = planPosition(plan.schedule, plan.paid, plan.waived, shopDay(new Date(now)));
      if (plan.status === 'owned') expect(position.remaining).toBe(0);
      else expect(position.remaining).toBeGreaterThan(0);
      if (plan.status === 'overdue') expect(position.overdue).toBe(true);
      if (plan.status === 'awaiting_deposit') expect(plan.paid).toBe(0);
      if (plan.status !== 'awaiting_deposit') expect(plan.depositDueBy).toBeNull();
    }
  });

  it('count in sales and the customers’ totals only when their order is not cancelled', () => {
    const kept = plans.filter((p) => p.order.status !== 'cancelled');
    const units = kept.flatMap((p) => p.order.items as { quantity: number }[]).reduce((s, i) => s + i.quantity, 0);
    expect([...generated.sales.values()].reduce((s, n) => s + n, 0)).toBe(units);
    expect([...generated.totals.values()].reduce((s, t) => s + t.orders, 0)).toBe(kept.length);
    for (const p of plans.filter((x) => x.order.status === 'cancelled')) {
      expect(['expired', 'refunded']).toContain(p.order.paymentStatus);
    }
  });

  it('stay as they are for two days: none becomes overdue, no deposit expires (journeys move the clock a day)', () => {
    const later = shopDay(new Date(now + 2 * 86_400_000));
    for (const { plan } of plans.filter((p) => p.plan.status === 'active')) {
      expect(planPosition(plan.schedule, plan.paid, plan.waived, later).overdue).toBe(false);
    }
    for (const { plan } of plans.filter((p) => p.plan.status === 'awaiting_deposit')) {
      expect(plan.depositDueBy!.getTime()).toBeGreaterThan(now + 24 * 3_600_000);
    }
  });
});
