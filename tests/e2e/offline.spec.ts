import { expect, test, type Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SEED_PRODUCTS } from '../../scripts/seed-data';
import { storedDocs } from './firestore';
import { JINKO, keptPages, sendMessageOffline, uniqueEmail, waitForServiceWorker } from './offline-steps';

/**
 * The shop offline (service worker, data kept on the device, the outbox), installable,
 * and the map on low data. The other journeys block service workers (playwright.config.ts); these allow it.
 */
test.use({ serviceWorkers: 'allow' });

// No page.route here: requests it intercepts bypass the service worker, which is what these journeys test.

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const offlineBanner = (page: Page) => page.locator('[data-testid="network-banner"][data-status="offline"]');

/** Waits until the shop data kept on the device (IndexedDB) holds `text`. */
async function waitForKept(page: Page, text: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const open = indexedDB.open('keyval-store');
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains('keyval')) return resolve('');
              const get = db.transaction('keyval').objectStore('keyval').get('savanna-shop-data');
              get.onsuccess = () => resolve(typeof get.result === 'string' ? get.result : '');
              get.onerror = () => resolve('');
            };
            open.onerror = () => resolve('');
          }),
      ),
    )
    .toContain(text);
}

test('the manifest and the service worker make the shop installable', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await page.request.get(href!);
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Savanna Solar',
    short_name: 'Savanna Solar',
    start_url: '/',
    display: 'standalone',
    theme_color: '#166534',
  });
  const png = manifest.icons.filter((icon) => icon.type === 'image/png');
  expect(png.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of png) {
    const image = await page.request.get(icon.src);
    expect(image.ok()).toBe(true);
    expect(image.headers()['content-type']).toContain('image/png');
  }
  await waitForServiceWorker(page);
  await page.reload();
  await expect(mainNav(page)).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
});

test('offline, pages seen before open with their content and when they were last updated; others say they are not saved yet', async ({
  page,
  context,
}) => {
  // Everything the shopper was shown online is kept (the lists carry their products): note what was shown.
  let shown = '';
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Featured products' }).getByRole('listitem').first()).toBeVisible();
  await waitForServiceWorker(page);
  shown += await page.locator('main').innerText();
  await mainNav(page).getByRole('link', { name: 'Products', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(12);
  await waitForKept(page, '"list"');
  shown += await page.locator('main').innerText();
  await page.getByRole('list', { name: 'Products' }).getByRole('link', { name: JINKO.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: JINKO.name })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^Add ${JINKO.name} to cart`) }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await waitForKept(page, '"detail","panel-jinko-450w-mono"');
  await page.waitForLoadState('networkidle');
  shown += await page.locator('main').innerText();
  const neverShown = SEED_PRODUCTS.find((p) => p.type === 'product' && p.available && !shown.includes(p.name));
  expect(neverShown, 'a product the shopper never saw').toBeDefined();

  await context.setOffline(true);

  await page.goto(`/products/${JINKO.id}`);
  await expect(page.getByRole('heading', { level: 1, name: JINKO.name })).toBeVisible();
  await expect(offlineBanner(page)).toBeVisible();
  await expect(page.getByTestId('last-updated')).toContainText('last updated');

  await page.goto('/products');
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(12);

  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Featured products' }).getByRole('listitem').first()).toBeVisible();

  // Never opened here: the shop around a clear notice, not the browser's error page nor the error screen.
  for (const path of [`/products/${neverShown!.id}`, '/products?category=UPS%20Units']) {
    await page.goto(path);
    await expect(mainNav(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: "You're offline and this page isn't saved yet" })).toBeVisible();
    await expect(page.getByText('Oops! Something went wrong')).toHaveCount(0);
  }

  // The calculator never opened here: the sizing works; the products to buy, never read, say they are not saved yet.
  await page.goto('/solar-calculator');
  await page.getByRole('button', { name: /^Add / }).first().click();
  await expect(page.getByTestId('answer-inverter')).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: "the matching products aren't saved on this phone yet" }),
  ).toBeVisible();

  // The cart keeps working: it opens with what was added, and a line can be removed.
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.getByRole('button', { name: /^Cart, / }).click();
  const cart = page.getByRole('dialog', { name: 'Your Shopping Cart' });
  await expect(cart.getByRole('listitem')).toHaveCount(1);
  await cart.getByRole('button', { name: `Remove ${JINKO.name}` }).click();
  await expect(cart.getByRole('listitem')).toHaveCount(0);

  await context.setOffline(false);
});

test('a product page and the product list opened from a link, seen briefly, open offline later', async ({
  page,
  context,
}) => {
  // The shop was visited once before (its code is on the phone), days ago.
  await page.goto('/');
  await waitForServiceWorker(page);

  // A link in a WhatsApp chat opens the product page: the shopper glances at it and leaves.
  await page.goto(`/products/${JINKO.id}`);
  await expect(page.getByRole('heading', { level: 1, name: JINKO.name })).toBeVisible();
  // Another link, to the products: the list is seen, then the shopper leaves.
  await page.goto('/products');
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(12);

  await context.setOffline(true);
  await page.goto(`/products/${JINKO.id}`);
  await expect(page.getByRole('heading', { level: 1, name: JINKO.name })).toBeVisible();
  await expect(page.getByRole('main').getByText(/GH₵/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: "You're offline and this page isn't saved yet" })).toHaveCount(0);
  await page.goto('/products');
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(12);
  await context.setOffline(false);
});

test('a product page opened from a link on the first visit opens offline later', async ({ page, context }) => {
  await page.goto(`/products/${JINKO.id}`);
  await expect(page.getByRole('heading', { level: 1, name: JINKO.name })).toBeVisible();
  // The phone finishes installing the shop in the background (as it does once the tab is closed, still online).
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.goto(`/products/${JINKO.id}`);
  await expect(page.getByRole('heading', { level: 1, name: JINKO.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: "You're offline and this page isn't saved yet" })).toHaveCount(0);
  await context.setOffline(false);
});

test('a page seen once opens again as it was, from the phone: online before the network answers, and offline', async ({
  page,
  context,
}) => {
  const heading = page.getByRole('heading', { level: 1, name: JINKO.name });
  // From a WhatsApp link, before the shop was ever opened on this phone.
  await page.goto(`/products/${JINKO.id}`);
  await expect(heading).toBeVisible();
  await waitForServiceWorker(page);
  await expect.poll(() => keptPages(page)).toContain(`/products/${JINKO.id}`);

  // The same link again, offline: the page itself with its price, not the shop's frame waiting for its data.
  await context.setOffline(true);
  await page.goto(`/products/${JINKO.id}`);
  await expect(heading).toBeVisible();
  await expect(page.getByRole('main').getByText(/GH₵/).first()).toBeVisible();
  expect(await page.evaluate(() => document.getElementById('shop-data') !== null), 'the prerendered page').toBe(true);
  await context.setOffline(false);

  // Online, it opens from the phone too (the shop is asked behind it) and works: the app takes it over.
  await page.goto(`/products/${JINKO.id}`);
  expect(await page.evaluate(() => document.getElementById('shop-data') !== null), 'the prerendered page').toBe(true);
  await page.getByRole('button', { name: new RegExp(`^Add ${JINKO.name} to cart`) }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
});

test('a page kept by an older version of the shop is not shown once its code is gone: it is fetched again', async ({
  page,
}) => {
  await page.goto(`/products/${JINKO.id}`);
  await waitForServiceWorker(page);
  await expect.poll(() => keptPages(page)).toContain(`/products/${JINKO.id}`);
  // As after a new version took over: the kept page loads code files that the phone and the shop no longer have.
  await page.evaluate(async (path) => {
    const cache = await caches.open('shop-pages');
    const kept = await cache.match(path);
    const html = (await kept!.text()).replace(/\/assets\/index-[\w-]+\.js/g, '/assets/index-0ldVersn.js');
    await cache.put(path, new Response(html, { headers: kept!.headers }));
  }, `/products/${JINKO.id}`);

  await page.goto(`/products/${JINKO.id}`);
  await expect(page.getByRole('heading', { level: 1, name: JINKO.name })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^Add ${JINKO.name} to cart`) }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  // The fresh page replaced the old one in what the phone keeps.
  const kept = await page.evaluate(
    async (path) => (await (await caches.open('shop-pages')).match(path))?.text(),
    `/products/${JINKO.id}`,
  );
  expect(kept).not.toContain('index-0ldVersn');
});

test('a contact message sent offline is kept, said to be sent later, and arrives exactly once', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const form = page.getByRole('form', { name: 'Contact form' });
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await expect(form).toBeVisible();

  await context.setOffline(true);
  const email = uniqueEmail('abena');
  await sendMessageOffline(page, email);

  await context.setOffline(false);
  await expect.poll(() => storedDocs('messages', 'email', email), { timeout: 15_000 }).toHaveLength(1);
  // A reload and another reconnection send nothing more.
  await page.reload();
  await context.setOffline(true);
  await context.setOffline(false);
  await page.waitForTimeout(2000);
  const stored = await storedDocs('messages', 'email', email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ name: 'Abena Owusu', subject: 'Battery for my clinic', status: 'new' });
});

test('with Save-Data the map waits until the shopper asks for it', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: Object.assign(new EventTarget(), { saveData: true, effectiveType: '4g' }),
    });
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await page.locator('#contact').scrollIntoViewIfNeeded();
  const show = page.getByRole('button', { name: 'Show map' });
  await expect(show).toBeVisible();
  await expect(page.getByTestId('shop-map')).toHaveCount(0);
  expect(scripts.filter((url) => /shop-map/.test(url))).toEqual([]);
  await show.click();
  await expect(page.getByTestId('shop-map').locator('.shop-map-pin')).toBeVisible();
});

/** The service worker the build wrote, as the preview server serves it (scripts/with-emulators.ts serves dist/). */
const SERVED_WORKER = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'sw.js');

test('a new version is offered with Reload, never forced, and not at checkout', async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const offer = page.getByRole('status').filter({ hasText: 'A new version is available' });
  const original = readFileSync(SERVED_WORKER, 'utf8');
  try {
    // The shop is deployed again while the shopper browses: the next page they open finds the new version.
    writeFileSync(SERVED_WORKER, `${original}\n// the next version of the shop\n`);
    await page.goto('/products');
    await expect(offer).toBeVisible();
    await expect(offer.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).waiting !== null)).toBe(true);

    // At checkout it is not offered: reloading there would lose the shopper's place.
    await page.getByRole('button', { name: new RegExp(`^Add ${JINKO.name} to cart`) }).click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await page.getByRole('button', { name: /^Cart, / }).click();
    await page.getByRole('dialog', { name: 'Your Shopping Cart' }).getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(offer).toHaveCount(0);
    // A guest is asked to create an account (or sign in) first; this one puts the dialog away and goes back.
    const signIn = page.getByRole('dialog', { name: 'Create Account' });
    await expect(signIn).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(signIn).toHaveCount(0);
    await expect(offer).toHaveCount(0);

    // Back among the products, the shopper chooses: the new version takes over and the page opens again on it.
    await page.goBack();
    await expect(page).toHaveURL(/\/products$/);
    await expect(offer).toBeVisible();
    await Promise.all([page.waitForEvent('load'), offer.getByRole('button', { name: 'Reload' }).click()]);
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(offer).toHaveCount(0);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).waiting === null)).toBe(true);
  } finally {
    writeFileSync(SERVED_WORKER, original);
  }
});
