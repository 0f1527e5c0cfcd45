import { Suspense, useState, type ReactNode } from 'react';

/**
 * A prerendered page is taken over in parts, each in a task of its own (docs/decisions.md, "Preact renders the
 * shop"): Preact takes a page over in one task, and on a cheap phone that task held the page for a third of a
 * second, during which a tap waited. A part marked `TakenOverLater` keeps its prerendered markup (Preact leaves the
 * markup of a part that suspends while taking a page over in place) and is taken over in a later task, in the order
 * the parts were met; a part inside another one is met when that one is taken over. A part that first appears while
 * the page is still being taken over (a screen the shopper opened in that moment) waits its turn the same way, a task
 * or so later than the rest of its screen, and with no markup to keep it shows nothing until then.
 */

interface Wait {
  done: boolean;
  promise: Promise<void>;
}

/** The parts waiting, while a page is being taken over; null otherwise (a part then renders at once). */
let waiting: (() => void)[] | null = null;

/**
 * Takes the page over with `hydrate` (which renders at once), then each part it left for later, one per task.
 * Resolves once the last part is taken over.
 */
export function takeOverInParts(hydrate: () => void): Promise<void> {
  const parts: (() => void)[] = [];
  waiting = parts;
  try {
    hydrate();
  } catch (error) {
    waiting = null;
    throw error;
  }
  return new Promise((resolve) => {
    const next = () => {
      const part = parts.shift();
      if (!part) {
        waiting = null;
        resolve();
        return;
      }
      part(); // its render comes in this task's microtasks; the parts it holds join the queue
      setTimeout(next, 0);
    };
    setTimeout(next, 0);
  });
}

function Gate({ wait, children }: { wait: Wait | null; children: ReactNode }) {
  if (wait && !wait.done) throw wait.promise;
  return children;
}

/**
 * `children` (one element: its markup is what stays in place) taken over after the rest of the page, when the page
 * is being taken over; rendered as usual otherwise.
 */
export function TakenOverLater({ children }: { children: ReactNode }) {
  const [wait] = useState<Wait | null>(() => {
    if (!waiting) return null;
    let release!: () => void;
    const wait: Wait = { done: false, promise: new Promise((resolve) => (release = resolve)) };
    waiting.push(() => {
      wait.done = true;
      release();
    });
    return wait;
  });
  return (
    <Suspense fallback={null}>
      <Gate wait={wait}>{children}</Gate>
    </Suspense>
  );
}
