import { expect, test } from '@playwright/test';
import { SEED_PRODUCTS } from '../../scripts/seed-data';
import { toPesewas } from '@domain/shared/money';
import { resolveBusinessSettings, totalsSoFar } from '@domain/order/pricing';
import { formatGhs } from '../../src/lib/money';
import { createCustomer, signIn } from './auth-support';
import { fillDeliveryAddress } from './checkout-support';
import { adminDb, ordersOf } from './firestore';
import { expectNoAxeViolations } from './support';

/**
 * The total a shopper confirms is the total charged. The delivery fee of the shopper's region
 * (the Northern Region, fillDeliveryAddress) changes under the shopper (the shop's settings), so this file runs in
 * the admin project after every shopper journey (its name ends in admin.spec.ts: playwright.config.ts), and puts
 * the seeded fee back.
 */

const BREAKER = SEED_PRODUCTS.find((p) => p.id === 'acc-dc-breaker-63a-2p')!; // GH₵140, 52 in stock
const settingsRef = () => adminDb().doc('settings/global');
const storedSettings = async () => resolveBusinessSettings((await settingsRef().get()).get('business'));
const REGION = 'Northern';
const setDeliveryFee = (fee: number) => settingsRef().update({ [`business.regions.${REGION}.fee`]: fee });

/** What the cart (no region yet) or the checkout (delivered to REGION) must show for one breaker. */
async function expectedTotals(region: string | null = REGION) {
  return totalsSoFar([{ price: BREAKER.price, quantity: 1 }], await storedSettings(), 'delivery', region);
}

test('the delivery fee changes while the shopper is on checkout: the change and the new total are shown, and the order carries exactly the total confirmed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const seeded = await storedSettings();
  const customer = await createCustomer('checkout-total');
  await page.goto('/');
  await signIn(page, customer.email, customer.password);
  await page.goto(`/products/${BREAKER.id}`);
  await page.getByRole('button', { name: new RegExp(`^Add ${BREAKER.name} to cart`) }).click();
  // The cart prices with the settings it read (kept on this device for 5 minutes).
  await page.getByRole('button', { name: /^Cart, / }).click();
  const cart = page.getByRole('dialog', { name: 'Your Shopping Cart' });
  await expect(cart.getByTestId('totals-total')).toHaveText(formatGhs((await expectedTotals(null)).total));

  try {
    // 1. The fee changed before checkout opened: checkout reads the settings again and shows the new fee
    //    (the cached one may show first, but Place order waits for the fresh read).
    const before = seeded.regions![REGION]!.fee;
    const opened = before + 30;
    await setDeliveryFee(opened);
    await cart.getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Stock and prices checked just now.' })).toBeVisible();
    await fillDeliveryAddress(page);
    await expect(page.getByTestId('totals-shipping')).toHaveText(formatGhs(opened));
    const shown = await expectedTotals();
    await expect(page.getByTestId('totals-total')).toHaveText(formatGhs(shown.total));

    // 2. The fee changes again while the shopper decides: Place order is refused, with what changed in words.
    const changed = opened + 20;
    await setDeliveryFee(changed);
    const now = await expectedTotals();
    await page.getByRole('button', { name: 'Place order' }).click();
    const notice = page.getByRole('alert', { name: 'Prices changed' });
    await expect(notice).toContainText(
      'Prices or delivery charges changed since you opened checkout. Please check the new total and place your order again.',
    );
    const changes = notice.getByRole('list', { name: 'What changed' }).getByRole('listitem');
    await expect(changes.filter({ hasText: /^Delivery fee:/ })).toHaveText(
      `Delivery fee: ${formatGhs(opened)} → ${formatGhs(changed)}`,
    );
    await expect(changes.filter({ hasText: /^Total:/ })).toHaveText(
      `Total: ${formatGhs(shown.total)} → ${formatGhs(now.total)}`,
    );
    await expect(notice.getByTestId('price-change-total')).toHaveText(
      `New total: ${formatGhs(now.total)}. Press Place order to confirm it.`,
    );
    // The summary shows the new figures; nothing was ordered; the form is as typed.
    await expect(page.getByTestId('totals-shipping')).toHaveText(formatGhs(changed));
    await expect(page.getByTestId('totals-total')).toHaveText(formatGhs(now.total));
    await expect(page.getByRole('form', { name: 'Checkout' }).getByLabel('Full name')).toHaveValue('Abena Owusu');
    expect(await ordersOf(customer.uid)).toHaveLength(0);
    await expectNoAxeViolations(page);

    // 3. The shopper confirms the new total: the order placed carries exactly the total on screen.
    const onScreen = await page.getByTestId('totals-total').textContent();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
    const orders = await ordersOf(customer.uid);
    expect(orders).toHaveLength(1);
    const order = orders[0]!.data();
    expect(formatGhs(order.total as number)).toBe(onScreen);
    expect(toPesewas(order.total as number)).toBe(toPesewas(now.total));
    expect(order).toMatchObject({ shipping: changed, total: now.total });
    await expect(page.getByTestId('totals-total')).toHaveText(onScreen ?? '');
  } finally {
    await setDeliveryFee(seeded.regions![REGION]!.fee);
  }
});
