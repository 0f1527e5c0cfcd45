/**
 * A project paid in instalments (docs/projects.md, "Projects paid in instalments"), on the emulators with
 * Paystack's stand-in: acceptProposal makes plans/{projectId} from the schedule the customer confirmed (or refuses
 * a changed one), the plan's deposit paid moves the project to deposit_paid, the installation waits for the plan
 * to release it, and the plan fully paid pays the project's balance. A project at proposal_sent is written as
 * issueProposal leaves it (project-fixture.ts).
 */
import type { DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STANDIN_WALLETS, standinSecretKey } from '../../scripts/lib/paystack-standin';
import { shopDay } from '@domain/shared/date-time';
import { renderEmail, renderSms } from '@domain/notifications/notification-templates';
import { ghsText } from '@domain/notifications/notification-text';
import { confirmedScheduleOf, planSchedule } from '@domain/plans/plan-schedule';
import type { PlanTemplate } from '@domain/plans/plan-template';
import {
  acceptProposal,
  admin,
  projectWithProposal as fixtureProject,
  projectDoc,
  stockOf,
  withProjectAdmin,
} from './project-fixture';
import { callError, cleanup, db, readDoc, waitFor, type TestUser } from './support';
import { waitForDelivery } from './messages';
import { FINANCED_THREE_MONTHS } from '@domain/plans/plan-template.fixtures';

process.env.PAYSTACK_SECRET_KEY = standinSecretKey();

/** Paid after installation: 20 % down, 3 monthly instalments, 10 % extra; staff approve the customer. */
const FINANCED: PlanTemplate = FINANCED_THREE_MONTHS;
/** Paid before installation (layaway). */
const LAYAWAY: PlanTemplate = { ...FINANCED, id: 'project-layaway', name: '2 months first', count: 2, release: 'paid' };
const PRODUCTS_ONLY: PlanTemplate = { ...FINANCED, id: 'products-only', scope: 'products' };

let saved: DocumentData | undefined;
beforeAll(async () => {
  saved = await readDoc('settings/global');
  await db.doc('settings/global').update({ planTemplates: [FINANCED, LAYAWAY, PRODUCTS_ONLY] });
}, 60_000);
afterAll(async () => {
  if (saved) await db.doc('settings/global').set(saved);
  await cleanup();
});
withProjectAdmin();

const planDoc = (id: string) => readDoc(`plans/${id}`);

/** 2 panels at GH₵1,000.00 and an installation at 500: total 2,500.00, cash deposit 750.00. */
const projectWithProposal = () => fixtureProject({ money: { plan: null } });

/** The schedule the proposal page shows today for the option's 2,500.00 on `template`. */
const shown = (template: PlanTemplate) => planSchedule(250_000, template, shopDay(new Date()));

const accept = (user: TestUser, projectId: string, plan: unknown) => acceptProposal(user, projectId, { plan });

const payPlan = (user: TestUser, planId: string, amount: number) =>
  user.call('startPlanPayment', { planId, amount, payoff: false, phone: STANDIN_WALLETS.approve, network: 'mtn' });

const bookInstall = () => ({ day: shopDay(new Date(Date.now() + 2 * 86_400_000)), slot: 'morning', team: ['Issah'] });

describe('acceptProposal with a payment plan', () => {
  it('makes plans/{projectId} with the schedule confirmed; its deposit replaces the cash deposit', async () => {
    const { user, projectId, panelId } = await projectWithProposal();
    const schedule = shown(FINANCED);
    const { project } = await accept(user, projectId, confirmedScheduleOf(schedule));
    expect(project).toMatchObject({
      stage: 'accepted',
      money: { depositStatus: 'awaiting', balanceStatus: 'none', plan: { id: projectId, releasedAt: null } },
    });
    expect(await stockOf(panelId)).toBe(3);
    const plan = await planDoc(projectId);
    expect(plan).toMatchObject({
      source: { kind: 'project', id: projectId, number: project.number },
      userId: user.uid,
      status: 'awaiting_deposit',
      schedule: { ...schedule },
      paid: 0,
      remaining: schedule.total,
      depositDueBy: null,
    });
    // The project awaits nothing itself: the plan takes the deposit (no cash deposit prompt).
    const refused = await callError(
      user.call('startProjectPayment', { projectId, phone: STANDIN_WALLETS.approve, network: 'mtn' }),
    );
    expect(refused.details).toMatchObject({ reason: 'not_awaiting' });
  });

  it('refuses a changed schedule with the new one, and a template for products only', async () => {
    const { user, projectId, panelId } = await projectWithProposal();
    const schedule = shown(FINANCED);
    const seen = confirmedScheduleOf({ ...schedule, deposit: schedule.deposit - 100 });
    const changed = await callError(accept(user, projectId, seen));
    expect(changed.details).toMatchObject({ reason: 'schedule_changed', schedule: { deposit: schedule.deposit } });
    const productsOnly = await callError(accept(user, projectId, confirmedScheduleOf(shown(PRODUCTS_ONLY))));
    expect(productsOnly.details).toMatchObject({ reason: 'below_minimum' });
    // Nothing was taken or made.
    expect(await stockOf(panelId)).toBe(5);
    expect(await planDoc(projectId)).toBeUndefined();
    expect(await projectDoc(projectId)).toMatchObject({ stage: 'proposal_sent' });
  });
});

describe('paying the plan of a project', () => {
  it('financed: deposit paid → deposit_paid; install refused until approved; fully paid → balance paid', async () => {
    const { user, projectId } = await projectWithProposal();
    const schedule = shown(FINANCED);
    await accept(user, projectId, confirmedScheduleOf(schedule));
    await payPlan(user, projectId, schedule.deposit);
    const paid = await waitFor(
      () => projectDoc(projectId),
      (p) => p?.stage === 'deposit_paid',
    );
    expect(paid).toMatchObject({
      stage: 'deposit_paid',
      money: {
        depositStatus: 'paid',
        depositDueBy: null,
        balanceStatus: 'none',
        depositReference: `plan.${projectId}.1`,
      },
    });
    expect(paid?.timeline.at(-1)).toMatchObject({ stage: 'deposit_paid', by: 'paystack' });
    expect(await planDoc(projectId)).toMatchObject({ status: 'awaiting_approval', paid: schedule.deposit });

    const held = await callError(admin.call('scheduleInstall', { projectId, ...bookInstall() }));
    expect(held.details).toMatchObject({ reason: 'plan_not_released' });
    expect(held.message).toMatch(/approved in Admin/);

    await admin.call('approvePlan', { planId: projectId });
    const released = await projectDoc(projectId);
    expect(released?.money.plan.releasedAt).toBeTruthy();
    await admin.call('scheduleInstall', { projectId, ...bookInstall() });
    expect(await projectDoc(projectId)).toMatchObject({ stage: 'install_scheduled' });

    // The rest paid at the shop: the plan is owned and the project's balance is paid by it.
    const rest = (schedule.total - schedule.deposit) / 100;
    await admin.call('recordPlanPayment', {
      planId: projectId,
      payment: { method: 'cash', amount: rest, reference: 'R-1' },
    });
    expect(await planDoc(projectId)).toMatchObject({ status: 'owned', remaining: 0 });
    const owned = await projectDoc(projectId);
    expect(owned).toMatchObject({
      stage: 'install_scheduled',
      money: { balanceStatus: 'paid', balanceReference: 'R-1' },
    });
    expect(owned?.money.plan.ownedAt).toBeTruthy();
    // Six callables, each starting its worker in the emulators on the first call.
  }, 120_000);

  it('layaway: the installation waits until everything is paid', async () => {
    const { user, projectId } = await projectWithProposal();
    const schedule = shown(LAYAWAY);
    await accept(user, projectId, confirmedScheduleOf(schedule));
    await admin.call('recordPlanPayment', {
      planId: projectId,
      payment: { method: 'cash', amount: schedule.deposit / 100, reference: 'D-1' },
    });
    expect(await projectDoc(projectId)).toMatchObject({ stage: 'deposit_paid', money: { depositStatus: 'paid' } });
    const held = await callError(admin.call('scheduleInstall', { projectId, ...bookInstall() }));
    expect(held.details).toMatchObject({ reason: 'plan_not_released' });
    await admin.call('recordPlanPayment', {
      planId: projectId,
      payment: { method: 'cash', amount: (schedule.total - schedule.deposit) / 100, reference: 'D-2' },
    });
    expect(await projectDoc(projectId)).toMatchObject({ money: { balanceStatus: 'paid' } });
    await admin.call('scheduleInstall', { projectId, ...bookInstall() });
    expect(await projectDoc(projectId)).toMatchObject({ stage: 'install_scheduled' });
  }, 60_000);
});

describe('a project financed by a plan, handed over while its instalments are due', () => {
  it("is installed and commissioned with warranties; every message quotes the plan's figures", async () => {
    const { user, projectId, panelId } = await projectWithProposal();
    await db.doc(`products/${panelId}`).update({ specs: { warrantyYears: 25 } });
    const schedule = shown(FINANCED);
    await accept(user, projectId, confirmedScheduleOf(schedule));
    await admin.call('recordPlanPayment', {
      planId: projectId,
      payment: { method: 'cash', amount: schedule.deposit / 100, reference: 'D-1' },
    });
    await admin.call('approvePlan', { planId: projectId });
    await admin.call('scheduleInstall', { projectId, ...bookInstall() });
    await admin.call('markInstalled', {
      projectId,
      serials: [{ productId: panelId, serials: ['PNL-1', 'PNL-2'] }],
      readings: [],
    });
    const { project } = await admin.call<{ project: { stage: string } }>('commissionProject', { projectId });
    expect(project.stage).toBe('commissioned');
    const stored = await projectDoc(projectId);
    expect(stored?.warranties.map((w: { serial: string }) => w.serial)).toEqual(['PNL-1', 'PNL-2']);
    // The plan goes on: nothing but the deposit is paid.
    expect(await planDoc(projectId)).toMatchObject({
      status: 'active',
      paid: schedule.deposit,
      remaining: schedule.total - schedule.deposit,
    });

    // Every message to the customer (mail and SMS) at each money stage quotes the plan's deposit, total and next
    // instalment, never the option's cash deposit (750.00) nor "pay the balance".
    const stages = ['accepted', 'deposit_paid', 'installed', 'commissioned'];
    // The trigger's worker starts with the first change (as slow as a notification's delivery on a busy machine).
    const queued = await waitForDelivery(
      async () =>
        (await db.collection('notifications').where('data.projectId', '==', projectId).get()).docs.map((d) => d.data()),
      (list) =>
        stages.every((stage) => list.some((n) => n.template === 'project_stage' && n.data.projectStage === stage)),
    );
    const customer = queued.filter((n) => n.template === 'project_stage');
    expect(customer.map((n) => n.data.projectStage)).toEqual(expect.arrayContaining(stages));
    const ghs = (pesewas: number) => ghsText(pesewas / 100);
    for (const n of customer) {
      const text = n.channel === 'sms' ? renderSms(n.template, n.data) : renderEmail(n.template, n.data).text;
      expect(text).not.toContain(ghsText(750));
      expect(text).not.toMatch(/pay the balance/i);
      if (n.data.projectStage === 'accepted' || n.data.projectStage === 'deposit_paid') {
        expect(text).toContain(ghs(schedule.deposit));
      }
      if (n.data.projectStage === 'installed' || n.data.projectStage === 'commissioned') {
        expect(text).toContain(ghs(schedule.instalments[0]!.amount));
      }
    }
    expect(queued.find((n) => n.template === 'project_stage_staff')?.data).toMatchObject({
      deposit: schedule.deposit / 100,
      total: schedule.total / 100,
      planName: '3 months',
    });
  }, 240_000);
});

describe('closing a project paid in instalments', () => {
  it("the deposit's expiry cancels the plan with the acceptance; the goods go back; accepting again works", async () => {
    const { expireAwaitedDeposits } = await import('../src/projects/lib/project-deposit');
    const { user, projectId, panelId } = await projectWithProposal();
    await accept(user, projectId, confirmedScheduleOf(shown(FINANCED)));
    expect(await expireAwaitedDeposits(new Date(Date.now() + 31 * 60_000))).toContain(projectId);
    expect(await projectDoc(projectId)).toMatchObject({
      stage: 'proposal_sent',
      accepted: null,
      money: { depositStatus: 'none', plan: null },
    });
    expect(await planDoc(projectId)).toMatchObject({ status: 'cancelled', depositDueBy: null });
    expect(await stockOf(panelId)).toBe(5);
    // The cancelled plan (nothing paid on it) is replaced by a new acceptance.
    await accept(user, projectId, confirmedScheduleOf(shown(FINANCED)));
    expect(await planDoc(projectId)).toMatchObject({ status: 'awaiting_deposit' });
  });

  it('the customer cancelling cancels the unpaid plan in the same transaction', async () => {
    const { user, projectId, panelId } = await projectWithProposal();
    await accept(user, projectId, confirmedScheduleOf(shown(FINANCED)));
    await user.call('cancelMyProject', { projectId, reason: '' });
    expect(await projectDoc(projectId)).toMatchObject({ stage: 'cancelled' });
    expect(await planDoc(projectId)).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(panelId)).toBe(5);
  });

  it('staff cancelling a project paid in part by its plan may refund all the plan received, not more', async () => {
    const { user, projectId } = await projectWithProposal();
    const schedule = shown(FINANCED);
    await accept(user, projectId, confirmedScheduleOf(schedule));
    // The deposit and the first instalment, both at the shop: more than the project's cash deposit.
    const paid = schedule.deposit + schedule.instalments[0]!.amount;
    await admin.call('recordPlanPayment', {
      planId: projectId,
      payment: { method: 'cash', amount: paid / 100, reference: 'R-2' },
    });
    await admin.call('cancelPaidProject', { projectId, reason: 'The customer moved away.' });
    expect(await planDoc(projectId)).toMatchObject({ status: 'cancelled', paid });
    const tooMuch = await callError(
      admin.call('recordProjectRefund', { projectId, amount: (paid + 1) / 100, method: 'cash', reference: 'RF-1' }),
    );
    expect(tooMuch.details).toMatchObject({ reason: 'refund_not_due' });
    await admin.call('recordProjectRefund', { projectId, amount: paid / 100, method: 'cash', reference: 'RF-1' });
    expect(await projectDoc(projectId)).toMatchObject({ money: { depositStatus: 'refunded' } });
  }, 60_000);

  it('staff declining the plan cancel the project: the goods go back, what the plan received is to be refunded', async () => {
    const { user, projectId, panelId } = await projectWithProposal();
    const schedule = shown(FINANCED);
    await accept(user, projectId, confirmedScheduleOf(schedule));
    await admin.call('recordPlanPayment', {
      planId: projectId,
      payment: { method: 'cash', amount: schedule.deposit / 100, reference: 'D-3' },
    });
    expect(await planDoc(projectId)).toMatchObject({ status: 'awaiting_approval' });
    await admin.call('declinePlan', { planId: projectId, reason: 'No proof of income.' });
    expect(await planDoc(projectId)).toMatchObject({ status: 'declined', decision: { approved: false } });
    const project = await projectDoc(projectId);
    expect(project).toMatchObject({
      stage: 'cancelled',
      closedReason: 'No proof of income.',
      money: { depositStatus: 'refund_due', depositDueBy: null },
    });
    expect(project?.timeline.slice(-2)).toMatchObject([
      { stage: 'cancelled', note: 'Cancelled by the shop: No proof of income.' },
      { stage: 'cancelled', note: 'Deposit to be refunded' },
    ]);
    expect(await stockOf(panelId)).toBe(5);
    await admin.call('recordProjectRefund', {
      projectId,
      amount: schedule.deposit / 100,
      method: 'cash',
      reference: 'RF-2',
    });
    expect(await projectDoc(projectId)).toMatchObject({ money: { depositStatus: 'refunded' } });
  }, 60_000);

  it('staff declining a plan that awaits its deposit cancel the project with nothing to refund', async () => {
    const { user, projectId, panelId } = await projectWithProposal();
    await accept(user, projectId, confirmedScheduleOf(shown(FINANCED)));
    await admin.call('declinePlan', { planId: projectId, reason: 'Not for this amount.' });
    expect(await projectDoc(projectId)).toMatchObject({ stage: 'cancelled', money: { depositStatus: 'none' } });
    expect(await planDoc(projectId)).toMatchObject({ status: 'declined' });
    expect(await stockOf(panelId)).toBe(5);
  });
});
