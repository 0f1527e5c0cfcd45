/**
 * The payment plans' daily sweep (docs/plans.md, "Reminders"), on the emulators: each reminder queued once
 * however often it runs (by the customer's channels, with the one-tap link for the amount left of that
 * instalment), nothing for an instalment paid, an active plan past its grace days marked overdue and staff told
 * once, and a deposit not received in time cancelling the plan and its order with the stock back. Plans are
 * written here as the checkout and payments leave them (those are their own suites).
 */
import { randomUUID } from 'node:crypto';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLAN_TEMPLATES } from '@domain/demo/plan-templates';
import { recipientKey } from '@domain/notifications/notifications';
import { PLAN_TIMELINE } from '@domain/plans/messages';
import type { PlanStatus } from '@domain/plans/plan-record';
import { planSchedule } from '@domain/plans/plan-schedule';
import {
  cleanup,
  createProduct,
  createUser,
  db,
  orderRequest,
  placeOrder,
  readDoc,
  unique,
  type TestUser,
} from './support';
import { waitForDelivery, mailTo } from './messages';

const WEEKLY = DEMO_PLAN_TEMPLATES.find((t) => t.id === '12-weeks-layaway')!;
// GH₵1,200 on 12 weeks from Tuesday 2 March 2027: deposit GH₵120, then GH₵90 every Tuesday from 9 March.
const schedule = planSchedule(120_000, WEEKLY, '2027-03-02');
const ROW = schedule.instalments[0]!.amount;

let customer: TestUser;
let savedStaff: DocumentData | undefined;
const staffEmail = `${unique('plans-staff')}@example.com`.toLowerCase();

beforeAll(async () => {
  customer = await createUser();
  savedStaff = await readDoc('settings/notifications');
  await db
    .doc('settings/notifications')
    .set({ emailEnabled: true, smsEnabled: false, emails: [staffEmail], phones: [] });
}, 60_000);

afterAll(async () => {
  if (savedStaff) await db.doc('settings/notifications').set(savedStaff);
  else await db.doc('settings/notifications').delete();
  await cleanup();
});

/** A plan of the customer on `schedule` and its order, as the checkout and its payments leave them; returns its id and number. */
async function plan(
  fields: { status: PlanStatus; paid: number } & Record<string, unknown>,
  id = randomUUID(),
  owner: TestUser = customer,
): Promise<{ id: string; number: string }> {
  const number = `SS-2703-${String(10_000 + Math.floor(Math.random() * 89_999))}`;
  const at = Timestamp.fromDate(new Date('2027-03-02T10:00:00Z'));
  await db.doc(`plans/${id}`).set({
    source: { kind: 'order', id, number },
    userId: owner.uid,
    customer: { name: 'Abena Mahama', email: owner.email, phone: '+233241234567' },
    schedule,
    waived: 0,
    remaining: schedule.total - fields.paid,
    payments: [],
    paymentAttempts: [],
    depositDueBy: null,
    decision: null,
    releasedAt: null,
    overdueSince: null,
    promiseToPay: null,
    lastContactAt: null,
    ownedAt: null,
    cancelled: null,
    timeline: [{ status: fields.status, at, by: 'system', note: PLAN_TIMELINE.created(schedule.name) }],
    searchKeys: [number.toLowerCase()],
    createdAt: at,
    updatedAt: at,
    ...fields,
  });
  // Its order, as the checkout leaves it (unless the test placed it): every change to the plan is written on its
  // order too (writePlanChange).
  const order = db.doc(`orders/${id}`);
  if (!(await order.get()).exists) {
    await order.set({
      userId: owner.uid,
      number,
      status: 'pending',
      paymentMethod: 'instalments',
      paymentStatus: 'pending',
      plan: { id, templateId: WEEKLY.id, status: fields.status, paid: fields.paid, releasedAt: null, ownedAt: null },
      createdAt: at,
      updatedAt: at,
    });
  }
  return { id, number };
}

const sweep = async (when: string) => {
  const { sendPlanReminders } = await import('../src/plans/lib/plan-reminders');
  return sendPlanReminders(new Date(`${when}T08:00:00Z`));
};

describe('sendPlanReminders', () => {
  it('queues a reminder 3 days before an instalment once, by e-mail and SMS, with the link that pays it', async () => {
    const { id, number } = await plan({ status: 'active', paid: schedule.deposit });
    const paidRow = await plan({ status: 'active', paid: schedule.deposit + ROW });

    const first = await sweep('2027-03-06');
    expect(first.queued.filter((n) => n.startsWith(`plan-${id}-`)).sort()).toEqual([
      `plan-${id}-row-1-before-customer-email`,
      `plan-${id}-row-1-before-customer-sms`,
    ]);
    // An instalment paid: nothing (its next one is not due for 10 days).
    expect(first.queued.filter((n) => n.startsWith(`plan-${paidRow.id}-`))).toEqual([]);
    // Again, and the next day: nothing twice.
    const again = [...(await sweep('2027-03-06')).queued, ...(await sweep('2027-03-07')).queued];
    expect(again.filter((n) => n.startsWith(`plan-${id}-`))).toEqual([]);

    const sms = await readDoc(`notifications/plan-${id}-row-1-before-customer-sms`);
    expect(sms).toMatchObject({ channel: 'sms', to: '+233241234567', template: 'plan_reminder', orderId: id });
    const sent = await waitForDelivery(
      () => readDoc(`notifications/plan-${id}-row-1-before-customer-email`),
      (n) => n?.status === 'sent' || n?.status === 'failed',
    );
    expect(sent?.status).toBe('sent');
    // The reminder, by the link that pays it (the plan's order was placed too, and its "received" mail names it).
    const reminder = (m: { text: string }) => m.text.includes(`/plans/${id}?pay=`);
    const mails = await waitForDelivery(
      () => mailTo(customer.email),
      (list) => list.some(reminder),
    );
    const mail = mails.find(reminder);
    expect(mail?.subject).toBe('Savanna Solar: GHS 90.00 due on Tuesday 9 March 2027');
    expect(mail?.text).toContain(number);
    expect(mail?.text).toContain(`/plans/${id}?pay=${ROW}`);
  }, 90_000);

  it('marks an active plan past its grace days overdue, tells staff once, and sends the late reminder', async () => {
    const { id, number } = await plan({ status: 'active', paid: schedule.deposit });
    // 13 March: the 9 March instalment is 4 days late, past the 3 grace days.
    const first = await sweep('2027-03-13');
    expect(first.overdue).toContain(id);
    const stored = await readDoc(`plans/${id}`);
    expect(stored).toMatchObject({
      status: 'overdue',
      overdueSince: '2027-03-13',
      remaining: schedule.total - schedule.deposit,
    });
    expect(stored?.timeline.at(-1)).toMatchObject({ status: 'overdue', by: 'system', note: PLAN_TIMELINE.overdue(4) });
    const staffId = `plan-${id}-overdue-2027-03-13-staff-email-${recipientKey(staffEmail)}`;
    expect(first.queued).toEqual(expect.arrayContaining([`plan-${id}-row-1-late-customer-email`, staffId]));

    const again = await sweep('2027-03-13');
    expect(again.overdue).not.toContain(id);
    expect(again.queued.filter((n) => n.startsWith(`plan-${id}-`))).toEqual([]);
    expect((await readDoc(`plans/${id}`))?.timeline).toHaveLength(stored?.timeline.length);

    const alerts = await waitForDelivery(
      () => mailTo(staffEmail),
      (list) => list.some((m) => m.subject.startsWith(`Plan ${number} is overdue`)),
    );
    const alert = alerts.find((m) => m.subject.startsWith(`Plan ${number} is overdue`));
    expect(alert?.text).toContain('4 days past the due date');
    expect(alert?.text).toContain(`/admin/plans/${id}`);
  }, 90_000);

  it('cancels a plan whose deposit did not come in time with its order, the stock back', async () => {
    // A customer of their own: the plans above keep the shared customer's orders pending, up to the hoarding limit.
    const buyer = await createUser();
    const productId = await createProduct({ stock: 10 });
    const request = orderRequest([{ productId, quantity: 2 }]);
    await placeOrder(buyer, request);
    const orderId = request.orderId;
    expect((await readDoc(`products/${productId}`))?.stock).toBe(8);
    await db.doc(`orders/${orderId}`).update({ paymentMethod: 'instalments' });
    const past = Timestamp.fromMillis(Date.now() - 3_600_000);
    await plan({ status: 'awaiting_deposit', paid: 0, depositDueBy: past }, orderId, buyer);
    const notYet = await plan({
      status: 'awaiting_deposit',
      paid: 0,
      depositDueBy: Timestamp.fromMillis(Date.now() + 3_600_000),
    });

    const { expirePlanDeposits } = await import('../src/plans/lib/plan-reminders');
    const cancelled = await expirePlanDeposits(new Date());
    expect(cancelled).toContain(orderId);
    expect(cancelled).not.toContain(notYet.id);
    const stored = await readDoc(`plans/${orderId}`);
    expect(stored).toMatchObject({
      status: 'cancelled',
      depositDueBy: null,
      cancelled: { reason: PLAN_TIMELINE.depositExpired, by: 'system' },
    });
    expect(stored?.timeline.at(-1)).toMatchObject({ status: 'cancelled', note: PLAN_TIMELINE.depositExpired });
    expect(await readDoc(`orders/${orderId}`)).toMatchObject({ status: 'cancelled', paymentStatus: 'expired' });
    expect((await readDoc(`products/${productId}`))?.stock).toBe(10);
    expect((await readDoc(`plans/${notYet.id}`))?.status).toBe('awaiting_deposit');

    // Again: nothing more (the stock is not returned twice).
    expect(await expirePlanDeposits(new Date())).not.toContain(orderId);
    expect((await readDoc(`products/${productId}`))?.stock).toBe(10);
  }, 60_000);
});
