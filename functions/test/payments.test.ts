/**
 * Paying now with Mobile Money through Paystack, on the emulators with Paystack's stand-in
 * (scripts/lib/paystack-standin.ts) that scripts/with-emulators.ts starts: the outcome of a charge is decided by
 * the wallet's number, as in Paystack's test mode. The expiry, cancelled orders and refunds are in
 * payments-expiry.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderUpdateResponse, PaymentAttemptResponse } from '@domain/order/order';
import { onlineOrder, orderDoc, payOrder, problemsOf } from './mobile-money-order';
import { postWebhook, settle, sign, standin, standinCalls, WALLETS } from './paystack';
import {
  callError,
  cleanup,
  createProduct,
  createUser,
  db,
  orderRequest,
  placeOrder,
  readDoc,
  unique,
  waitFor,
  type TestUser,
} from './support';

async function outage(verify: boolean) {
  const res = await fetch(`${standin()}/__standin/outage`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ verify }),
  });
  expect(res.ok).toBe(true);
}

let customer: TestUser;

beforeAll(async () => {
  customer = await createUser();
}, 60_000);

afterAll(cleanup);

describe('placing an order paid now with Mobile Money', () => {
  it('is placed as usual, awaiting its payment, its stock held until the hold time (30 minutes)', async () => {
    const { order, productId } = await onlineOrder();
    expect(order).toMatchObject({
      paymentMethod: 'mobile_money_now',
      paymentStatus: 'awaiting_payment',
      status: 'pending',
    });
    expect((await readDoc(`products/${productId}`))?.stock).toBe(3);
    const due = (await orderDoc(order.id))?.paymentDueBy.toMillis() as number;
    expect(due - Date.parse(order.createdAt)).toBe(30 * 60_000);
  });

  it('holds it for the time the shop set in its settings', async () => {
    const settings = db.doc('settings/global');
    await settings.update({ 'payment.holdMinutes': 45 });
    try {
      const { order } = await onlineOrder();
      const due = (await orderDoc(order.id))?.paymentDueBy.toMillis() as number;
      expect(due - Date.parse(order.createdAt)).toBe(45 * 60_000);
    } finally {
      await settings.update({ 'payment.holdMinutes': 30 });
    }
  });
});

describe('startMobileMoneyPayment', () => {
  it('approve: the attempt is recorded (network, masked wallet, reference), then the verified webhook marks it paid', async () => {
    const { user, order } = await onlineOrder();
    const { attempt } = await payOrder(user, order.id, '055 123 4987');
    expect(attempt).toMatchObject({
      reference: `${order.id}-1`,
      network: 'mtn',
      wallet: '+233 55 *** 4987',
      status: 'pending',
    });
    const paid = await waitFor(
      () => orderDoc(order.id),
      (o) => o?.paymentStatus === 'paid',
    );
    expect(paid).toMatchObject({ paymentStatus: 'paid', paidReference: `${order.id}-1`, status: 'pending' });
    expect(paid?.paymentDueBy).toBeUndefined();
    expect(paid?.paymentAttempts[0].status).toBe('success');
    expect(paid?.statusHistory.at(-1)).toMatchObject({ paymentStatus: 'paid', by: 'paystack' });

    // Paystack's verify was asked, and before the order was marked paid.
    const calls = await standinCalls();
    const verify = calls.find((c) => c.path === '/transaction/verify' && c.reference === `${order.id}-1`);
    expect(verify).toBeDefined();
    expect(verify!.at).toBeLessThanOrEqual(paid?.paidAt.toMillis());
    const charge = calls.find((c) => c.path === '/charge' && c.reference === `${order.id}-1`);
    expect(charge!.at).toBeLessThan(verify!.at);
  });

  it('declined, then tried again on the same order: a new attempt, one order, paid', async () => {
    const { user, order } = await onlineOrder();
    const first = await payOrder(user, order.id, WALLETS.decline);
    expect(first.attempt).toMatchObject({ status: 'failed', message: 'The payment was declined on your phone.' });
    const second = await payOrder(user, order.id, WALLETS.approve, 'mtn');
    expect(second.attempt.reference).toBe(`${order.id}-2`);
    const paid = await waitFor(
      () => orderDoc(order.id),
      (o) => o?.paymentStatus === 'paid',
    );
    expect(paid?.paymentStatus).toBe('paid');
    expect(paid?.paymentAttempts.map((a: { status: string }) => a.status)).toEqual(['failed', 'success']);
    expect((await db.collection('orders').where('userId', '==', user.uid).get()).size).toBe(1);
  });

  it('a wrong PIN is said in words', async () => {
    const { user, order } = await onlineOrder();
    const { attempt } = await payOrder(user, order.id, WALLETS.wrongPin);
    expect(attempt).toMatchObject({ status: 'failed', message: 'The PIN or code entered was not correct.' });
  });

  it("asks for an OTP with Paystack's text, then the right code makes it paid", async () => {
    const { user, order } = await onlineOrder();
    const { attempt } = await payOrder(user, order.id, WALLETS.otp, 'vod');
    expect(attempt).toMatchObject({
      status: 'send_otp',
      displayText: 'Please enter the one-time code sent to your phone by SMS.',
    });
    const answered = await user.call<PaymentAttemptResponse>('submitMobileMoneyOtp', {
      orderId: order.id,
      otp: '123456',
    });
    expect(answered.attempt.status).toBe('pending');
    expect(
      (
        await waitFor(
          () => orderDoc(order.id),
          (o) => o?.paymentStatus === 'paid',
        )
      )?.paymentStatus,
    ).toBe('paid');
  });

  it("pay offline: Paystack's instruction is kept exactly", async () => {
    const { user, order } = await onlineOrder();
    const { attempt } = await payOrder(user, order.id, WALLETS.payOffline);
    expect(attempt).toMatchObject({
      status: 'pay_offline',
      displayText: 'Dial *170#, choose 6) My Wallet, then 3) My Approvals, and approve the payment.',
    });
  });

  it('only the owner, and only while the order awaits its payment', async () => {
    const { user, order } = await onlineOrder();
    expect(await callError(payOrder(customer, order.id, WALLETS.approve))).toMatchObject({ code: 'not-found' });
    const cash = await placeOrder(
      user,
      orderRequest([{ productId: await createProduct(), quantity: 1 }], { paymentMethod: 'cash_on_delivery' }),
    );
    expect(await callError(payOrder(user, cash.order.id, WALLETS.approve))).toMatchObject({
      code: 'failed-precondition',
      message: 'This order is not waiting for a payment.',
    });
  });

  it('switches to pay on delivery: the same order, unpaid, no longer held against the clock', async () => {
    const { user, order } = await onlineOrder();
    await payOrder(user, order.id, WALLETS.decline);
    const { order: switched } = await user.call<OrderUpdateResponse>('switchToPayOnDelivery', {
      orderId: order.id,
      paymentMethod: 'mobile_money_on_delivery',
    });
    expect(switched).toMatchObject({
      paymentMethod: 'mobile_money_on_delivery',
      paymentStatus: 'unpaid',
      paymentDueBy: null,
    });
    expect((await orderDoc(order.id))?.paymentDueBy).toBeUndefined();
    expect(await callError(payOrder(user, order.id, WALLETS.approve))).toMatchObject({ code: 'failed-precondition' });
  });
});

describe('paystackWebhook', () => {
  it('refuses an event with no signature or a wrong one (401) and changes nothing', async () => {
    const { user, order } = await onlineOrder();
    const { attempt } = await payOrder(user, order.id, WALLETS.noAnswer);
    const body = JSON.stringify({
      event: 'charge.success',
      data: { reference: attempt.reference, amount: Math.round(order.total * 100), currency: 'GHS', status: 'success' },
    });
    const before = await orderDoc(order.id);
    expect(await postWebhook(body, null)).toBe(401);
    expect(await postWebhook(body, sign(body, 'sk_test_someone_else'))).toBe(401);
    expect(
      await postWebhook(
        body,
        sign(body).replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
      ),
    ).toBe(401);
    expect(await orderDoc(order.id)).toEqual(before);
    expect(
      (await standinCalls()).some((c) => c.path === '/transaction/verify' && c.reference === attempt.reference),
    ).toBe(false);
  });

  it('a signed success that Paystack does not confirm (still pending) marks nothing paid', async () => {
    const { user, order } = await onlineOrder();
    const { attempt } = await payOrder(user, order.id, WALLETS.noAnswer);
    const body = JSON.stringify({
      event: 'charge.success',
      data: { reference: attempt.reference, amount: Math.round(order.total * 100), currency: 'GHS', status: 'success' },
    });
    expect(await postWebhook(body, sign(body))).toBe(200);
    expect((await orderDoc(order.id))?.paymentStatus).toBe('awaiting_payment');
  });

  it.each([
    ['amount', { amount: 100 }],
    ['currency', { currency: 'NGN' }],
  ])('a signed, verified success for the wrong %s is not applied, and is recorded for staff', async (_what, change) => {
    const { user, order } = await onlineOrder();
    const { attempt } = await payOrder(user, order.id, WALLETS.noAnswer);
    await settle(attempt.reference, change);
    const problems = await waitFor(
      () => problemsOf(order.id),
      (p) => p.length > 0,
    );
    expect(problems).toEqual([expect.objectContaining({ kind: 'mismatch', reference: attempt.reference })]);
    const stored = await orderDoc(order.id);
    expect(stored?.paymentStatus).toBe('awaiting_payment');
    expect(stored?.paidAt).toBeNull();
    expect(stored?.paymentAttempts[0].status).toBe('mismatch');
  });

  it('the same event twice marks the order paid once', async () => {
    const { user, order } = await onlineOrder();
    const { attempt } = await payOrder(user, order.id, WALLETS.noAnswer);
    await settle(attempt.reference);
    const paid = await waitFor(
      () => orderDoc(order.id),
      (o) => o?.paymentStatus === 'paid',
    );
    const body = JSON.stringify({
      event: 'charge.success',
      data: { reference: attempt.reference, amount: Math.round(order.total * 100), currency: 'GHS', status: 'success' },
    });
    expect(await Promise.all([postWebhook(body, sign(body)), postWebhook(body, sign(body))])).toEqual([200, 200]);
    const after = await orderDoc(order.id);
    expect(after?.statusHistory).toEqual(paid?.statusHistory);
    expect(after?.statusHistory.filter((h: { paymentStatus?: string }) => h.paymentStatus === 'paid')).toHaveLength(1);
  });
});

describe('paystackWebhook answers every well-formed, signed event 2xx (DESIGN.md section 9)', () => {
  const chargeSuccess = (reference: string, amount = 150_000) =>
    JSON.stringify({ event: 'charge.success', data: { reference, amount, currency: 'GHS', status: 'success' } });
  const problemsOfReference = async (reference: string) =>
    (await db.collection('paymentProblems').where('reference', '==', reference).get()).docs.map((d) => d.data());

  it('a charge for a reference the shop (and verify) does not know: 200, recorded for staff, nothing paid', async () => {
    const reference = `${unique('no-such-order')}-1`;
    const body = chargeSuccess(reference);
    expect(await postWebhook(body, sign(body))).toBe(200);
    expect(await problemsOfReference(reference)).toEqual([
      expect.objectContaining({ kind: 'unverifiable', reference, detail: expect.stringContaining('Paystack') }),
    ]);
    // Sent again, it is still one problem, and still 200.
    expect(await postWebhook(body, sign(body))).toBe(200);
    expect(await problemsOfReference(reference)).toHaveLength(1);
    expect((await db.collection('paymentEvents').doc(`charge.success-${reference}`).get()).exists).toBe(false);
  });

  it('a verified payment for an order that is gone: 200, recorded for staff', async () => {
    const { user, order } = await onlineOrder();
    const { attempt } = await payOrder(user, order.id, WALLETS.noAnswer);
    await db.doc(`orders/${order.id}`).delete();
    await settle(attempt.reference);
    const body = chargeSuccess(attempt.reference, Math.round(order.total * 100));
    expect(await postWebhook(body, sign(body))).toBe(200);
    const problems = await waitFor(
      () => problemsOf(order.id),
      (p) => p.length > 0,
    );
    expect(problems).toEqual([expect.objectContaining({ kind: 'unknown_reference', reference: attempt.reference })]);
    expect((await db.doc(`orders/${order.id}`).get()).exists).toBe(false);
  });

  it.each([
    ['a charge', (reference: string) => chargeSuccess(reference)],
    [
      'a refund',
      (reference: string) =>
        JSON.stringify({
          event: 'refund.processed',
          data: { id: `${reference}/refund`, transaction_reference: reference, amount: 150_000, currency: 'GHS' },
        }),
    ],
  ])(
    '%s for a reference with a slash: 200, recorded once as an unknown reference, nothing applied',
    async (_what, event) => {
      for (const reference of [`project.${unique('x')}/../y.1`, `${unique('order')}/x-1`, `plan.${unique('p')}/y.2`]) {
        const body = event(reference);
        expect(await postWebhook(body, sign(body))).toBe(200);
        expect(await problemsOfReference(reference)).toEqual([
          expect.objectContaining({
            kind: 'unknown_reference',
            reference,
            detail: expect.stringContaining('Paystack'),
          }),
        ]);
        // Paystack sends it again: still one problem, still 200.
        expect(await postWebhook(body, sign(body))).toBe(200);
        expect(await problemsOfReference(reference)).toHaveLength(1);
      }
    },
  );

  it("verify cannot be reached: 200, recorded as waiting for verification, and the expiry's verify pays it later", async () => {
    const { user, order } = await onlineOrder();
    const { attempt } = await payOrder(user, order.id, WALLETS.noAnswer);
    await outage(true);
    try {
      await settle(attempt.reference, { webhook: false });
      const body = chargeSuccess(attempt.reference, Math.round(order.total * 100));
      expect(await postWebhook(body, sign(body))).toBe(200);
    } finally {
      await outage(false);
    }
    expect(await problemsOf(order.id)).toEqual([
      expect.objectContaining({ kind: 'verify_unreachable', reference: attempt.reference }),
    ]);
    expect((await orderDoc(order.id))?.paymentStatus).toBe('awaiting_payment');
    // Nothing was recorded as processed: the sweep's verify, once Paystack answers, records the payment.
    const { expireUnpaidOrders } = await import('../src/orders/lib/order-payments');
    await expireUnpaidOrders(new Date(Date.now() + 31 * 60_000));
    expect((await orderDoc(order.id))?.paymentStatus).toBe('paid');
  });

  it.each([
    ['not JSON', 'event=charge.success'],
    ['no event name', JSON.stringify({ data: { reference: 'x-1' } })],
    ['no data', JSON.stringify({ event: 'charge.success' })],
    ['a charge without its reference', JSON.stringify({ event: 'charge.success', data: { amount: 100 } })],
    ['a refund without its transaction', JSON.stringify({ event: 'refund.processed', data: { id: 7 } })],
  ])('a signed but malformed body (%s) is 400, an unsigned one 4xx too', async (_what, body) => {
    expect(await postWebhook(body, sign(body))).toBe(400);
    // Unsigned: 401, or 400 when the runtime already refuses a body that is not the JSON it says it is.
    expect([400, 401]).toContain(await postWebhook(body, null));
  });
});
