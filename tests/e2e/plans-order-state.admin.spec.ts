import { expect, test, type Page } from '@playwright/test';
import { ghsText } from '@domain/notifications/notification-text';
import { ORDER_PAYMENT_WORDS as W } from '@domain/order/messages';
import { calculateTotals, resolveBusinessSettings } from '@domain/order/pricing';
import { planPaymentFrom } from '@domain/plans/plan-offers';
import { planSchedule } from '@domain/plans/plan-schedule';
import type { PlanTemplate } from '@domain/plans/plan-template';
import { formatDay, shopDay } from '@domain/shared/date-time';
import { formatPesewas, fromPesewas, toPesewas } from '@domain/shared/money';
import { planFromWords } from '../../src/features/catalog/components/plan-from-price';
import { CALLABLE_TIMEOUT_MS } from '../../src/lib/firebase/callable';
import { createTestProduct, openAsAdmin } from './admin-support';
import { createCustomer, signIn } from './auth-support';
import { APPROVING_WALLET, fillDeliveryAddress } from './checkout-support';
import { adminDb } from './firestore';
import { mailsTo } from './mail-support';
import { expectNoAxeViolations } from './support';

/**
 * A checkout order paid by a payment plan, its deposit paid (docs/plans.md "The order of a plan"): the
 * customer's order page and My orders (390 px), the order's e-mails (MailDev) and staff's order page (1280 px) all
 * say the same state, from the one rule (domain/order/order-payment-state.ts): deposit paid, instalments running,
 * the goods kept at the shop until everything is paid; and offer only what it allows: no "Cancel order", no
 * "Mark out for delivery" or "Mark delivered". The product page said "or from GH₵X a month" before checkout. The
 * shop's plans are set as staff set them (settings/global.planTemplates) and put back afterwards.
 */
test.use({ viewport: { width: 390, height: 844 } });
test.slow();

const LAYAWAY: PlanTemplate = {
  id: 'three-months',
  name: '3 months',
  depositPercent: 30,
  count: 3,
  frequency: 'monthly',
  extra: { kind: 'percent', value: 6 },
  graceDays: 5,
  release: 'paid',
  minTotal: 5000,
  scope: 'products',
  active: true,
};

const settingsDoc = () => adminDb().doc('settings/global');
let savedTemplates: unknown;

test.beforeAll(async () => {
  savedTemplates = (await settingsDoc().get()).get('planTemplates') ?? [];
  await settingsDoc().update({ planTemplates: [LAYAWAY] });
});

test.afterAll(async () => {
  await settingsDoc().update({ planTemplates: savedTemplates });
});

const placed = { timeout: CALLABLE_TIMEOUT_MS };

/** The payment badge and the sentence beside it on the customer's order page. */
const customerPayment = (page: Page) => page.getByTestId('payment-status').first();

test('a checkout order on a plan, deposit paid: every page and mail says the same state and offers only what is allowed', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const price = 12_000;
  const productId = await createTestProduct({ price, stock: 5 });
  const productName = (await adminDb().doc(`products/${productId}`).get()).get('name') as string;
  const business = resolveBusinessSettings((await settingsDoc().get()).get('business'));
  const customer = await createCustomer('plan-state');
  await page.goto('/');
  await signIn(page, customer.email, customer.password);

  // Before checkout: the product page says what a month on a plan costs, from the plans checkout offers.
  await page.goto(`/products/${productId}`);
  const from = planPaymentFrom({ templates: [LAYAWAY], price, settings: business, today: shopDay(new Date()) });
  expect(from).not.toBeNull();
  await expect(page.getByTestId('product-plan-from')).toHaveText(
    planFromWords(formatPesewas(from!.amount), from!.frequency),
  );
  await page.getByRole('button', { name: new RegExp(`^Add ${productName} to cart`) }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  // Checkout: "3 months", its card saying "Price in cash", placed; the deposit paid from the approving wallet.
  await page.goto('/checkout');
  await expect(page.getByRole('status').filter({ hasText: 'Stock and prices checked just now.' })).toBeVisible();
  await fillDeliveryAddress(page);
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.getByRole('radio', { name: /Pay in instalments/ }).check();
  await form.getByRole('radio', { name: '3 months' }).check();
  const { total: cashTotal } = calculateTotals([{ price, quantity: 1 }], business, 'delivery', 'Northern');
  const schedule = planSchedule(toPesewas(cashTotal), LAYAWAY, shopDay(new Date()));
  await expect(page.getByTestId('plan-three-months').getByText('Price in cash')).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?pay=${schedule.deposit}$`), placed);
  const orderId = new URL(page.url()).pathname.split('/').at(-1)!;
  const number = (await adminDb().doc(`orders/${orderId}`).get()).get('number') as string;
  // The plan's page names what it pays for.
  await expect(page.getByRole('list', { name: 'What this plan pays for' })).toHaveText(`1 × ${productName}`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Mobile Money number').fill(APPROVING_WALLET);
  await page.getByRole('radio', { name: 'MTN', exact: true }).check();
  await page.getByRole('button', { name: 'Send the payment request' }).click();
  await expect(
    page.getByText(`Payment of ${formatPesewas(schedule.deposit)} received. Thank you.`).first(),
  ).toBeVisible({ timeout: 30_000 });

  const state = W.plan.customer.instalments;
  const paidSoFar = W.plan.paidSoFar(formatPesewas(schedule.deposit), formatPesewas(schedule.total));

  // My orders: the same state, never "waiting" for a Mobile Money payment.
  await page.goto('/orders');
  const row = page.getByRole('link', { name: `Order ${number}` });
  await expect(row.getByTestId('payment-status')).toHaveText(state);
  await expect(page.getByText(W.waiting)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The order's page: the state, the plan's total and where the goods are; no Cancel order, a way to the plan.
  await row.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
  await expect(customerPayment(page)).toHaveText(state);
  await expect(page.getByTestId('payment-detail')).toContainText(paidSoFar);
  await expect(page.getByTestId('payment-detail')).toContainText(W.plan.customerGoods.keptUntilPaid);
  await expect(page.getByRole('link', { name: W.plan.payPlan })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(page.getByText(W.waiting)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The mails: the order's quotes the plan (its total, deposit and every instalment), never paying on delivery;
  // the deposit's says the same state as the pages.
  const ghs = (pesewas: number) => ghsText(fromPesewas(pesewas));
  await expect.poll(async () => (await mailsTo(customer.email)).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  const mails = await mailsTo(customer.email);
  const placedMail = mails.find((m) => m.subject.endsWith(`order ${number} received`));
  expect(placedMail?.text).toContain(`${ghs(schedule.total)} in all, a deposit of ${ghs(schedule.deposit)}`);
  for (const row of schedule.instalments) {
    expect(placedMail?.text).toContain(`${ghs(row.amount)} on ${formatDay(row.dueOn)}`);
  }
  expect(placedMail?.text).not.toMatch(/pay on delivery/i);
  const depositMail = mails.find((m) => m.subject.endsWith(`deposit received for order ${number}`));
  expect(depositMail?.text).toContain(`We received your deposit of ${ghs(schedule.deposit)}`);
  expect(depositMail?.text).toContain(`${state}: ${ghs(schedule.deposit)} of ${ghs(schedule.total)} paid`);
  expect(depositMail?.text).toContain(W.plan.customerGoods.keptUntilPaid);

  // Staff's order page: the same state; neither delivery steps nor a cancel while the plan keeps the goods.
  const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await staff.newPage();
  await openAsAdmin(admin, `/admin/orders/${orderId}`);
  await expect(admin.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  await expect(admin.getByTestId('order-state').getByTestId('payment-status')).toHaveText(W.plan.staff.instalments);
  await expect(admin.getByTestId('order-plan')).toContainText(W.plan.staffGoods.keptUntilPaid);
  await expect(admin.getByTestId('next-step')).toContainText(W.plan.staffGoods.cancelOnPlan);
  for (const name of ['Mark confirmed', 'Mark out for delivery', 'Mark delivered', 'Mark as paid', 'Cancel order']) {
    await expect(admin.getByRole('button', { name })).toHaveCount(0);
  }
  await expect(admin.getByText('Awaiting payment')).toHaveCount(0);
  await expectNoAxeViolations(admin);
  // The list says the same.
  await admin.goto(`/admin/orders?q=${encodeURIComponent(number)}`);
  await expect(admin.getByRole('row').filter({ hasText: number }).getByTestId('payment-status')).toHaveText(
    W.plan.staff.instalments,
  );
  await staff.close();

  // Stored: the order keeps its plan's state with the payment.
  expect((await adminDb().doc(`orders/${orderId}`).get()).get('plan')).toMatchObject({
    status: 'active',
    paid: schedule.deposit,
    releasedAt: null,
  });
});
