import { describe, expect, it } from 'vitest';
import { json, startFakeFunctionsServer } from '@/test/fake-functions-server';

const fake = startFakeFunctionsServer();

async function client() {
  return import('./callable');
}

describe('callFunction', () => {
  it('posts {data} to the function in us-central1 of the project and returns the result', async () => {
    fake.handler = (_req, res) => json(res, 200, { result: { orderId: 'abc' } });
    const { callFunction } = await client();
    await expect(callFunction('placeOrder', { orderId: 'abc' })).resolves.toEqual({ orderId: 'abc' });
    expect(fake.requests[0]?.url).toBe('/demo-savanna-solar/us-central1/placeOrder');
    expect(JSON.parse(fake.requests[0]!.body)).toEqual({ data: { orderId: 'abc' } });
  });

  it.each([
    [400, 'invalid-argument'],
    [401, 'unauthenticated'],
    [403, 'permission-denied'],
    [404, 'not-found'],
    [409, 'aborted'],
    [429, 'resource-exhausted'],
    [500, 'internal'],
    [501, 'unimplemented'],
    [503, 'unavailable'],
    [504, 'deadline-exceeded'],
  ])('maps HTTP %i to the code %s', async (status, code) => {
    fake.handler = (_req, res) => json(res, status, {});
    const { callFunction, CallableError } = await client();
    const error = await callFunction('anything', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CallableError);
    expect((error as InstanceType<typeof CallableError>).code).toBe(code);
  });

  it("keeps the server's own code and message when the body carries them", async () => {
    fake.handler = (_req, res) =>
      json(res, 400, { error: { status: 'FAILED_PRECONDITION', message: 'Only 2 items available.' } });
    const { callFunction } = await client();
    const error = await callFunction('placeOrder', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'failed-precondition' });
    expect((error as Error).message).toBe('Only 2 items available.');
  });

  it('gives up with deadline-exceeded after the time-out', async () => {
    fake.handler = () => undefined; // never answers
    const { callFunction } = await client();
    await expect(callFunction('slow', {}, { timeoutMs: 150 })).rejects.toMatchObject({ code: 'deadline-exceeded' });
  });

  it('uses the time-out of 70 s by default', async () => {
    const { CALLABLE_TIMEOUT_MS } = await client();
    expect(CALLABLE_TIMEOUT_MS).toBe(70_000);
  });

  it('retries an idempotent call on a transient failure until it succeeds', async () => {
    let calls = 0;
    fake.handler = (_req, res) => (++calls < 3 ? json(res, 503, {}) : json(res, 200, { result: 'done' }));
    const { callFunction } = await client();
    await expect(callFunction('placeOrder', {}, { idempotent: true, baseDelayMs: 5 })).resolves.toBe('done');
    expect(fake.requests).toHaveLength(3);
  });

  it('stops after 3 retries', async () => {
    fake.handler = (_req, res) => json(res, 503, {});
    const { callFunction } = await client();
    await expect(callFunction('placeOrder', {}, { idempotent: true, baseDelayMs: 1 })).rejects.toMatchObject({
      code: 'unavailable',
    });
    expect(fake.requests).toHaveLength(4);
  });

  it('never retries a call that is not idempotent', async () => {
    fake.handler = (_req, res) => json(res, 503, {});
    const { callFunction } = await client();
    await expect(callFunction('createAdmin', {})).rejects.toMatchObject({ code: 'unavailable' });
    expect(fake.requests).toHaveLength(1);
  });

  it('retries a transient failure only when retryIf also allows it', async () => {
    fake.handler = (_req, res) => json(res, 503, {});
    const { callFunction } = await client();
    const options = { idempotent: true, baseDelayMs: 1, retryIf: () => false };
    await expect(callFunction('requestProject', {}, options)).rejects.toMatchObject({ code: 'unavailable' });
    expect(fake.requests).toHaveLength(1);
  });

  it('does not retry what cannot succeed on a second try', async () => {
    fake.handler = (_req, res) => json(res, 403, {});
    const { callFunction } = await client();
    await expect(callFunction('placeOrder', {}, { idempotent: true, baseDelayMs: 1 })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(fake.requests).toHaveLength(1);
  });
});
