/** The longest an update waits for a frame (a page in the background draws none). */
const AT_MOST_MS = 100;

/**
 * Runs `update` once the browser has painted the frame it is working on: for work that must not delay the answer to
 * the shopper's tap (a part of the page mounting at their first tap), which then comes in the next task, after the
 * tap's own answer is on screen. Preact renders an update at once, inside the event that asked for it; a transition
 * does not put it off (docs/decisions.md, "Preact renders the shop").
 */
export function afterPaint(update: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    update();
  };
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, AT_MOST_MS);
}
