import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS, signIn } from './auth-support';
import { axeViolations, expectNoAxeViolations } from './support';

/**
 * Whether the app runs the page (it has taken over the prerendered root, and stopped keeping early taps for later:
 * src/lib/prerender/early-taps.ts): what "the page has loaded" means here.
 */
const appHasTakenOver = () => (window as { __shopEarlyTaps?: unknown }).__shopEarlyTaps === null;

const ROUTES: [path: string, title: RegExp][] = [
  ['/', /^Solar power and backup in Tamale \| Savanna Solar$/],
  ['/products', /^Products \| Savanna Solar$/],
  ['/products/panel-jinko-450w-mono', /\| Savanna Solar$/],
  ['/compare', /^Compare products \| Savanna Solar$/],
  ['/no-such-page', /^Page not found \| Savanna Solar$/],
];

/** The user's own pages and the admin area, seen by the demo admin. */
const SIGNED_IN_ROUTES: [path: string, title: RegExp][] = [
  ['/checkout', /^Checkout \| Savanna Solar$/],
  ['/order-confirmation/abc', /^Order confirmation \| Savanna Solar$/],
  ['/order-details/abc', /^Order details \| Savanna Solar$/],
  ['/orders', /^My orders \| Savanna Solar$/],
  ['/admin', /^Admin dashboard \| Savanna Solar$/],
  ['/admin/products', /^Admin · Products \| Savanna Solar$/],
  ['/admin/orders', /^Admin · Orders \| Savanna Solar$/],
  ['/admin/users', /^Admin · Users \| Savanna Solar$/],
  ['/admin/messages', /^Admin · Messages \| Savanna Solar$/],
  ['/admin/analytics', /^Admin · Analytics \| Savanna Solar$/],
  ['/admin/settings', /^Admin · Settings \| Savanna Solar$/],
];

async function expectTitles(page: Page, routes: [string, RegExp][]) {
  for (const [path, title] of routes) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]').last()).toHaveAttribute('content', /.{20,}/);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  }
}

test('every route renders with its own title and description', async ({ page }) => {
  await expectTitles(page, ROUTES);
  await page.goto('/');
  await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  await expectTitles(page, SIGNED_IN_ROUTES);
});

test('the home page shows the seeded featured products, installations and testimonials', async ({ page }) => {
  await page.goto('/');
  const featured = page.getByRole('list', { name: 'Featured products' });
  await expect(featured.getByRole('listitem').first()).toBeVisible();
  expect(await featured.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
  await expect(featured).toContainText('GH₵');
  await expect(page.locator('#installations').getByRole('listitem')).toHaveCount(6);
  await expect(page.locator('#testimonials').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(
    'A leading clean energy provider offering reliable, affordable, eco-friendly solar solutions.',
  );
  await expect(page.getByRole('contentinfo')).toContainText('sales@savannasolar.com.gh');
  await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/233243817265/,
  );
  await expectNoAxeViolations(page);
});

test('the accessibility scan every journey relies on finds what it is there to find', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  // A button without a name and grey text on white: what a careless change would add.
  await page.evaluate(() => {
    const faint = Object.assign(document.createElement('p'), { textContent: 'Faint words' });
    faint.style.cssText = 'color: #ddd; background: #fff';
    document.getElementById('main')!.prepend(document.createElement('button'), faint);
  });
  const found = await axeViolations(page);
  expect(found.map((line) => line.split(' ')[0]).sort()).toEqual(['button-name', 'color-contrast']);
});

test('the storefront navigation is hidden on /admin routes', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Cart/ })).toHaveCount(0);
});

test('anchor links scroll to their section on the home route', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#testimonials').getByRole('listitem').first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Testimonials' }).click();
  await expect(page.locator('#testimonials')).toBeInViewport();
  await page.goto('/products');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Installations' }).click();
  await expect(page).toHaveURL(/\/#installations$/);
  await expect(page.locator('#installations')).toBeInViewport();
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu opens, offers the links and closes on navigation', async ({ page }) => {
    await page.goto('/');
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    for (const name of ['Home', 'Products', 'Installations', 'Testimonials']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'Products', exact: true }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(menu).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
  });
});

test('offline before the first tap: "Connection Lost", the page stays, and "Connection Restored!" when back', async ({
  page,
  context,
}) => {
  // The shopper opens the home page, lets it load (its code comes after the first paint; a connection that drops
  // before it has arrived: prerender.spec) and touches nothing before their connection drops.
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Featured products' })).toBeVisible();
  // Loaded: the page's code has taken over its prerendered copy. (A quiet network for half a second is not that
  // on a busy phone: the code may still be on its way, and the drop before it is prerender.spec's case.)
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.evaluate(appHasTakenOver)).toBe(true);
  await context.setOffline(true);
  const banner = page.getByTestId('network-banner');
  await expect(banner).toHaveAttribute('data-status', 'offline');
  await expect(banner).toHaveClass(/bg-red-700/);
  await expect(banner).toContainText('Connection Lost');
  // Their first tap and scroll while offline (the toast library cannot load now) leave the page on screen.
  await page.getByRole('heading', { level: 1 }).click();
  await page.mouse.wheel(0, 400);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Featured products' })).toBeVisible();
  await context.setOffline(false);
  await expect(banner).toHaveAttribute('data-status', 'restored');
  await expect(banner).toContainText('Connection Restored!');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0, { timeout: 6000 });
  // Code that could not load while offline loads again: the cart dialog.
  await page.getByRole('button', { name: /^Cart/ }).click();
  await expect(page.getByRole('dialog', { name: 'Your Shopping Cart' })).toBeVisible();
});

test('a screen opened while offline says so with Try again in place, and opens once back online', async ({
  page,
  context,
}) => {
  // The shop has loaded (its code comes after the first paint; before it, links are plain links), then the
  // connection drops and the shopper opens a page they never opened.
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Featured products' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
  const main = page.getByRole('main');
  // Offline, a page never opened on this device says so.
  await expect(main.getByRole('heading', { name: "You're offline and this page isn't saved yet" })).toBeVisible();
  await expect(main.getByRole('alert')).toContainText('We could not load this page');
  await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible(); // the shop stays around it
  await main.getByRole('button', { name: 'Try again' }).click(); // still offline: still says so
  await expect(main.getByRole('heading', { name: "You're offline and this page isn't saved yet" })).toBeVisible();
  await context.setOffline(false);
  // Back online, it loads by itself.
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
});

test('a slow (2g) connection shows the yellow banner', async ({ page }) => {
  await page.addInitScript(() => {
    const connection = Object.assign(new EventTarget(), { effectiveType: '2g' });
    Object.defineProperty(navigator, 'connection', { get: () => connection });
  });
  await page.goto('/');
  await expect(page.getByTestId('network-banner')).toHaveAttribute('data-status', 'slow');
  await expect(page.getByTestId('network-banner')).toHaveClass(/bg-sun-300/);
});

/** The /compare screen's own module (compare-<hash>.js, not compare-store-… or compare-toggle-…). */
const COMPARE_CHUNK = /\/assets\/compare-[\w-]{8}\.js$/;

test('a screen whose code cannot be fetched offers Try again in place, inside the shop', async ({ page }) => {
  await page.route(COMPARE_CHUNK, (route) => route.abort('internetdisconnected'));
  await page.goto('/compare');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'This page could not load' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('sales@savannasolar.com.gh');
  await expectNoAxeViolations(page);
  await page.unroute(COMPARE_CHUNK);
  await main.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Compare products' })).toBeVisible();
});

test('an error thrown by a screen shows the "Application Error" variant', async ({ page }) => {
  await page.route(COMPARE_CHUNK, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("Cannot read the comparison list");' }),
  );
  await page.goto('/compare');
  const screen = page.getByTestId('error-screen');
  await expect(screen.getByText('Application Error')).toBeVisible();
  await expect(screen.getByText('Connection Problem')).toHaveCount(0);
  await page.unroute(COMPARE_CHUNK);
  await screen.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'Compare products' })).toBeVisible();
});

test.describe('on a 390 px phone, where the page starts', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
  /** The router restores (or resets) the position as it shows a page: a frame later the position is settled. */
  const settled = (page: Page) =>
    page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

  test('a new address typed in the same tab opens at the top, a link too; Back comes back to where the shopper was', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('#testimonials').getByRole('listitem').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => scrollY(page)).toBe(1200);

    // A new address typed in the same tab: the page (not one the shop prerenders) opens with its heading in sight.
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settled(page);
    expect(await scrollY(page)).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();

    // A link followed far down a page opens the next page at the top.
    await page.goto('/products?q=battery');
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('listitem').nth(3)).toBeVisible();
    await settled(page);
    expect(await scrollY(page)).toBe(0);
    const fourth = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').nth(3);
    await fourth.scrollIntoViewIfNeeded();
    const down = await scrollY(page);
    expect(down).toBeGreaterThan(300);
    await fourth.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/products\/[^?]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settled(page);
    expect(await scrollY(page)).toBe(0);

    // Back, in the app and across pages loaded from the address bar: where the shopper was.
    await page.goBack();
    await expect(page).toHaveURL(/\/products\?q=battery$/);
    await expect.poll(() => scrollY(page)).toBe(down);
    await page.goBack();
    await expect(page).toHaveURL(/\/no-such-page$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => scrollY(page)).toBe(1200);
  });
});
