import { isOpenAttempt } from '@domain/order/order';
import { FieldPath, Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { shopDay } from '@domain/shared/date-time';
import { fromPesewas } from '@domain/shared/money';
import type { NotificationData } from '@domain/notifications/notifications';
import { normaliseGhanaPhone } from '@domain/shared/phone';
import { planPosition } from '@domain/plans/plan-ledger';
import { PLAN_TIMELINE } from '@domain/plans/messages';
import type { PlanRecord } from '@domain/plans/plan-record';
import { duePlanReminders, REMINDED_STATUSES } from '@domain/plans/plan-reminders';
import { db } from '../../shared/firebase';
import { planSourceOf } from './plan-sources';
import {
  customerAddresses,
  queueNotifications,
  shopUrl,
  staffNotifications,
  staffSettings,
  type QueuedNotification,
} from '../../notifications/lib/outbox';
import { recordVerifiedCharge } from '../../payments/lib/payments';
import { plansCollection, writePlanChange } from './plans';
import { MAX_TRANSACTION_ATTEMPTS } from '../../shared/action-transaction';
import { readPlan } from '../../shared/stored';
import { SYSTEM_ACTOR } from '../../payments/lib/payment-events';

/**
 * The plans' daily sweep (docs/plans.md, "Reminders"), on the shop's day of `now`: plans whose deposit did not
 * come in time are cancelled with their order (expirePlanDeposits); every plan being paid is asked which
 * reminders are due (duePlanReminders), each queued in the outbox as `plan-<id>-row-<n>-<kind>-customer-<channel>`
 * (queueNotifications skips an id that exists: however often the sweep runs, a reminder is sent once); an
 * active plan past its grace days becomes overdue (its timeline says so) and staff are told, once per overdue
 * spell (`plan-<id>-overdue-<day>`). Plans are read by status, a page at a time; nothing is counted in a shared
 * document.
 */

/** Plans are read this many at a time. */
const PAGE = 200;

/** The attempts a lost webhook may have paid: verified with Paystack before a deposit is given up. */

export interface PlanSweep {
  /** The ids of the notifications queued */
  queued: string[];
  /** The plans marked overdue */
  overdue: string[];
  /** The plans cancelled for want of their deposit */
  cancelled: string[];
}

const runTransaction = <R>(act: (tx: Transaction) => Promise<R>): Promise<R> =>
  db().runTransaction(act, { maxAttempts: MAX_TRANSACTION_ATTEMPTS });

/** An active plan past its grace days on `today` marked overdue (read again in the transaction); null when not. */
function markOverdue(snap: DocumentSnapshot, today: string): Promise<PlanRecord<Timestamp> | null> {
  return runTransaction(async (tx) => {
    const fresh = await tx.get(snap.ref);
    const plan = readPlan(fresh);
    const position = planPosition(plan.schedule, plan.paid, plan.waived, today);
    if (plan.status !== 'active' || !position.overdue) return null;
    return writePlanChange(
      { tx, snap: fresh, plan, by: SYSTEM_ACTOR, now: Timestamp.now() },
      { status: 'overdue', note: PLAN_TIMELINE.overdue(position.daysPastDue), fields: { overdueSince: today } },
    );
  });
}

/** The customer's reminders due on `today`, by the channels they chose (users/{uid}.notifyBy). */
async function reminders(plan: PlanRecord<Timestamp>, today: string): Promise<QueuedNotification[]> {
  const due = duePlanReminders(plan, today);
  if (due.length === 0) return [];
  const addresses = await customerAddresses(plan);
  return due.flatMap((reminder) =>
    addresses.map(({ channel, to }) => ({
      id: `plan-${plan.id}-${reminder.key}-customer-${channel}`,
      channel,
      to,
      audience: 'customer' as const,
      template: 'plan_reminder' as const,
      data: {
        planId: plan.id,
        planNumber: plan.source.number,
        shopUrl: shopUrl(),
        customerName: plan.customer.name,
        planReminder: reminder.kind,
        planDue: reminder.dueOn,
        planPay: reminder.amount,
      },
      orderId: plan.source.kind === 'order' ? plan.source.id : null,
    })),
  );
}

/** Staff's alert for an overdue plan: one per overdue spell (its overdueSince), by their recipients. */
function overdueAlert(
  plan: PlanRecord<Timestamp>,
  today: string,
  staff: Awaited<ReturnType<typeof staffSettings>>,
): QueuedNotification[] {
  const position = planPosition(plan.schedule, plan.paid, plan.waived, today);
  const data: NotificationData = {
    planId: plan.id,
    planNumber: plan.source.number,
    shopUrl: shopUrl(),
    customerName: plan.customer.name,
    customerPhone: normaliseGhanaPhone(plan.customer.phone) ?? plan.customer.phone,
    amount: fromPesewas(position.amountDue),
    daysPastDue: position.daysPastDue,
  };
  const orderId = plan.source.kind === 'order' ? plan.source.id : null;
  return staffNotifications(staff, `plan-${plan.id}-overdue-${plan.overdueSince}`, 'plan_overdue_staff', data, orderId);
}

/**
 * A plan still awaiting its deposit past depositDueBy: its open attempts verified with Paystack first (a payment
 * whose webhook was lost is recorded, not given up); then, if it still awaits the deposit and nothing was paid,
 * cancelled (PLAN_TIMELINE.depositExpired, by the system) with what it pays for (its source: an order is
 * cancelled, its stock back, its payment `expired`, as the orders' expiry leaves it). A plan that holds
 * part of its deposit is left to staff. Idempotent; resolves with the ids of the plans it cancelled.
 */
export async function expirePlanDeposits(now: Date = new Date(), only?: string): Promise<string[]> {
  const due = await plansCollection().where('depositDueBy', '<=', Timestamp.fromDate(now)).limit(PAGE).get();
  const cancelled: string[] = [];
  for (const snap of due.docs.filter((d) => !only || d.id === only)) {
    const plan = readPlan(snap);
    if (plan.status === 'awaiting_deposit') {
      for (const attempt of plan.paymentAttempts.filter(isOpenAttempt)) {
        try {
          await recordVerifiedCharge(attempt.reference, `charge.success-${attempt.reference}`);
        } catch (error) {
          logger.warn(`Could not verify ${attempt.reference} before the plan's deposit expiry`, error);
        }
      }
    }
    const done = await runTransaction<boolean>(async (tx) => {
      const fresh = await tx.get(snap.ref);
      const current = readPlan(fresh);
      const dueBy = current.depositDueBy;
      if (current.status !== 'awaiting_deposit') {
        // No longer awaited: its hold time is dropped, so that the query does not keep finding it.
        if (dueBy) tx.update(fresh.ref, { depositDueBy: null });
        return false;
      }
      if (!dueBy || dueBy.toMillis() > now.getTime()) return false;
      if (current.paid > 0) {
        logger.warn(`Plan ${current.id} holds part of its deposit past its time: left to staff`);
        return false;
      }
      const at = Timestamp.now();
      const close = await planSourceOf(current).prepareDepositExpired(tx, current, at);
      close();
      writePlanChange(
        { tx, snap: fresh, plan: current, by: SYSTEM_ACTOR, now: at },
        {
          status: 'cancelled',
          note: PLAN_TIMELINE.depositExpired,
          fields: { depositDueBy: null, cancelled: { reason: PLAN_TIMELINE.depositExpired, by: SYSTEM_ACTOR, at } },
        },
      );
      return true;
    });
    if (done) cancelled.push(snap.id);
  }
  return cancelled;
}

/**
 * The daily sweep (above) on the shop's day of `now`. scripts/send-plan-reminders.ts moves the clock for local runs,
 * and may limit the sweep to `only` one plan: a run a month ahead must not expire or remind other people's plans
 * on a database shared with other runs (the journeys).
 */
export async function sendPlanReminders(now: Date = new Date(), only?: string): Promise<PlanSweep> {
  const today = shopDay(now);
  const result: PlanSweep = { queued: [], overdue: [], cancelled: await expirePlanDeposits(now, only) };
  let staff: Awaited<ReturnType<typeof staffSettings>> | null = null;
  let after: string | null = null;
  for (;;) {
    let query = plansCollection()
      .where('status', 'in', [...REMINDED_STATUSES])
      .orderBy(FieldPath.documentId())
      .limit(PAGE);
    if (after) query = query.startAfter(after);
    const page = await query.get();
    for (const snap of page.docs.filter((d) => !only || d.id === only)) {
      let plan = readPlan(snap);
      if (plan.status === 'active' && planPosition(plan.schedule, plan.paid, plan.waived, today).overdue) {
        const marked = await markOverdue(snap, today);
        if (marked) {
          plan = marked;
          result.overdue.push(plan.id);
        }
      }
      const queued = await reminders(plan, today);
      if (plan.status === 'overdue' && plan.overdueSince) {
        staff ??= await staffSettings();
        queued.push(...overdueAlert(plan, today, staff));
      }
      result.queued.push(...(await queueNotifications(queued)));
    }
    if (page.size < PAGE) break;
    after = page.docs[page.docs.length - 1]!.id;
  }
  return result;
}
