import { expect, test, type Page } from '@playwright/test';
import { storedDocs } from './firestore';
import { JINKO, keptPages, sendMessageOffline, uniqueEmail, waitForServiceWorker } from './offline-steps';

/**
 * Offline, a page seen before is taken over by the app and works, with what the phone keeps: the products seen
 * online, the forms' code. The other journeys block service workers (playwright.config.ts); these allow it.
 */
test.use({ serviceWorkers: 'allow' });

/** Whether the product list kept on the device (IndexedDB) was read after the one this page carries (the build's). */
const keptListNewerThanPage = (page: Page) =>
  page.evaluate(async () => {
    type Kept = { queryHash: string; queryKey: unknown[]; state: { dataUpdatedAt: number } };
    const listOf = (queries: Kept[]) => queries.find((q) => q.queryKey[0] === 'products' && q.queryKey[1] === 'list');
    const built = listOf(
      (JSON.parse(document.getElementById('shop-data')!.textContent!) as { queries: { queries: Kept[] } }).queries
        .queries,
    );
    const stored = await new Promise<string>((resolve) => {
      const open = indexedDB.open('keyval-store');
      open.onsuccess = () => {
        const get = open.result.transaction('keyval').objectStore('keyval').get('savanna-shop-data');
        get.onsuccess = () => resolve(typeof get.result === 'string' ? get.result : '{}');
        get.onerror = () => resolve('{}');
      };
      open.onerror = () => resolve('{}');
    });
    const kept = listOf((JSON.parse(stored) as { clientState?: { queries: Kept[] } }).clientState?.queries ?? []);
    return (
      !!built && !!kept && kept.queryHash === built.queryHash && kept.state.dataUpdatedAt > built.state.dataUpdatedAt
    );
  });

test('offline, /products is taken over by the app and shows the products seen there online, not the older list its kept page carries', async ({
  page,
  context,
}) => {
  const products = page.getByRole('list', { name: 'Products' });
  const withdrawn = 'Sunrise 300 W Panel (withdrawn)';
  await page.goto('/products');
  await expect(products.getByRole('listitem')).toHaveCount(12);
  await waitForServiceWorker(page);
  await expect.poll(() => keptPages(page)).toContain('/products');
  await expect.poll(() => keptListNewerThanPage(page), { message: 'the list read online, kept' }).toBe(true);
  // As when the catalogue changed after the build: the kept page carries a list the shopper never saw there.
  await page.evaluate(
    async ({ name, instead }) => {
      const cache = await caches.open('shop-pages');
      const kept = await cache.match('/products');
      const html = (await kept!.text()).replaceAll(name, instead);
      await cache.put('/products', new Response(html, { headers: kept!.headers }));
    },
    { name: JINKO.name, instead: withdrawn },
  );

  await context.setOffline(true);
  await page.goto('/products');
  // The app takes the page over from the code kept on the phone, and shows the list kept from the visit online.
  await expect(products.getByRole('link', { name: JINKO.name }).first()).toBeVisible();
  await expect(products.getByText(withdrawn)).toHaveCount(0);
  await expect(products.getByRole('listitem')).toHaveCount(12);
  // And it works: the cart opens offline (a page not taken over would not answer the tap).
  await page.getByRole('button', { name: /^Cart, / }).click();
  await expect(page.getByRole('dialog', { name: 'Your Shopping Cart' })).toBeVisible();
  await context.setOffline(false);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the contact form, never scrolled to online, is there offline and keeps a message to send later', async ({
    page,
    context,
  }) => {
    const menu = page.locator('#mobile-menu');
    const fromMenu = async (name: string) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await menu.getByRole('link', { name, exact: true }).click();
    };
    // A first visit: home, the products and a product page, without scrolling down to Contact.
    await page.goto('/');
    await expect(page.getByRole('list', { name: 'Featured products' }).getByRole('listitem').first()).toBeVisible();
    await fromMenu('Products');
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(12);
    await page.getByRole('list', { name: 'Products' }).getByRole('link', { name: JINKO.name }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: JINKO.name })).toBeVisible();
    await expect(page.locator('#contact')).toHaveCount(0);
    await waitForServiceWorker(page);
    // The offline support brought the form's code onto the page by itself; the journey waits until that code has run.
    const formCode = () =>
      page.evaluate(
        () =>
          performance.getEntriesByType('resource').find((entry) => /\/assets\/contact-form-/.test(entry.name))?.name,
      );
    await expect.poll(formCode, { message: "the contact form's code, fetched without scrolling to it" }).toBeTruthy();
    await page.evaluate(async (url) => void (await import(url)), (await formCode())!);

    await context.setOffline(true);
    await fromMenu('Contact us');
    await expect(page.getByRole('form', { name: 'Contact form' })).toBeVisible();
    await expect(page.locator('#contact').getByText('We could not load')).toHaveCount(0);
    const email = uniqueEmail('abena');
    await sendMessageOffline(page, email);

    await context.setOffline(false);
    await expect.poll(() => storedDocs('messages', 'email', email), { timeout: 15_000 }).toHaveLength(1);
  });
});
