import { expect, test, type Page } from '@playwright/test';
import { SEED_PRODUCTS } from '../../scripts/seed-data';
import { freshEmail } from './auth-support';
import { chooseOption, expectFocus, expectFocusOnHeading, focusedCoveredBy, press, tabTo, typeInto } from './keyboard';

// A keyboard-only shopper (no mouse, no click()) signs up, finds an inverter, adds it to the cart,
// checks out and places the order; focus is checked after every dialog, busy action and page change.

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const dialog = (page: Page) => page.getByRole('dialog');

test('a keyboard-only shopper signs up, finds an inverter, adds it, checks out and places the order', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // --- Sign up: the dialog closes onto what now stands where "Sign Up" was (the account menu) ----------------
  const signUp = nav(page).getByRole('button', { name: 'Sign Up' });
  await press(page, signUp);
  await expect(dialog(page).getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await expect(dialog(page).locator(':focus')).toHaveCount(1); // focus moved into the dialog
  await typeInto(page, dialog(page).getByLabel('Full Name', { exact: true }), 'Kwame Keyboard');
  await typeInto(page, dialog(page).getByLabel('Email', { exact: true }), freshEmail('keyboard'));
  await typeInto(page, dialog(page).getByLabel('Password', { exact: true }), 'Sunshine123');
  await typeInto(page, dialog(page).getByLabel('Confirm Password', { exact: true }), 'Sunshine123');
  await press(page, dialog(page).getByRole('button', { name: 'Create Account' }));
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Account menu for Kwame Keyboard' })).toBeVisible();
  // Where focus lands after sign-up is the test below.

  // --- Find an inverter: Products in the header, then the category filter ----------------------------------
  // Products stands just before the account menu, where focus is now: a keyboard user goes back to it with
  // Shift+Tab, not forward round the whole home page (whose count of stops grows as its lazy parts, the map, load).
  await press(page, nav(page).getByRole('link', { name: 'Products' }), { backwards: true });
  await expect(page).toHaveURL(/\/products$/);
  await expectFocusOnHeading(page, /products/i);
  await chooseOption(page, page.getByLabel('Category'), 'Inverters');
  await expect(page).toHaveURL(/category=Inverters/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inverters' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Products' });
  const firstName = (await list.getByRole('heading', { level: 3 }).first().innerText()).trim();
  const inverter = SEED_PRODUCTS.find((p) => p.name === firstName);
  expect(inverter?.category).toBe('Inverters');
  await press(page, list.getByRole('link', { name: firstName }).first());
  await expect(page).toHaveURL(new RegExp(`/products/${inverter!.id}$`));
  await expectFocusOnHeading(page, firstName);

  // --- Add to cart: focus stays on the button while it works and after --------------------------------------
  const add = page.getByRole('main').getByRole('button', { name: `Add ${firstName} to cart` });
  await press(page, add);
  await expect(
    page.getByRole('main').getByRole('button', { name: `Add ${firstName} to cart (1 in your cart)` }),
  ).toBeFocused();

  // --- The cart dialog, then Checkout (a page change: focus on the Checkout heading) ---------------------------
  const cart = page.getByRole('button', { name: /^Cart, / });
  await press(page, cart, { backwards: true });
  const cartDialog = page.getByRole('dialog', { name: 'Your Shopping Cart' });
  await expect(cartDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cartDialog).toHaveCount(0);
  await expectFocus(cart);
  await page.keyboard.press('Enter');
  await press(page, cartDialog.getByRole('button', { name: 'Checkout' }));
  await expect(page).toHaveURL(/\/checkout$/);
  await expectFocusOnHeading(page, 'Checkout');

  // --- The delivery form, then Place order (focus on the confirmation's heading) -----------------------------
  const form = page.getByRole('form', { name: 'Checkout' });
  await typeInto(page, form.getByLabel('Full name'), 'Kwame Keyboard');
  await typeInto(page, form.getByLabel('Phone number'), '024 123 4567');
  await chooseOption(page, form.getByLabel('Region'), 'Northern');
  await typeInto(page, form.getByLabel('Town or city'), 'Tamale');
  await typeInto(page, form.getByLabel(/GhanaPost GPS address/), 'NT-0123-4567');
  await typeInto(page, form.getByLabel('Street or landmark'), 'Near the Central Mosque, Zogbeli');
  await press(page, page.getByRole('button', { name: 'Place order' }));
  await expect(page).toHaveURL(/\/order-confirmation\//);
  await expectFocusOnHeading(page, 'Thank you for your order!');
  // The new page's title is announced politely.
  const title = await page.title();
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: title })).toHaveCount(1);
});

// The Sign Up button that opened the dialog is gone by the time it closes (the account menu took its place once
// the new user was known, its code still loading): focus goes to the account menu, not to the page body.
test('after signing up with the keyboard, focus is on the account menu that replaced Sign Up', async ({ page }) => {
  await page.goto('/');
  await press(page, nav(page).getByRole('button', { name: 'Sign Up' }));
  await typeInto(page, dialog(page).getByLabel('Full Name', { exact: true }), 'Kwame Keyboard');
  await typeInto(page, dialog(page).getByLabel('Email', { exact: true }), freshEmail('keyboard-focus'));
  await typeInto(page, dialog(page).getByLabel('Password', { exact: true }), 'Sunshine123');
  await typeInto(page, dialog(page).getByLabel('Confirm Password', { exact: true }), 'Sunshine123');
  await press(page, dialog(page).getByRole('button', { name: 'Create Account' }));
  await expect(dialog(page)).toHaveCount(0);
  await expectFocus(page.getByRole('button', { name: 'Account menu for Kwame Keyboard' }));
});

test('on a fresh load, focus stays at the start of the page: the first Tab reaches the skip link', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  // The page has taken over and knows nobody is signed in (the header offers Sign In): the shopper starts tabbing.
  await expect(nav(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expectFocus(page.getByRole('link', { name: 'Skip to content' }));
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Sign In opened from the menu, then Escape: focus is back on the menu button', async ({ page }) => {
    // On a slow connection the sign-in dialog's code arrives a moment after the tap, when the menu has closed.
    await page.route(/\/assets\/auth-modal-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await press(page, page.getByRole('button', { name: 'Open menu' }));
    await press(page, page.locator('#mobile-menu').getByRole('button', { name: 'Sign In' }));
    await expect(dialog(page).getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expectFocus(page.getByRole('button', { name: 'Open menu' }));
  });

  test('tabbing through the calculator, no focused control is hidden under its summary bar', async ({ page }) => {
    test.setTimeout(120_000);
    // A flat's appliances: the summary bar is on screen from the start.
    await page.goto('/solar-calculator?a=led:6:6,cfan:2:8,tv:1:5,fridge:1:24&g=b&h=8&c=li&v=24&p=5.5');
    await expect(page.getByRole('heading', { level: 1, name: 'Solar and backup calculator' })).toBeVisible();
    await expect(page.getByTestId('summary-bar')).toHaveText(/^Inverter .* kVA, battery .* kWh, panels/);
    await expect(page.getByTestId('bundle-total')).toBeVisible();
    const main = page.getByRole('main');
    await tabTo(page, main.getByRole('button', { name: 'Add LED bulb' }));
    const seen: string[] = [];
    const hidden: string[] = [];
    // Every control of the page's main part, until focus leaves it.
    for (let i = 0; i < 200 && (await main.evaluate((el) => el.contains(document.activeElement))); i++) {
      const name = await page.evaluate(() => {
        const el = document.activeElement;
        const label = el?.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null;
        return (
          el?.getAttribute('aria-label') ??
          label?.textContent ??
          el?.closest('label')?.textContent ??
          el?.textContent ??
          ''
        ).trim();
      });
      seen.push(name);
      const covered = await focusedCoveredBy(page);
      if (covered) hidden.push(`"${name}": ${covered}`);
      await page.keyboard.press('Tab');
    }
    expect(hidden, 'focused controls the user cannot see').toEqual([]);
    // The controls once found hidden under the bar (before the page kept room for it: scroll-padding-bottom in
    // index.css) were among those checked.
    for (const name of [
      'Add Electric iron',
      'Add Microwave',
      'Peak sun hours a day',
      'TV: Can be on at the same time as the rest',
    ]) {
      expect(seen).toContain(name);
    }
  });
});

// What is fixed to the screen's edges (the header, the comparison bar, the WhatsApp button) covers no control a
// keyboard user reaches, and none covers another: the page keeps their height free (index.css, CompareBar).
for (const width of [320, 1280]) {
  test.describe(`at ${width} px, with products picked for comparison`, () => {
    test.use({ viewport: { width, height: width === 1280 ? 800 : 700 } });

    test('the header, the comparison bar and the chat button cover no focused control and not each other', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.goto('/products?category=Inverters');
      await expect(page.getByRole('heading', { level: 1, name: 'Inverters' })).toBeVisible();
      const list = page.getByRole('main').getByRole('list', { name: 'Products' });
      await expect(list.getByRole('listitem').first()).toBeVisible();
      await press(page, list.getByRole('button', { name: /^Compare / }).nth(0));
      await press(page, list.getByRole('button', { name: /^Compare / }).nth(1));
      const bar = page.getByText('2 of 3 products picked').locator('..');
      await expect(bar).toBeVisible();

      // The chat button stands clear of the bar.
      const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
      const [a, b] = [(await bar.boundingBox())!, (await chat.boundingBox())!];
      const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlap, `comparison bar ${JSON.stringify(a)} and chat button ${JSON.stringify(b)} overlap`).toBe(false);

      // Every control of the product list, then the footer, tabbing forward: none is hidden under an overlay.
      const hidden: string[] = [];
      let reachedFooter = false;
      for (let i = 0; i < 150 && !reachedFooter; i++) {
        await page.keyboard.press('Tab');
        const covered = await focusedCoveredBy(page);
        if (covered) hidden.push(covered);
        reachedFooter = await page.evaluate(() => !!document.activeElement?.closest('footer'));
      }
      expect(reachedFooter, 'Tab reached the footer').toBe(true);
      // And back up to the top with Shift+Tab.
      for (let i = 0; i < 150; i++) {
        await page.keyboard.press('Shift+Tab');
        const covered = await focusedCoveredBy(page);
        if (covered) hidden.push(covered);
        if (await page.evaluate(() => !!document.activeElement?.closest('header'))) break;
      }
      expect(hidden, 'focused controls the user cannot see').toEqual([]);

      // At the very end of the page nothing stays under the bar or the chat button.
      await page.keyboard.press('End');
      await expect
        .poll(() => page.evaluate(() => window.scrollY + window.innerHeight >= document.body.scrollHeight - 1))
        .toBe(true);
      const underOverlays = await page.evaluate(() =>
        [...document.querySelectorAll('main a, main button, footer a, footer button')].flatMap((el) => {
          const box = el.getBoundingClientRect();
          if (box.width === 0 || box.bottom < 0 || box.top > window.innerHeight) return [];
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          // What the sticky header covers at the top is scrolled past, as on any page: the bar and the chat button
          // at the bottom are what must leave the end of the page clear.
          const covered = hit && !el.contains(hit) && !hit.closest('header');
          return covered
            ? [`${el.textContent?.trim() || el.getAttribute('aria-label')} (under ${hit.outerHTML.slice(0, 60)})`]
            : [];
        }),
      );
      expect(underOverlays, 'controls under the fixed overlays at the end of the page').toEqual([]);
    });
  });
}
