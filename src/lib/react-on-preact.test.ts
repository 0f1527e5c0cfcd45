// The shim is what `react` is in the build and in the tests; here it is tested with Preact's own modules.
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'preact/hooks';
import { startTransition, useDeferredValue } from './react-on-preact';

/** A paragraph showing a state that starts as 'first'; returns its setter. */
function showState(root: HTMLElement): (value: string) => void {
  let set: (value: string) => void = () => undefined;
  function Shown() {
    const [value, setValue] = useState('first');
    set = setValue;
    return h('p', null, value);
  }
  render(h(Shown, null), root);
  return (value) => set(value);
}

describe('React on Preact: transitions and deferred values wait for the paint', () => {
  let frames: FrameRequestCallback[] = [];
  const paint = () => {
    const due = frames;
    frames = [];
    due.forEach((frame) => frame(performance.now()));
    vi.advanceTimersByTime(0);
  };
  let root: HTMLElement;
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
    root = document.body.appendChild(document.createElement('div'));
  });
  afterEach(() => {
    render(null, root);
    root.remove();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('an update made in a transition renders after the frame is painted; an ordinary one at once', async () => {
    const set = showState(root);
    startTransition(() => set('in a transition'));
    await Promise.resolve();
    expect(root.textContent).toBe('first');
    paint();
    expect(root.textContent).toBe('in a transition');

    set('at once');
    await Promise.resolve();
    expect(root.textContent).toBe('at once');
  });

  it('updates keep their order: a transition followed by an ordinary update ends with the later one', async () => {
    const set = showState(root);
    startTransition(() => set('older'));
    set('newer');
    paint();
    await Promise.resolve();
    expect(root.textContent).toBe('newer');
  });

  it('a deferred value shows the old value until the paint, then the new one', async () => {
    function Answer({ value }: { value: number }) {
      const deferred = useDeferredValue(value);
      return h('p', null, `${value} / ${deferred}`);
    }
    act(() => render(h(Answer, { value: 1 }), root));
    expect(root.textContent).toBe('1 / 1');
    act(() => render(h(Answer, { value: 2 }), root));
    expect(root.textContent).toBe('2 / 1');
    await act(async () => {
      paint();
      paint();
      await Promise.resolve();
    });
    expect(root.textContent).toBe('2 / 2');
  });
});
