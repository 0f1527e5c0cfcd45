/**
 * Accepting a proposal and paying its deposit (docs/projects.md, "Deposit"), on the emulators with Paystack's
 * stand-in (scripts/lib/paystack-standin.ts): the acceptance reserves the goods, the deposit is paid through the
 * orders' Paystack path (verified before paid, each event once). Its expiry and cancelling are in
 * project-deposit-expiry.test.ts. A project at proposal_sent is written as requestProject, bookSurvey,
 * recordSurvey and issueProposal leave it (project-fixture.ts).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import type { ProjectDto } from '@domain/projects/project';
import { cashWay, proposalTerms } from '@domain/projects/proposal-terms';
import { postWebhook, settle, standinCalls, WALLETS } from './paystack';
import {
  acceptProposal,
  admin,
  payProject,
  problemsOf,
  projectDoc,
  projectWithProposal,
  stockOf,
  withProjectAdmin,
} from './project-fixture';
import { callError, cleanup, createUser, db, waitFor } from './support';

afterAll(cleanup);
withProjectAdmin();

describe('acceptProposal', () => {
  it('records the signature of record, reserves the goods (not the services) and awaits the deposit', async () => {
    const { user, projectId, panelId } = await projectWithProposal();
    const before = Date.now();
    const { project } = await acceptProposal(user, projectId, { signedName: '  Abena   Mensah ' });
    expect(project).toMatchObject({
      stage: 'accepted',
      accepted: {
        version: 1,
        option: 0,
        optionTitle: 'Solar + backup',
        signedName: 'Abena Mensah',
        total: 2500,
        deposit: 750,
        terms: proposalTerms(cashWay({ total: 2500, deposit: 750 })),
      },
      money: { depositStatus: 'awaiting' },
    });
    expect(await stockOf(panelId)).toBe(3);
    const stored = await projectDoc(projectId);
    const at = stored?.accepted.at.toMillis() as number;
    expect(at).toBeGreaterThanOrEqual(before - 5_000);
    expect(stored?.money.depositDueBy.toMillis() - at).toBe(30 * 60_000);
    expect(stored?.timeline.at(-1)).toMatchObject({ stage: 'accepted', by: user.uid });
  });

  it('refuses an expired proposal, a changed version, changed amounts and a missing name, each with its reason', async () => {
    const expired = await projectWithProposal({ validMs: -60_000 });
    const refusal = await callError(acceptProposal(expired.user, expired.projectId));
    expect(refusal).toMatchObject({
      code: 'failed-precondition',
      message: 'This proposal has expired. We will send you one at today\u2019s prices.',
      details: { reason: 'proposal_expired' },
    });

    const changed = await projectWithProposal({ versions: 2 });
    const stale = await callError(acceptProposal(changed.user, changed.projectId, { version: 1 }));
    expect(stale.details).toMatchObject({
      reason: 'proposal_changed',
      version: 2,
      deposit: 810,
      priceChange: {
        confirmedTotal: 250_000,
        totals: { total: 2700 },
        prices: [{ productId: changed.panelId, price: 1100 }, expect.anything()],
      },
    });
    const total = await callError(
      acceptProposal(changed.user, changed.projectId, {
        version: 2,
        confirmedTotal: 270_000,
        confirmedDeposit: 75_000,
      }),
    );
    expect(total.details).toMatchObject({ reason: 'total_changed', deposit: 810 });
    const unsigned = await callError(
      acceptProposal(changed.user, changed.projectId, {
        version: 2,
        confirmedTotal: 270_000,
        confirmedDeposit: 81_000,
        signedName: ' A. ',
      }),
    );
    expect(unsigned.details).toMatchObject({ reason: 'name_required' });
    // Nothing was reserved by any refusal.
    expect(await stockOf(expired.panelId)).toBe(5);
    expect(await stockOf(changed.panelId)).toBe(5);
    expect((await projectDoc(changed.projectId))?.stage).toBe('proposal_sent');

    const { project } = await acceptProposal(changed.user, changed.projectId, {
      version: 2,
      confirmedTotal: 270_000,
      confirmedDeposit: 81_000,
    });
    expect(project.accepted).toMatchObject({ version: 2, total: 2700, deposit: 810 });
  });

  it("refuses someone else's project as a missing one, and short stock by the product's name", async () => {
    const { projectId } = await projectWithProposal();
    const stranger = await createUser();
    expect(await callError(acceptProposal(stranger, projectId))).toMatchObject({
      code: 'not-found',
      details: { reason: 'not_found' },
    });
    const short = await projectWithProposal({ stock: 1 });
    expect(await callError(acceptProposal(short.user, short.projectId))).toMatchObject({
      code: 'failed-precondition',
      message: 'Test panel 450 W is out of stock just now. Please call us: we will offer you another.',
      details: { reason: 'out_of_stock', productId: short.panelId, available: 1 },
    });
    expect(await stockOf(short.panelId)).toBe(1);
  });

  it('two customers accepting the last goods at once: one gets them, the other is told, stock never below 0', async () => {
    const first = await projectWithProposal({ stock: 2 });
    // A second project whose option holds the same panel.
    const second = await projectWithProposal();
    const proposal = db.doc(`projects/${second.projectId}/proposals/v1`);
    const options = (await proposal.get()).get('options');
    options[0].lines[0].productId = first.panelId;
    await proposal.update({ options });

    const results = await Promise.allSettled([
      acceptProposal(first.user, first.projectId),
      acceptProposal(second.user, second.projectId),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(await callError(Promise.reject(refused?.reason))).toMatchObject({ details: { reason: 'out_of_stock' } });
    expect(await stockOf(first.panelId)).toBe(0);
  });

  it('with no deposit asked (0 %), goes straight to deposit_paid', async () => {
    const { user, projectId } = await projectWithProposal({ deposit: 0 });
    const { project } = await acceptProposal(user, projectId, { confirmedDeposit: 0 });
    expect(project).toMatchObject({
      stage: 'deposit_paid',
      money: { depositStatus: 'paid', depositDueBy: null, balanceStatus: 'awaiting' },
    });
    expect(project.timeline.map((t) => t.stage).slice(-2)).toEqual(['accepted', 'deposit_paid']);
  });
});

describe('the deposit by Mobile Money', () => {
  it('approve: charged exactly the deposit, verified, then applied once even when the webhook comes twice', async () => {
    const { user, projectId } = await projectWithProposal();
    await acceptProposal(user, projectId);
    const { attempt } = await payProject(user, projectId, WALLETS.approve);
    expect(attempt).toMatchObject({
      reference: `project.${projectId}.1`,
      purpose: 'deposit',
      wallet: '+233 55 *** 4987',
      status: 'pending',
    });
    const paid = await waitFor(
      () => projectDoc(projectId),
      (p) => p?.stage === 'deposit_paid',
    );
    expect(paid).toMatchObject({
      stage: 'deposit_paid',
      money: {
        depositStatus: 'paid',
        depositReference: attempt.reference,
        depositDueBy: null,
        balanceStatus: 'awaiting',
      },
    });
    expect(paid?.money.paymentAttempts[0].status).toBe('success');
    expect(paid?.timeline.at(-1)).toMatchObject({
      stage: 'deposit_paid',
      by: 'paystack',
      note: `Deposit paid with MTN Mobile Money (Paystack ${attempt.reference})`,
    });
    const calls = await standinCalls();
    const verify = calls.find((c) => c.path === '/transaction/verify' && c.reference === attempt.reference);
    expect(verify!.at).toBeLessThanOrEqual(paid?.money.depositPaidAt.toMillis());

    const body = JSON.stringify({
      event: 'charge.success',
      data: { reference: attempt.reference, amount: 75_000, currency: 'GHS', status: 'success' },
    });
    expect(await Promise.all([postWebhook(body), postWebhook(body)])).toEqual([200, 200]);
    const after = await projectDoc(projectId);
    expect(after?.timeline).toEqual(paid?.timeline);
    expect(await problemsOf(projectId)).toEqual([]);
  });

  it('a verified payment of another amount is recorded for staff, not applied', async () => {
    const { user, projectId } = await projectWithProposal();
    await acceptProposal(user, projectId);
    const { attempt } = await payProject(user, projectId, WALLETS.noAnswer);
    await settle(attempt.reference, { amount: 100 });
    const problems = await waitFor(
      () => problemsOf(projectId),
      (p) => p.length > 0,
    );
    expect(problems).toEqual([
      expect.objectContaining({
        kind: 'mismatch',
        reference: attempt.reference,
        expected: { amount: 75_000, currency: 'GHS' },
      }),
    ]);
    const stored = await projectDoc(projectId);
    expect(stored).toMatchObject({ stage: 'accepted', money: { depositStatus: 'awaiting' } });
    expect(stored?.money.paymentAttempts[0].status).toBe('mismatch');
  });

  it('OTP: the code the network sent, then paid; only the owner, only while the deposit is awaited', async () => {
    const { user, projectId } = await projectWithProposal();
    expect(await callError(payProject(user, projectId, WALLETS.approve))).toMatchObject({
      details: { reason: 'not_awaiting' },
    });
    await acceptProposal(user, projectId);
    const stranger = await createUser();
    expect((await callError(payProject(stranger, projectId, WALLETS.approve))).code).toBe('not-found');
    const { attempt } = await payProject(user, projectId, WALLETS.otp, 'vod');
    expect(attempt.status).toBe('send_otp');
    await user.call('submitProjectPaymentOtp', { projectId, otp: '123456' });
    expect(
      (
        await waitFor(
          () => projectDoc(projectId),
          (p) => p?.stage === 'deposit_paid',
        )
      )?.stage,
    ).toBe('deposit_paid');
  });

  it('attempts are capped', async () => {
    const { user, projectId } = await projectWithProposal();
    await acceptProposal(user, projectId);
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
    expect(await callError(payProject(user, projectId, WALLETS.approve))).toMatchObject({
      code: 'resource-exhausted',
      details: { reason: 'too_many_attempts' },
    });
  });

  it('staff record a deposit received at the shop: exactly the deposit, by staff only', async () => {
    const { user, projectId } = await projectWithProposal();
    await acceptProposal(user, projectId);
    const payment = { method: 'mobile_money', amount: 750, reference: 'MP240101.1234' };
    expect((await callError(user.call('recordProjectPayment', { projectId, payment }))).code).toBe('permission-denied');
    expect(
      await callError(admin.call('recordProjectPayment', { projectId, payment: { ...payment, amount: 700 } })),
    ).toMatchObject({ details: { reason: 'amount_not_due' } });
    const { project } = await admin.call<{ project: ProjectDto }>('recordProjectPayment', { projectId, payment });
    expect(project).toMatchObject({
      stage: 'deposit_paid',
      money: { depositStatus: 'paid', depositReference: 'MP240101.1234', balanceStatus: 'awaiting' },
    });
    expect(project.timeline.at(-1)).toMatchObject({ by: admin.uid, byName: 'Test admin' });
  });
});
