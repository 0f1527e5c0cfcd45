import { describe, expect, it } from 'vitest';
import { renderEmail, renderSms } from '@domain/notifications/notification-templates';
import { ghsText, SMS_LIMIT } from '@domain/notifications/notification-text';
import { formatDay } from '@domain/shared/date-time';
import { fromPesewas } from '@domain/shared/money';
import { planSchedule } from '@domain/plans/plan-schedule';
import type { PlanTemplate } from '@domain/plans/plan-template';
import { orderEvents, orderNotificationData } from './order-notifications';
import { orderFromRecord } from './order-record';
import { orderPlanFigures } from './order-payment-state';
import { ORDER_PAYMENT_WORDS as W } from './messages';
import { THREE_MONTHS_GOODS } from '@domain/plans/plan-template.fixtures';

const TEMPLATE: PlanTemplate = THREE_MONTHS_GOODS;
const schedule = planSchedule(1_207_500, TEMPLATE, '2026-01-10');
const ghs = (pesewas: number) => ghsText(fromPesewas(pesewas));

const order = (plan: Record<string, unknown>, data: Record<string, unknown> = {}) =>
  orderFromRecord(
    'order-1',
    {
      number: 'SS-2611-12345',
      status: 'pending',
      paymentStatus: 'awaiting_payment',
      paymentMethod: 'instalments',
      total: 12_075,
      items: [{ productId: 'p', name: 'Hybrid inverter 5 kVA', price: 12_075, quantity: 1 }],
      delivery: { method: 'delivery', address: null },
      plan: {
        id: 'order-1',
        templateId: TEMPLATE.id,
        releasedAt: null,
        status: 'awaiting_deposit',
        paid: 0,
        figures: orderPlanFigures(schedule),
        ...plan,
      },
      ...data,
    },
    (v) => v,
  );
const data = (o: ReturnType<typeof order>) => orderNotificationData(o, 'https://shop.example', schedule);

describe('the messages of an order paid in instalments', () => {
  it("the order's e-mail quotes the plan's total, deposit and each instalment, never paying on delivery", () => {
    const mail = renderEmail('order_placed', data(order({})));
    expect(mail.text).toContain(`${ghs(schedule.total)} in all, a deposit of ${ghs(schedule.deposit)}`);
    for (const row of schedule.instalments)
      expect(mail.text).toContain(`${ghs(row.amount)} on ${formatDay(row.dueOn)}`);
    expect(mail.text).toContain(`The price in cash is ${ghs(schedule.cash)}.`);
    expect(mail.text).toContain(`Price in cash: ${ghs(schedule.cash)}`);
    expect(mail.text).toContain(W.plan.customerGoods.keptUntilPaid);
    expect(mail.text).not.toContain('pay on');
    expect(mail.text).not.toMatch(/^Total:/m);
    const sms = renderSms('order_placed', data(order({})));
    expect(sms).toContain(`deposit ${ghs(schedule.deposit)}`);
    expect(sms).toContain(`${ghs(schedule.total)} in all`);
    expect(sms.length).toBeLessThanOrEqual(SMS_LIMIT);
    expect(renderEmail('order_placed_staff', data(order({}))).text).toContain(`${ghs(schedule.total)} in all`);
  });

  it('the deposit paid is told once, with where the order now stands', () => {
    const before = order({});
    const after = order({ status: 'active', paid: schedule.deposit });
    expect(orderEvents(before, after)).toEqual([{ key: 'plan-deposit-paid', template: 'payment_received' }]);
    expect(orderEvents(after, order({ status: 'active', paid: schedule.deposit + 10 }))).toEqual([]);
    const mail = renderEmail('payment_received', data(after));
    expect(mail.subject).toContain('deposit received for order SS-2611-12345');
    expect(mail.text).toContain(`We received your deposit of ${ghs(schedule.deposit)}`);
    expect(mail.text).toContain(
      `${W.plan.customer.instalments}: ${ghs(schedule.deposit)} of ${ghs(schedule.total)} paid on your plan "3 months".`,
    );
    const sms = renderSms('payment_received', data(after));
    expect(sms).toContain(`${ghs(schedule.deposit)} of ${ghs(schedule.total)} paid on your plan`);
    expect(sms.length).toBeLessThanOrEqual(SMS_LIMIT);
  });

  it('fully paid: the order paid says what the plan received, not the cash price', () => {
    const before = order({ status: 'active', paid: schedule.deposit });
    const after = order(
      { status: 'owned', paid: schedule.total, releasedAt: 1, ownedAt: 1 },
      { paymentStatus: 'paid' },
    );
    expect(orderEvents(before, after)).toEqual([{ key: 'payment-paid', template: 'payment_received' }]);
    const mail = renderEmail('payment_received', data(after));
    expect(mail.text).toContain(`fully paid: ${ghs(schedule.total)} received in all`);
    expect(mail.text).not.toContain(ghs(schedule.cash));
  });
});
