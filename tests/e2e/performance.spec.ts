import { expect, test } from '@playwright/test';
import { gzipSync } from 'node:zlib';

/** Issue budget: the JavaScript the home route loads stays within 170 KB gzip. */
const HOME_JS_BUDGET_BYTES = 170 * 1024;

test('the home route loads at most 170 KB of gzipped JavaScript', async ({ page }) => {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    const url = response.url();
    if (response.request().resourceType() === 'script' || url.endsWith('.js')) {
      scripts.set(url, gzipSync(await response.body()).length);
    }
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('list', { name: 'Featured products' })).toBeVisible();
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  const report = [...scripts.entries()]
    .map(([url, size]) => `${(size / 1024).toFixed(1).padStart(6)} KB  ${new URL(url).pathname}`)
    .join('\n');
  console.log(`Home route JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.size} files\n${report}`);
  expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
});

/**
 * The storefront reads over REST (src/lib/firebase/rest-read.ts), so a visitor's public page loads none of the
 * Firebase SDK (about 40 KB gzip): a read added with the SDK on one of these pages fails here, whatever its path.
 * '@firebase/app' is the SDK core's own name, written into the chunk that registers it.
 */
test('public pages load no Firebase SDK', async ({ page }) => {
  const withSdk = new Set<string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' && !response.url().endsWith('.js')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    if (body.includes('@firebase/app')) withSdk.add(new URL(response.url()).pathname);
  });
  for (const path of ['/', '/products', '/products/panel-jinko-450w-mono', '/compare', '/solar-calculator']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('main h1').first()).toBeVisible();
  }
  expect([...withSdk]).toEqual([]);
});
