import { expect, type Page } from '@playwright/test';
import { SEED_PRODUCTS } from '../../scripts/seed-data';
import { expectToast } from './auth-support';
import { adminDb } from './firestore';

/**
 * What the cart's journeys share (cart.spec.ts, place-order.spec.ts): the products they buy, and the cart as a
 * shopper sees it. Other journeys run at the same time against the same seeded shop: orders take only a few units
 * of accessories with plenty in stock (no other journey looks at them), never the last unit of anything, so that
 * no product's availability changes for the catalogue's tests.
 */
export const seededProduct = (id: string) => {
  const product = SEED_PRODUCTS.find((p) => p.id === id);
  if (!product) throw new Error(`No seeded product ${id}`);
  return product;
};
export const MC4 = seededProduct('acc-mc4-connectors-10-pairs'); // GH₵180, 60 in stock
export const CABLE = seededProduct('acc-battery-cable-35mm-pair'); // GH₵320, 40 in stock
export const BREAKER = seededProduct('acc-dc-breaker-63a-2p'); // GH₵140, 52 in stock
export const LUMINOUS = seededProduct('battery-luminous-150ah-tubular'); // 1 in stock: added, never ordered
export const SOLD_OUT = seededProduct('panel-jinko-580w-tiger-neo'); // unavailable, no stock
export const SERVICE = seededProduct('svc-energy-audit');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const addButton = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^Add ${escape(name)} to cart`) });
const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart, / });
export const badge = (page: Page) => page.getByTestId('cart-badge');
export const cartDialog = (page: Page) => page.getByRole('dialog', { name: 'Your Shopping Cart' });

export async function addFromProductPage(page: Page, product: { id: string; name: string }) {
  await page.goto(`/products/${product.id}`);
  await addButton(page, product.name).click();
  await expectToast(page, `${product.name} added to cart.`);
}

export async function openCart(page: Page) {
  await cartButton(page).click();
  await expect(cartDialog(page)).toBeVisible();
  return cartDialog(page);
}

export async function closeCart(page: Page) {
  await cartDialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(cartDialog(page)).toHaveCount(0);
}

export const stockOf = async (id: string) => (await adminDb().doc(`products/${id}`).get()).get('stock') as number;
export const storedCart = async (uid: string) => (await adminDb().doc(`carts/${uid}`).get()).get('items') as unknown;

export async function expectStockChecked(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'Stock and prices checked just now.' })).toBeVisible();
}
