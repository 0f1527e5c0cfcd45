import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { MailDevEmail } from '../../scripts/lib/maildev';
import type { RecordedSms } from '../../scripts/lib/sms-standin';
import { planPosition } from '@domain/plans/plan-ledger';
import { pdfText } from '../../src/lib/pdf-text';
import { openAsAdmin } from './admin-support';
import { formatDay, shopDay } from '@domain/shared/date-time';
import { formatPesewas, toPesewas } from '@domain/shared/money';
import { PLAN_CHECKOUT_MESSAGES, PLAN_DECISION_WORDS, PLAN_REFUSAL_MESSAGES } from '@domain/plans/messages';
import { planSchedule, type PlanSchedule } from '@domain/plans/plan-schedule';
import type { PlanTemplate } from '@domain/plans/plan-template';
import { calculateTotals } from '@domain/order/pricing';
import { SEED_PRODUCTS, SEED_SETTINGS } from '../../scripts/seed-data';
import { createCustomer, signIn } from './auth-support';
import { APPROVING_WALLET, fillDeliveryAddress } from './checkout-support';
import { adminDb } from './firestore';
import { expectNoAxeViolations } from './support';
import { CALLABLE_TIMEOUT_MS } from '../../src/lib/firebase/callable';
import { env } from './mail-support';

/**
 * Choosing a payment plan at checkout on a phone (390 px, docs/plans.md): an inverter and a battery from the
 * catalogue, "3 months" chosen with its whole disclosure on screen, confirmed; the plan stored has exactly the
 * figures shown, and the shopper lands on the plan's page with the deposit's Mobile Money form asked for. The
 * shop's plans are set as staff set them in Settings (settings/global.planTemplates), and put back afterwards.
 * Each test has its own new customer: the demo customer already has as many orders waiting as the shop allows.
 */
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: 'serial' });
// Placing the order waits for placeOrder as the checkout does (up to the app's callable time-out): on a busy
// machine its first call starts the functions' worker.
test.slow();
const placed = { timeout: CALLABLE_TIMEOUT_MS };

const THREE_MONTHS: PlanTemplate = {
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
const SIX_WEEKS: PlanTemplate = {
  ...THREE_MONTHS,
  id: 'six-weeks',
  name: '6 weeks',
  depositPercent: 40,
  count: 6,
  frequency: 'weekly',
  extra: { kind: 'flat', value: 150 },
  release: 'deposit',
};

const INVERTER = SEED_PRODUCTS.find((p) => p.id === 'inverter-growatt-spf-5000-es')!;
const BATTERY = SEED_PRODUCTS.find((p) => p.id === 'battery-pylontech-us5000-48v')!;

let savedTemplates: unknown;
const settingsDoc = () => adminDb().doc('settings/global');

test.beforeAll(async () => {
  savedTemplates = (await settingsDoc().get()).get('planTemplates') ?? [];
  await settingsDoc().update({ planTemplates: [THREE_MONTHS, SIX_WEEKS] });
});

test.afterAll(async () => {
  await settingsDoc().update({ planTemplates: savedTemplates });
});

/** What the checkout shows for the inverter and the battery delivered to the Northern Region, on `template`. */
function expectedSchedule(template: PlanTemplate): PlanSchedule {
  const lines = [INVERTER, BATTERY].map(({ price }) => ({ price, quantity: 1 }));
  const { total } = calculateTotals(lines, SEED_SETTINGS.business, 'delivery', 'Northern');
  return planSchedule(toPesewas(total), template, shopDay(new Date()));
}

const escaped = (name: string) => name.replace(/[()]/g, '\\$&');

/** A new customer, signed in, with the inverter and the battery in the cart, at the checkout, address filled. */
async function atCheckout(page: Page, label: string) {
  const customer = await createCustomer(label);
  await page.goto('/');
  await signIn(page, customer.email, customer.password);
  for (const [product, count] of [
    [INVERTER, '1'],
    [BATTERY, '2'],
  ] as const) {
    await page.goto(`/products/${product.id}`);
    await page.getByRole('button', { name: new RegExp(`^Add ${escaped(product.name)} to cart`) }).click();
    await expect(page.getByTestId('cart-badge')).toHaveText(count);
  }
  await page.goto('/checkout');
  await expect(page.getByRole('status').filter({ hasText: 'Stock and prices checked just now.' })).toBeVisible();
  await fillDeliveryAddress(page);
  return customer;
}

/** The figures of one plan as shown: each label's value in the plan's card. */
const figure = (page: Page, templateId: string, label: string) =>
  page.getByTestId(`plan-${templateId}`).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');

async function expectDisclosed(page: Page, schedule: PlanSchedule) {
  const card = page.getByTestId(`plan-${schedule.templateId}`);
  const W = PLAN_CHECKOUT_MESSAGES;
  await expect(figure(page, schedule.templateId, W.cash)).toHaveText(formatPesewas(schedule.cash));
  await expect(figure(page, schedule.templateId, W.deposit)).toHaveText(formatPesewas(schedule.deposit));
  await expect(figure(page, schedule.templateId, W.total)).toHaveText(formatPesewas(schedule.total));
  await expect(figure(page, schedule.templateId, W.extraLabel)).toContainText(formatPesewas(schedule.extra));
  const rows = card.getByRole('row');
  await expect(rows).toHaveText([
    'DueAmount',
    `${W.depositRow}${formatPesewas(schedule.deposit)}`,
    ...schedule.instalments.map((i) => `${formatDay(i.dueOn)}${formatPesewas(i.amount)}`),
  ]);
  await expect(card.getByText(W.late(schedule.graceDays))).toBeVisible();
  await expect(card.getByText(W.releasePaid)).toBeVisible();
}

/** The plan stored for the order placed, as the shop keeps it. */
async function storedPlanOf(uid: string) {
  const plans = await adminDb().collection('plans').where('userId', '==', uid).get();
  expect(plans.docs).toHaveLength(1);
  return plans.docs[0]!;
}

test('a 3-month plan for an inverter and a battery: the whole disclosure, then the deposit asked for', async ({
  page,
}) => {
  const customer = await atCheckout(page, 'plan-choose');
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.getByRole('radio', { name: /Pay in instalments/ }).check();
  const schedule = expectedSchedule(THREE_MONTHS);
  await expect(page.getByText(PLAN_CHECKOUT_MESSAGES.payNowCompare(formatPesewas(schedule.cash)))).toBeVisible();
  await form.getByRole('radio', { name: '3 months' }).check();
  await expectDisclosed(page, schedule);
  // The other plan is compared too.
  await expect(figure(page, 'six-weeks', PLAN_CHECKOUT_MESSAGES.deposit)).toHaveText(
    formatPesewas(expectedSchedule(SIX_WEEKS).deposit),
  );
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/plans\/[^/?]+\?pay=\d+$/, placed);
  const plan = await storedPlanOf(customer.uid);
  expect(page.url()).toMatch(new RegExp(`/plans/${plan.id}\\?pay=${schedule.deposit}$`));
  expect(plan.get('schedule')).toEqual(schedule);
  expect(plan.get('status')).toBe('awaiting_deposit');
  expect(plan.get('remaining')).toBe(schedule.total);
  const order = await adminDb().doc(`orders/${plan.id}`).get();
  expect(order.get('paymentMethod')).toBe('instalments');
  // The order keeps where its plan stands and the schedule's figures, which every reader of the order states.
  expect(order.get('plan')).toEqual({
    id: plan.id,
    templateId: 'three-months',
    releasedAt: null,
    status: 'awaiting_deposit',
    paid: 0,
    figures: { name: '3 months', count: 3, release: 'paid', total: schedule.total, deposit: schedule.deposit },
  });
});

test('the shop changes the plan while the shopper reads it: the new schedule is shown, confirmed, placed', async ({
  page,
}) => {
  const customer = await atCheckout(page, 'plan-changed');
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.getByRole('radio', { name: /Pay in instalments/ }).check();
  await form.getByRole('radio', { name: '3 months' }).check();
  await expectDisclosed(page, expectedSchedule(THREE_MONTHS));

  // Staff raise the deposit to 40 % (Admin › Settings) before the shopper presses Place order.
  const changed = { ...THREE_MONTHS, depositPercent: 40 };
  await settingsDoc().update({ planTemplates: [changed, SIX_WEEKS] });
  const now = expectedSchedule(changed);
  await page.getByRole('button', { name: 'Place order' }).click();
  const notice = page.getByRole('alert').filter({ hasText: PLAN_REFUSAL_MESSAGES.schedule_changed });
  await expect(notice).toBeVisible(placed);
  await expect(notice).toContainText(formatPesewas(now.total));
  await expect(notice.getByRole('row').nth(1)).toHaveText(
    `${PLAN_CHECKOUT_MESSAGES.depositRow}${formatPesewas(now.deposit)}`,
  );
  expect(await adminDb().collection('plans').where('userId', '==', customer.uid).get()).toHaveProperty('size', 0);
  // The plan's card shows the new figures too; confirmed again, the order is placed with them.
  await expect(figure(page, 'three-months', PLAN_CHECKOUT_MESSAGES.deposit)).toHaveText(formatPesewas(now.deposit));
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?pay=${now.deposit}$`), placed);
  expect((await storedPlanOf(customer.uid)).get('schedule')).toEqual(now);
});

/** The approving test wallet of Paystack's stand-in (README, "Paying now with Mobile Money"). */

/**
 * The whole plan, as one customer and the shop live it: "3 months" (released at the deposit once the shop
 * approves) chosen at checkout for the inverter and the battery, the deposit paid at once with the approving
 * wallet, staff approve it, the morning sweep three days before the first instalment (its script, the clock
 * moved for this plan only) mails and texts the one-tap link, the customer pays that instalment from the mail's
 * link, pays the rest off early, and keeps the ownership receipt.
 */
test('a 3-month plan from checkout to ownership: deposit, approval, a reminder paid from its link, paid off', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const financed: PlanTemplate = { ...THREE_MONTHS, release: 'deposit' };
  await settingsDoc().update({ planTemplates: [financed, SIX_WEEKS] });
  const customer = await atCheckout(page, 'plan-chain');
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.getByRole('radio', { name: /Pay in instalments/ }).check();
  await form.getByRole('radio', { name: '3 months' }).check();
  const schedule = expectedSchedule(financed);
  await expect(figure(page, 'three-months', PLAN_CHECKOUT_MESSAGES.total)).toHaveText(formatPesewas(schedule.total));
  await expect(page.getByTestId('plan-three-months').getByText(PLAN_CHECKOUT_MESSAGES.releaseDeposit)).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?pay=${schedule.deposit}$`), placed);
  const planId = new URL(page.url()).pathname.split('/').at(-1)!;

  // The deposit, at once, from the form the checkout opened.
  const payFromWallet = async (received: string) => {
    await page.getByLabel('Mobile Money number').fill(APPROVING_WALLET);
    await page.getByRole('radio', { name: 'MTN', exact: true }).check();
    await page.getByRole('button', { name: 'Send the payment request' }).click();
    await expect(page.getByText(received).first()).toBeVisible({ timeout: 30_000 });
  };
  await expect(page.getByLabel('Amount to pay (GHS)')).toHaveValue((schedule.deposit / 100).toFixed(2));
  await page.getByRole('button', { name: 'Continue' }).click();
  await payFromWallet(`Payment of ${formatPesewas(schedule.deposit)} received. Thank you.`);
  await expect(page.getByText("Deposit paid: waiting for the shop's approval").first()).toBeVisible();

  // Staff approve it: the goods are released and the order can move on.
  const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await staff.newPage();
  await openAsAdmin(admin, `/admin/plans/${planId}`);
  await admin.getByRole('button', { name: 'Approve the plan' }).click();
  await expect(admin.getByTestId('plan-status')).toHaveText('Being paid');
  await expect(admin.getByTestId('plan-release')).toContainText(PLAN_DECISION_WORDS.order.released);
  await staff.close();

  // Three days before the first instalment, the morning sweep (for this plan only: the clock moves weeks).
  const first = schedule.instalments[0]!;
  const daysAhead = Math.round((Date.parse(first.dueOn) - Date.parse(schedule.startDay)) / 86_400_000) - 3;
  const queued = execFileSync(
    'node_modules/.bin/tsx',
    ['scripts/send-plan-reminders.ts', '--days-ahead', String(daysAhead), '--plan', planId],
    { encoding: 'utf8', env: process.env },
  ).split('\n');
  expect(queued).toEqual(
    expect.arrayContaining([`plan-${planId}-row-1-before-customer-email`, `plan-${planId}-row-1-before-customer-sms`]),
  );
  const mails = async () =>
    ((await (await fetch(`${env('MAILDEV_URL')}/api/email`)).json()) as MailDevEmail[]).filter(
      (m) => m.to.some((t) => t.address === customer.email) && m.html.includes(`/plans/${planId}?pay=${first.amount}`),
    );
  await expect.poll(async () => (await mails()).length, { timeout: 30_000 }).toBe(1);
  const href = /<a href="([^"]+)">Tap to pay/.exec((await mails())[0]!.html)?.[1]?.replace(/&amp;/g, '&');
  expect(href).toBeTruthy();
  expect(new URL(href!).searchParams.get('pay')).toBe(String(first.amount));
  await expect
    .poll(async () =>
      ((await (await fetch(`${env('SMS_STANDIN_URL')}/__standin/messages`)).json()) as RecordedSms[])
        .map((m) => m.message)
        .filter((m) => m.includes(href!)),
    )
    .toHaveLength(1);

  // The customer taps the mail's link: the payment for that instalment, paid from the approving wallet.
  await page.goto(href!);
  await expect(page.getByLabel('Amount to pay (GHS)')).toHaveValue((first.amount / 100).toFixed(2));
  await page.getByRole('button', { name: 'Continue' }).click();
  await payFromWallet(`Payment of ${formatPesewas(first.amount)} received. Thank you.`);

  // The rest paid off early: the extra cost of the instalments not yet due is not charged.
  const paid = schedule.deposit + first.amount;
  const position = planPosition(schedule, paid, 0, shopDay(new Date()));
  await page.getByRole('button', { name: 'Pay off' }).click();
  await expect(page.getByText(`Pay ${formatPesewas(position.payoff)} today and the plan is fully paid.`)).toBeVisible();
  await payFromWallet('You own your system');
  await expectNoAxeViolations(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the ownership receipt (PDF)' }).click();
  const pdf = (await readFile(await (await downloading).path())).toString('latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  expect(pdf).toContain(pdfText(`Total paid: ${formatPesewas(paid + position.payoff)}`));

  const stored = (await adminDb().doc(`plans/${planId}`).get()).data()!;
  expect(stored).toMatchObject({ status: 'owned', remaining: 0, paid: paid + position.payoff });
  const order = (await adminDb().doc(`orders/${planId}`).get()).data()!;
  expect(order.paymentStatus).toBe('paid');
});
