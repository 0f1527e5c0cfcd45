import { expect, test } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { FINANCED, planDocument } from '../plan-fixture';
import { shopDay } from '@domain/shared/date-time';
import { formatPesewas, toPesewas } from '@domain/shared/money';
import { planPosition } from '@domain/plans/plan-ledger';
import { PLAN_DECISION_WORDS } from '@domain/plans/messages';
import { orderPlanFigures } from '@domain/order/order-payment-state';
import { ORDER_PAYMENT_WORDS } from '@domain/order/messages';
import type { PlanSchedule } from '@domain/plans/plan-schedule';
import { createTestProduct, openAsAdmin, placeOrderAs } from './admin-support';
import { createCustomer } from './auth-support';
import { adminDb } from './firestore';
import { expectNoAxeViolations } from './support';

/**
 * Payment plans, staff's side (docs/plans.md, "Staff"), at 1280 px. A plan waiting for approval (a real order,
 * its deposit paid, as checkout and the payment leave it): staff open Plans, approve it, and its order shows the
 * goods released and is confirmed. An overdue plan: it is in Arrears, found by the customer's name, a call with a
 * promise to pay is logged, and a cash payment at the shop brings it back up to date. Every screen passes axe.
 */

test.use({ viewport: { width: 1280, height: 800 } });

const DAY = 86_400_000;
const today = () => shopDay(new Date());
const daysAgo = (n: number) => shopDay(new Date(Date.now() - n * DAY));

/** A real order of 2 products at GH₵1,500 and its plan (the deposit paid), written as checkout and payments leave it. */
async function planOrder(label: string, name: string, fields: Record<string, unknown>, startDay = today()) {
  const productId = await createTestProduct({ price: 1500, stock: 10 });
  const customer = await createCustomer(label);
  const orderId = await placeOrderAs(customer, [{ productId, quantity: 2 }]);
  const order = (await adminDb().doc(`orders/${orderId}`).get()).data()!;
  const cash = toPesewas(order.total as number);
  const plan = planDocument(
    {
      order: { id: orderId, number: order.number as string, userId: customer.uid },
      customer: { name, email: customer.email, phone: '+233245550127' },
      cash,
      template: FINANCED,
      startDay,
      status: 'awaiting_approval',
      paid: Math.round((cash * FINANCED.depositPercent) / 100),
      at: Timestamp.now(),
    },
    today(),
  );
  await adminDb()
    .doc(`plans/${orderId}`)
    .set({ ...plan, ...fields });
  // Its order, as checkout and the deposit leave it: paid in instalments, keeping its plan's state.
  await adminDb()
    .doc(`orders/${orderId}`)
    .update({
      paymentMethod: 'instalments',
      paymentStatus: 'awaiting_payment',
      plan: {
        id: orderId,
        templateId: FINANCED.id,
        releasedAt: null,
        ownedAt: null,
        status: fields.status ?? plan.status,
        paid: plan.paid,
        figures: orderPlanFigures(plan.schedule as PlanSchedule),
      },
    });
  return {
    orderId,
    number: order.number as string,
    schedule: plan.schedule as PlanSchedule,
    paid: plan.paid as number,
  };
}

test('staff approve a plan waiting for approval, and its order is released and confirmed', async ({ page }) => {
  const word = `Sulemana${Date.now().toString(36)}`;
  const { orderId, number } = await planOrder('plan approval', `Abiba ${word}`, {});

  await openAsAdmin(page, '/admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Plans', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment plans' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Waiting for approval' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('search').getByLabel('Search').fill(word.toLowerCase());
  const waiting = page.getByRole('region', { name: 'Waiting for approval' });
  await expect(waiting.getByRole('listitem')).toHaveCount(1);
  const row = waiting.getByRole('listitem').filter({ hasText: number });
  await expect(row).toContainText('Waiting for approval');
  await expectNoAxeViolations(page);
  await row.getByRole('link').click();

  await expect(page.getByRole('heading', { level: 1, name: `Payment plan ${number}` })).toBeVisible();
  await expect(page.getByTestId('plan-release')).toHaveText(PLAN_DECISION_WORDS.order.notReleased);
  await expect(page.getByRole('list', { name: 'Schedule' }).getByRole('listitem').first()).toContainText('Paid');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Approve the plan' }).click();
  await expect(page.getByTestId('plan-status')).toHaveText('Being paid');
  await expect(page.getByTestId('plan-release')).toContainText(PLAN_DECISION_WORDS.order.released);
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Approved by the shop');

  // The order says so, and moves on.
  await page.getByRole('link', { name: `Order ${number}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  await expect(page.getByTestId('order-plan')).toContainText(ORDER_PAYMENT_WORDS.plan.staff.instalments);
  await expect(page.getByTestId('order-plan')).toContainText(ORDER_PAYMENT_WORDS.plan.staffGoods.handOver);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Mark confirmed' }).click();
  await expect(page.getByTestId('order-state')).toContainText('Confirmed');
  expect((await adminDb().doc(`orders/${orderId}`).get()).get('plan.releasedAt')).toBeInstanceOf(Timestamp);
});

test('an overdue plan is found in Arrears by name, a promise is logged, and a cash payment clears it', async ({
  page,
}) => {
  const word = `Wumbei${Date.now().toString(36)}`;
  // Started 40 days ago: the first monthly payment was due 10 days ago, past its 5 days of grace.
  const { number, schedule, paid } = await planOrder(
    'plan arrears',
    `Fuseina ${word}`,
    {
      status: 'overdue',
      overdueSince: daysAgo(4),
      decision: { approved: true, reason: '', by: 'staff', byName: 'Staff', at: Timestamp.now() },
    },
    daysAgo(40),
  );
  const due = planPosition(schedule, paid, 0, today());
  expect(due.overdue).toBe(true);

  await openAsAdmin(page, '/admin/plans');
  await page.getByRole('navigation', { name: 'Plans' }).getByRole('link', { name: 'Arrears' }).click();
  await page.getByRole('search').getByLabel('Search').fill(word.toLowerCase());
  const arrears = page.getByRole('region', { name: 'Arrears' });
  await expect(arrears.getByRole('listitem')).toHaveCount(1);
  const row = arrears.getByRole('listitem').filter({ hasText: number });
  await expect(row).toContainText(`Days past due${due.daysPastDue}`);
  await expect(row).toContainText(`Amount due${formatPesewas(due.amountDue)}`);
  await expect(row).toContainText('Last contactNot yet');
  await expectNoAxeViolations(page);
  await row.getByRole('link').click();

  await expect(page.getByRole('heading', { level: 1, name: `Payment plan ${number}` })).toBeVisible();
  await expect(page.getByTestId('plan-status')).toHaveText('Overdue');
  const promise = shopDay(new Date(Date.now() + 3 * DAY));
  const call = page.getByRole('form', { name: 'Log a call' });
  await call.getByLabel('What came of it').selectOption({ label: 'Promised to pay' });
  await call.getByLabel('What was said').fill('Her salary comes on Friday; she will pay at the shop.');
  await call.getByLabel('Promised to pay by').fill(promise);
  await call.getByRole('button', { name: 'Save the call' }).click();
  await expect(page.getByRole('list', { name: 'Call log' })).toContainText('Her salary comes on Friday');
  await expect(page.getByRole('list', { name: 'Call log' })).toContainText('Promised to pay');
  await expectNoAxeViolations(page);

  const payment = page.getByRole('form', { name: 'Record a payment' });
  await expect(payment.getByLabel('Amount (GHS)')).toHaveValue(String(due.amountDue / 100));
  await payment.getByLabel('Receipt or transaction reference').fill('RCPT-0042');
  await payment.getByRole('button', { name: 'Record the payment' }).click();
  await expect(page.getByTestId('plan-status')).toHaveText('Being paid');
  await expect(page.getByRole('list', { name: 'Payments' })).toContainText('RCPT-0042');
  await expect(page.getByTestId('plan-due')).toHaveText(formatPesewas(0));

  // Out of the arrears.
  await page.getByRole('link', { name: 'All plans' }).click();
  await page.getByRole('navigation', { name: 'Plans' }).getByRole('link', { name: 'Arrears' }).click();
  await page.getByRole('search').getByLabel('Search').fill(word.toLowerCase());
  await expect(page.getByRole('region', { name: 'Arrears' })).toContainText('No plan matches.');
});
