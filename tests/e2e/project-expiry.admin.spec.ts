import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { ROOT } from '../../scripts/lib/paths';
import { formatGhs } from '../../src/lib/money';
import { openAsAdmin } from './admin-support';
import { createCustomer } from './auth-support';
import { adminDb } from './firestore';
import { expectNoAxeViolations } from './support';
import { linkIn, mailsTo } from './mail-support';
import { customerOpens, ownProduct, projectOf, sendTwoOptions } from './project-support';

/**
 * The deposit's edge paths (docs/projects.md, "Deposit"), set up as project-deposit.admin.spec.ts does: staff at
 * 1280 px send two options built from the survey, the customer on a 390 px phone; option 2 carries a product of the journey's own, whose price and stock it
 * checks. (a) The proposal expires while
 * the customer reads it: accepting is refused; staff re-issue it after a price went up, the customer's open page
 * follows, says each change in words, and the customer accepts the new amounts. (b) The customer accepts and never
 * pays: the expiry sweep puts the reserved goods back and the project is back at "Proposal sent".
 */

const stockOf = async (productId: string) =>
  (await adminDb().doc(`products/${productId}`).get()).get('stock') as number;

test('an expired proposal is refused, re-issued at a new price, the changes shown in words, then accepted', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const customer = await createCustomer('reissue');
  const project = await projectOf({ ...customer }, 'surveyed');
  const own = await ownProduct();
  await openAsAdmin(page, '/admin/projects');
  const first = await sendTwoOptions(page, project.id, 1, own);

  // The customer opens the mail's link while the proposal stands.
  const mail = async () =>
    (await mailsTo(customer.email)).find((m) => m.subject.includes(`your proposal for ${project.number} is ready`));
  await expect.poll(mail, { timeout: 30_000 }).toBeTruthy();
  const phone = await customerOpens(browser, linkIn(await mail(), 'See your project'), customer);
  const shop = phone.page;
  const option2 = shop.getByRole('region', { name: `Option 2: ${first.title}` });
  await expect(option2).toContainText(formatGhs(first.total));

  // Its validity ends while the page is open (as if two weeks had passed): accepting it is refused.
  const past = Timestamp.fromMillis(Date.now() - 60_000);
  await adminDb().doc(`projects/${project.id}/proposals/v1`).update({ validUntil: past });
  await adminDb().doc(`projects/${project.id}`).update({ proposalValidUntil: past });
  await option2.getByLabel('Your full name').fill(customer.displayName);
  await option2.getByRole('button', { name: 'Accept and pay the deposit' }).click();
  await expect(option2.getByText('This proposal has expired. We will send you one at today’s prices.')).toBeVisible();
  await expect(option2.getByRole('button', { name: 'Accept and pay the deposit' })).toHaveCount(0);
  await expectNoAxeViolations(shop);
  expect((await adminDb().doc(`projects/${project.id}`).get()).get('stage')).toBe('proposal_sent');

  // A product of option 2 costs more now; staff re-issue the proposal at today's prices.
  const changed = first.lines.find((l) => l.productId === own.id)!;
  const newPrice = changed.price + 150;
  await adminDb().doc(`products/${own.id}`).update({ price: newPrice });
  const second = await sendTwoOptions(page, project.id, 2, own);
  expect(second.lines.find((l) => l.productId === changed.productId)?.price).toBe(newPrice);
  expect(second.total).toBeGreaterThan(first.total);

  // The customer's open page follows the project (every 30 s while it is open): proposal 2, with what changed in
  // option 2 said in words before they accept.
  await expect(option2).toContainText(formatGhs(second.total), { timeout: 45_000 });
  const notice = option2.getByRole('alert', { name: 'Prices changed' });
  await expect(notice).toContainText('We sent you proposal 2 at today’s prices since you opened this page.');
  await expect(notice).toContainText(`${changed.name}: ${formatGhs(changed.price)} → ${formatGhs(newPrice)}`);
  await expect(notice).toContainText(`${formatGhs(first.total)} → ${formatGhs(second.total)}`);
  await expect(option2.getByText(`Deposit: ${formatGhs(first.deposit)} → ${formatGhs(second.deposit)}`)).toBeVisible();
  await expectNoAxeViolations(shop);

  await option2.getByLabel('Your full name').fill(customer.displayName);
  await option2.getByRole('button', { name: 'Accept and pay the deposit' }).click();
  await expect(shop.getByText(/Your goods are kept for you until/)).toBeVisible();
  await expectNoAxeViolations(shop);
  await phone.close();

  const stored = (await adminDb().doc(`projects/${project.id}`).get()).data()!;
  expect(stored).toMatchObject({
    stage: 'accepted',
    accepted: { version: 2, option: 1, signedName: customer.displayName, total: second.total, deposit: second.deposit },
    money: { depositStatus: 'awaiting' },
  });
});

test('a deposit that never arrives: the sweep puts the reserved goods back and the proposal stands again', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const customer = await createCustomer('nodeposit');
  const project = await projectOf({ ...customer }, 'surveyed');
  const own = await ownProduct();
  await openAsAdmin(page, '/admin/projects');
  const option = await sendTwoOptions(page, project.id, 1, own);
  const stockBefore = await stockOf(own.id);

  // The customer accepts option 2 and leaves without paying.
  const phone = await customerOpens(browser, `/projects/${project.id}`, customer);
  const shop = phone.page;
  const option2 = shop.getByRole('region', { name: `Option 2: ${option.title}` });
  await option2.getByLabel('Your full name').fill(customer.displayName);
  await option2.getByRole('button', { name: 'Accept and pay the deposit' }).click();
  await expect(shop.getByText(/Your goods are kept for you until/)).toBeVisible();
  expect(await stockOf(own.id)).toBe(stockBefore - 1);

  // The hold time passes (as the proposal's validity is passed above: this project's due time moves back, so
  // that the sweep leaves the deposits other journeys await alone), and the scheduled sweep runs as the scheduler
  // runs it.
  await adminDb()
    .doc(`projects/${project.id}`)
    .update({ 'money.depositDueBy': Timestamp.fromMillis(Date.now() - 60_000) });
  const released = execFileSync(join(ROOT, 'node_modules', '.bin', 'tsx'), [
    join(ROOT, 'scripts', 'expire-unpaid-orders.ts'),
  ]).toString();
  expect(released.split('\n')).toContain(project.id);

  // The goods are back in stock; the project is back at "Proposal sent", nothing accepted.
  expect(await stockOf(own.id)).toBe(stockBefore);
  expect((await adminDb().doc(`projects/${project.id}`).get()).data()).toMatchObject({
    stage: 'proposal_sent',
    accepted: null,
    money: { depositStatus: 'none' },
  });

  // The customer comes back to their project: the proposal can be accepted again.
  await shop.reload();
  await expect(shop.getByRole('region', { name: 'Progress' }).locator('[aria-current="step"]')).toHaveText(
    /Proposal sent/,
  );
  await expect(option2.getByRole('button', { name: 'Accept and pay the deposit' })).toBeVisible();
  await expectNoAxeViolations(shop);
  await phone.close();
});
