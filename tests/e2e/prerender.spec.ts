import { expect, test, type Page } from '@playwright/test';
import { SEED_PRODUCTS } from '../../scripts/seed-data';
import { adminDb } from './firestore';

/**
 * The public pages are prerendered by the build (scripts/lib/prerender.ts): real HTML with the
 * page's data, its own head for search and link previews, taken over by the app without a "Loading..." splash.
 */

const FELICITY = SEED_PRODUCTS.find((p) => p.id === 'battery-felicity-24v-100ah-lifepo4')!;
const ghs = (amount: number) => new Intl.NumberFormat('en-GH', { style: 'currency', currency: 'GHS' }).format(amount);

/** Console errors of the page, hydration trouble included (main.tsx reports it). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test("a product page's HTML carries its title, price, canonical link, link preview and schema.org data", async ({
  request,
}) => {
  const response = await request.get(`/products/${FELICITY.id}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const title = `${FELICITY.name} | Savanna Solar`;
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html).toContain(`<title>${title}</title>`);
  expect(html).toContain(ghs(FELICITY.price));
  const meta = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
  expect(meta('og:title')).toBe(title);
  expect(meta('og:type')).toBe('product');
  expect(meta('og:description')).toContain(ghs(FELICITY.price));
  // WhatsApp shows a picture only from an absolute address of a PNG or JPEG.
  expect(meta('og:image')).toMatch(/^https?:\/\/[^"]+\/products\/battery-lithium\.png$/);
  expect(meta('og:url')).toMatch(new RegExp(`/products/${FELICITY.id}$`));
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/products/${FELICITY.id}"`));
  const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
  const data = JSON.parse(jsonLd ?? 'null') as { name: string; offers: { price: string; priceCurrency: string } };
  expect(data.name).toBe(FELICITY.name);
  expect(data.offers).toMatchObject({ price: FELICITY.price.toFixed(2), priceCurrency: 'GHS' });
  // The share picture itself is served.
  expect((await request.get(new URL(meta('og:image')!).pathname)).headers()['content-type']).toBe('image/png');

  // An address that is not prerendered gets the app's shell (its loading view), not another page.
  const shell = await (await request.get('/checkout')).text();
  expect(shell).toContain('Loading...');
  expect(shell).not.toContain('shop-data');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home, the products and a product page show their content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('End power outages. Cut your electricity bills.');
    await expect(page.getByRole('list', { name: 'Featured products' }).getByRole('listitem').first()).toBeVisible();

    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(page.getByText(ghs(SEED_PRODUCTS[0]!.price)).first()).toBeVisible();

    await page.goto(`/products/${FELICITY.id}`);
    await expect(page.getByRole('heading', { level: 1, name: FELICITY.name })).toBeVisible();
    await expect(page.getByText(ghs(FELICITY.price)).first()).toBeVisible();
    await expect(page.getByText('Loading...')).toBeHidden();
  });
});

test('the app takes the prerendered page over without a splash or a mismatch, then adds at the fresh price', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  // The shop changes the price after the build: the page's copy is out of date.
  const product = adminDb().collection('products').doc(FELICITY.id);
  const newPrice = FELICITY.price + 100;
  await product.update({ price: newPrice });
  try {
    await page.goto(`/products/${FELICITY.id}`, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: FELICITY.name })).toBeVisible();
    // The fresh price replaces the build's, and only then can the product be added.
    await expect(page.getByText(ghs(newPrice)).first()).toBeVisible();
    await expect(page.getByText(ghs(FELICITY.price))).toHaveCount(0);
    await page
      .getByRole('button', { name: new RegExp(`^Add ${FELICITY.name.replace(/[()]/g, '\\$&')} to cart`) })
      .click();
    await expect(page.getByRole('button', { name: /^Cart, / })).toContainText('1');
    await page.getByRole('button', { name: /^Cart, / }).click();
    await expect(page.getByRole('dialog', { name: 'Your Shopping Cart' })).toContainText(ghs(newPrice));
    expect(await page.locator('title').count()).toBe(1);
    await expect(page).toHaveTitle(`${FELICITY.name} | Savanna Solar`);
    expect(errors.filter((e) => /take over|hydrat|did not match/i.test(e))).toEqual([]);
    // React DOM's client runs the page (it marks the root it took over).
    const takenOverByReact = () =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$'));
    expect(await page.evaluate(takenOverByReact)).toBe(true);
  } finally {
    await product.update({ price: FELICITY.price });
  }
});

test('a category view served from the products page shows that category, never the whole list first', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const release = await holdTheAppCode(page);
  await page.goto('/products?category=Inverters', { waitUntil: 'commit' });
  // Before the app runs, the page shows the loading view, not the list of every product.
  await expect(page.getByRole('heading', { level: 1, name: 'Savanna Solar' })).toBeVisible();
  await expect(page.locator('#root')).toBeHidden();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Inverters' })).toBeVisible();
  await expect(page.locator('#boot-elsewhere')).toHaveCount(0);
  expect(errors.filter((e) => /take over|hydrat/i.test(e))).toEqual([]);
});

/** Holds the app's code back (a slow connection) until the returned function is called. */
async function holdTheAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('what a shopper taps and types before the code has arrived is done once it has', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await holdTheAppCode(page);
  await page.goto('/products', { waitUntil: 'commit' });
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await expect(search).toBeVisible(); // the prerendered page, without its code
  await search.fill('felicity');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.waitForTimeout(500);
  await expect(page.locator('#mobile-menu')).toBeHidden(); // nothing can act yet
  release();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /felicity/i })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Search results' })).toContainText(FELICITY.name);
  await expect(search).toHaveValue('felicity');
  // The text typed reaches the address a moment later: the menu the shopper opened stays open.
  await expect(page).toHaveURL(/[?&]q=felicity/);
  await expect(page.locator('#mobile-menu')).toBeVisible();
});

test('a figure typed into the calculator before the code has arrived is the one it works with', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await holdTheAppCode(page);
  await page.goto('/solar-calculator', { waitUntil: 'commit' });
  const sunHours = page.getByRole('textbox', { name: 'Peak sun hours a day' });
  await expect(sunHours).toBeVisible(); // the prerendered page, without its code
  await sunHours.fill('4');
  release();
  await page.waitForFunction(() => (window as { __shopEarlyTaps?: unknown }).__shopEarlyTaps === null); // taken over
  await page.getByRole('button', { name: /^Add / }).first().click();
  // The sizing the shopper shares is worked out with the 4 hours typed, not the page's first figure.
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', /p%3D4(%26|$)/);
  await expect(sunHours).toHaveValue('4');
});

test('a connection that drops before the code has arrived leaves the page as it is; the app takes it over when it returns', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  let dropped = true;
  let codeAsked!: () => void;
  const asked = new Promise<void>((resolve) => (codeAsked = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js(\?.*)?$/, async (route) => {
    if (!dropped) return route.continue();
    codeAsked();
    await route.abort('internetdisconnected');
  });
  await page.goto('/');
  await asked;
  await context.setOffline(true);
  // The page stays readable, and a tap is kept for when the shop can act on it.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('list', { name: 'Featured products' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.locator('#mobile-menu')).toBeHidden();
  dropped = false;
  await context.setOffline(false);
  await expect(page.locator('#mobile-menu')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Featured products' }).getByRole('listitem').first()).toBeVisible();
});

test("a screen's code lost offline keeps the prerendered page, not an error, until the connection returns", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = consoleErrors(page);
  let dropped = true;
  await page.route(/\/assets\/home-[\w-]+\.js$/, async (route) => {
    if (!dropped) return route.continue();
    await context.setOffline(true);
    await route.abort('internetdisconnected');
  });
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Featured products' }).getByRole('listitem').first()).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.waitForTimeout(500);
  await expect(page.getByText('We could not load this page')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Featured products' }).getByRole('listitem').first()).toBeVisible();
  dropped = false;
  await context.setOffline(false);
  await expect(page.locator('#mobile-menu')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Featured products' }).getByRole('listitem').first()).toBeVisible();
  expect(errors.filter((e) => /take over|hydrat|did not match/i.test(e))).toEqual([]);
});

test('"Add to cart" tapped before the code has arrived adds the product once, at the fresh price', async ({ page }) => {
  const product = adminDb().collection('products').doc(FELICITY.id);
  const newPrice = FELICITY.price + 50;
  await product.update({ price: newPrice });
  try {
    const release = await holdTheAppCode(page);
    await page.goto(`/products/${FELICITY.id}`, { waitUntil: 'commit' });
    const add = page.getByRole('main').getByRole('button', { name: 'Checking price...' }).first();
    await expect(add).toBeVisible(); // the prerendered page, at the build's price
    await add.click();
    release();
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
    await page.getByRole('button', { name: 'Cart, 1 item' }).click();
    await expect(page.getByRole('dialog', { name: 'Your Shopping Cart' })).toContainText(ghs(newPrice));
  } finally {
    await product.update({ price: FELICITY.price });
  }
});
