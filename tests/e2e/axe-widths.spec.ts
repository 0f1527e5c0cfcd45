import { expect, test } from '@playwright/test';
import { SEED_PRODUCTS } from '../../scripts/seed-data';
import { CATEGORIES } from '@domain/catalog/catalog';
import { APPLIANCE_PRESETS } from '@domain/sizing/sizing';
import { placeOrderAs } from './admin-support';
import { createCustomer, signIn } from './auth-support';
import { adminDb } from './firestore';
import { axeViolations } from './support';

// Axe (WCAG 2.0/2.1/2.2 A and AA) finds no violation of any impact on any shopper route or dialog at
// 390 px, 320 px and 1280 px. Each width scans every page and lists all it finds before failing.

const WIDTHS = [390, 320, 1280] as const;
const DESKTOP = { width: 1280, height: 800 };

/** The first product of each category in the seed, so that every kind of product page is scanned. */
const PER_CATEGORY = CATEGORIES.map((category) => {
  const product = SEED_PRODUCTS.find((p) => p.category === category);
  if (!product) throw new Error(`No seeded product in ${category}`);
  return product;
});
const INVERTER = SEED_PRODUCTS.find((p) => p.category === 'Inverters' && p.stock > 100) ?? PER_CATEGORY[1]!;

/** Every preset once, some twice: a long appliance list (about 20 rows). */
const LONG_LIST = `a=${[...APPLIANCE_PRESETS, ...APPLIANCE_PRESETS.slice(0, 2)].map((p) => `${p.key}:1:2`).join(',')}&g=b&h=8&c=li&v=24&p=5.5`;

let customer: Awaited<ReturnType<typeof createCustomer>>;
let orderId: string;
let orderNumber: string;

test.beforeAll(async () => {
  customer = await createCustomer('axe-widths');
  orderId = await placeOrderAs(customer, [{ productId: INVERTER.id, quantity: 1 }]);
  orderNumber = (await adminDb().doc(`orders/${orderId}`).get()).get('number') as string;
});

for (const width of WIDTHS) {
  test(`every shopper page and dialog passes axe at ${width} px`, async ({ page }) => {
    test.setTimeout(300_000);
    const height = width === 1280 ? 800 : 844;
    await page.setViewportSize({ width, height });
    const found: string[] = [];
    const scan = async (what: string) => {
      for (const line of await axeViolations(page)) found.push(`${what}: ${line}`);
    };
    const main = page.getByRole('main');
    const h1 = (name?: string | RegExp) => page.getByRole('heading', { level: 1, ...(name ? { name } : {}) });
    const dialog = page.getByRole('dialog');
    const phone = width < 768;
    /** The header's control, or on a phone the same one in the menu. */
    const headerButton = async (name: string) => {
      if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
      return page.getByRole('banner').getByRole('button', { name, exact: true }).locator('visible=true');
    };

    await page.goto('/');
    await expect(page.getByRole('list', { name: 'Featured products' }).getByRole('listitem').first()).toBeVisible();
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect(page.getByRole('form', { name: 'Contact form' })).toBeVisible();
    await scan('home');

    if (phone) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.locator('#mobile-menu')).toBeVisible();
      await scan('home, phone menu open');
      await page.getByRole('button', { name: 'Close menu' }).click();
    }

    await (await headerButton('Sign In')).click();
    await expect(dialog.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await scan('sign-in dialog');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please fill in all fields.');
    await scan('sign-in dialog with errors');
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    await expect(dialog.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await scan('sign-up dialog');
    await page.keyboard.press('Escape');

    await page.goto('/products');
    await expect(main.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
    await scan('products');

    await page.goto('/products?category=Inverters');
    await expect(h1('Inverters')).toBeVisible();
    const list = main.getByRole('list', { name: 'Products' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await list
      .getByRole('button', { name: /^Compare / })
      .nth(0)
      .click();
    await list
      .getByRole('button', { name: /^Compare / })
      .nth(1)
      .click();
    await expect(page.getByText('2 of 3 products picked')).toBeVisible();
    await scan('category view, comparison bar shown');

    for (const product of PER_CATEGORY) {
      await page.goto(`/products/${product.id}`);
      await expect(h1(product.name)).toBeVisible();
      await expect(main.getByRole('img').first()).toBeVisible();
      await scan(`product page (${product.category})`);
    }

    // A service: the request of its project, then with what is missing said.
    const service = PER_CATEGORY.find((p) => p.category === 'Installation Services')!;
    await page.goto(`/products/${service.id}`);
    await main.getByRole('link', { name: 'Request an installation' }).click();
    const request = page.getByRole('form', { name: 'Request a visit' });
    await expect(request).toBeVisible();
    await scan('project request');
    await request.getByRole('button', { name: 'Send request' }).click();
    await expect(request.getByText('Enter your name (2 to 100 characters).')).toBeVisible();
    await scan('project request with errors');

    await page.goto('/compare');
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(2);
    await scan('compare, 2 products');

    await page.goto(`/solar-calculator?${LONG_LIST}`);
    await expect(page.getByRole('list', { name: 'Your appliances' }).getByRole('listitem')).toHaveCount(
      APPLIANCE_PRESETS.length + 2,
    );
    await expect(page.getByTestId('bundle-total')).toBeVisible();
    await scan('calculator, long appliance list');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 3));
    await scan('calculator, scrolled a third down');

    await page.goto('/no-such-page');
    await expect(h1()).toBeVisible();
    await scan('404');

    // Cart, signed out and in; checkout; the customer's orders; account settings.
    await page.goto(`/products/${INVERTER.id}`);
    await main.getByRole('button', { name: `Add ${INVERTER.name} to cart` }).click();
    await expect(main.getByRole('button', { name: `Add ${INVERTER.name} to cart (1 in your cart)` })).toBeVisible();
    await page.getByRole('button', { name: /^Cart, / }).click();
    const cart = page.getByRole('dialog', { name: 'Your Shopping Cart' });
    await expect(cart.getByRole('button', { name: 'Checkout' })).toBeVisible();
    await scan('cart dialog');
    await page.keyboard.press('Escape');

    await page.setViewportSize(DESKTOP);
    await signIn(page, customer.email, customer.password);
    await page.setViewportSize({ width, height });

    await page.getByRole('button', { name: /^Cart, / }).click();
    await cart.getByRole('button', { name: 'Checkout' }).click();
    await expect(h1('Checkout')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Checkout' })).toBeVisible();
    await scan('checkout');
    // The form may be filled from the last order: one field emptied shows its error (and places no order).
    const checkoutForm = page.getByRole('form', { name: 'Checkout' });
    await checkoutForm.getByLabel('Town or city').fill('');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(checkoutForm.getByLabel('Town or city')).toHaveAttribute('aria-invalid', 'true');
    await scan('checkout with errors');

    await page.goto('/orders');
    await expect(main.getByRole('link', { name: `Order ${orderNumber}` })).toBeVisible();
    await scan('my orders');

    await page.goto(`/order-details/${orderId}`);
    await expect(h1(/order/i)).toBeVisible();
    await expect(main.getByText(INVERTER.name).first()).toBeVisible();
    await scan('order page');
    await main.getByRole('button', { name: 'Cancel order' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel this order?' });
    await expect(cancel).toBeVisible();
    await scan('cancel order dialog');
    await cancel.getByRole('button', { name: 'Keep order' }).click();
    await expect(cancel).toHaveCount(0);

    await page.goto(`/order-confirmation/${orderId}`);
    await expect(h1()).toBeVisible();
    await expect(main.getByText(INVERTER.name).first()).toBeVisible();
    await scan('order confirmation');

    if (phone) {
      await (await headerButton('Account Settings')).click();
    } else {
      await page.getByRole('button', { name: /^Account menu for / }).click();
      await scan('account menu open');
      await page.getByRole('menuitem', { name: 'Account Settings' }).click();
    }
    await expect(dialog.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
    await scan('account settings dialog');
    await page.keyboard.press('Escape');

    expect(found, `axe violations at ${width} px`).toEqual([]);
  });
}
