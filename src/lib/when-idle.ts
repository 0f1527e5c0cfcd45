/** Online: a few seconds after the first screen, when the browser is idle. Offline: at once (kept data is needed). */
const START_DELAY_MS = 4000;

/**
 * Runs `run` once the page's start is over and the browser is idle, or at once offline (what it loads then comes
 * from the phone, and is needed). Returns a cancel function, for an effect's clean-up.
 */
export function whenIdle(run: () => void): () => void {
  if (!navigator.onLine) {
    run();
    return () => undefined;
  }
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if ('requestIdleCallback' in window) idle = window.requestIdleCallback(run, { timeout: 3000 });
    else run();
  }, START_DELAY_MS);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
