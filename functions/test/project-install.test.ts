/**
 * The installation and the balance (docs/projects.md, "Installation and balance"), on the emulators with
 * Paystack's stand-in: staff book the installation, mark it installed with a serial per unit, the balance is
 * paid online (verified before paid, each event once) or recorded by staff, and commissioning writes the
 * warranty register. A project at deposit_paid is written as acceptProposal and the paid deposit leave it
 * (project-fixture.ts).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { formatDay, shopDay } from '@domain/shared/date-time';
import type { ProjectDto } from '@domain/projects/project';
import { INSTALL_MESSAGES } from '@domain/projects/messages';
import { warrantyEndsOn } from '@domain/projects/project-install';
import { postWebhook, settle, standinCalls, WALLETS } from './paystack';
import {
  admin,
  payProject,
  problemsOf,
  projectAtDepositPaid,
  projectDoc,
  stockOf,
  withProjectAdmin,
} from './project-fixture';
import { callError, cleanup, db, waitFor, type TestUser } from './support';

const dayFromToday = (days: number) => shopDay(new Date(Date.now() + days * 86_400_000));

afterAll(cleanup);
withProjectAdmin();

const schedule = (caller: TestUser, projectId: string, change: Record<string, unknown> = {}) =>
  caller.call<{ project: ProjectDto }>('scheduleInstall', {
    projectId,
    day: dayFromToday(3),
    slot: 'morning',
    team: ['Kofi Asante', 'Ama Owusu'],
    ...change,
  });

const READINGS = [
  { name: 'Battery voltage', value: '52.8 V' },
  { name: 'Panel string voltage', value: '82 V' },
];

async function installed() {
  const setup = await projectAtDepositPaid();
  await schedule(admin, setup.projectId);
  await admin.call('markInstalled', {
    projectId: setup.projectId,
    serials: [
      { productId: setup.panelId, serials: ['PNL-0001', 'PNL-0002'] },
      { productId: setup.batteryId, serials: ['BAT-77'] },
    ],
    readings: READINGS,
  });
  return setup;
}

describe('scheduleInstall', () => {
  it('books the day, time and team (staff only, not in the past), and moves it when done again', async () => {
    const { user, projectId } = await projectAtDepositPaid();
    expect(await callError(schedule(user, projectId))).toMatchObject({
      code: 'permission-denied',
      details: { reason: 'not_allowed' },
    });
    expect(await callError(schedule(admin, projectId, { day: dayFromToday(-1) }))).toMatchObject({
      code: 'invalid-argument',
      message: 'Choose a day from today on.',
      details: { reason: 'slot_past' },
    });
    expect(await callError(schedule(admin, projectId, { team: [] }))).toMatchObject({
      code: 'invalid-argument',
      details: { fields: { team: INSTALL_MESSAGES.team } },
    });
    expect((await projectDoc(projectId))?.stage).toBe('deposit_paid');

    const { project } = await schedule(admin, projectId);
    expect(project).toMatchObject({
      stage: 'install_scheduled',
      installation: { day: dayFromToday(3), slot: 'morning', team: ['Kofi Asante', 'Ama Owusu'], serials: [] },
    });
    expect(project.timeline.at(-1)?.note).toMatch(
      /^Installation booked for .+, morning .+; team: Kofi Asante, Ama Owusu$/,
    );
    const moved = await schedule(admin, projectId, { day: dayFromToday(4), slot: 'afternoon', team: ['Kofi Asante'] });
    expect(moved.project).toMatchObject({
      stage: 'install_scheduled',
      installation: { day: dayFromToday(4), slot: 'afternoon', team: ['Kofi Asante'] },
    });
    expect(moved.project.timeline.at(-1)?.note).toMatch(/^Installation moved to /);
  });
});

describe('markInstalled', () => {
  it('takes one distinct serial per panel and battery (none for the cable), refuses a wrong count naming the product', async () => {
    const { projectId, panelId, batteryId, cableId } = await projectAtDepositPaid();
    const serials = [
      { productId: panelId, serials: ['PNL-0001', 'PNL-0002'] },
      { productId: batteryId, serials: ['BAT-77'] },
    ];
    // Not before the installation is booked.
    expect(await callError(admin.call('markInstalled', { projectId, serials, readings: READINGS }))).toMatchObject({
      code: 'failed-precondition',
      details: { reason: 'wrong_stage' },
    });
    await schedule(admin, projectId);

    const short = await callError(
      admin.call('markInstalled', {
        projectId,
        serials: [{ productId: panelId, serials: ['PNL-0001'] }, serials[1]],
        readings: READINGS,
      }),
    );
    expect(short).toMatchObject({
      code: 'invalid-argument',
      message: 'Enter 2 serial numbers for Test panel 450 W, one for each unit installed.',
      details: {
        reason: 'serials_mismatch',
        productId: panelId,
        expected: 2,
        fields: { [`serials.${panelId}`]: 'Enter 2 serial numbers for Test panel 450 W, one for each unit installed.' },
      },
    });
    const twice = await callError(
      admin.call('markInstalled', {
        projectId,
        serials: [serials[0], { productId: batteryId, serials: ['PNL-0002'] }],
        readings: READINGS,
      }),
    );
    expect(twice.details).toMatchObject({ reason: 'serials_mismatch', productId: batteryId });
    expect((await projectDoc(projectId))?.stage).toBe('install_scheduled');

    const { project } = await admin.call<{ project: ProjectDto }>('markInstalled', {
      projectId,
      serials: [...serials, { productId: cableId, serials: [] }],
      readings: READINGS,
    });
    expect(project).toMatchObject({
      stage: 'installed',
      installation: {
        team: ['Kofi Asante', 'Ama Owusu'],
        serials: [
          { productId: panelId, name: 'Test panel 450 W', serial: 'PNL-0001' },
          { productId: panelId, name: 'Test panel 450 W', serial: 'PNL-0002' },
          { productId: batteryId, name: 'Test battery 2.4 kWh', serial: 'BAT-77' },
        ],
        readings: { 'Battery voltage': '52.8 V', 'Panel string voltage': '82 V' },
      },
    });
    expect(project.installation?.installedAt).toEqual(expect.any(String));
    // Booked for 3 days ahead, installed today: the timeline says the day it was done.
    expect(project.timeline.at(-1)?.note).toBe(
      `Installed: 3 serial numbers and 2 commissioning readings recorded, done on ${formatDay(dayFromToday(0))}, before the day booked (${formatDay(dayFromToday(3))})`,
    );
    // The reserved goods were installed: the stock stays as the acceptance left it.
    expect(await stockOf(panelId)).toBe(3);
  });
});

describe('the balance by Mobile Money', () => {
  it('charged exactly the balance, verified before paid, applied once; commissioning waits for it', async () => {
    const { user, projectId } = await installed();
    expect(await callError(admin.call('commissionProject', { projectId }))).toMatchObject({
      code: 'failed-precondition',
      message:
        'The balance of GH₵2,800.00 is not paid yet: record it or ask the customer to pay it. The project is commissioned once it is.',
      details: { reason: 'balance_due' },
    });

    const { attempt } = await payProject(user, projectId, WALLETS.approve);
    expect(attempt).toMatchObject({ reference: `project.${projectId}.1`, purpose: 'balance', status: 'pending' });
    const paid = await waitFor(
      () => projectDoc(projectId),
      (p) => p?.money.balanceStatus === 'paid',
    );
    expect(paid).toMatchObject({
      stage: 'installed',
      money: { balanceStatus: 'paid', balanceReference: attempt.reference, depositStatus: 'paid' },
    });
    expect(paid?.timeline.at(-1)).toMatchObject({
      stage: 'installed',
      by: 'paystack',
      note: `Balance paid with MTN Mobile Money (Paystack ${attempt.reference})`,
    });
    const calls = await standinCalls();
    const charge = calls.find((c) => c.path === '/charge' && c.reference === attempt.reference);
    expect(charge).toBeDefined();
    const verify = calls.find((c) => c.path === '/transaction/verify' && c.reference === attempt.reference);
    expect(verify!.at).toBeLessThanOrEqual(paid?.money.balancePaidAt.toMillis());

    const body = JSON.stringify({
      event: 'charge.success',
      data: { reference: attempt.reference, amount: 280_000, currency: 'GHS', status: 'success' },
    });
    expect(await Promise.all([postWebhook(body), postWebhook(body)])).toEqual([200, 200]);
    expect((await projectDoc(projectId))?.timeline).toEqual(paid?.timeline);
    expect(await problemsOf(projectId)).toEqual([]);
    // Nothing is awaited any more.
    expect(await callError(payProject(user, projectId, WALLETS.approve))).toMatchObject({
      details: { reason: 'not_awaiting' },
    });

    const { project } = await admin.call<{ project: ProjectDto }>('commissionProject', { projectId });
    const today = shopDay(new Date());
    expect(project.stage).toBe('commissioned');
    expect(project.commissionedAt).toEqual(expect.any(String));
    expect(project.timeline.at(-1)?.note).toBe('Commissioned and handed over: 2 units under warranty');
    const stored = await projectDoc(projectId);
    // The battery gives no warranty years: no entry for it.
    expect(stored?.warranties[0]).toEqual({
      productId: expect.any(String),
      name: 'Test panel 450 W',
      serial: 'PNL-0001',
      years: 25,
      startsOn: today,
      endsOn: warrantyEndsOn(today, 25),
    });
    expect(stored?.warranties.map((w: { serial: string }) => w.serial)).toEqual(['PNL-0001', 'PNL-0002']);
  });

  it('a verified payment of another amount is recorded for staff, not applied', async () => {
    const { user, projectId } = await installed();
    const { attempt } = await payProject(user, projectId, WALLETS.noAnswer);
    await settle(attempt.reference, { amount: 120_000 });
    const problems = await waitFor(
      () => problemsOf(projectId),
      (p) => p.length > 0,
    );
    expect(problems).toEqual([
      expect.objectContaining({
        kind: 'mismatch',
        reference: attempt.reference,
        expected: { amount: 280_000, currency: 'GHS' },
      }),
    ]);
    expect(await projectDoc(projectId)).toMatchObject({ stage: 'installed', money: { balanceStatus: 'awaiting' } });
    expect(await callError(admin.call('commissionProject', { projectId }))).toMatchObject({
      details: { reason: 'balance_due' },
    });
  });

  it("counts attempts per purpose: the deposit's attempts do not use up the balance's", async () => {
    const { user, projectId } = await projectAtDepositPaid();
    const now = Timestamp.now();
    const failed = Array.from({ length: 10 }, (_, i) => ({
      reference: `project.${projectId}.${i + 1}`,
      purpose: 'deposit',
      network: 'mtn',
      wallet: '+233 55 *** 4988',
      status: 'failed',
      message: 'The payment was declined on your phone.',
      displayText: '',
      createdAt: now,
      updatedAt: now,
    }));
    await db.doc(`projects/${projectId}`).update({ 'money.paymentAttempts': failed });
    const { attempt } = await payProject(user, projectId, WALLETS.noAnswer);
    expect(attempt).toMatchObject({ reference: `project.${projectId}.11`, purpose: 'balance' });
    await db
      .doc(`projects/${projectId}`)
      .update({ 'money.paymentAttempts': [...failed, ...failed.map((a) => ({ ...a, purpose: 'balance' }))] });
    expect(await callError(payProject(user, projectId, WALLETS.approve))).toMatchObject({
      details: { reason: 'too_many_attempts' },
    });
  });
});

describe('the balance recorded by staff, and commissioning', () => {
  it('records exactly the balance at the stage the project is at, then commissioning writes the register', async () => {
    const { user, projectId } = await installed();
    const payment = { method: 'cash', amount: 2800 };
    expect((await callError(user.call('recordProjectPayment', { projectId, payment }))).code).toBe('permission-denied');
    expect(
      await callError(admin.call('recordProjectPayment', { projectId, payment: { ...payment, amount: 1200 } })),
    ).toMatchObject({
      message: 'The amount received must be the balance, GH₵2,800.00.',
      details: { reason: 'amount_not_due' },
    });
    const { project } = await admin.call<{ project: ProjectDto }>('recordProjectPayment', { projectId, payment });
    expect(project).toMatchObject({ stage: 'installed', money: { balanceStatus: 'paid', balanceReference: 'Cash' } });
    expect(project.timeline.at(-1)).toMatchObject({
      stage: 'installed',
      by: admin.uid,
      note: 'Balance of GH₵2,800.00 received at the shop (Cash)',
    });
    expect(await callError(admin.call('recordProjectPayment', { projectId, payment }))).toMatchObject({
      details: { reason: 'not_awaiting' },
    });

    expect(await callError(user.call('commissionProject', { projectId }))).toMatchObject({
      details: { reason: 'not_allowed' },
    });
    const { project: done } = await admin.call<{ project: ProjectDto }>('commissionProject', { projectId });
    expect(done.stage).toBe('commissioned');
    expect(done.warranties).toHaveLength(2);
    expect(await callError(admin.call('commissionProject', { projectId }))).toMatchObject({
      details: { reason: 'wrong_stage' },
    });
  });

  it('a deposit recorded by staff awaits the balance next', async () => {
    const { projectId } = await projectAtDepositPaid();
    await db.doc(`projects/${projectId}`).update({
      stage: 'accepted',
      'money.depositStatus': 'awaiting',
      'money.balanceStatus': 'none',
    });
    const { project } = await admin.call<{ project: ProjectDto }>('recordProjectPayment', {
      projectId,
      payment: { method: 'cash', amount: 1200 },
    });
    expect(project).toMatchObject({
      stage: 'deposit_paid',
      money: { depositStatus: 'paid', balanceStatus: 'awaiting' },
    });
  });
});
