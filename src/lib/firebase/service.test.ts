import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceError } from '../errors';
import { shouldRetryQuery } from '../query-client';
import { FETCH_TIMEOUT_MS, SLOW_FETCH_TIMEOUT_MS } from '../retry';
import { serviceRead, serviceWrite } from './service';

const never = () => new Promise<never>(() => undefined);

function setConnection(effectiveType: string | undefined) {
  Object.defineProperty(navigator, 'connection', { configurable: true, get: () => ({ effectiveType }) });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  // jsdom has no navigator.connection: the next file's page must not have one either.
  Reflect.deleteProperty(navigator, 'connection');
});

/** Resolves with the settled outcome of `promise` once `ms` of fake time have passed. */
async function after<T>(promise: Promise<T>, ms: number) {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.advanceTimersByTimeAsync(ms);
  return Promise.race([outcome, Promise.resolve('still waiting' as const)]);
}

describe('serviceRead: the one wrapper around reads (docs/storefront.md, "Network, time-outs and retries")', () => {
  it("gives up after 15 s with the message in the shopper's words, not before", async () => {
    const read = serviceRead('Failed to fetch products', never);
    expect(await after(read, FETCH_TIMEOUT_MS - 1)).toBe('still waiting');
    const outcome = await after(read, 1);
    expect(outcome).toEqual({ error: expect.any(ServiceError) });
    const { error } = outcome as { error: ServiceError };
    expect(error.message).toBe('Failed to fetch products');
    expect(error.code).toBe('deadline-exceeded');
  });

  it('waits 30 s for a large read', async () => {
    const read = serviceRead('Failed to fetch products', never, { large: true });
    expect(await after(read, FETCH_TIMEOUT_MS + 1)).toBe('still waiting');
    expect(await after(read, SLOW_FETCH_TIMEOUT_MS - FETCH_TIMEOUT_MS)).toEqual({ error: expect.any(ServiceError) });
  });

  it('waits 30 s on a slow (2g) connection', async () => {
    setConnection('2g');
    const read = serviceRead('Product not found', never);
    expect(await after(read, FETCH_TIMEOUT_MS + 1)).toBe('still waiting');
    expect(await after(read, SLOW_FETCH_TIMEOUT_MS)).toEqual({ error: expect.any(ServiceError) });
  });

  it("answers as soon as the read does, and keeps a message already in the shopper's words", async () => {
    expect(
      await after(
        serviceRead('Failed to fetch products', async () => 42),
        0,
      ),
    ).toEqual({ value: 42 });
    const notFound = serviceRead('Failed to fetch products', async () => {
      throw new ServiceError('Product not found');
    });
    expect(await after(notFound, 0)).toEqual({ error: new ServiceError('Product not found') });
  });

  it('maps any failure to the message, keeping its code for the retry policy', async () => {
    const offline = serviceRead('Failed to fetch featured products', async () => {
      throw Object.assign(new Error('fetch failed'), { code: 'unavailable' });
    });
    const { error } = (await after(offline, 0)) as { error: ServiceError };
    expect(error.message).toBe('Failed to fetch featured products');
    expect(error.code).toBe('unavailable');
  });
});

describe('serviceWrite: the same wrapper around writes', () => {
  it("gives up after 15 s with the message in the user's words, and gives a refusal its own message", async () => {
    const write = serviceWrite('Failed to save cart.', never);
    expect(await after(write, FETCH_TIMEOUT_MS - 1)).toBe('still waiting');
    const { error } = (await after(write, 1)) as { error: ServiceError };
    expect(error.message).toBe('Failed to save cart.');
    expect(error.code).toBe('deadline-exceeded');

    const refused = serviceWrite(
      'Failed to save cart.',
      async () => {
        throw Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
      },
      { byCode: { 'permission-denied': 'Permission denied: Unable to save cart.' } },
    );
    const outcome = (await after(refused, 0)) as { error: ServiceError };
    expect(outcome.error.message).toBe('Permission denied: Unable to save cart.');
    expect(outcome.error.transient).toBe(false);
  });

  it('says whether trying again may help, from the one definition (transient.ts)', async () => {
    const offline = serviceWrite('Failed to save cart.', async () => {
      throw Object.assign(new Error('fetch failed'), { code: 'unavailable' });
    });
    const { error } = (await after(offline, 0)) as { error: ServiceError };
    expect(error.transient).toBe(true);
  });
});

describe('the query retry policy', () => {
  it('retries network trouble 3 times, but not a time-out (the screen offers Try again at once)', () => {
    const unavailable = new ServiceError('Failed to fetch products', { code: 'unavailable' });
    expect([0, 1, 2, 3].map((n) => shouldRetryQuery(n, unavailable))).toEqual([true, true, true, false]);
    const timedOut = new ServiceError('Failed to fetch products', { code: 'deadline-exceeded' });
    expect(shouldRetryQuery(0, timedOut)).toBe(false);
    expect(shouldRetryQuery(0, new ServiceError('Product not found', { code: 'permission-denied' }))).toBe(false);
  });
});
