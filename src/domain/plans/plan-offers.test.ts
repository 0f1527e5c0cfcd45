import { describe, expect, it } from 'vitest';
import { calculateTotals } from '@domain/order/pricing';
import { toPesewas } from '@domain/shared/money';
import { offeredSchedules, planPaymentFrom } from './plan-offers';
import type { PlanTemplate } from './plan-template-terms';
import { THREE_MONTHS_GOODS } from './plan-template.fixtures';

const SETTINGS = { taxRate: 12.5, deliveryFee: 50, freeDeliveryThreshold: 5000 };
const THREE_MONTHS: PlanTemplate = { ...THREE_MONTHS_GOODS, minTotal: 5000 };
const SIX_MONTHS: PlanTemplate = { ...THREE_MONTHS, id: 'six-months', name: '6 months', count: 6 };
const TWELVE_WEEKS: PlanTemplate = { ...THREE_MONTHS, id: 'twelve-weeks', count: 12, frequency: 'weekly' };
const today = '2026-01-10';

describe('planPaymentFrom (the product page\u2019s "or from GH₵X a month")', () => {
  it('is the largest payment of the cheapest monthly plan checkout offers for the product collected at the shop', () => {
    const price = 13_400;
    const from = planPaymentFrom({
      templates: [THREE_MONTHS, SIX_MONTHS, TWELVE_WEEKS],
      price,
      settings: SETTINGS,
      today,
    });
    // Checkout's own figures for the same cash total: 13,400 + 12.5 % tax, collected (no delivery fee).
    const { total } = calculateTotals([{ price, quantity: 1 }], SETTINGS, 'pickup', null);
    expect(total).toBe(15_075);
    const six = offeredSchedules({ templates: [SIX_MONTHS], cashTotal: total, kind: 'order', today })[0]!;
    expect(six.cash).toBe(toPesewas(15_075));
    expect(from).toEqual({ amount: Math.max(...six.instalments.map((i) => i.amount)), frequency: 'monthly' });
  });

  it('says a week when only weekly plans apply, and nothing below every plan\u2019s smallest total or with none', () => {
    expect(planPaymentFrom({ templates: [TWELVE_WEEKS], price: 13_400, settings: SETTINGS, today })?.frequency).toBe(
      'weekly',
    );
    expect(planPaymentFrom({ templates: [THREE_MONTHS], price: 4000, settings: SETTINGS, today })).toBeNull();
    expect(
      planPaymentFrom({ templates: [{ ...THREE_MONTHS, active: false }], price: 13_400, settings: SETTINGS, today }),
    ).toBeNull();
    expect(planPaymentFrom({ templates: [], price: 13_400, settings: SETTINGS, today })).toBeNull();
  });
});
