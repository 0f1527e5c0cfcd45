import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Drives a journey with the keyboard alone (no mouse, no click()) and says where focus is after each step: a
 * keyboard or screen-reader user who loses focus starts again from the top of the page.
 */

/** Presses Tab (or Shift+Tab) until the target has focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, { max = 80, backwards = false } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i <= max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  // The description is worked out in the page: a function of this file cannot be called there.
  const at = await page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName} "${el.getAttribute('aria-label') ?? el.textContent?.slice(0, 40) ?? ''}"` : 'nothing';
  });
  throw new Error(`${max} presses of Tab did not reach ${target.toString()}; focus is on ${at}`);
}

/** Tabs (or Shift+Tabs) to the target and presses Enter on it. */
export async function press(page: Page, target: Locator, { backwards = false } = {}): Promise<void> {
  await tabTo(page, target, { backwards });
  await page.keyboard.press('Enter');
}

/** Tabs to a field and types into it. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Tabs to a select and chooses an option by typing its first letters, as a keyboard user does. */
export async function chooseOption(page: Page, select: Locator, label: string): Promise<void> {
  await tabTo(page, select);
  await page.keyboard.type(label);
  await expect(select.locator('option:checked')).toHaveText(label);
}

/** Focus is on the target now (after a dialog closed, an action finished, a page changed). */
export async function expectFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
}

/** After a navigation: focus is on the new page's main heading. */
export async function expectFocusOnHeading(page: Page, name: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
}

/**
 * What covers the focused element at its centre (a sticky bar, the header), or '' when the user can see it: the
 * element the browser finds at the centre point is the focused one or inside it. WCAG 2.4.11 Focus Not Obscured.
 */
export async function focusedCoveredBy(page: Page): Promise<string> {
  return page.evaluate(async () => {
    // Wait for a smooth scroll into view to end: the page still for several frames in a row (a busy phone may
    // start the scroll a frame or two late).
    let last = window.scrollY;
    for (let i = 0, still = 0; i < 120 && still < 6; i++) {
      await new Promise((r) => requestAnimationFrame(r));
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
    }
    const el = document.activeElement;
    if (!el || el === document.body) return 'nothing has focus';
    // A radio or checkbox inside its label: the label is what the user sees and taps.
    const shown = el.closest('label') ?? el;
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const hit = document.elementFromPoint(x, y);
    if (hit && (el.contains(hit) || shown.contains(hit))) return '';
    const name = (e: Element | null) =>
      e
        ? `${e.tagName.toLowerCase()} "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 50)}"`
        : 'nothing (off screen)';
    return `${name(el)} is covered by ${name(hit)}`;
  });
}
