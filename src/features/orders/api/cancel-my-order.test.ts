import { describe, expect, it } from 'vitest';
import { json, startFakeFunctionsServer } from '@/test/fake-functions-server';

const fake = startFakeFunctionsServer();

describe('cancelMyOrder', () => {
  it('calls cancelMyOrder once, never retried', async () => {
    fake.handler = (_req, res) => json(res, 503, {});
    const { cancelMyOrder } = await import('./cancel-my-order');
    await expect(cancelMyOrder({ orderId: 'AbCdEfGhIjKlMnOpQrSt' })).rejects.toMatchObject({ code: 'unavailable' });
    expect(fake.requests.map((r) => r.url)).toEqual(['/demo-savanna-solar/us-central1/cancelMyOrder']);
  });
});
