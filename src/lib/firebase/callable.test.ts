import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// A real HTTP server stands in for the Functions emulator: the client under test is the real SDK plus our wrapper.
type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let handler: Handler;
let requests: { url: string; body: string }[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      requests.push({ url: req.url ?? '', body });
      handler(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('VITE_FUNCTIONS_EMULATOR_PORT', String((server.address() as AddressInfo).port));
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

beforeEach(() => {
  requests = [];
});

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
  res.end(JSON.stringify(body));
};

async function client() {
  return import('./callable');
}

describe('callFunction', () => {
  it('posts {data} to the function in us-central1 of the project and returns the result', async () => {
    handler = (_req, res) => json(res, 200, { result: { orderId: 'abc' } });
    const { callFunction } = await client();
    await expect(callFunction('placeOrder', { orderId: 'abc' })).resolves.toEqual({ orderId: 'abc' });
    expect(requests[0]?.url).toBe('/demo-savanna-solar/us-central1/placeOrder');
    expect(JSON.parse(requests[0]!.body)).toEqual({ data: { orderId: 'abc' } });
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
    handler = (_req, res) => json(res, status, {});
    const { callFunction, CallableError } = await client();
    const error = await callFunction('anything', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CallableError);
    expect((error as InstanceType<typeof CallableError>).code).toBe(code);
  });

  it("keeps the server's own code and message when the body carries them", async () => {
    handler = (_req, res) =>
      json(res, 400, { error: { status: 'FAILED_PRECONDITION', message: 'Only 2 items available.' } });
    const { callFunction } = await client();
    const error = await callFunction('placeOrder', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'failed-precondition' });
    expect((error as Error).message).toBe('Only 2 items available.');
  });

  it('gives up with deadline-exceeded after the time-out', async () => {
    handler = () => undefined; // never answers
    const { callFunction } = await client();
    await expect(callFunction('slow', {}, { timeoutMs: 150 })).rejects.toMatchObject({ code: 'deadline-exceeded' });
  });

  it('uses the spec time-out of 70 s by default', async () => {
    const { CALLABLE_TIMEOUT_MS } = await client();
    expect(CALLABLE_TIMEOUT_MS).toBe(70_000);
  });

  it('retries an idempotent call on a transient failure until it succeeds', async () => {
    let calls = 0;
    handler = (_req, res) => (++calls < 3 ? json(res, 503, {}) : json(res, 200, { result: 'done' }));
    const { callFunction } = await client();
    await expect(callFunction('placeOrder', {}, { idempotent: true, baseDelayMs: 5 })).resolves.toBe('done');
    expect(requests).toHaveLength(3);
  });

  it('stops after 3 retries', async () => {
    handler = (_req, res) => json(res, 503, {});
    const { callFunction } = await client();
    await expect(callFunction('placeOrder', {}, { idempotent: true, baseDelayMs: 1 })).rejects.toMatchObject({
      code: 'unavailable',
    });
    expect(requests).toHaveLength(4);
  });

  it('never retries a call that is not idempotent', async () => {
    handler = (_req, res) => json(res, 503, {});
    const { callFunction } = await client();
    await expect(callFunction('createAdmin', {})).rejects.toMatchObject({ code: 'unavailable' });
    expect(requests).toHaveLength(1);
  });

  it('does not retry what cannot succeed on a second try', async () => {
    handler = (_req, res) => json(res, 403, {});
    const { callFunction } = await client();
    await expect(callFunction('placeOrder', {}, { idempotent: true, baseDelayMs: 1 })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(requests).toHaveLength(1);
  });
});
