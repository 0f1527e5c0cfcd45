import { describe, expect, it } from 'vitest';
import { ORDER_ID_PATTERN, type PlaceOrderRequest } from '../../../domain/order';
import { json, startFakeFunctionsServer } from '../../../test/fake-functions-server';

const fake = startFakeFunctionsServer();

describe('newOrderId', () => {
  it('makes ids placeOrder accepts, never the same twice', async () => {
    const { newOrderId } = await import('./place-order');
    const ids = Array.from({ length: 1000 }, newOrderId);
    expect(ids.every((id) => ORDER_ID_PATTERN.test(id) && id.length === 20)).toBe(true);
    expect(new Set(ids).size).toBe(1000);
  });
});

describe('placeOrder', () => {
  it('retries a transient failure with the same order id, so that a retry cannot make a second order', async () => {
    let calls = 0;
    fake.handler = (_req, res) =>
      ++calls < 2 ? json(res, 503, {}) : json(res, 200, { result: { order: { id: 'x' }, alreadyPlaced: true } });
    const { newOrderId, placeOrder } = await import('./place-order');
    const request: PlaceOrderRequest = {
      orderId: newOrderId(),
      items: [{ productId: 'panel-jinko-450w-mono', quantity: 1 }],
      delivery: { method: 'pickup' },
      paymentMethod: 'cash_on_delivery',
    };
    await expect(placeOrder(request)).resolves.toEqual({ order: { id: 'x' }, alreadyPlaced: true });
    expect(fake.requests.map((r) => r.url)).toEqual([
      '/demo-savanna-solar/us-central1/placeOrder',
      '/demo-savanna-solar/us-central1/placeOrder',
    ]);
    expect(JSON.parse(fake.requests[1]!.body)).toEqual(JSON.parse(fake.requests[0]!.body));
    expect(JSON.parse(fake.requests[0]!.body).data.orderId).toBe(request.orderId);
  });

  it('passes a refusal on with its code, words and problems, without retrying', async () => {
    const problems = [{ productId: 'p', name: 'Panel', kind: 'short_stock', requested: 3, available: 1 }];
    fake.handler = (_req, res) =>
      json(res, 400, {
        error: {
          status: 'FAILED_PRECONDITION',
          message: 'Only 1 of Panel available; you asked for 3.',
          details: { problems },
        },
      });
    const { placeOrder } = await import('./place-order');
    const { orderProblemsFrom } = await import('../../../domain/order');
    const error = await placeOrder({} as PlaceOrderRequest).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'failed-precondition',
      message: 'Only 1 of Panel available; you asked for 3.',
    });
    expect(orderProblemsFrom((error as { details: unknown }).details)).toEqual(problems);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('cancelMyOrder', () => {
  it('calls cancelMyOrder once, never retried', async () => {
    fake.handler = (_req, res) => json(res, 503, {});
    const { cancelMyOrder } = await import('./cancel-my-order');
    await expect(cancelMyOrder({ orderId: 'AbCdEfGhIjKlMnOpQrSt' })).rejects.toMatchObject({ code: 'unavailable' });
    expect(fake.requests.map((r) => r.url)).toEqual(['/demo-savanna-solar/us-central1/cancelMyOrder']);
  });
});
