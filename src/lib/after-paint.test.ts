import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from './after-paint';

describe('afterPaint', () => {
  let frames: FrameRequestCallback[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs in the task after the next frame is drawn, never inside the event that asked', () => {
    const update = vi.fn();
    afterPaint(update);
    expect(update).not.toHaveBeenCalled();
    frames.forEach((frame) => frame(0));
    expect(update).not.toHaveBeenCalled(); // the frame itself is the tap's answer
    vi.advanceTimersByTime(0);
    expect(update).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1000);
    expect(update).toHaveBeenCalledOnce();
  });

  it('a page that draws no frame (in the background) still gets the update, once, soon', () => {
    const update = vi.fn();
    afterPaint(update);
    vi.advanceTimersByTime(99);
    expect(update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(update).toHaveBeenCalledOnce();
    frames.forEach((frame) => frame(0));
    vi.advanceTimersByTime(10);
    expect(update).toHaveBeenCalledOnce();
  });
});
