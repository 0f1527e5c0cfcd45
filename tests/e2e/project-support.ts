import { expect, type Browser, type Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { applianceFromPreset, DEFAULT_SIZING_INPUT, findPreset } from '@domain/sizing/sizing';
import { createTestProduct, uniqueLabel } from './admin-support';
import { authDialog, input } from './auth-support';
import { adminDb } from './firestore';

/** What the installation projects' journeys share: a surveyed project, staff sending its proposal, the customer's phone. */

/** A new customer's project at `surveyed` (as the survey leaves it), or with a proposal whose time has passed. */
export async function projectOf(
  customer: { uid: string; email: string; displayName: string },
  stage: 'surveyed',
  survey: { shading?: string; notes?: string } = {},
) {
  const id = `e2e-${randomUUID()}`;
  const number = `SP-2611-${String(Math.floor(Math.random() * 90_000) + 10_000)}`;
  const now = Timestamp.now();
  const appliances = ['led', 'tv', 'cfan', 'fridge'].map((key) => applianceFromPreset(findPreset(key)!, 2));
  await adminDb()
    .doc(`projects/${id}`)
    .set({
      number,
      kind: 'installation',
      stage,
      userId: customer.uid,
      customer: { name: customer.displayName, phone: '+233241234567', email: customer.email },
      site: { region: 'Northern', town: 'Tamale', gpsAddress: 'NT-0123-4567', landmark: 'Behind the mosque' },
      sizing: { ...DEFAULT_SIZING_INPUT, appliances },
      fromProductId: null,
      message: '',
      requestedSlot: null,
      surveySlot: { day: '2026-11-20', slot: 'morning' },
      survey: {
        mount: 'roof',
        shading: 'none',
        cableRunM: 15,
        gridHoursPerDay: 14,
        generatorKva: 3,
        generatorFuelPerMonth: 800,
        prepaidPerMonth: 350,
        appliances: [],
        notes: 'Roof faces south.',
        ...survey,
      },
      proposalVersion: 0,
      proposalValidUntil: null,
      accepted: null,
      money: { depositStatus: 'none', balanceStatus: 'none', paymentAttempts: [] },
      installation: null,
      commissionedAt: null,
      warranties: [],
      rating: null,
      servicesProjectId: null,
      closedReason: '',
      timeline: [{ stage: 'surveyed', at: now, by: 'system', note: 'Survey recorded' }],
      searchKeys: [number.toLowerCase()],
      createdAt: now,
      updatedAt: now,
    });
  return { id, number };
}

/** Option 2 of a proposal as stored. */
export interface StoredOption {
  title: string;
  total: number;
  deposit: number;
  lines: { productId: string; name: string; kind: string; price: number; quantity: number }[];
}

/**
 * A product of the journey's own, for what it counts: the catalogue's goods are reserved and repriced by the other
 * project journeys running at the same time, so a journey that checks a stock or a price adds this product to its
 * option and checks it alone. An accessory, which no sizing chooses, created long ago, so that it is never the newest in the shop.
 */
export async function ownProduct(): Promise<{ id: string; name: string }> {
  const name = uniqueLabel('Mounting kit');
  const id = await createTestProduct({
    name,
    category: 'Accessories',
    price: 500,
    stock: 10,
    createdAt: Timestamp.fromDate(new Date('2020-01-01T00:00:00Z')),
  });
  return { id, name };
}

/**
 * Staff (signed in) build the proposal from the sizing, keep the first two options, add `extra` to option 2 when
 * given (as staff do: "Add a product or service", found by its name), and send it. Returns option 2 as stored.
 */
export async function sendTwoOptions(
  page: Page,
  projectId: string,
  version: number,
  extra?: { name: string },
): Promise<StoredOption> {
  await page.goto(`/admin/projects/${projectId}/proposal`);
  const options = page.locator('[data-testid^="option-"]');
  await expect(options).toHaveCount(3);
  await options.nth(2).getByRole('button', { name: 'Remove this option' }).click();
  await expect(options).toHaveCount(2);
  if (extra) {
    const second = options.nth(1);
    await second.getByRole('button', { name: 'Add a product or service' }).click();
    await second.getByRole('searchbox').fill(extra.name.split(' ').at(-1)!);
    await second
      .getByRole('list', { name: 'Products and services found' })
      .getByRole('button', { name: `Add ${extra.name}` })
      .click();
    await second.getByRole('button', { name: 'Done adding' }).click();
    await expect(second.getByLabel(`Quantity of ${extra.name}`)).toHaveValue('1');
  }
  await page.getByRole('button', { name: `Send proposal (version ${version})` }).click();
  // Each callable's first call starts its worker in the emulators: its answer gets the payment's time (30 s).
  await expect(page.getByRole('status').filter({ hasText: `Proposal ${version} sent to` })).toBeVisible({
    timeout: 30_000,
  });
  const proposal = (await adminDb().doc(`projects/${projectId}/proposals/v${version}`).get()).data()!;
  return proposal.options[1] as StoredOption;
}

/** The customer's phone, signed in on the page a link opened. */
export async function customerOpens(browser: Browser, link: string, customer: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(link);
  // Signed out, the page asks to sign in first (and comes back here).
  await expect(authDialog(page).getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await input(page, 'Email').fill(customer.email);
  await input(page, 'Password').fill(customer.password);
  await authDialog(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(authDialog(page)).toHaveCount(0);
  return { page, close: () => context.close() };
}
