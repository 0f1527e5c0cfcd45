import { expect, test } from '@playwright/test';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript each public page loads, gzip, as a shopper's phone fetches it, React included: a hard limit no change
 * may cross (the target, lower, is measured by `npm run perf`; docs/decisions.md, "React renders the shop").
 */
const PAGE_JS_BUDGET_KB = 200;

const PUBLIC_PAGES = ['/', '/products', '/products/panel-jinko-450w-mono', '/solar-calculator', '/compare'];

for (const path of PUBLIC_PAGES) {
  test(`${path} loads at most ${PAGE_JS_BUDGET_KB} KB of gzipped JavaScript`, async ({ page }) => {
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      const url = response.url();
      if (response.request().resourceType() === 'script' || url.endsWith('.js')) {
        scripts.set(url, gzipSync(await response.body()).length);
      }
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('main h1').first()).toBeVisible();
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    const report = [...scripts.entries()]
      .map(([url, size]) => `${(size / 1024).toFixed(1).padStart(6)} KB  ${new URL(url).pathname}`)
      .join('\n');
    console.log(`${path}: ${(total / 1024).toFixed(1)} KB of JavaScript, gzip, in ${scripts.size} files\n${report}`);
    expect(total).toBeLessThanOrEqual(PAGE_JS_BUDGET_KB * 1024);
  });
}

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
