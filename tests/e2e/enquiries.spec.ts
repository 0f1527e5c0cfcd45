import { expect, test, type Page } from '@playwright/test';
import { storedDocs } from './firestore';
import { expectNoAxeViolations } from './support';

// No internet here: map tiles never load. The page must work without them.
test.beforeEach(async ({ page }) => {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
});

/** A run-unique email, so that parallel runs each find their own document. */
const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the home page offers the services, each starting its request, and the contact section with the shop map', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Featured products' }).getByRole('listitem').first()).toBeVisible();
  await page.locator('#contact').scrollIntoViewIfNeeded();

  const services = page.getByRole('region', { name: 'Our services' });
  for (const name of ['Request an installation', 'Book a maintenance visit', 'Book a free energy audit']) {
    await expect(services.getByRole('link', { name })).toBeVisible();
  }
  const quotes = page.getByRole('region', { name: 'Quotes for solar installations' });
  await expect(quotes.getByRole('link', { name: 'Request a quote: Solar plus grid backup' })).toBeVisible();
  await expect(quotes.getByRole('link', { name: 'Request a quote: Off-grid solar' })).toBeVisible();

  const contact = page.locator('#contact');
  await expect(contact.getByRole('heading', { name: 'Contact us' })).toBeVisible();
  await expect(contact.getByRole('form', { name: 'Contact form' })).toBeVisible();
  await expect(contact.getByTestId('shop-address')).toContainText('Tamale');
  await expect(contact.getByTestId('shop-address')).toContainText('sales@savannasolar.com.gh');
  const map = contact.getByTestId('shop-map');
  await expect(map).toBeVisible();
  await expect(map.locator('.shop-map-pin')).toBeVisible(); // the marker, though no tile loads
  await expect(map.getByText('Savanna Solar, Tamale, Ghana')).toBeVisible();
  // Leaflet's stylesheet is bundled with the map (positions its panes), not fetched from elsewhere.
  expect(
    await map
      .locator('.leaflet-pane')
      .first()
      .evaluate((el) => getComputedStyle(el).position),
  ).toBe('absolute');
  expect(errors).toEqual([]);
  await expectNoAxeViolations(page);
});

test('the first screen of the home page does not load the map, the forms or the services', async ({ page }) => {
  // (The services load by themselves a few seconds after the page; the map and forms only when near.)
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('list', { name: 'Featured products' })).toBeVisible();
  expect(scripts.filter((s) => /shop-map|contact-form|quote-dialog|services-section|leaflet/.test(s))).toEqual([]);
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('shop-map')).toBeVisible();
  expect(scripts.some((s) => /shop-map/.test(s))).toBe(true);
});

test('without any scrolling the services still arrive, soon after the first screen', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Featured products' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Our services' })).toBeAttached({ timeout: 15_000 });
  await expect(page.getByTestId('shop-map')).toHaveCount(0); // the map waits until it is near
});

test('a contact message is stored, with field errors first and a success toast', async ({ page }) => {
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.scrollIntoViewIfNeeded();
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Please enter your name.')).toBeVisible();
  await expect(form.getByText('Please enter a phone number or an email address, so that we can reply.')).toBeVisible();
  await expect(form.getByText('Please enter a subject.')).toBeVisible();
  await expect(form.getByText('Please write your message (at least 10 characters).')).toBeVisible();
  await expect(form.getByLabel('Full name')).toBeFocused();
  await expect(form.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');

  const email = uniqueEmail('ama');
  await form.getByLabel('Full name').fill('Ama Mensah');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('024 123 45');
  await form.getByLabel('Subject').fill('Backup for my shop');
  await form.getByLabel('Message').fill('I need power for two freezers during dumsor. What do you suggest?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(
    form.getByText('Please enter a Ghana phone number, e.g. 024 123 4567 or +233 24 123 4567.'),
  ).toBeVisible();
  await form.getByLabel('Phone').fill('024 123 4567');
  await form.getByRole('button', { name: 'Send message' }).click();

  await expect(page.getByText('Message sent! ✅')).toBeVisible();
  await expect(form.getByLabel('Full name')).toHaveValue('');
  await expect.poll(() => storedDocs('messages', 'email', email)).toHaveLength(1);
  const [stored] = await storedDocs('messages', 'email', email);
  expect(stored).toMatchObject({
    name: 'Ama Mensah',
    email,
    phone: '+233241234567',
    subject: 'Backup for my shop',
    message: 'I need power for two freezers during dumsor. What do you suggest?',
    status: 'new',
  });
  // What the form wrote, with the browser's device id; limitedReason is the trigger's verdict on the enquiry
  // limits, there once it has run (docs/abuse-limits.md).
  const { limitedReason: _verdict, ...written } = stored!;
  expect(Object.keys(written).sort()).toEqual([
    'createdAt',
    'deviceId',
    'email',
    'message',
    'name',
    'phone',
    'status',
    'subject',
  ]);
  expect(written.deviceId).toMatch(/^[0-9a-f-]{36}$/);
});

test('if sending fails, the contact form says so and keeps what was typed', async ({ page }) => {
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.scrollIntoViewIfNeeded();
  await page.route(/:commit/, (route) => route.abort('internetdisconnected'));
  const email = uniqueEmail('kofi');
  await form.getByLabel('Full name').fill('Kofi Boateng');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Subject').fill('Inverter noise');
  await form.getByLabel('Message').fill('My inverter beeps at night. Can someone check it?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message not sent', { exact: true })).toBeVisible();
  await expect(form.getByRole('alert')).toContainText('what you typed is still here');
  await expect(form.getByLabel('Full name')).toHaveValue('Kofi Boateng');
  await expect(form.getByLabel('Message')).toHaveValue('My inverter beeps at night. Can someone check it?');

  await page.unroute(/:commit/);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message sent! ✅')).toBeVisible();
  await expect.poll(() => storedDocs('messages', 'email', email)).toHaveLength(1);
});

test('a service shows the request of its project, not a cart button', async ({ page }) => {
  await page.goto('/products/svc-energy-audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Energy Audit and System Sizing' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^add\b.*\bto cart/i })).toHaveCount(0);
  await page.getByRole('link', { name: 'Book a free energy audit' }).click();
  await expect(page).toHaveURL(/\/projects\/new\?kind=audit&product=svc-energy-audit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book a free energy audit' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Request a visit' }).getByLabel('Free energy audit')).toBeChecked();
});

test('an installation quote from the home page is the request of an installation', async ({ page }) => {
  await page.goto('/');
  await page.mouse.wheel(0, 1200); // a shopper scrolls: the services and quotes load
  await page.getByRole('region', { name: 'Quotes for solar installations' }).scrollIntoViewIfNeeded();
  await page.getByRole('link', { name: 'Request a quote: Off-grid solar' }).click();
  await expect(page).toHaveURL(/\/projects\/new\?kind=installation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Request an installation' })).toBeVisible();
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the whole home page, with its map and forms, passes the axe scan and never scrolls sideways', async ({
    page,
  }) => {
    await page.goto('/');
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('shop-map').locator('.shop-map-pin')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Our services' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
