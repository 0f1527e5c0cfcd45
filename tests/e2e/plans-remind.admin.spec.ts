import { expect, test } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { RecordedSms } from '../../scripts/lib/sms-standin';
import { DEMO_PLAN_TEMPLATES } from '@domain/demo/plan-templates';
import { shopDay } from '@domain/shared/date-time';
import { formatPesewas } from '@domain/shared/money';
import { PLAN_TIMELINE } from '@domain/plans/messages';
import { planSchedule } from '@domain/plans/plan-schedule';
import { openAsAdmin } from './admin-support';
import { authDialog, createCustomer, input } from './auth-support';
import { adminDb } from './firestore';
import { env, linkIn, mailsTo } from './mail-support';
import { APPROVING_WALLET } from './checkout-support';

/**
 * Plan reminders (docs/plans.md, "Reminders"): an active plan with an instalment 4 days away; the morning sweep
 * (its script, the clock moved a day) mails and texts the customer that it is due in 3 days, with the one-tap
 * link that opens the payment for that amount on their phone; the sweep run again sends nothing new. The late
 * path: a plan whose instalment is 3 days late (its grace days) is overdue once the clock moves a day, and
 * staff are told; staff see it in Arrears, the customer pays from the late reminder's link, and it clears. The
 * clock moves one day only: other journeys' plans awaiting their deposit (48 hours) are
 * not expired under them.
 */

const smsTo = async (phone: string) =>
  ((await (await fetch(`${env('SMS_STANDIN_URL')}/__standin/messages`)).json()) as RecordedSms[]).filter(
    (m) => m.to === phone,
  );

/** The morning sweep with the clock a day ahead; the lines it prints. */
const sweepTomorrow = () =>
  execFileSync('node_modules/.bin/tsx', ['scripts/send-plan-reminders.ts', '--days-ahead', '1'], {
    encoding: 'utf8',
    env: process.env,
  }).split('\n');

const WEEKLY = DEMO_PLAN_TEMPLATES.find((t) => t.id === '12-weeks-layaway')!;
const daysFromToday = (days: number) => shopDay(new Date(Date.now() + days * 86_400_000));

/** An active plan of `customer` (deposit paid) on the weekly template, started on `startDay`. */
async function activePlan(customer: { uid: string; email: string }, phone: string, startDay: string) {
  const id = `e2e-${randomUUID()}`;
  const number = `SS-2611-${String(Math.floor(Math.random() * 90_000) + 10_000)}`;
  const schedule = planSchedule(150_000, WEEKLY, startDay);
  const at = Timestamp.now();
  await adminDb()
    .doc(`plans/${id}`)
    .set({
      source: { kind: 'order', id, number },
      userId: customer.uid,
      customer: { name: 'Adwoa Issahaku', email: customer.email, phone },
      schedule,
      status: 'active',
      paid: schedule.deposit,
      waived: 0,
      remaining: schedule.total - schedule.deposit,
      payments: [
        { reference: `plan.${id}.1`, amount: schedule.deposit, method: 'mobile_money', by: 'paystack', waived: 0, at },
      ],
      paymentAttempts: [],
      depositDueBy: null,
      decision: null,
      releasedAt: null,
      overdueSince: null,
      promiseToPay: null,
      lastContactAt: null,
      ownedAt: null,
      cancelled: null,
      timeline: [{ status: 'active', at, by: 'paystack', note: PLAN_TIMELINE.created(schedule.name) }],
      searchKeys: [number.toLowerCase()],
      createdAt: at,
      updatedAt: at,
    });
  // Its order, as the checkout leaves it: every change to the plan is written on its order too (writePlanChange).
  await adminDb()
    .doc(`orders/${id}`)
    .set({
      userId: customer.uid,
      number,
      status: 'pending',
      paymentMethod: 'instalments',
      paymentStatus: 'pending',
      plan: { id, templateId: WEEKLY.id, status: 'active', paid: schedule.deposit, releasedAt: null, ownedAt: null },
      createdAt: at,
      updatedAt: at,
    });
  return { id, number, row: schedule.instalments[0]! };
}

test('a reminder 3 days before an instalment, its one-tap link on a phone; an overdue plan: staff told, in Arrears, paid from its link, cleared', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const customer = await createCustomer('plan-remind');
  const phone = `+23324${String(Math.floor(1_000_000 + Math.random() * 8_999_999))}`;
  // Started 3 days ago: the first instalment is due in 4 days, so in 3 once the clock moves a day.
  const plan = await activePlan(customer, phone, daysFromToday(-3));
  expect(plan.row.dueOn).toBe(daysFromToday(4));

  const queued = sweepTomorrow();
  expect(queued).toEqual(
    expect.arrayContaining([
      `plan-${plan.id}-row-1-before-customer-email`,
      `plan-${plan.id}-row-1-before-customer-sms`,
    ]),
  );
  // The reminder, by the link that pays it (the plan's order, placed as the checkout does, has its own mail).
  const reminder = async () =>
    (await mailsTo(customer.email)).find(
      (m) => m.text.includes(plan.number) && m.text.includes(`/plans/${plan.id}?pay=`),
    );
  await expect.poll(reminder, { timeout: 30_000 }).toBeTruthy();
  expect((await reminder())?.subject).toMatch(/^Savanna Solar: GHS 112\.50 due on /);
  const link = linkIn(await reminder(), 'Tap to pay GHS 112.50');
  expect(new URL(link).pathname).toBe(`/plans/${plan.id}`);
  expect(new URL(link).searchParams.get('pay')).toBe(String(plan.row.amount));
  await expect
    .poll(async () => (await smsTo(phone)).map((m) => m.message), { timeout: 30_000 })
    .toEqual([expect.stringContaining(`Tap to pay: ${link}`)]);

  // The customer's phone opens the link: the plan's page with the payment for that amount.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const shop = await context.newPage();
  await shop.goto(link);
  await expect(shop).toHaveURL(`${new URL(link).origin}/plans/${plan.id}?pay=${plan.row.amount}`);
  await context.close();

  // The sweep again (the scheduler's next run): nothing new for this plan.
  expect(sweepTomorrow().filter((line) => line.includes(plan.id))).toEqual([]);
  expect(await smsTo(phone)).toHaveLength(1);

  // The late path: an instalment 3 days late (the grace days) is overdue once the clock moves a day.
  const late = await activePlan(customer, phone, daysFromToday(-10));
  expect(late.row.dueOn).toBe(daysFromToday(-3));
  const lines = sweepTomorrow();
  expect(lines).toContain(`overdue ${late.id}`);
  const stored = (await adminDb().doc(`plans/${late.id}`).get()).data();
  expect(stored).toMatchObject({ status: 'overdue', overdueSince: daysFromToday(1) });
  expect(stored?.timeline.at(-1)).toMatchObject({ status: 'overdue', note: PLAN_TIMELINE.overdue(4) });
  // Staff are told, by the recipients the shop set (Admin › Notifications, else the shop's e-mail).
  const alertId = lines.find((line) => line.startsWith(`plan-${late.id}-overdue-`) && line.includes('-staff-email-'));
  expect(alertId, 'a staff e-mail queued').toBeTruthy();
  const staffEmail = String((await adminDb().doc(`notifications/${alertId}`).get()).get('to'));
  const alert = async () =>
    (await mailsTo(staffEmail)).find((m) => m.subject.startsWith(`Plan ${late.number} is overdue`));
  await expect.poll(alert, { timeout: 30_000 }).toBeTruthy();
  expect((await alert())?.text).toContain(`/admin/plans/${late.id}`);
  // The customer has the late reminder with the link for what is left of that instalment.
  await expect
    .poll(async () => (await smsTo(phone)).map((m) => m.message), { timeout: 30_000 })
    .toContainEqual(expect.stringContaining(`/plans/${late.id}?pay=${late.row.amount}`));

  // Staff see it in Arrears.
  const office = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await office.newPage();
  await openAsAdmin(admin, '/admin/plans');
  const arrears = async () => {
    await admin.getByRole('navigation', { name: 'Plans' }).getByRole('link', { name: 'Arrears' }).click();
    await admin.getByRole('search').getByLabel('Search').fill(late.number.toLowerCase());
    return admin.getByRole('region', { name: 'Arrears' });
  };
  await expect((await arrears()).getByRole('listitem').filter({ hasText: late.number })).toHaveCount(1);

  // The customer pays from the late reminder's link on their phone: the plan is up to date again.
  const sms = (await smsTo(phone)).map((m) => m.message).find((m) => m.includes(`/plans/${late.id}?pay=`));
  const lateLink = /(https?:\/\/\S+)/.exec(sms ?? '')?.[1];
  expect(lateLink, 'the late reminder carries its link').toBeTruthy();
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const payer = await phoneContext.newPage();
  await payer.goto(lateLink!);
  await input(payer, 'Email').fill(customer.email);
  await input(payer, 'Password').fill(customer.password);
  await authDialog(payer).getByRole('button', { name: 'Sign In' }).click();
  await expect(payer.getByLabel('Amount to pay (GHS)')).toHaveValue((late.row.amount / 100).toFixed(2));
  await payer.getByRole('button', { name: 'Continue' }).click();
  await payer.getByLabel('Mobile Money number').fill(APPROVING_WALLET);
  await payer.getByRole('radio', { name: 'MTN', exact: true }).check();
  await payer.getByRole('button', { name: 'Send the payment request' }).click();
  await expect(payer.getByText(`Payment of ${formatPesewas(late.row.amount)} received. Thank you.`)).toBeVisible({
    timeout: 30_000,
  });
  await phoneContext.close();
  expect((await adminDb().doc(`plans/${late.id}`).get()).data()).toMatchObject({
    status: 'active',
    overdueSince: null,
  });

  // Out of the arrears.
  await admin.reload();
  await expect(await arrears()).toContainText('No plan matches.');
  await office.close();
});
