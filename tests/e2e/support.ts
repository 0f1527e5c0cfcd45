import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

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

/** axe-core's own script, put into a page once per document (a dialog's scan reuses it). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's `axe.run` on the page's document. The shop has no frames, so no frame-by-frame run (and no blank page
 * opened to put the frames' results together, which took about as long as the scan itself).
 */
async function runAxe(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(
        document,
        { runOnly: { type: 'tag', values: tags } },
      ),
    AXE_TAGS,
  );
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
  const results = await runAxe(page);
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
