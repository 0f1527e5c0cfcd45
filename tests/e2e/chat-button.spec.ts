import { expect, test, type Page } from '@playwright/test';
import { createCustomer, DEMO_USERS, signIn } from './auth-support';
import { addFromProductPage, badge, MC4, openCart } from './cart-support';

/**
 * The WhatsApp chat button covers no amount on a phone (390 px): on the customer's plan and project pages, in the
 * cart and in the checkout's summary, at every scroll position. A button floating over a page whose content spans
 * the screen covered "GH₵9,172.9…" and "Paid so far GH₵8,6…"; on a phone it stands in the header (ChatButton).
 */
test.use({ viewport: { width: 390, height: 844 } });

const chat = (page: Page) => page.getByRole('link', { name: 'Chat with us on WhatsApp' });

/**
 * The amounts ("GH₵…") the chat button lies over now, in the part of the screen the page's content shows: below the
 * header (what scrolled under the header is the header's), or the whole screen for a button floating over it. A
 * chat button that is itself under something (a dialog's backdrop) covers nothing.
 */
async function amountsUnderChat(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = [...document.querySelectorAll<HTMLElement>('a[aria-label="Chat with us on WhatsApp"]')].find(
      (a) => a.getClientRects().length > 0,
    );
    if (!button) return ['(no chat button shown)'];
    const c = button.getBoundingClientRect();
    const onTop = document.elementFromPoint(c.left + c.width / 2, c.top + c.height / 2);
    if (!onTop || !button.contains(onTop)) return [];
    const header = button.closest('header');
    const top = header ? header.getBoundingClientRect().bottom : 0;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!/GH₵\s?\d/.test(node.textContent ?? '') || header?.contains(node)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        const [y1, y2] = [Math.max(r.top, top), Math.min(r.bottom, window.innerHeight)];
        if (r.width === 0 || y1 >= y2) continue;
        if (r.left < c.right && c.left < r.right && y1 < c.bottom && c.top < y2) found.push(node.textContent!.trim());
      }
    }
    return found;
  });
}

/** Scrolls the page (or the open dialog's lines) from top to bottom, noting every amount the chat button covers. */
async function scrollThrough(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  for (let y = 0; ; y = Math.min(y + 250, height)) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    for (const amount of await amountsUnderChat(page)) found.push(`${where}, scrolled ${y} px: ${amount}`);
    if (y >= height) break;
  }
  return found;
}

/** The links of a list page ("My payment plans", "My projects") to the customer's own pages under `prefix`. */
async function ownPages(page: Page, path: string, prefix: string): Promise<string[]> {
  await page.goto(path);
  const links = page.getByRole('main').locator(`a[href^="${prefix}"]`);
  await expect(links.first()).toBeVisible();
  return (await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))).filter(
    (href, i, all) => all.indexOf(href) === i && href !== '/projects/new',
  );
}

test("the demo customer's plan and project pages: no amount under the chat button", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await signIn(page, DEMO_USERS.customer.email, DEMO_USERS.customer.password);
  await expect(chat(page)).toBeVisible();
  const covered: string[] = [];
  const pages = [...(await ownPages(page, '/plans', '/plans/')), ...(await ownPages(page, '/projects', '/projects/'))];
  expect(pages.filter((p) => p.startsWith('/plans/')).length).toBeGreaterThan(0);
  expect(pages.filter((p) => p.startsWith('/projects/')).length).toBeGreaterThan(0);
  let amounts = 0;
  for (const path of pages) {
    await page.goto(path);
    // The plan's or the project's own page, not a loading screen (a project not yet quoted states no amount).
    await expect(page.getByRole('heading', { level: 1, name: /^(Payment plan for order|Project) / })).toBeVisible();
    amounts += await page
      .getByRole('main')
      .getByText(/GH₵\s?\d/)
      .count();
    covered.push(...(await scrollThrough(page, path)));
  }
  expect(amounts, 'amounts on the pages checked').toBeGreaterThan(10);
  expect(covered, 'amounts under the chat button').toEqual([]);
});

test('the cart and the checkout summary: no amount under the chat button', async ({ page }) => {
  const customer = await createCustomer('chat-button');
  await page.goto('/');
  await signIn(page, customer.email, customer.password);
  await addFromProductPage(page, MC4);
  await expect(badge(page)).toHaveText('1');
  const covered: string[] = [];
  const cart = await openCart(page);
  await expect(cart.getByTestId('totals-total')).toHaveText(/GH₵/);
  covered.push(...(await amountsUnderChat(page)).map((amount) => `cart: ${amount}`));
  await cart.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Stock and prices checked just now.' })).toBeVisible();
  covered.push(...(await scrollThrough(page, 'checkout')));
  expect(covered, 'amounts under the chat button').toEqual([]);
});
