import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { awaitingDepositPlan } from '../plan-fixture';
import { formatPesewas } from '@domain/shared/money';
import { planPosition } from '@domain/plans/plan-ledger';
import { pdfText } from '../../src/lib/pdf-text';
import { authDialog, createCustomer, input } from './auth-support';
import { adminDb } from './firestore';
import { expectNoAxeViolations } from './support';
import { APPROVING_WALLET } from './checkout-support';

/**
 * Paying a plan by Mobile Money on a phone (docs/plans.md, "The customer's plan page"): an order of an inverter
 * and a battery on a 3-month plan awaits its deposit (written as the checkout leaves it, goods released when
 * everything is paid). The customer opens the deposit's link signed out, signs in, pays the deposit with the
 * approving test wallet, opens a reminder's link for the next payment and pays it, then pays the rest off
 * early (the extra cost of the payments not yet due not charged), owns the system and keeps the receipt.
 */

test.use({ viewport: { width: 390, height: 844 } });

test('deposit from its link, an instalment from a reminder, paid off early, then the ownership receipt', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const customer = await createCustomer('plan');
  const orderId = randomUUID();
  const number = `SS-2611-${String(Math.floor(Math.random() * 90_000) + 10_000)}`;
  const fixture = awaitingDepositPlan({
    orderId,
    number,
    user: { uid: customer.uid, email: customer.email, name: customer.displayName, phone: '+233241234567' },
    lines: [
      { productId: 'e2e-inverter', name: 'Hybrid inverter 5 kVA', price: 13_400, quantity: 1 },
      { productId: 'e2e-battery', name: 'Lithium battery 10 kWh', price: 21_000, quantity: 1 },
    ],
  });
  await adminDb().doc(`orders/${orderId}`).set(fixture.order);
  await adminDb().doc(`plans/${orderId}`).set(fixture.plan);
  const { schedule } = fixture;
  const [first] = schedule.instalments;

  /** Pays what the form holds from the approving wallet, and waits for the plan to say so. */
  const payFromWallet = async (received: RegExp | string) => {
    await page.getByLabel('Mobile Money number').fill(APPROVING_WALLET);
    await page.getByRole('radio', { name: 'MTN', exact: true }).check();
    await page.getByRole('button', { name: 'Send the payment request' }).click();
    await expect(page.getByText(received).first()).toBeVisible({ timeout: 30_000 });
  };

  // The deposit's link, signed out: sign in first, then the payment opens for the deposit.
  await page.goto(`/plans/${orderId}?pay=${schedule.deposit}`);
  await expect(authDialog(page).getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await input(page, 'Email').fill(customer.email);
  await input(page, 'Password').fill(customer.password);
  await authDialog(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(authDialog(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: `Payment plan for order ${number}` })).toBeVisible();
  await expect(page.getByText(`Pay the deposit of ${formatPesewas(schedule.deposit)}`)).toBeVisible();
  const amount = page.getByLabel('Amount to pay (GHS)');
  await expect(amount).toHaveValue((schedule.deposit / 100).toFixed(2));
  await expectNoAxeViolations(page);
  // More than is owed is said at the field.
  await amount.fill(String(schedule.total / 100 + 1));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(`That is more than you owe: at most ${formatPesewas(schedule.total)}.`)).toBeVisible();
  await amount.fill((schedule.deposit / 100).toFixed(2));
  await page.getByRole('button', { name: 'Continue' }).click();
  await payFromWallet(`Payment of ${formatPesewas(schedule.deposit)} received. Thank you.`);
  await expect(page.getByText('Being paid').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // A reminder's link opens the payment for the next instalment.
  await page.goto(`/plans/${orderId}?pay=${first!.amount}`);
  await expect(amount).toHaveValue((first!.amount / 100).toFixed(2));
  await page.getByRole('button', { name: 'Continue' }).click();
  await payFromWallet(`Payment of ${formatPesewas(first!.amount)} received. Thank you.`);

  // Paying off: today's payoff and what it saves (the extra of the two instalments not yet due).
  const paid = schedule.deposit + first!.amount;
  const position = planPosition(schedule, paid, 0, fixture.schedule.startDay);
  const saved = position.remaining - position.payoff;
  expect(saved).toBe(schedule.instalments[1]!.extra + schedule.instalments[2]!.extra);
  await page.getByRole('button', { name: 'Pay off' }).click();
  await expect(page.getByText(`Pay ${formatPesewas(position.payoff)} today and the plan is fully paid.`)).toBeVisible();
  await expect(page.getByText(`You save ${formatPesewas(saved)}`)).toBeVisible();
  await payFromWallet('You own your system');
  const statement = page.getByRole('list', { name: 'Statement' });
  await expect(statement.getByRole('listitem')).toHaveCount(3);
  await expect(statement).toContainText(`${formatPesewas(saved)} not charged: paid off early`);
  await expect(page.getByText('Fully paid', { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The ownership receipt: a PDF naming the plan, its order, the total and what was paid.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the ownership receipt (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Savanna-Solar-ownership-receipt-${number}.pdf`);
  const pdf = (await readFile(await download.path())).toString('latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  expect(pdf).toContain(pdfText(`Payment plan "${schedule.name}" for order ${number}`));
  expect(pdf).toContain(pdfText(`Plan total: ${formatPesewas(schedule.total)}`));
  expect(pdf).toContain(pdfText(`Total paid: ${formatPesewas(paid + position.payoff)}`));
  expect(pdf).toContain('Hybrid inverter 5 kVA');

  // The customer finds it again under "My payment plans" in the menu.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#mobile-menu').getByRole('link', { name: 'My payment plans' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My payment plans' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Payment plan for order ${number}` })).toContainText('Fully paid');
  await expectNoAxeViolations(page);

  // Stored: owned, the order paid and its goods released.
  const stored = (await adminDb().doc(`plans/${orderId}`).get()).data()!;
  expect(stored).toMatchObject({ status: 'owned', remaining: 0, waived: saved, paid: paid + position.payoff });
  const order = (await adminDb().doc(`orders/${orderId}`).get()).data()!;
  expect(order.paymentStatus).toBe('paid');
  expect(order.plan.releasedAt).toBeTruthy();
});
