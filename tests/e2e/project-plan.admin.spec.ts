import { expect, test, type Browser, type Page } from '@playwright/test';
import { shopDay } from '@domain/shared/date-time';
import { formatPesewas, toPesewas } from '@domain/shared/money';
import { PLAN_PROJECT_MESSAGES } from '@domain/plans/messages';
import { planSchedule } from '@domain/plans/plan-schedule';
import { DEMO_PLAN_TEMPLATES } from '@domain/demo/plan-templates';
import { openAsAdmin } from './admin-support';
import { createCustomer } from './auth-support';
import { adminDb } from './firestore';
import { expectNoAxeViolations } from './support';
import { env, linkIn, mailsTo } from './mail-support';
import { ghsText } from '@domain/notifications/notification-text';
import type { RecordedSms } from '../../scripts/lib/sms-standin';
import { customerOpens, projectOf, sendTwoOptions } from './project-support';
import { APPROVING_WALLET } from './checkout-support';

/**
 * A project paid in instalments, as staff and the customer live it (docs/projects.md, "Projects paid in
 * instalments"): staff send a proposal; the customer opens the mail's link on a phone, chooses option 2 and the
 * demo shop's "3 months" (paid after installation, once the shop approves) with its disclosure on screen, accepts,
 * and pays the plan's deposit with the approving test wallet; the project's deposit is paid by the plan; staff
 * approve the plan in Admin › Plans and book the installation. Or staff decline it: the project is cancelled and
 * what the plan received is refunded.
 */

/**
 * Staff send a proposal; the customer chooses option 2 on "3 months" with its disclosure on screen, accepts and
 * pays the plan's deposit with the approving wallet. Answers the project and its plan's schedule.
 */
async function projectWithPlanDeposit(page: Page, browser: Browser) {
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
  return { project, customer, schedule, cashDeposit: toPesewas(second.deposit) };
}

test('a project paid in 3 months: chosen on the proposal, deposit paid on the plan, approved, installation booked', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { project } = await projectWithPlanDeposit(page, browser);

  // Staff: the project's page shows its plan and leads to it; they approve it, then book the installation.
  await page.goto(`/admin/projects/${project.id}`);
  await expect(page.getByTestId('project-plan')).toContainText(PLAN_PROJECT_MESSAGES.staffNotReleased);
  // Not bookable before the plan allows it.
  await expect(page.getByRole('form', { name: 'Installation visit' })).toHaveCount(0);
  await page.getByTestId('project-plan').getByRole('link', { name: PLAN_PROJECT_MESSAGES.paidByPlanStaff }).click();
  await expect(page.getByTestId('plan-release')).toHaveText('Installation not allowed yet');
  await page.getByRole('button', { name: 'Approve the plan' }).click();
  await expect(page.getByTestId('plan-status')).toHaveText('Being paid', { timeout: 30_000 });
  await page.goto(`/admin/projects/${project.id}`);
  await expect(page.getByTestId('project-plan')).toContainText(PLAN_PROJECT_MESSAGES.staffReleased);
  const booking = page.getByRole('form', { name: 'Installation visit' });
  await booking.getByLabel('Day', { exact: true }).fill(shopDay(new Date(Date.now() + 2 * 86_400_000)));
  await booking.getByLabel('Time of day').selectOption('afternoon');
  await booking.getByLabel('Other helpers', { exact: true }).fill('Kofi Asante');
  await booking.getByRole('button', { name: 'Book the installation' }).click();
  await expect(page.getByTestId('install-slot')).toContainText('afternoon', { timeout: 30_000 });
  const stored = (await adminDb().doc(`projects/${project.id}`).get()).data()!;
  expect(stored).toMatchObject({
    stage: 'install_scheduled',
    money: { depositStatus: 'paid', balanceStatus: 'none', plan: { id: project.id } },
  });
});

test("staff decline a project's plan: the project is cancelled, its customer told, and what the plan received refunded", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { project, customer, schedule } = await projectWithPlanDeposit(page, browser);

  // Staff decline the plan with the reason, on its page (at 390 px the whole page fits).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/plans/${project.id}`);
  const decline = page.getByRole('form', { name: 'Decline the plan' });
  await expect(decline).toContainText('Declining cancels the project');
  await decline.getByLabel('Why decline (the customer is told)').fill('We could not confirm your income.');
  await decline.getByRole('button', { name: 'Decline the plan' }).click();
  // Each callable's first call starts its worker in the emulators: its answer gets the payment's time (30 s).
  await expect(page.getByTestId('plan-status')).toHaveText('Declined', { timeout: 30_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);

  // The project is cancelled with the reason; the customer's mail says so.
  await page.getByRole('link', { name: `Project ${project.number}` }).click();
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  const mail = async () =>
    (await mailsTo(customer.email)).find((m) => m.subject.includes(`${project.number} is cancelled`));
  await expect.poll(mail, { timeout: 30_000 }).toBeTruthy();
  // Its link opens the project on her phone (signing in first): cancelled, with the shop's reason.
  const cancelled = await customerOpens(browser, linkIn(await mail(), 'See your project'), customer);
  await expect(cancelled.page.getByRole('heading', { level: 1, name: `Project ${project.number}` })).toBeVisible();
  await expect(cancelled.page.getByText('We could not confirm your income.', { exact: false })).toBeVisible();
  await cancelled.close();

  // All the plan received is refunded by staff, and recorded: not more.
  const refund = page.getByRole('form', { name: 'Record the refund' });
  await expect(refund).toContainText(PLAN_PROJECT_MESSAGES.refundDue(formatPesewas(schedule.deposit)));
  await refund.getByLabel('Amount refunded (GHS)').fill(((schedule.deposit + 100) / 100).toFixed(2));
  await refund.getByRole('radio', { name: 'Mobile Money' }).check();
  await refund.getByLabel('Reference').fill('MM-REFUND-7731');
  await refund.getByRole('button', { name: 'Record the refund' }).click();
  await expect(refund.getByText(PLAN_PROJECT_MESSAGES.refundTooLarge(formatPesewas(schedule.deposit)))).toBeVisible();
  await refund.getByLabel('Amount refunded (GHS)').fill((schedule.deposit / 100).toFixed(2));
  await refund.getByRole('button', { name: 'Record the refund' }).click();
  await expect(refund).toHaveCount(0, { timeout: 30_000 });
  const stored = (await adminDb().doc(`projects/${project.id}`).get()).data()!;
  expect(stored).toMatchObject({
    stage: 'cancelled',
    closedReason: 'We could not confirm your income.',
    money: { depositStatus: 'refunded' },
  });
});

/** The SMS the stand-in recorded for a project (every journey's customer has the same phone: by its number). */
const smsOf = async (projectNumber: string) =>
  ((await (await fetch(`${env('SMS_STANDIN_URL')}/__standin/messages`)).json()) as RecordedSms[])
    .map((m) => m.message)
    .filter((m) => m.includes(projectNumber));

test('a project financed by "3 months" is installed and commissioned with warranties while its instalments are due, every message quoting the plan', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const { project, customer, schedule, cashDeposit } = await projectWithPlanDeposit(page, browser);
  const next = schedule.instalments[0]!;

  // Staff approve the plan, book the installation for today and mark it installed with a serial per unit.
  await page.goto(`/admin/plans/${project.id}`);
  await page.getByRole('button', { name: 'Approve the plan' }).click();
  await expect(page.getByTestId('plan-status')).toHaveText('Being paid', { timeout: 30_000 });
  await page.goto(`/admin/projects/${project.id}`);
  // The accepted option, its lines and amounts, on staff's page.
  await expect(page.getByRole('heading', { name: /^Accepted: option 2, / })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Accepted lines' }).getByRole('listitem').first()).toBeVisible();
  const booking = page.getByRole('form', { name: 'Installation visit' });
  await booking.getByLabel('Day', { exact: true }).fill(shopDay(new Date()));
  await booking.getByLabel('Other helpers', { exact: true }).fill('Kofi Asante');
  await booking.getByRole('button', { name: 'Book the installation' }).click();
  const installed = page.getByRole('form', { name: 'Mark installed' });
  const serials = installed.getByLabel(/, unit \d+$/);
  await expect(serials.first()).toBeVisible({ timeout: 30_000 });
  for (let i = 0; i < (await serials.count()); i += 1) await serials.nth(i).fill(`SN-${project.number}-${i + 1}`);
  await installed.getByRole('button', { name: 'Mark installed' }).click();

  // The plan released the installation: staff read the plan's next instalment and may commission now.
  await expect(page.getByTestId('commission-words')).toContainText(
    `the plan\u2019s instalments go on (next ${formatPesewas(next.amount)}`,
    { timeout: 30_000 },
  );
  await expect(page.getByTestId('plan-figures')).toContainText(`${formatPesewas(schedule.deposit)} deposit`);
  await page.getByRole('button', { name: 'Commission' }).click();
  // The warranty register, each unit covered from today.
  await expect(page.getByText(/Covered until/).first()).toBeVisible({ timeout: 30_000 });
  const stored = (await adminDb().doc(`projects/${project.id}`).get()).data()!;
  expect(stored).toMatchObject({ stage: 'commissioned', money: { balanceStatus: 'none', plan: { id: project.id } } });
  expect((stored.warranties as unknown[]).length).toBeGreaterThan(0);
  // The plan goes on, its instalments still due.
  expect((await adminDb().doc(`plans/${project.id}`).get()).data()).toMatchObject({
    status: 'active',
    paid: schedule.deposit,
  });

  // The customer's page: commissioned, the warranties, and the plan's next payment (no "Pay the balance").
  const phone = await customerOpens(browser, `/projects/${project.id}`, customer);
  const shop = phone.page;
  await expect(shop.getByRole('heading', { name: 'Commissioned' })).toBeVisible({ timeout: 30_000 });
  await expect(shop.getByText(`the next, ${formatPesewas(next.amount)}, is due on`)).toBeVisible();
  await expect(shop.getByRole('heading', { name: 'Your warranties' })).toBeVisible();
  await expect(shop.getByText(/Pay the balance/)).toHaveCount(0);
  await expect(shop.getByTestId('accepted-option')).toContainText('You accepted option 2');
  await expectNoAxeViolations(shop);
  await phone.close();

  // Every mail and SMS the project sent quotes the plan's figures: its deposit, then its next instalment; never the
  // cash deposit, never "pay the balance".
  const ghs = (pesewas: number) => ghsText(pesewas / 100);
  const said = async () => [
    ...(await mailsTo(customer.email))
      .filter((m) => m.subject.includes(project.number))
      .map((m) => `${m.subject}\n${m.text}`),
    ...(await smsOf(project.number)),
  ];
  await expect
    .poll(async () => (await said()).filter((t) => t.includes(`${project.number} is complete`)).length, {
      timeout: 60_000,
    })
    .toBe(2);
  const messages = await said();
  const about = (words: string) => messages.filter((t) => t.includes(words));
  expect(about(`you accepted the proposal for ${project.number}`)).toHaveLength(2);
  expect(about(`deposit received for ${project.number}`)).toHaveLength(2);
  expect(about(`${project.number} is installed`)).toHaveLength(2);
  for (const text of about(`you accepted the proposal for ${project.number}`))
    expect(text).toContain(ghs(schedule.deposit));
  for (const text of about(`deposit received for ${project.number}`)) expect(text).toContain(ghs(schedule.deposit));
  for (const text of [...about(`${project.number} is installed`), ...about(`${project.number} is complete`)]) {
    expect(text).toContain(ghs(next.amount));
  }
  for (const text of messages) {
    expect(text).not.toContain(ghs(cashDeposit));
    expect(text).not.toMatch(/pay the balance/i);
  }
});
