import { expect, test } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { formatGhs } from '../../src/lib/money';
import { openAsAdmin } from './admin-support';
import { createCustomer } from './auth-support';
import { adminDb } from './firestore';
import { expectNoAxeViolations } from './support';
import { linkIn, mailsTo } from './mail-support';
import { customerOpens, ownProduct, projectOf, sendTwoOptions } from './project-support';
import { APPROVING_WALLET } from './checkout-support';

/**
 * A project from its proposal to its deposit, as staff and the customer live it (docs/projects.md): staff build
 * two options from the survey at 1280 px and send them; the customer opens the mail's link on a phone, signs in,
 * accepts option 2 with their typed name and pays the deposit by Mobile Money with the approving test wallet;
 * staff see the deposit paid and the goods reserved (option 2 carries a product of the journey's own, whose stock
 * it checks). And a proposal whose validity has passed cannot be accepted.
 */

test('staff send two options; the customer opens the mail, accepts option 2 and pays its deposit', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const customer = await createCustomer('deposit');
  const project = await projectOf({ ...customer }, 'surveyed');
  const own = await ownProduct();
  await openAsAdmin(page, '/admin/projects');
  const second = await sendTwoOptions(page, project.id, 1, own);
  const stockOf = async () => (await adminDb().doc(`products/${own.id}`).get()).get('stock') as number;
  const stockBefore = await stockOf();

  // The customer's mail says the proposal is ready; its link opens the project (sign in first).
  const mail = async () =>
    (await mailsTo(customer.email)).find((m) => m.subject.includes(`your proposal for ${project.number} is ready`));
  await expect.poll(mail, { timeout: 30_000 }).toBeTruthy();
  const phone = await customerOpens(browser, linkIn(await mail(), 'See your project'), customer);
  const shop = phone.page;
  await expect(shop.getByRole('heading', { level: 1, name: `Project ${project.number}` })).toBeVisible();
  const option2 = shop.getByRole('region', { name: `Option 2: ${second.title}` });
  await expect(option2).toContainText(formatGhs(second.total));
  await expectNoAxeViolations(shop);

  // Accepting: the name is the signature; without it, said at the field.
  await option2.getByRole('button', { name: 'Accept and pay the deposit' }).click();
  await expect(option2.getByText('Type your full name to sign', { exact: false })).toBeVisible();
  await option2.getByLabel('Your full name').fill(customer.displayName);
  await option2.getByRole('button', { name: 'Accept and pay the deposit' }).click();

  // The deposit: nothing tried yet, so nothing failed; the request goes to the approving wallet.
  await expect(shop.getByText(/Your goods are kept for you until/)).toBeVisible();
  await expect(shop.getByText('The payment request could not be sent.', { exact: false })).toHaveCount(0);
  await shop.getByLabel('Mobile Money number').fill(APPROVING_WALLET);
  await shop.getByRole('radio', { name: 'MTN', exact: true }).check();
  await shop.getByRole('button', { name: 'Send the payment request' }).click();
  // The payment's answer, and "What happens next" from the project's one money rule, quote the same deposit.
  const received = `We received your deposit of ${formatGhs(second.deposit)}.`;
  await expect(shop.getByRole('status').filter({ hasText: received })).toBeVisible({ timeout: 30_000 });
  await expect(shop.getByTestId('next-step')).toContainText(received);
  await expect(shop.getByRole('region', { name: 'Progress' }).locator('[aria-current="step"]')).toHaveText(
    /Deposit paid/,
  );
  await expectNoAxeViolations(shop);
  await phone.close();

  // Stored: signed with the typed name, the deposit paid, the option's goods reserved.
  const stored = (await adminDb().doc(`projects/${project.id}`).get()).data()!;
  expect(stored).toMatchObject({
    stage: 'deposit_paid',
    accepted: { version: 1, option: 1, signedName: customer.displayName, total: second.total },
    money: { depositStatus: 'paid' },
  });
  expect(await stockOf()).toBe(stockBefore - 1);

  // Staff see it on the project page.
  await page.goto(`/admin/projects/${project.id}`);
  await expect(page.getByText('Deposit paid', { exact: true }).first()).toBeVisible();
});

test('a proposal whose time has passed cannot be accepted; the customer is told a new one comes', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const customer = await createCustomer('expired');
  const project = await projectOf({ ...customer }, 'surveyed');
  await openAsAdmin(page, '/admin/projects');
  await sendTwoOptions(page, project.id, 1);
  // Its validity ends (as if two weeks had passed).
  const past = Timestamp.fromMillis(Date.now() - 60_000);
  await adminDb().doc(`projects/${project.id}/proposals/v1`).update({ validUntil: past });
  await adminDb().doc(`projects/${project.id}`).update({ proposalValidUntil: past });

  const phone = await customerOpens(browser, `/projects/${project.id}`, customer);
  await expect(
    phone.page.getByText('This proposal has expired. We will send you one at today’s prices.').first(),
  ).toBeVisible();
  await expect(phone.page.getByRole('button', { name: 'Accept and pay the deposit' })).toHaveCount(0);
  await phone.close();

  // Staff re-issue it at today's prices: proposal 2, which the customer may accept.
  await sendTwoOptions(page, project.id, 2);
  const again = await customerOpens(browser, `/projects/${project.id}`, customer);
  await expect(again.page.getByRole('button', { name: 'Accept and pay the deposit' }).first()).toBeVisible();
  await again.close();
});
