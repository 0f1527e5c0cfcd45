import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('online: runs a few seconds after the first screen, once the browser is idle', () => {
    const idle = vi.fn((run: () => void) => setTimeout(run, 50) as unknown as number);
    vi.stubGlobal('requestIdleCallback', idle);
    const run = vi.fn();
    whenIdle(run);
    vi.advanceTimersByTime(3999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(idle).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(50);
    expect(run).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('offline: runs at once (what it loads comes from the phone, and is needed)', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const run = vi.fn();
    whenIdle(run);
    expect(run).toHaveBeenCalledOnce();
  });

  it('cancelled before its time (the page left): never runs', () => {
    const run = vi.fn();
    const cancel = whenIdle(run);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(run).not.toHaveBeenCalled();
  });
});
