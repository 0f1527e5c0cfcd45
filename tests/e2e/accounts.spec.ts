import { expect, test, type Page } from '@playwright/test';
import {
  authDialog,
  createCustomer,
  DEMO_USERS,
  expectToast,
  freshEmail,
  getUserRecord,
  input,
  oobCodes,
  resetPasswordWithCode,
  signIn,
  signOut,
} from './auth-support';
import { expectNoAxeViolations } from './support';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const accountButton = (page: Page, name: string) => page.getByRole('button', { name: `Account menu for ${name}` });
const alertInDialog = (page: Page) => authDialog(page).getByRole('alert');

async function fillRegister(
  page: Page,
  values: { name?: string; email?: string; password?: string; confirm?: string },
) {
  await input(page, 'Full Name').fill(values.name ?? '');
  await input(page, 'Email').fill(values.email ?? '');
  await input(page, 'Password').fill(values.password ?? '');
  await input(page, 'Confirm Password').fill(values.confirm ?? '');
  await authDialog(page).getByRole('button', { name: 'Create Account' }).click();
}

test('register (each validation failure first), welcome, sign out, wrong password, sign in', async ({ page }) => {
  const email = freshEmail('register');
  await page.goto('/');
  await nav(page).getByRole('button', { name: 'Sign Up' }).click();
  await expect(authDialog(page).getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await expectNoAxeViolations(page);

  await fillRegister(page, {});
  await expectToast(page, 'Missing Information', 'Please fill in all required fields.');
  await expect(alertInDialog(page)).toHaveText('Please fill in all required fields.');

  await fillRegister(page, { name: 'Akosua Boateng', email, password: 'Sunshine123', confirm: 'Sunshine124' });
  await expectToast(page, 'Password Mismatch', 'Passwords do not match. Please try again.');
  await expect(alertInDialog(page)).toHaveText('Passwords do not match. Please try again.');

  await fillRegister(page, { name: 'Akosua Boateng', email, password: '12345', confirm: '12345' });
  await expectToast(page, 'Weak Password', 'Password must be at least 6 characters long.');

  await fillRegister(page, {
    name: 'Akosua Boateng',
    email: 'akosua@example',
    password: 'Sunshine123',
    confirm: 'Sunshine123',
  });
  await expectToast(page, 'Registration Failed', 'Please enter a valid email address');
  await expect(alertInDialog(page)).toHaveText('Please enter a valid email address');
  await input(page, 'Email').fill(email);
  await expect(alertInDialog(page)).toHaveCount(0); // any edit clears the error

  await authDialog(page).getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Welcome to Savanna Solar! 🎉');
  await expect(authDialog(page)).toHaveCount(0);
  await expect(accountButton(page, 'Akosua Boateng')).toBeVisible();
  await expect(nav(page).getByRole('button', { name: 'Sign In' })).toHaveCount(0);

  // The session survives a reload, and the first render already knows the user.
  await page.reload();
  await expect(accountButton(page, 'Akosua Boateng')).toBeVisible();

  await accountButton(page, 'Akosua Boateng').click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('Akosua Boateng');
  await expect(menu).toContainText(email);
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(nav(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(accountButton(page, 'Akosua Boateng')).toHaveCount(0);

  await nav(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(authDialog(page).getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expectNoAxeViolations(page);
  await authDialog(page).getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Missing Information', 'Please fill in all fields.');
  await input(page, 'Email').fill(email);
  await input(page, 'Password').fill('NotMyPassword1');
  await authDialog(page).getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Login Failed', 'Invalid email or password');
  await expect(alertInDialog(page)).toHaveText('Invalid email or password');

  await input(page, 'Password').fill('Sunshine123');
  await expect(alertInDialog(page)).toHaveCount(0);
  await authDialog(page).getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Welcome Back! 👋', 'Successfully signed in to your account.');
  await expect(accountButton(page, 'Akosua Boateng')).toBeVisible();
});

test('change the name, then the password (wrong current password first)', async ({ page }) => {
  const account = await createCustomer('settings');
  await page.goto('/');
  await signIn(page, account.email, account.password);
  await accountButton(page, account.displayName).click();
  await page.getByRole('menuitem', { name: 'Account Settings' }).click();
  const dialog = authDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await expect(input(page, 'Email')).toBeDisabled();
  await expect(dialog.getByText('Email cannot be changed')).toBeVisible();
  await expectNoAxeViolations(page);

  await input(page, 'Full Name').fill('Yaa Asantewaa');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Profile Updated! ✅');
  // The header behind the modal (hidden from assistive technology meanwhile) already shows the new name.
  await expect(page.getByRole('button', { name: 'Account menu for Yaa Asantewaa', includeHidden: true })).toBeVisible();
  await expect.poll(async () => (await getUserRecord(account.uid))?.displayName).toBe('Yaa Asantewaa');

  await dialog.getByRole('tab', { name: 'Password' }).click();
  await expectNoAxeViolations(page);
  await input(page, 'Current Password').fill('NotMyPassword1');
  await input(page, 'New Password').fill('Harmattan2025');
  await input(page, 'Confirm New Password').fill('Harmattan2025');
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expectToast(page, 'Update Failed', 'Current password is incorrect.');
  await expect(dialog.getByRole('alert')).toHaveText('Current password is incorrect.');

  await input(page, 'Current Password').fill(account.password);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expectToast(page, 'Password Updated! ✅', 'Your password has been changed successfully.');
  await expect(input(page, 'New Password')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(accountButton(page, 'Yaa Asantewaa')).toBeVisible();

  await signOut(page);
  await signIn(page, account.email, 'Harmattan2025');
  await expect(accountButton(page, 'Yaa Asantewaa')).toBeVisible();
});

test('reset a forgotten password with the mail the Auth emulator shows', async ({ page }) => {
  const account = await createCustomer('reset');
  await page.goto('/');
  await nav(page).getByRole('button', { name: 'Sign In' }).click();
  await authDialog(page).getByRole('button', { name: 'Forgot password?' }).click();
  await expectToast(page, 'Email Required', 'Please enter your email address to reset your password.');

  await input(page, 'Email').fill(account.email);
  await authDialog(page).getByRole('button', { name: 'Forgot password?' }).click();
  await expectToast(page, 'Password Reset Sent! 📧', 'Check your email for password reset instructions.');
  await expect(authDialog(page).getByRole('status')).toHaveText('Check your email for password reset instructions.');

  const mail = (await oobCodes()).find((code) => code.email === account.email && code.requestType === 'PASSWORD_RESET');
  expect(mail?.oobLink).toContain('mode=resetPassword');
  await resetPasswordWithCode(mail!.oobCode, 'NewDawn2025');

  await input(page, 'Password').fill('NewDawn2025');
  await authDialog(page).getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Welcome Back! 👋');
  await expect(accountButton(page, account.displayName)).toBeVisible();
});

test('the 6th quick sign-in attempt for one email is refused', async ({ page }) => {
  const email = freshEmail('ratelimit');
  await page.goto('/');
  await nav(page).getByRole('button', { name: 'Sign In' }).click();
  await input(page, 'Email').fill(email);
  for (let attempt = 1; attempt <= 5; attempt++) {
    await input(page, 'Password').fill(`WrongPassword${attempt}`);
    await authDialog(page).getByRole('button', { name: 'Sign In' }).click();
    await expect(alertInDialog(page)).toHaveText('Invalid email or password');
  }
  await input(page, 'Password').fill('WrongPassword6');
  await authDialog(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(alertInDialog(page)).toHaveText('Too many login attempts. Please try again later.');
  await expectToast(page, 'Login Failed', 'Too many login attempts. Please try again later.');
});

test('the admin link shows for the demo admin, not for the demo customer', async ({ page }) => {
  await page.goto('/');
  await signIn(page, DEMO_USERS.customer.email, DEMO_USERS.customer.password);
  await expect(accountButton(page, DEMO_USERS.customer.displayName)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
  await expect(page.getByText(/not an admin account/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to shop' }).click();
  await expect(page).toHaveURL(/\/$/);

  await signOut(page);
  await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  await nav(page).getByRole('link', { name: 'Admin Panel' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test("a visitor's own pages ask them to sign in, then continue there", async ({ page }) => {
  await page.goto('/orders');
  await expect(authDialog(page).getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await input(page, 'Email').fill(DEMO_USERS.customer.email);
  await input(page, 'Password').fill(DEMO_USERS.customer.password);
  await authDialog(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'My orders' })).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
});

test('a guest at checkout is offered an account first, and signing in is one tap away', async ({ page }) => {
  await page.goto('/checkout');
  const dialog = authDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Welcome Back' })).toHaveCount(0);
  await expect(dialog.getByText('Already have an account?')).toBeVisible();
  await page.keyboard.press('Escape');
  // Under the dialog, the page offers the same: creating an account first.
  const ways = page.getByRole('main').getByRole('button', { name: /^(Create Account|Sign In)$/ });
  await expect(ways).toHaveText(['Create Account', 'Sign In']);
  await ways.nth(1).click();
  await expect(authDialog(page).getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await input(page, 'Email').fill(DEMO_USERS.customer.email);
  await input(page, 'Password').fill(DEMO_USERS.customer.password);
  await authDialog(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
});

test('the admin area refuses a visitor with a way to sign in', async ({ page }) => {
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await input(page, 'Email').fill(DEMO_USERS.admin.email);
  await input(page, 'Password').fill(DEMO_USERS.admin.password);
  await authDialog(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu offers the same account actions', async ({ page }) => {
    await page.goto('/');
    const menu = page.locator('#mobile-menu');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('button', { name: 'Sign Up' })).toBeVisible();
    await menu.getByRole('button', { name: 'Sign In' }).click();
    await expect(menu).toBeHidden();
    await expect(authDialog(page).getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expectNoAxeViolations(page);
    await input(page, 'Email').fill(DEMO_USERS.admin.email);
    await input(page, 'Password').fill(DEMO_USERS.admin.password);
    await authDialog(page).getByRole('button', { name: 'Sign In' }).click();
    await expect(authDialog(page)).toHaveCount(0);
    // On a phone the welcome toast lies over the menu button, and a pointer over a toast keeps it open.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toContainText(`Signed in as ${DEMO_USERS.admin.displayName}`);
    await expect(menu).toContainText(DEMO_USERS.admin.email);
    await expect(menu.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
    await menu.getByRole('button', { name: 'Account Settings' }).click();
    await expect(authDialog(page).getByRole('heading', { name: 'Account Settings' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
  });

  test('a customer has no Admin Panel link', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Sign In' }).click();
    await input(page, 'Email').fill(DEMO_USERS.customer.email);
    await input(page, 'Password').fill(DEMO_USERS.customer.password);
    await authDialog(page).getByRole('button', { name: 'Sign In' }).click();
    await expect(authDialog(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-menu')).toContainText(`Signed in as ${DEMO_USERS.customer.displayName}`);
    await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
  });
});
