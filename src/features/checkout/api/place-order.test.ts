import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDER_MESSAGES } from '@domain/shared/messages';
import { ORDER_ID_PATTERN, type Order, type PlaceOrderRequest } from '@domain/order/order';
import { ServiceError } from '@/lib/errors';
import { json, startFakeFunctionsServer } from '@/test/fake-functions-server';

const lookup = vi.hoisted(() => ({ getMyOrder: vi.fn<(id: string) => Promise<Order>>() }));
vi.mock('@/lib/firebase/my-order', () => ({ getMyOrder: lookup.getMyOrder }));

const fake = startFakeFunctionsServer();

const pickupRequest = (orderId: string): PlaceOrderRequest => ({
  orderId,
  items: [{ productId: 'panel-jinko-450w-mono', quantity: 1 }],
  delivery: { method: 'pickup' },
  paymentMethod: 'cash_on_delivery',
  confirmedTotal: 100_000,
});

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
afterEach(() => lookup.getMyOrder.mockReset());

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
    const request = pickupRequest(newOrderId());
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
    const { lineProblemsFrom } = await import('@domain/cart/cart-rules');
    const error = await placeOrder({} as PlaceOrderRequest).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'failed-precondition',
      message: 'Only 1 of Panel available; you asked for 3.',
    });
    expect(lineProblemsFrom((error as { details: unknown }).details)).toEqual(problems);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('placeOrderOrFind: offline and time-outs', () => {
  it('offline, refuses at once without sending anything', async () => {
    setOnline(false);
    const { newOrderId, OfflineError, placeOrderOrFind } = await import('./place-order');
    const started = Date.now();
    await expect(placeOrderOrFind(pickupRequest(newOrderId()))).rejects.toBeInstanceOf(OfflineError);
    expect(Date.now() - started).toBeLessThan(100);
    expect(fake.requests).toHaveLength(0);
  });

  it('does not retry a network failure once the browser is offline', async () => {
    const online = setOnline(true);
    fake.handler = (_req, res) => {
      online.mockReturnValue(false);
      json(res, 503, {});
    };
    const { newOrderId, placeOrderOrFind } = await import('./place-order');
    await expect(placeOrderOrFind(pickupRequest(newOrderId()))).rejects.toMatchObject({ code: 'unavailable' });
    expect(fake.requests).toHaveLength(1);
  });

  it('after a time-out, finds the order placed under its id and answers with it', async () => {
    setOnline(true);
    fake.handler = (_req, res) => json(res, 504, {});
    const { newOrderId, placeOrderOrFind } = await import('./place-order');
    const id = newOrderId();
    const order = { id, items: [] } as unknown as Order;
    lookup.getMyOrder.mockResolvedValue(order);
    await expect(placeOrderOrFind(pickupRequest(id))).resolves.toEqual({ order, alreadyPlaced: true });
    expect(lookup.getMyOrder).toHaveBeenCalledWith(id, expect.any(String));
    expect(fake.requests).toHaveLength(1);
  });

  it('after a time-out, says whether the order is known to be absent, or unknown', async () => {
    setOnline(true);
    fake.handler = (_req, res) => json(res, 504, {});
    const { newOrderId, NoAnswerError, placeOrderOrFind } = await import('./place-order');
    lookup.getMyOrder.mockRejectedValue(ServiceError.notFound(ORDER_MESSAGES.notFound));
    const absent = await placeOrderOrFind(pickupRequest(newOrderId())).catch((e: unknown) => e);
    expect(absent).toBeInstanceOf(NoAnswerError);
    expect(absent).toMatchObject({ absent: true });

    vi.spyOn(console, 'error').mockImplementation(() => {});
    lookup.getMyOrder.mockRejectedValue(new ServiceError('We could not load this order.'));
    const unknown = await placeOrderOrFind(pickupRequest(newOrderId())).catch((e: unknown) => e);
    expect(unknown).toMatchObject({ absent: false });
  });
});
