import { expect, type Page } from '@playwright/test';
import { storedDocs } from './firestore';

/** What the offline journeys share (offline.spec.ts, offline-taken-over.spec.ts). */

export const JINKO = { id: 'panel-jinko-450w-mono', name: 'Jinko Tiger Pro 450 W Mono Solar Panel' };
export const uniqueEmail = (who: string) =>
  `${who}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

export /** Waits until the service worker controls the page (it starts after the first screen). */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

export /** The addresses of the pages the phone keeps (the service worker's page cache). */
const keptPages = (page: Page) =>
  page.evaluate(async () =>
    (await caches.keys()).includes('shop-pages')
      ? (await (await caches.open('shop-pages')).keys()).map((request) => new URL(request.url).pathname)
      : [],
  );

export /** Writes a contact message and sends it offline: the form says it is kept for later, and empties. */
async function sendMessageOffline(page: Page, email: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Full name').fill('Abena Owusu');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Subject').fill('Battery for my clinic');
  await form.getByLabel('Message').fill('Our clinic fridge needs backup power at night. Please call me.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status')).toContainText('will be sent when the connection returns');
  await expect(form.getByLabel('Full name')).toHaveValue('');
  expect(await storedDocs('messages', 'email', email)).toHaveLength(0);
}
