import { describe, expect, it } from 'vitest';
import { RETRY_POLICY, retryDelay, withRetry } from './retry';

describe('retry policy', () => {
  it('waits 1 s, 2 s, 4 s between the 3 retries', async () => {
    expect(RETRY_POLICY.retries).toBe(3);
    expect([0, 1, 2].map((a) => retryDelay(a))).toEqual([1000, 2000, 4000]);
    const waits: number[] = [];
    let attempts = 0;
    const result = withRetry(
      async () => {
        attempts++;
        throw new Error('offline');
      },
      { shouldRetry: () => true, sleep: async (ms) => void waits.push(ms) },
    );
    await expect(result).rejects.toThrow('offline');
    expect(attempts).toBe(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('returns as soon as an attempt succeeds and stops on an error not worth retrying', async () => {
    let attempts = 0;
    await expect(
      withRetry(async () => (++attempts < 2 ? Promise.reject(new Error('x')) : 'ok'), {
        shouldRetry: () => true,
        sleep: async () => undefined,
      }),
    ).resolves.toBe('ok');
    expect(attempts).toBe(2);
    attempts = 0;
    await expect(
      withRetry(async () => Promise.reject(new Error(`${++attempts}`)), { shouldRetry: () => false }),
    ).rejects.toThrow('1');
  });
});
