import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG levels the shop is held to (issue 16): A and AA of WCAG 2.0, 2.1 and 2.2. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every violation axe finds on the page as it is now, of any impact, one line each with the elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} [${n.failureSummary?.replace(/\s+/g, ' ')}]`).join(', ')}`,
  );
}

/** Fails with the list of WCAG A/AA violations (any impact) axe finds on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page), 'accessibility violations').toEqual([]);
}
