import type { Page } from '@playwright/test';

/** Fills the checkout's delivery address as a shopper in Tamale would. */
export async function fillDeliveryAddress(page: Page) {
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.getByLabel('Full name').fill('Abena Owusu');
  await form.getByLabel('Phone number').fill('024 123 4567');
  await form.getByLabel('Region').selectOption('Northern');
  await form.getByLabel('Town or city').fill('Tamale');
  await form.getByLabel(/GhanaPost GPS address/).fill('NT-0123-4567');
  await form.getByLabel('Street or landmark').fill('Near the Central Mosque, Zogbeli');
}

/** The Paystack stand-in's test wallet that approves every prompt (scripts/lib/paystack-standin.ts). */
export const APPROVING_WALLET = '055 123 4987';
