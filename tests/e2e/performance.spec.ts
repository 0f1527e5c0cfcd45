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
