import { useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'preact-render-to-string';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeOverInParts, TakenOverLater } from './taken-over-later';

/** A button that counts its taps. */
function Counter({ name }: { name: string }) {
  const [taps, setTaps] = useState(0);
  return (
    <button type="button" onClick={() => setTaps((n) => n + 1)}>
      {name} {taps}
    </button>
  );
}

function Page() {
  return (
    <div>
      <Counter name="top" />
      <TakenOverLater>
        <section>
          <Counter name="middle" />
          <TakenOverLater>
            <p>
              <Counter name="inner" />
            </p>
          </TakenOverLater>
        </section>
      </TakenOverLater>
      <TakenOverLater>
        <footer>
          <Counter name="bottom" />
        </footer>
      </TakenOverLater>
    </div>
  );
}

describe('taking a prerendered page over in parts', () => {
  let root: HTMLElement;
  const button = (name: string) =>
    [...root.querySelectorAll('button')].find((b) => b.textContent?.startsWith(`${name} `))!;
  /** Runs the next task (the queue's next part) and the render it starts. */
  const nextTask = async () => {
    await vi.advanceTimersToNextTimerAsync();
  };

  beforeEach(() => {
    vi.useFakeTimers();
    root = document.body.appendChild(document.createElement('div'));
    root.innerHTML = renderToString(<Page />);
  });
  afterEach(() => {
    root.remove();
    vi.useRealTimers();
  });

  it('keeps every prerendered element, takes the rest over at once and each part in a task of its own, in order', async () => {
    const prerendered = [...root.querySelectorAll('*')];
    let allDone = false;
    void takeOverInParts(() => hydrateRoot(root, <Page />)).then(() => (allDone = true));

    button('top').click();
    button('middle').click(); // not taken over yet: nothing happens
    await Promise.resolve();
    expect(button('top').textContent).toBe('top 1');
    expect(button('middle').textContent).toBe('middle 0');

    await nextTask(); // the section: its own part inside waits for a task of its own
    button('middle').click();
    button('inner').click();
    button('bottom').click();
    await Promise.resolve();
    expect([button('middle').textContent, button('inner').textContent, button('bottom').textContent]).toEqual([
      'middle 1',
      'inner 0',
      'bottom 0',
    ]);

    await nextTask(); // the footer, met before the inner part
    button('bottom').click();
    button('inner').click();
    await Promise.resolve();
    expect([button('inner').textContent, button('bottom').textContent]).toEqual(['inner 0', 'bottom 1']);
    expect(allDone).toBe(false);

    await nextTask(); // the inner part
    await nextTask();
    button('inner').click();
    await Promise.resolve();
    expect(button('inner').textContent).toBe('inner 1');
    expect(allDone).toBe(true);
    // Nothing was drawn again: the page's elements are those that were prerendered.
    expect([...root.querySelectorAll('*')]).toEqual(prerendered);
  });

  it('renders a part at once once the page is taken over', async () => {
    root.innerHTML = '';
    const takenOver = takeOverInParts(() => undefined);
    await vi.runAllTimersAsync();
    await takenOver;
    createRoot(root).render(<Page />);
    await Promise.resolve();
    button('inner').click();
    await Promise.resolve();
    expect(button('inner').textContent).toBe('inner 1');
  });
});
