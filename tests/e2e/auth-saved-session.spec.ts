import { expect, test } from '@playwright/test';
import { createCustomer, signIn } from './auth-support';

// At boot the shop looks for a saved session under Firebase Auth's own local-storage key
// (lib/firebase/app.ts savedAuthUserKey) before loading Auth. That key is the SDK's, not ours: this checks it
// against the real SDK, so that an SDK update that renames it fails here instead of signing everyone out.
test('the saved session is found under the key Firebase Auth really writes, and survives a reload', async ({
  page,
}) => {
  const customer = await createCustomer('saved-session');
  await page.goto('/');
  await signIn(page, customer.email, customer.password);

  const keys = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('firebase:')));
  const apiKey = process.env.VITE_FIREBASE_API_KEY ?? 'demo-api-key';
  expect(keys).toContain(`firebase:authUser:${apiKey}:[DEFAULT]`);

  await page.reload();
  await expect(
    page.getByRole('button', { name: new RegExp(`^Account menu for ${customer.displayName}`) }),
  ).toBeVisible();
});
