import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The WCAG levels the shop is held to, by the sweep (axe-widths*.spec.ts) and every journey alike: A and
 * AA of WCAG 2.0, 2.1 and 2.2.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Every violation axe finds on the page as it is now, of any impact, one line each with the elements (and what
 * covers or crowds them). axe measures the page at rest, as a shopper reads it: under reduced motion (the toasts
 * then appear and go at once, not fading, which axe would measure half-transparent) and after any transition still
 * running has ended (and, when the first measurement finds something, once more after the page has settled).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    const first = await scan(page);
    if (first.length === 0) return first;
    // A change that began after the wait (a late answer restyling a button) is measured mid-way, e.g. grey text on
    // a half-green button: the page is measured again once it has settled. A real violation is there both times.
    await page.waitForTimeout(500);
    return await scan(page);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

async function scan(page: Page): Promise<string[]> {
  // Transitions still running end first (at most 2 s: an endless one is part of the page as it is).
  await page.evaluate(() =>
    Promise.race([
      new Promise((resolve) => setTimeout(resolve, 2000)),
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime))
          .map((a) => a.finished.catch(() => undefined)),
      ),
    ]),
  );
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => {
          const related = [...n.any, ...n.all, ...n.none].flatMap(
            (c) => c.relatedNodes?.map((r) => r.target.join(' ')) ?? [],
          );
          return `${n.target.join(' ')} [${n.failureSummary?.replace(/\s+/g, ' ')}${related.length ? ` Related: ${related.join(', ')}` : ''}]`;
        })
        .join(', ')}`,
  );
}

/** Fails with the list of WCAG A/AA violations (any impact) axe finds on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page), 'accessibility violations').toEqual([]);
}
