import { expect, test } from '@playwright/test';
import { SEED_PRODUCTS, SEED_SETTINGS } from '../../scripts/seed-data';
import { toPesewas } from '@domain/shared/money';
import { formatGhs } from '../../src/lib/money';
import { createCustomer, signIn } from './auth-support';
import { fillDeliveryAddress } from './checkout-support';
import { ordersOf } from './firestore';
import { expectNoAxeViolations } from './support';

/**
 * Delivery by region (docs/delivery-fees.md) and the Mobile Money network at checkout, on a phone (390 px), where
 * the form is long: the fee and the working days follow the region chosen, a failed Place order shows and focuses
 * what is missing, and the network follows the number typed. Orders one charge controller, which no other journey
 * orders.
 */
test.use({ viewport: { width: 390, height: 844 } });

const PRODUCT = SEED_PRODUCTS.find((p) => p.id === 'cc-epever-landstar-30a-pwm')!; // GH₵450
const REGIONS = SEED_SETTINGS.business.regions!;
/** The product, 15 % tax and the region's fee (below every region's free-delivery amount), in GHS. */
const totalTo = (fee: number) => ((toPesewas(PRODUCT.price) * 115) / 100 + toPesewas(fee)) / 100;

test('the delivery fee and the working days follow the region; a missing network is shown and focused, and a 055 number suggests MTN', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const customer = await createCustomer('checkout-delivery');
  await page.goto('/');
  await signIn(page, customer.email, customer.password);
  await page.goto(`/products/${PRODUCT.id}`);
  await page.getByRole('button', { name: new RegExp(`^Add ${PRODUCT.name} to cart`) }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.goto('/checkout');
  await expect(page.getByRole('status').filter({ hasText: 'Stock and prices checked just now.' })).toBeVisible();

  // No region yet: no delivery figure (it depends on the region), and the summary asks for the region.
  const estimate = page.getByTestId('delivery-estimate');
  await expect(estimate).toHaveText('Choose your region to see the delivery fee and when it arrives.');
  await expect(page.getByTestId('totals-shipping')).toHaveText('By region: choose yours in the address');
  await expect(page.getByTestId('totals-total')).toHaveText(formatGhs(totalTo(0)));

  // The Northern Region (Tamale): the cheapest and quickest.
  await fillDeliveryAddress(page);
  await expect(page.getByTestId('totals-shipping')).toHaveText(formatGhs(REGIONS.Northern!.fee));
  await expect(page.getByTestId('totals-total')).toHaveText(formatGhs(totalTo(REGIONS.Northern!.fee)));
  await expect(estimate).toContainText('Delivery to Northern: 1 to 2 working days.');
  await expect(estimate).toContainText(
    `Free delivery to Northern for orders from ${formatGhs(REGIONS.Northern!.freeFrom)}.`,
  );

  // The Volta Region: more, and slower.
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.getByLabel('Region').selectOption('Volta');
  await expect(page.getByTestId('totals-shipping')).toHaveText(formatGhs(REGIONS.Volta!.fee));
  await expect(page.getByTestId('totals-total')).toHaveText(formatGhs(totalTo(REGIONS.Volta!.fee)));
  await expect(estimate).toContainText('Delivery to Volta: 4 to 7 working days.');
  await expect(estimate).toContainText(`Free delivery to Volta for orders from ${formatGhs(REGIONS.Volta!.freeFrom)}.`);

  // Paying now: the wallet starts as the delivery phone (024: MTN, chosen for the shopper).
  await form.getByRole('radio', { name: /Pay now with Mobile Money/ }).check();
  const number = form.getByLabel('Mobile Money number');
  const mtn = form.getByRole('radio', { name: 'MTN', exact: true });
  await expect(number).toHaveValue('024 123 4567');
  await expect(mtn).toBeChecked();

  // A number of no Mobile Money network: no network chosen. Place order, far below on a phone, brings the
  // question into view with what is missing, and puts the focus on it.
  await number.fill('023 123 4567');
  await expect(form.getByRole('radio', { checked: true, name: /^(MTN|Telecel|AirtelTigo)$/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Place order' }).click();
  const message = form.getByText('Please choose the Mobile Money network.');
  await expect(message).toBeInViewport();
  await expect(mtn).toBeFocused();
  await expect(mtn).toHaveAccessibleDescription('Please choose the Mobile Money network.');
  await expectNoAxeViolations(page);
  expect(await ordersOf(customer.uid)).toHaveLength(0);

  // A 055 number: MTN is suggested. Then the order is placed, priced for the Volta Region by the server.
  await number.fill('055 123 4987');
  await expect(mtn).toBeChecked();
  await expect(message).toHaveCount(0);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  const [order, ...more] = await ordersOf(customer.uid);
  expect(more).toHaveLength(0);
  expect(order?.data()).toMatchObject({
    shipping: REGIONS.Volta!.fee,
    total: totalTo(REGIONS.Volta!.fee),
    delivery: { method: 'delivery', address: { region: 'Volta' } },
  });
  await expect(page.getByTestId('totals-shipping')).toHaveText(formatGhs(REGIONS.Volta!.fee));
});
