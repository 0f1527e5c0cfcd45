import { expect, test, type Page } from '@playwright/test';
import { SEED_PRODUCTS } from '../../scripts/seed-data';
import { adminDb, trackFirestoreReads } from './firestore';
import { expectNoAxeViolations } from './support';

const available = SEED_PRODUCTS.filter((p) => p.available);
const byId = (id: string) => SEED_PRODUCTS.find((p) => p.id === id)!;

const productList = (page: Page) => page.getByRole('list', { name: 'Products' });
const cardNames = (list: ReturnType<Page['getByRole']>) => list.getByRole('heading', { level: 3 }).allInnerTexts();
const ghs = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test.describe('/products', () => {
  test('shows the first page of available products, newest first, reading one page of documents', async ({ page }) => {
    const reads = trackFirestoreReads(page);
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(productList(page).getByRole('listitem')).toHaveCount(12);
    const newest = [...available].sort((a, b) => a.createdDaysAgo - b.createdDaysAgo).slice(0, 12);
    expect(await cardNames(productList(page))).toEqual(newest.map((p) => p.name));
    // The total is counted on the server (a count over the same query), not read.
    await expect(
      page.getByRole('status').filter({ hasText: `Showing 12 of ${available.length} products` }),
    ).toBeVisible();
    // The prerendered page shows the build's prices; the page reads them again at once, and its cards say
    // "Checking price..." until that answer is back: then the read is over, however busy the machine.
    await expect(productList(page).getByText('Checking price...')).toHaveCount(0);
    // One page and one document more to know whether another page exists; never the catalogue. (The counter
    // reads each answer's body after the page has used it, hence the poll.)
    await expect.poll(() => reads.products).toBe(13);

    reads.reset();
    await page.getByRole('button', { name: 'Show more products' }).click();
    await expect(productList(page).getByRole('listitem')).toHaveCount(24);
    await expect.poll(() => reads.products).toBe(13);
    await expect(productList(page)).not.toContainText(byId('panel-jinko-580w-tiger-neo').name); // unavailable
    await expectNoAxeViolations(page);
  });

  test('filters by category, sorts, and keeps both in the URL for links and the back button', async ({ page }) => {
    await page.goto('/products');
    await page.getByLabel('Category').selectOption('Inverters');
    await expect(page).toHaveURL(/category=Inverters/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inverters' })).toBeVisible();
    const inverters = available.filter((p) => p.category === 'Inverters');
    await expect(productList(page).getByRole('listitem')).toHaveCount(inverters.length);

    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(productList(page).getByRole('listitem').first()).toContainText(
      [...inverters].sort((a, b) => a.price - b.price)[0]!.name,
    );
    const prices = (await productList(page).locator('p.font-bold').allInnerTexts()).map(ghs);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await page.getByLabel('Sort by').selectOption('price-desc');
    await expect(productList(page).getByRole('listitem').first()).toContainText(
      [...inverters].sort((a, b) => b.price - a.price)[0]!.name,
    );
    await page.getByLabel('Sort by').selectOption('name');
    await expect
      .poll(() => cardNames(productList(page)))
      .toEqual([...inverters].map((p) => p.name).sort((a, b) => (a < b ? -1 : 1)));

    // A product, then Back: the same filter and order.
    await productList(page).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/products\/inverter-/);
    await page.goBack();
    await expect(page.getByLabel('Category')).toHaveValue('Inverters');
    await expect(page.getByLabel('Sort by')).toHaveValue('name');
    // Back once more: the previous order.
    await page.goBack();
    await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');

    // A shared link opens the same view.
    await page.goto('/products?category=Batteries&sort=price-asc');
    await expect(page.getByRole('heading', { level: 1, name: 'Batteries' })).toBeVisible();
    await expect(productList(page).getByRole('listitem')).toHaveCount(
      available.filter((p) => p.category === 'Batteries').length,
    );
  });

  test('search "inverter" finds the inverters first and nothing unrelated; keystrokes read nothing more', async ({
    page,
  }) => {
    const reads = trackFirestoreReads(page);
    await page.goto('/products');
    // The prerendered list, then its fresh prices: the shop has read the list when it offers to add.
    await expect(
      productList(page)
        .getByRole('button', { name: /^Add .+ to cart/ })
        .first(),
    ).toBeVisible();
    reads.reset();
    const indexFetches: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/search-index.json') indexFetches.push(request.url());
    });

    const search = page.getByLabel('Search products');
    await search.pressSequentially('inverter', { delay: 30 });
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('listitem').first()).toBeVisible();

    const expectedMatches = available.filter((p) => /inverter/i.test(`${p.name} ${p.category}`));
    const names = await cardNames(results);
    expect(names.sort()).toEqual(expectedMatches.map((p) => p.name).sort());
    for (const name of names) expect(name).toMatch(/inverter/i);

    // Products that only mention inverters in their description come after, under their own heading.
    const mentions = page.getByRole('list', { name: 'Products that mention the search' });
    const mentionNames = await cardNames(mentions);
    for (const name of mentionNames) {
      const product = SEED_PRODUCTS.find((p) => p.name === name)!;
      expect(product.description.toLowerCase()).toContain('inverter');
    }
    const unrelated = available.filter((p) => !/inverter/i.test(`${p.name} ${p.category} ${p.description}`));
    expect(unrelated.length).toBeGreaterThan(10);
    for (const product of unrelated) {
      expect([...names, ...mentionNames]).not.toContain(product.name);
    }
    await expect(page).toHaveURL(/q=inverter/);

    // The search index was fetched once (no product documents: docs/search.md), for the whole word; more
    // keystrokes read nothing.
    expect(indexFetches).toHaveLength(1);
    expect(reads.productRequests).toBe(0);
    expect(reads.products).toBe(0);
    await search.pressSequentially(' deye', { delay: 30 });
    await expect(results.getByRole('listitem')).toHaveCount(
      available.filter((p) => /inverter/i.test(p.name) && /deye/i.test(p.name)).length,
    );
    // Common spellings find the same: "invertor", and a figure typed without the space before its unit.
    await search.fill('invertor');
    await expect(results.getByRole('listitem')).toHaveCount(names.length);
    await search.fill('5kva');
    await expect(results.getByRole('heading', { name: 'Growatt SPF 5000 ES 5 kVA Off-grid Inverter' })).toBeVisible();
    await search.fill('battery');
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first()).toBeVisible();
    expect(reads.productRequests).toBe(0);
    expect(indexFetches).toHaveLength(1);

    // Search and category together; then a search with no result says so.
    await page.getByLabel('Category').selectOption('UPS Units');
    await expect(page.getByRole('heading', { name: /No products match “battery” in UPS Units/ })).toBeVisible();
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(productList(page).getByRole('listitem')).toHaveCount(12);
    await expect(search).toHaveValue('');
  });

  test('shows skeletons while products load', async ({ page }) => {
    // The prerendered /products shows its products at once; a list not read yet is a list reached from another page
    // that the app has taken over (its code comes after the first paint; before it, links are plain links).
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('list', { name: 'Featured products' }).getByRole('listitem').first()).toBeVisible();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/:runQuery/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
    await expect(page.getByTestId('product-card-skeleton').first()).toBeVisible();
    release();
    await expect(productList(page).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByTestId('product-card-skeleton')).toHaveCount(0);
  });
});

test.describe('/products/{id}', () => {
  test('an inverter suggests the batteries that suit its system voltage beside the other inverters', async ({
    page,
  }) => {
    const inverter = byId('inverter-felicity-ivem-1kva'); // a 12 V inverter
    await page.goto(`/products/${inverter.id}`);
    await expect(page.getByRole('heading', { level: 1, name: inverter.name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'More inverters' })).toBeVisible();
    await expect(page.getByText('It runs on a 12 V battery bank: these 12 V batteries suit it.')).toBeVisible();
    const suggested = page.getByRole('list', { name: 'Batteries for this inverter' });
    await expect(suggested.getByRole('listitem').first()).toBeVisible();
    const names = await cardNames(suggested);
    const twelveVolt = SEED_PRODUCTS.filter(
      (p) => p.category === 'Batteries' && p.available && p.stock > 0 && p.specs.voltageV === 12,
    ).map((p) => p.name);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(twelveVolt).toContain(name);
  });

  test('shows price, stock, description and specifications, and counts exactly one view', async ({ page }) => {
    // A product no other journey opens, so that its view count is this test's own.
    const product = byId('cc-epever-tracer-4215bn');
    const ref = adminDb().doc(`products/${product.id}`);
    const before = ((await ref.get()).data()?.views as number | undefined) ?? 0;

    await page.goto(`/products/${product.id}`);
    const detail = page.locator('article').first();
    await expect(detail.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page).toHaveTitle(`${product.name} | Savanna Solar`);
    await expect(page.locator('meta[name="description"]').last()).toHaveAttribute(
      'content',
      /^GH₵2,250\.00 · In stock\. A reliable 40 A MPPT/, // a shared link's preview shows the price
    );
    await expect(detail.getByTestId('product-price')).toHaveText('GH₵2,250.00');
    await expect(detail.getByText('In stock', { exact: true })).toBeVisible();
    await expect(detail.getByText(product.description)).toBeVisible();
    const specs = detail.getByRole('region', { name: 'Specifications' });
    await expect(specs.getByRole('row')).toHaveCount(Object.keys(product.specs).length);
    await expect(specs.getByRole('row', { name: 'Current 40 A' })).toBeVisible();
    await expect(specs.getByRole('row', { name: 'Type MPPT' })).toBeVisible();
    await expect(specs.getByRole('row', { name: 'Maximum PV voltage 150 V' })).toBeVisible();
    await expect(detail.getByRole('button', { name: `Add ${product.name} to cart` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request an installation' })).toHaveCount(0);
    // Related: other charge controllers, not this one.
    const related = page.getByRole('list', { name: 'Related products' });
    const others = available.filter((p) => p.category === product.category && p.id !== product.id);
    await expect(related.getByRole('listitem')).toHaveCount(Math.min(4, others.length));
    await expect(related).not.toContainText(product.name);
    await expectNoAxeViolations(page);

    await expect.poll(async () => (await ref.get()).data()?.views, { timeout: 10_000 }).toBe(before + 1);
    const lastViewed = (await ref.get()).data()?.lastViewed as { toMillis(): number } | null;
    expect(Date.now() - (lastViewed?.toMillis() ?? 0)).toBeLessThan(60_000);
    // A re-render or a return to the same history entry does not count again.
    await page.waitForTimeout(1000);
    expect((await ref.get()).data()?.views).toBe(before + 1);
  });

  test('says "Only N left" when stock is low', async ({ page }) => {
    await page.goto('/products/inverter-deye-8kw-hybrid');
    const detail = page.locator('article').first();
    await expect(detail.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(detail.getByText('Only 3 left', { exact: true })).toBeVisible();
  });

  test('an unknown or withdrawn product says "Product not found"', async ({ page }) => {
    for (const id of ['no-such-product', 'panel-jinko-580w-tiger-neo']) {
      await page.goto(`/products/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Browse products' })).toBeVisible();
    }
  });
});

test.describe('compare', () => {
  test('takes 3 products, refuses a 4th and a duplicate with their messages, and shows them side by side', async ({
    page,
  }) => {
    await page.goto('/compare');
    await expect(page.getByRole('heading', { name: 'Nothing to compare yet' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/products?category=Inverters');
    const list = productList(page);
    const picked = ['Deye SUN-5K-SG03LP1 5 kW Hybrid Inverter', 'Growatt SPF 5000 ES 5 kVA Off-grid Inverter'];
    for (const name of picked) {
      await list.getByRole('button', { name: `Compare ${name}` }).click();
      await expect(list.getByRole('button', { name: `Compare ${name}` })).toHaveAttribute('aria-pressed', 'true');
    }
    await page.goto('/products?category=Batteries');
    const battery = 'Pylontech US5000 48 V 100 Ah LiFePO4 Battery (4.8 kWh)';
    await productList(page)
      .getByRole('button', { name: `Compare ${battery}` })
      .click();
    await expect(page.getByText('3 of 3 products picked')).toBeVisible();

    const fourth = 'Luminous Red Charge 12 V 200 Ah Tubular Battery';
    await productList(page)
      .getByRole('button', { name: `Compare ${fourth}` })
      .click();
    await expect(page.getByText('You can only compare up to 3 products at a time.')).toBeVisible();
    await expect(productList(page).getByRole('button', { name: `Compare ${fourth}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await page.goto('/products/inverter-deye-5kw-hybrid');
    await page.getByRole('button', { name: 'In your comparison' }).click();
    await expect(page.getByText('This product is already in your comparison list.')).toBeVisible();

    await page.getByRole('link', { name: 'Compare', exact: true }).click();
    await expect(page).toHaveURL(/\/compare$/);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveCount(3);
    for (const name of [...picked, battery]) await expect(table.getByRole('columnheader', { name })).toBeVisible();
    // Specs aligned by row: one row per spec across the products, "—" where a product has none.
    await expect(table.getByRole('row', { name: /^Price \(plus 15% tax\) Differs/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /^Power Differs/ })).toContainText('5,000 W');
    await expect(table.getByRole('row', { name: /^Capacity/ })).toContainText('—');
    await expect(table.getByText('Lowest price')).toHaveCount(1);
    await expectNoAxeViolations(page);

    await page.getByLabel('Show only differences').check();
    await expect(table.getByRole('row', { name: /^Availability/ })).toHaveCount(0);

    await table.getByRole('button', { name: `Remove ${battery} from the comparison` }).click();
    await expect(table.getByRole('columnheader')).toHaveCount(2);
    await page.reload(); // kept in local storage
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(2);
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect(page.getByRole('heading', { name: 'Nothing to compare yet' })).toBeVisible();
  });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the catalogue, a product and the comparison pass the axe scan and never scroll sideways', async ({ page }) => {
    const noSidewaysScroll = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
    await page.goto('/products');
    await expect(productList(page).getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await noSidewaysScroll();

    await productList(page)
      .getByRole('button', { name: /^Compare / })
      .nth(1)
      .click();
    await productList(page)
      .getByRole('button', { name: /^Compare / })
      .nth(2)
      .click();
    await page.goto('/products/svc-home-solar-installation');
    await expect(page.getByRole('link', { name: 'Request an installation' })).toBeVisible();
    await expectNoAxeViolations(page);
    await noSidewaysScroll();

    await page.goto('/compare');
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await noSidewaysScroll();
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the comparison shows three products side by side, each with Add to cart', async ({ page }) => {
    await page.goto('/products?category=Inverters');
    const picked = [
      'Deye SUN-5K-SG03LP1 5 kW Hybrid Inverter',
      'Growatt SPF 5000 ES 5 kVA Off-grid Inverter',
      'Must PV1800 VPM 3 kVA 24 V Off-grid Inverter',
    ];
    for (const name of picked)
      await productList(page)
        .getByRole('button', { name: `Compare ${name}` })
        .click();
    await page.getByRole('link', { name: 'Compare', exact: true }).click();
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveCount(3);
    // Every column on screen at once, its price whole on one line.
    for (const name of picked) {
      const box = (await table.getByRole('columnheader', { name }).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    const prices = table.getByRole('row', { name: /^Price/ }).getByRole('cell');
    await expect(prices).toHaveCount(3);
    for (const cell of await prices.all()) {
      expect(await cell.evaluate((td) => td.scrollWidth <= td.clientWidth)).toBe(true);
    }
    await expectNoAxeViolations(page);
    // No button or link of the table touches the screen's edges, nor runs out of its column: the page's 1 rem
    // gutter stays clear on both sides, with three columns and with two (where the second's Add to cart touched it).
    const clearOfTheEdges = async () => {
      const columns = await table.getByRole('columnheader').all();
      for (const column of columns) {
        const cell = (await column.boundingBox())!;
        for (const control of await column.locator('a, button').all()) {
          const box = (await control.boundingBox())!;
          const name = (await control.getAttribute('aria-label')) ?? (await control.innerText());
          expect(box.x, `${name}: left edge`).toBeGreaterThanOrEqual(Math.max(16, cell.x));
          expect(box.x + box.width, `${name}: right edge`).toBeLessThanOrEqual(Math.min(390 - 16, cell.x + cell.width));
        }
      }
    };
    await clearOfTheEdges();
    await table.getByRole('button', { name: `Add ${picked[2]} to cart` }).click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await table.getByRole('button', { name: `Remove ${picked[2]} from the comparison` }).click();
    await expect(table.getByRole('columnheader')).toHaveCount(2);
    await clearOfTheEdges();
  });
});
