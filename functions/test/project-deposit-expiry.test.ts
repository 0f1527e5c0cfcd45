/**
 * A proposal's deposit not paid in time, and a project cancelled before or after its deposit (docs/projects.md,
 * "Deposit"), on the emulators with Paystack's stand-in: the expiry releases the reserved goods, a cancelled
 * project gives them back and a deposit paid is refunded, through Paystack or by staff. A project at
 * proposal_sent is written as issueProposal leaves it (project-fixture.ts).
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { ProjectDto } from '@domain/projects/project';
import { SECRET, settle, standinCalls, WALLETS } from './paystack';
import {
  acceptProposal,
  admin,
  payProject,
  projectDoc,
  projectWithProposal,
  stockOf,
  withProjectAdmin,
} from './project-fixture';
import { callError, cleanup, db, waitFor } from './support';

// The expiry's logic is called here as the scheduler calls it: it needs the key, as the functions have it.
process.env.PAYSTACK_SECRET_KEY = SECRET;

afterAll(cleanup);
withProjectAdmin();

describe("the deposit's expiry (the scheduled sweep, called as the scheduler calls it)", () => {
  it('releases the goods and returns to proposal_sent after the hold time, once', async () => {
    const { expireAwaitedDeposits } = await import('../src/projects/lib/project-deposit');
    const { user, projectId, panelId } = await projectWithProposal();
    await acceptProposal(user, projectId);
    await payProject(user, projectId, WALLETS.noAnswer);
    expect(await stockOf(panelId)).toBe(3);
    expect(await expireAwaitedDeposits(new Date(Date.now() + 29 * 60_000))).not.toContain(projectId);
    expect(await expireAwaitedDeposits(new Date(Date.now() + 31 * 60_000))).toContain(projectId);
    const expired = await projectDoc(projectId);
    expect(expired).toMatchObject({
      stage: 'proposal_sent',
      accepted: null,
      money: { depositStatus: 'none', depositDueBy: null },
    });
    expect(expired?.timeline.at(-1)).toMatchObject({
      stage: 'proposal_sent',
      by: 'system',
      note: 'Deposit not received in time: the reserved goods are released',
    });
    expect(await stockOf(panelId)).toBe(5);
    expect(await expireAwaitedDeposits(new Date(Date.now() + 31 * 60_000))).not.toContain(projectId);
    expect(await stockOf(panelId)).toBe(5);
  });

  it('drops a hold time left on a project that no longer awaits its deposit, and changes nothing else', async () => {
    const { expireAwaitedDeposits } = await import('../src/projects/lib/project-deposit');
    const { user, projectId, panelId } = await projectWithProposal();
    await acceptProposal(user, projectId);
    // Closed another way while the deposit was awaited, its hold time left behind.
    await db.doc(`projects/${projectId}`).update({ stage: 'cancelled', 'money.depositStatus': 'none' });
    expect(await expireAwaitedDeposits(new Date(Date.now() + 31 * 60_000))).not.toContain(projectId);
    expect(await projectDoc(projectId)).toMatchObject({ stage: 'cancelled', money: { depositDueBy: null } });
    expect(await stockOf(panelId)).toBe(3);
  });

  it('a deposit paid whose webhook was lost is found by verify and recorded instead', async () => {
    const { expireAwaitedDeposits } = await import('../src/projects/lib/project-deposit');
    const { user, projectId, panelId } = await projectWithProposal();
    await acceptProposal(user, projectId);
    const { attempt } = await payProject(user, projectId, WALLETS.noAnswer);
    await settle(attempt.reference, { webhook: false });
    expect((await projectDoc(projectId))?.stage).toBe('accepted');
    expect(await expireAwaitedDeposits(new Date(Date.now() + 31 * 60_000))).not.toContain(projectId);
    expect(await projectDoc(projectId)).toMatchObject({ stage: 'deposit_paid', money: { depositStatus: 'paid' } });
    expect(await stockOf(panelId)).toBe(3);
  });
});

describe('cancelling', () => {
  it('the customer cancels an accepted project: the goods go back; not once the deposit is paid', async () => {
    const { user, projectId, panelId } = await projectWithProposal();
    await acceptProposal(user, projectId);
    const { project } = await user.call<{ project: ProjectDto }>('cancelMyProject', { projectId });
    expect(project).toMatchObject({ stage: 'cancelled', money: { depositStatus: 'none' } });
    expect(await stockOf(panelId)).toBe(5);

    const paid = await projectWithProposal({ deposit: 0 });
    await acceptProposal(paid.user, paid.projectId, { confirmedDeposit: 0 });
    expect(await callError(paid.user.call('cancelMyProject', { projectId: paid.projectId }))).toMatchObject({
      code: 'permission-denied',
      details: { reason: 'not_allowed' },
    });
  });

  it('staff cancel a project whose deposit was paid online: goods back, refunded through Paystack, once', async () => {
    const { user, projectId, panelId } = await projectWithProposal();
    await acceptProposal(user, projectId);
    const { attempt } = await payProject(user, projectId, WALLETS.approve);
    await waitFor(
      () => projectDoc(projectId),
      (p) => p?.stage === 'deposit_paid',
    );
    expect(await callError(user.call('cancelPaidProject', { projectId, reason: 'Changed my mind' }))).toMatchObject({
      code: 'permission-denied',
    });
    const { project } = await admin.call<{ project: ProjectDto }>('cancelPaidProject', {
      projectId,
      reason: 'The roof cannot carry the panels',
    });
    expect(project).toMatchObject({
      stage: 'cancelled',
      closedReason: 'The roof cannot carry the panels',
      money: { depositStatus: 'refund_due' },
    });
    expect(await stockOf(panelId)).toBe(5);
    const refunded = await waitFor(
      () => projectDoc(projectId),
      (p) => p?.money.depositStatus === 'refunded',
    );
    const notes = refunded?.timeline.map((t: { note: string }) => t.note);
    expect(notes).toContain(`Refund started with Paystack (${attempt.reference})`);
    expect(notes).toContain(`Refunded to the customer's wallet by Paystack (${attempt.reference})`);
    expect(
      (await standinCalls()).filter((c) => c.path === '/refund' && c.reference === attempt.reference),
    ).toHaveLength(1);
  });

  it('a deposit received at the shop is refunded by staff and recorded', async () => {
    const { user, projectId } = await projectWithProposal();
    await acceptProposal(user, projectId);
    await admin.call('recordProjectPayment', { projectId, payment: { method: 'cash', amount: 750 } });
    await admin.call('cancelPaidProject', { projectId, reason: 'The customer moved house' });
    expect((await projectDoc(projectId))?.money.depositStatus).toBe('refund_due');
    expect(
      await callError(admin.call('recordProjectRefund', { projectId, amount: 800, method: 'cash', reference: 'R-1' })),
    ).toMatchObject({ details: { reason: 'refund_not_due' } });
    const { project } = await admin.call<{ project: ProjectDto }>('recordProjectRefund', {
      projectId,
      amount: 750,
      method: 'cash',
      reference: 'Receipt 0042',
    });
    expect(project.money.depositStatus).toBe('refunded');
    expect(project.timeline.at(-1)?.note).toBe('Deposit of GH₵750.00 refunded (Cash, Receipt 0042)');
    expect((await standinCalls()).some((c) => c.path === '/refund' && c.reference.includes(projectId))).toBe(false);
  });
});
