import { afterEach, describe, expect, it, vi } from 'vitest';
import { readNetworkStatus, RECHECK_MS, reportNetworkFailure, reportNetworkSuccess } from './use-network-status';

afterEach(() => {
  reportNetworkSuccess();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("the network status counts the shop's own failed requests (lie-fi)", () => {
  it('is offline after a failed request while the phone says online, until a request comes back', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(readNetworkStatus()).toBe('online');
    reportNetworkFailure();
    expect(readNetworkStatus()).toBe('offline');
    reportNetworkSuccess();
    expect(readNetworkStatus()).toBe('online');
  });

  it("is online again when the browser says 'online', or after a while so that paused reads try again", () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    reportNetworkFailure();
    window.dispatchEvent(new Event('online'));
    expect(readNetworkStatus()).toBe('online');
    reportNetworkFailure();
    vi.advanceTimersByTime(RECHECK_MS);
    expect(readNetworkStatus()).toBe('online');
  });
});
