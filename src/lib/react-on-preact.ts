/**
 * React's module as the shop's code and its libraries see it in the build (vite.config.ts): Preact's compatibility
 * layer, with transitions that wait for the paint (docs/decisions.md, "Preact renders the shop").
 *
 * Preact renders every update at once, in the task that asked for it: a category chosen (React Router's navigation
 * is a transition) or an appliance added (the calculator's answer is a deferred value) then rendered the whole new
 * list or answer before the tap's own frame was painted. Here an update made in a transition renders in the task
 * after that paint, as React's did (without React's slicing: that render is one task), and a deferred value follows
 * its value after the paint.
 */
import { options } from 'preact';
import compat, { useEffect, useState } from 'preact/compat';
import { afterPaint } from './after-paint';

// @ts-expect-error -- the module exports each name; its types declare them as one `export =` object.
export * from 'preact/compat';

let inTransition = 0;
const canWaitForPaint = typeof requestAnimationFrame === 'function';

// Preact asks this when a first component becomes due to render again (the next ones join that render). Updates
// are applied in the order they were made whenever they render, so putting the render off keeps them in order.
options.debounceRendering = (render) =>
  inTransition > 0 && canWaitForPaint ? afterPaint(render) : queueMicrotask(render);

/** Updates made in `scope` render after the browser has painted the current frame. */
export function startTransition(scope: () => void): void {
  inTransition++;
  try {
    scope();
  } finally {
    inTransition--;
  }
}

/** Never pending: the transition's render is one task, after the paint. */
export function useTransition(): [boolean, typeof startTransition] {
  return [false, startTransition];
}

/** `value` as it was, until the frame that shows the change around it has been painted. */
export function useDeferredValue<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (!Object.is(shown, value)) afterPaint(() => setShown(() => value));
  }, [value, shown]);
  return shown;
}

export default { ...compat, startTransition, useTransition, useDeferredValue };
