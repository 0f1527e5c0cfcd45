import { expect, test } from '@playwright/test';
import { shopDay } from '../../src/domain/date-time';
import { formatPesewas, toPesewas } from '../../src/domain/money';
import { PLAN_PROJECT_MESSAGES } from '../../src/domain/plans/plan-messages';
import { planSchedule } from '../../src/domain/plans/plan-schedule';
import { DEMO_PLAN_TEMPLATES } from '../../scripts/seed-plan-templates';
import { openAsAdmin } from './admin-support';
import { createCustomer } from './auth-support';
import { adminDb } from './firestore';
import { expectNoAxeViolations } from './support';
import { linkIn, mailsTo } from './mail-support';
import { customerOpens, projectOf, sendTwoOptions } from './project-support';
import { APPROVING_WALLET } from './checkout-support';

/**
 * A project paid in instalments, as staff and the customer live it (docs/projects.md, "Projects paid in
 * instalments"): staff send a proposal; the customer opens the mail's link on a phone, chooses option 2 and the
 * demo shop's "3 months" (paid after installation, once the shop approves) with its disclosure on screen, accepts,
 * and pays the plan's deposit with the approving test wallet; the project's deposit is paid by the plan; staff
 * approve the plan in Admin › Plans and book the installation.
 */

test('a project paid in 3 months: chosen on the proposal, deposit paid on the plan, approved, installation booked', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const template = DEMO_PLAN_TEMPLATES.find((t) => t.id === '3-months')!;
  const customer = await createCustomer('project-plan');
  const project = await projectOf({ ...customer }, 'surveyed');
  await openAsAdmin(page, '/admin/projects');
  await sendTwoOptions(page, project.id, 1);
  const proposal = (await adminDb().doc(`projects/${project.id}/proposals/v1`).get()).data()!;
  const second = proposal.options[1] as { title: string; total: number; deposit: number };
  const schedule = planSchedule(toPesewas(second.total), template, shopDay(new Date()));

  // The mail's link opens the project (sign in first).
  const mail = async () =>
    (await mailsTo(customer.email)).find((m) => m.subject.includes(`your proposal for ${project.number} is ready`));
  await expect.poll(mail, { timeout: 30_000 }).toBeTruthy();
  const phone = await customerOpens(browser, linkIn(await mail(), 'See your project'), customer);
  const shop = phone.page;
  const option2 = shop.getByRole('region', { name: `Option 2: ${second.title}` });

  // Cash beside the plan, the plan disclosed: its figures, every payment, lateness, the installation, paying off.
  const disclosure = option2.getByTestId('plan-disclosure');
  await expect(disclosure).toContainText(formatPesewas(toPesewas(second.deposit)));
  await option2.getByRole('radio', { name: '3 months' }).check();
  const plan = option2.getByTestId('plan-3-months');
  await expect(plan).toContainText(formatPesewas(schedule.deposit));
  await expect(plan).toContainText(formatPesewas(schedule.total));
  await expect(plan).toContainText(formatPesewas(schedule.instalments.at(-1)!.amount));
  await expect(plan.getByText(PLAN_PROJECT_MESSAGES.releaseDeposit)).toBeVisible();
  await expect(plan.getByText(/If a payment is late/)).toBeVisible();
  await expect(plan.getByText(/Pay off early/)).toBeVisible();
  await expectNoAxeViolations(shop);

  await option2.getByLabel('Your full name').fill(customer.displayName);
  await option2.getByRole('button', { name: PLAN_PROJECT_MESSAGES.accept }).click();

  // Accepted: the plan's page opens for its deposit, which the approving wallet pays.
  await expect(shop).toHaveURL(new RegExp(`/plans/${project.id}\\?pay=${schedule.deposit}$`), { timeout: 30_000 });
  await expect(
    shop.getByRole('heading', { level: 1, name: `Payment plan for project ${project.number}` }),
  ).toBeVisible();
  await expect(shop.getByLabel('Amount to pay (GHS)')).toHaveValue((schedule.deposit / 100).toFixed(2));
  await shop.getByRole('button', { name: 'Continue' }).click();
  await shop.getByLabel('Mobile Money number').fill(APPROVING_WALLET);
  await shop.getByRole('radio', { name: 'MTN', exact: true }).check();
  await shop.getByRole('button', { name: 'Send the payment request' }).click();
  await expect(
    shop.getByText(`Payment of ${formatPesewas(schedule.deposit)} received. Thank you.`).first(),
  ).toBeVisible({
    timeout: 30_000,
  });
  // The plan's page leads back to the project, which is paid in instalments, its deposit paid.
  await shop.getByRole('link', { name: `Project ${project.number}` }).click();
  await expect(shop.getByRole('link', { name: PLAN_PROJECT_MESSAGES.paidByPlan })).toBeVisible();
  await expect(shop.getByRole('region', { name: 'Progress' }).locator('[aria-current="step"]')).toHaveText(
    /Deposit paid/,
  );
  await expectNoAxeViolations(shop);
  await phone.close();

  // Staff: the project's page shows its plan and leads to it; they approve it, then book the installation.
  await page.goto(`/admin/projects/${project.id}`);
  await expect(page.getByTestId('project-plan')).toContainText(PLAN_PROJECT_MESSAGES.staffNotReleased);
  await page.getByTestId('project-plan').getByRole('link', { name: PLAN_PROJECT_MESSAGES.paidByPlanStaff }).click();
  await page.getByRole('button', { name: 'Approve the plan' }).click();
  await expect(page.getByTestId('plan-status')).toHaveText('Being paid', { timeout: 30_000 });
  await page.goto(`/admin/projects/${project.id}`);
  await expect(page.getByTestId('project-plan')).toContainText(PLAN_PROJECT_MESSAGES.staffReleased);
  const booking = page.getByRole('form', { name: 'Installation visit' });
  await booking.getByLabel('Day', { exact: true }).fill(shopDay(new Date(Date.now() + 2 * 86_400_000)));
  await booking.getByLabel('Time of day').selectOption('afternoon');
  await booking.getByLabel('Team', { exact: true }).fill('Kofi Asante');
  await booking.getByRole('button', { name: 'Book the installation' }).click();
  await expect(page.getByTestId('install-slot')).toContainText('afternoon', { timeout: 30_000 });
  const stored = (await adminDb().doc(`projects/${project.id}`).get()).data()!;
  expect(stored).toMatchObject({
    stage: 'install_scheduled',
    money: { depositStatus: 'paid', balanceStatus: 'none', plan: { id: project.id } },
  });
});
