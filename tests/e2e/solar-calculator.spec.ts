import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support';

/** The calculator's first worked example: a flat with 6 bulbs, 2 fans, a TV and a fridge, 8 hours of lithium backup at 24 V. */
const FLAT_SEARCH = 'a=led:6:6,cfan:2:8,tv:1:5,fridge:1:24&g=b&h=8&c=li&v=24&p=5.5';
const CALCULATOR_CHUNK = /\/assets\/solar-calculator-[\w-]+\.js$/;

function recordScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

async function expectFlatResult(page: Page) {
  // Hand-checked in src/domain/sizing/sizing.test.ts and sizing-match.test.ts. The answer first, the workings folded.
  await expect(page.getByTestId('answer-inverter')).toHaveText('0.69 kVA');
  await expect(page.getByTestId('answer-battery')).toHaveText('3.39 kWh');
  await expect(page.getByTestId('answer-panels')).toHaveText('824 W');
  await expect(page.getByTestId('figure-energy')).toHaveText('3.4 kWh');
  await expect(page.getByTestId('figure-peak')).toHaveText('440 W');
  await expect(page.getByTestId('figure-surge')).toHaveText('450 W');
  await expect(page.getByTestId('figure-inverter')).toHaveText('0.69 kVA');
  await expect(page.getByTestId('figure-battery')).toHaveText('3.39 kWh (141 Ah at 24 V)');
  await expect(page.getByTestId('figure-panels')).toHaveText('824 W');
  await expect(page.getByTestId('figure-controller')).toHaveText('42.9 A');
  const bundle = page.getByRole('list', { name: 'Recommended products' });
  await expect(bundle.locator('[data-role="inverter"]')).toContainText('Must PV1800 VPM 3 kVA 24 V Off-grid Inverter');
  await expect(bundle.locator('[data-role="inverter"]')).toContainText('1 × GH₵4,900.00 = GH₵4,900.00');
  // Why a 3 kVA "off-grid" inverter for a 0.69 kVA need with grid backup: said in plain words.
  await expect(bundle.getByTestId('why-inverter')).toContainText(
    'The smallest 24 V inverter we have in stock that covers your 0.69 kVA',
  );
  await expect(bundle.getByTestId('why-inverter')).toContainText('"Off-grid" means it does not need the grid');
  await expect(bundle.locator('[data-role="battery"]')).toContainText('Felicity 24 V 100 Ah LiFePO4 Battery (2.4 kWh)');
  await expect(bundle.locator('[data-role="battery"]')).toContainText('2 × GH₵9,200.00 = GH₵18,400.00');
  await expect(bundle.locator('[data-role="panels"]')).toContainText('Jinko Tiger Pro 450 W Mono Solar Panel');
  await expect(bundle.locator('[data-role="panels"]')).toContainText('2 × GH₵2,150.00 = GH₵4,300.00');
  await expect(bundle.locator('[data-role="controller"]')).toContainText('Not needed');
  // As the cart will charge it: 15% tax on GH₵27,600.00, delivery free from GH₵5,000.
  await expect(page.getByTestId('bundle-total')).toHaveText('GH₵31,740.00');
  await expect(page.getByTestId('totals')).toContainText('SubtotalGH₵27,600.00Tax (15%)GH₵4,140.00ShippingFree');
}

test('the calculator’s code is not loaded on the home route; the hero link loads it', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('list', { name: 'Featured products' })).toBeVisible();
  expect(scripts.filter((s) => CALCULATOR_CHUNK.test(s))).toEqual([]);
  expect(scripts.length).toBeGreaterThan(0);

  await page.locator('#hero').getByRole('link', { name: 'Size my solar system' }).click();
  await expect(page).toHaveURL(/\/solar-calculator$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Solar and backup calculator' })).toBeVisible();
  await expect(page).toHaveTitle('Solar and backup calculator | Savanna Solar');
  expect(scripts.filter((s) => CALCULATOR_CHUNK.test(s))).toHaveLength(1);
});

test('the footer links to the calculator; the top navigation keeps its four links', async ({ page }) => {
  await page.goto('/products');
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Solar calculator' }).click();
  await expect(page).toHaveURL(/\/solar-calculator$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
    /Savanna Solar/,
    'Home',
    'Products',
    'Installations',
    'Testimonials',
  ]);
});

test('build the flat example, see the figures and the seeded bundle; the shared URL restores it', async ({
  page,
  context,
}) => {
  await page.goto('/solar-calculator');
  await expect(page.getByText('Add the appliances you want to keep running')).toBeVisible();

  await page.getByRole('button', { name: 'Add LED bulb' }).click();
  await page.getByLabel('LED bulb: How many').fill('6');
  await page.getByRole('button', { name: 'Add Ceiling fan' }).click();
  await page.getByRole('button', { name: 'Add Ceiling fan' }).click();
  await page.getByRole('button', { name: 'Add TV' }).click();
  await page.getByRole('button', { name: 'Add Fridge' }).click();
  await page.getByRole('radio', { name: 'Solar plus grid backup for outages' }).check();
  await page.getByLabel('Hours of backup (how long outages last)').fill('8');
  await page.getByRole('radio', { name: 'Lithium (LiFePO4)' }).check();
  await page.getByRole('radio', { name: '24 V' }).check();

  await expect(page.getByLabel('Ceiling fan: How many')).toHaveValue('2');
  await expectFlatResult(page);
  await page.getByText('Show the 7 steps, with the sums').click();
  await expect(page.getByText('Fridge: 1 × 150 W × 24 h × 40% of the time = 1,440 Wh')).toBeVisible();

  // The whole input is in the URL, compact.
  await expect(page).toHaveURL(`/solar-calculator?${FLAT_SEARCH}`);
  const shared = page.url();
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
    'href',
    `https://wa.me/?text=${encodeURIComponent(`My solar sizing from Savanna Solar: ${shared}`)}`,
  );
  await expect(page.getByRole('link', { name: 'Send to Savanna Solar' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/233243817265\?text=Solar%20sizing%20from%20the%20Savanna%20Solar%20calculator/,
  );

  // An alternative is one tap away and changes the total.
  await page.getByText('5 other choices').click();
  await page.getByRole('button', { name: 'Choose JA Solar DeepBlue 460 W Mono Solar Panel' }).click();
  await expect(page.getByTestId('bundle-total')).toHaveText('GH₵31,970.00');
  await expect(page).toHaveURL(/&pp=panel-ja-solar-460w-mono$/);
  await expectNoAxeViolations(page);

  // Someone opening the shared link sees the same result.
  const friend = await context.newPage();
  await friend.goto(shared);
  await expectFlatResult(friend);
  await expect(friend.getByLabel('LED bulb: How many')).toHaveValue('6');
  await expect(friend.getByLabel('Hours of backup (how long outages last)')).toHaveValue('8');
  await expect(friend.getByRole('radio', { name: '24 V' })).toBeChecked();
});

test('nothing in stock that fits is said plainly, with a way forward', async ({ page }) => {
  // 20 air conditioners off-grid: 34.38 kVA, far above any inverter in the catalogue.
  await page.goto('/solar-calculator?a=ac:20:6&g=o&d=1&c=la&v=48&p=5.5');
  await expect(page.getByText('Not everything you need is in stock right now.')).toBeVisible();
  await expect(page.locator('[data-role="inverter"]')).toContainText(
    'No 48 V inverter in stock is big enough: you need at least 34.38 kVA (22,000 W of load) with a 3,300 W surge.',
  );
  await expect(page.getByRole('link', { name: 'Send my sizing on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/233243817265\?text=/,
  );
  await expectNoAxeViolations(page);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the calculator fits without horizontal scrolling and keeps the result in view', async ({ page }) => {
    await page.goto(`/solar-calculator?${FLAT_SEARCH}`);
    await expect(page.getByTestId('bundle-total')).toHaveText('GH₵31,740.00');
    // The answer leads: the price and "Add all to cart" come before the products and the workings.
    const top = async (name: string) =>
      (await page.getByRole(name === 'Add all to cart' ? 'button' : 'heading', { name }).boundingBox())?.y ?? 0;
    const totalTop = (await page.getByTestId('bundle-total').boundingBox())?.y ?? 0;
    expect(totalTop).toBeLessThan(
      (await page.getByRole('list', { name: 'Recommended products' }).boundingBox())?.y ?? 0,
    );
    expect(await top('Add all to cart')).toBeLessThan(await top('4. How we worked it out'));
    await expect(page.getByTestId('summary-bar')).toHaveText(/^Inverter 0.69 kVA, battery 3.39 kWh, panels 824 W/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
    await page.getByLabel('TV: Watts').fill('120');
    await expect(page.getByTestId('figure-peak')).toHaveText('480 W');
    await expectNoAxeViolations(page);
  });
});

test('the sizing becomes the request of an installation, carrying the whole sizing', async ({ page }) => {
  await page.goto(`/solar-calculator?${FLAT_SEARCH}`);
  await expectFlatResult(page);
  await page.getByRole('link', { name: 'Request an installation quote' }).click();
  await expect(page).toHaveURL(`/projects/new?kind=installation&${FLAT_SEARCH}`);
  await expect(
    page.getByText('Your sizing from the solar calculator comes with this request: 4 appliances, 3,400 Wh a day.'),
  ).toBeVisible();
});
