import { expect, type Page } from '@playwright/test';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { DEMO_USERS } from '../../scripts/seed-data';
import { newUserRecord } from '@domain/users/user';

export { DEMO_USERS };

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-savanna-solar';

let counter = 0;
/** An email no other test (or earlier run) uses. */
export const freshEmail = (label: string) =>
  `e2e-${label}-${Date.now().toString(36)}-${process.pid}-${++counter}@example.com`;

/**
 * The newest toast still on screen has this title (and description). The same message twice in a row (two taps on
 * Add) briefly shows two while the first leaves; one locator from the toast to its title, looked up again at each
 * check, because on a busy machine a toast may start leaving between two lookups.
 */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page
    .locator('[data-sonner-toast]:not([data-removed="true"])')
    .filter({ has: page.locator('[data-title]', { hasText: title }) })
    .last();
  await expect(toast.locator('[data-title]')).toHaveText(title);
  if (description !== undefined) await expect(toast.locator('[data-description]')).toHaveText(description);
}

export const authDialog = (page: Page) => page.getByRole('dialog');

export const input = (page: Page, label: string) => page.getByRole('dialog').getByLabel(label, { exact: true });

/** Signs in through the header's Sign In button (on a phone, the one in the menu) and the auth modal. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/');
  const onPhone = (page.viewportSize()?.width ?? 1280) < 768;
  if (onPhone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Sign In' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).click();
  }
  await input(page, 'Email').fill(email);
  await input(page, 'Password').fill(password);
  await authDialog(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(authDialog(page)).toHaveCount(0);
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' })).toBeVisible();
}

async function withAdmin<T>(work: (app: ReturnType<typeof initializeApp>) => Promise<T>): Promise<T> {
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const name = `e2e-${process.pid}-${++counter}`;
  const app = initializeApp({ projectId: PROJECT_ID }, name);
  try {
    return await work(app);
  } finally {
    await deleteApp(app);
  }
}

/** A customer account of its own for a test that changes data (as sign-up would make it). */
export async function createCustomer(label: string, password = 'Sunshine123') {
  const email = freshEmail(label);
  const displayName = `Test ${label}`;
  const uid = await withAdmin(async (app) => {
    const { uid } = await getAuth(app).createUser({ email, password, displayName });
    await getFirestore(app)
      .doc(`users/${uid}`)
      .set(newUserRecord({ email, displayName, role: 'customer' }, FieldValue.serverTimestamp()));
    return uid;
  });
  return { uid, email, password, displayName };
}

export async function getUserRecord(uid: string) {
  return withAdmin(async (app) => (await getFirestore(app).doc(`users/${uid}`).get()).data());
}

/** The mails the Auth emulator "sent" (it shows them instead of sending). */
export async function oobCodes(): Promise<{ email: string; requestType: string; oobCode: string; oobLink: string }[]> {
  const res = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}/oobCodes`,
  );
  return ((await res.json()) as { oobCodes: Awaited<ReturnType<typeof oobCodes>> }).oobCodes;
}

/** Follows a reset mail's link the way Firebase's reset page does: sets the new password with its code. */
export async function resetPasswordWithCode(oobCode: string, newPassword: string): Promise<void> {
  const res = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-api-key`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ oobCode, newPassword }) },
  );
  expect(res.ok, await res.text()).toBe(true);
}
