import { expect, test } from '@playwright/test';
import { SEED_PRODUCTS } from '../../scripts/seed-data';
import { openAsAdmin } from './admin-support';
import { expectNoAxeViolations } from './support';
import { adminDb } from './firestore';
import { shopDay } from '@domain/shared/date-time';

const FELICITY = SEED_PRODUCTS.find((p) => p.id === 'battery-felicity-24v-100ah-lifepo4')!;

/** Today's visits counted for product pages, every connection and shard. */
async function productPageVisits(): Promise<number> {
  const cells = await adminDb()
    .collection('vitalsDaily')
    .where('day', '==', shopDay(new Date()))
    .where('page', '==', 'product')
    .get();
  return cells.docs.reduce((sum, cell) => sum + (Number(cell.get('visits')) || 0), 0);
}

test("how fast a shopper's visit was reaches Admin › Analytics as that page's figures", async ({ browser }) => {
  // A shopper on a phone opens a product page from a link, looks at it, adds it to the cart, and leaves.
  const shopper = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await shopper.newPage();
  const before = await productPageVisits();
  await page.goto(`/products/${FELICITY.id}`);
  await expect(page.getByRole('heading', { level: 1, name: FELICITY.name })).toBeVisible();
  await page.getByRole('button', { name: `Add ${FELICITY.name} to cart` }).click();
  await expect(page.getByRole('button', { name: /^Cart, 1 item/ })).toBeVisible();
  await page.goto('about:blank'); // the shopper leaves: the page is hidden, its figures are sent
  // The beacon leaves with the page, out of the test's sight: it arrives as one more visit counted today.
  await expect.poll(productPageVisits).toBeGreaterThan(before);
  await shopper.close();

  // Staff read it: the product pages' row, with the largest content's time and the answer to the tap.
  const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await staff.newPage();
  await openAsAdmin(admin, '/admin/analytics');
  const speed = admin.getByRole('table', { name: /Speed by page and connection/ });
  const row = speed.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: 'A product page' }) });
  await expect(row.first()).toBeVisible();
  await expect(row.first()).toContainText(/\d+(\.\d+)? (ms|s)/);
  await admin.getByLabel('Speed over').selectOption('28');
  await expect(row.first()).toBeVisible();
  await expectNoAxeViolations(admin);
  await staff.close();
});
