import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateAdminResponse, SetUserActiveResponse } from '../../src/domain/admin-users';
import {
  adminAuth,
  anonymousCaller,
  callError,
  cleanup,
  createProduct,
  createUser,
  orderRequest,
  placeOrder,
  readDoc,
  signIn,
  unique,
  type TestUser,
} from './support';

let admin: TestUser;
let formerAdmin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  [admin, formerAdmin, customer] = await Promise.all([
    createUser({ role: 'admin' }),
    createUser({ role: 'admin', isActive: false }),
    createUser(),
  ]);
}, 60_000);

afterAll(cleanup);

const newAdmin = () => ({
  email: `${unique('new-admin')}@example.com`,
  password: 'Str0ngPass!',
  displayName: 'Fatima Iddrisu',
});

/** Sign-in failures come back as auth/… codes from the client SDK. */
async function signInError(email: string, password: string): Promise<string> {
  try {
    await signIn(email, password);
  } catch (error) {
    return (error as { code: string }).code;
  }
  throw new Error('Expected the sign-in to fail');
}

describe('createAdmin', () => {
  it('an admin creates an admin: the account signs in, its users doc has role, permissions and createdBy', async () => {
    const input = newAdmin();
    const { uid } = await admin.call<CreateAdminResponse>('createAdmin', input);
    expect(await readDoc(`users/${uid}`)).toMatchObject({
      email: input.email,
      displayName: 'Fatima Iddrisu',
      role: 'admin',
      isActive: true,
      createdBy: admin.uid,
      totalOrders: 0,
      totalSpent: 0,
      permissions: {
        manageProducts: true,
        manageOrders: true,
        manageUsers: true,
        createAdmins: true,
        viewAnalytics: true,
      },
    });
    const created = await signIn(input.email, input.password);
    expect(created.uid).toBe(uid);
    // …and is an admin at once: it may create the next one.
    await expect(created.call<CreateAdminResponse>('createAdmin', newAdmin())).resolves.toHaveProperty('uid');
  });

  it('is refused to a customer, a deactivated admin and a visitor with the spec message', async () => {
    for (const caller of [customer, formerAdmin]) {
      const input = newAdmin();
      expect(await callError(caller.call('createAdmin', input))).toMatchObject({
        code: 'permission-denied',
        message: 'Only admins can create other admins',
      });
      await expect(adminAuth.getUserByEmail(input.email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    }
    expect((await callError(anonymousCaller().call('createAdmin', newAdmin()))).code).toBe('unauthenticated');
  });

  it('refuses an email that has an account already, and bad fields in words', async () => {
    expect(await callError(admin.call('createAdmin', { ...newAdmin(), email: customer.email }))).toMatchObject({
      code: 'already-exists',
      message: 'An account with this email already exists.',
    });
    expect(await callError(admin.call('createAdmin', { ...newAdmin(), password: '123' }))).toMatchObject({
      code: 'invalid-argument',
      message: 'Password must be at least 6 characters long.',
    });
    expect(await callError(admin.call('createAdmin', { ...newAdmin(), email: 'not-an-email' }))).toMatchObject({
      code: 'invalid-argument',
      message: 'Please enter a valid email address',
    });
  });
});

describe('setUserActive', () => {
  it('an admin deactivates a customer: Auth disables the account, isActive is false, sign-in and orders are refused', async () => {
    const shopper = await createUser();
    const productId = await createProduct();
    const result = await admin.call<SetUserActiveResponse>('setUserActive', { uid: shopper.uid, isActive: false });
    expect(result).toEqual({ uid: shopper.uid, isActive: false });
    expect((await adminAuth.getUser(shopper.uid)).disabled).toBe(true);
    expect(await readDoc(`users/${shopper.uid}`)).toMatchObject({ isActive: false });
    expect(await signInError(shopper.email, shopper.password)).toBe('auth/user-disabled');
    // The session they still hold gets them nowhere either.
    expect(await callError(placeOrder(shopper, orderRequest([{ productId, quantity: 1 }])))).toMatchObject({
      code: 'permission-denied',
      message: 'This account has been disabled',
    });

    await admin.call('setUserActive', { uid: shopper.uid, isActive: true });
    expect((await adminAuth.getUser(shopper.uid)).disabled).toBe(false);
    expect(await readDoc(`users/${shopper.uid}`)).toMatchObject({ isActive: true });
    const back = await signIn(shopper.email, shopper.password);
    await expect(placeOrder(back, orderRequest([{ productId, quantity: 1 }]))).resolves.toBeTruthy();
  });

  it('an admin cannot deactivate themselves', async () => {
    expect(await callError(admin.call('setUserActive', { uid: admin.uid, isActive: false }))).toMatchObject({
      code: 'failed-precondition',
      message: 'You cannot deactivate your own account.',
    });
    expect((await adminAuth.getUser(admin.uid)).disabled).toBe(false);
    expect(await readDoc(`users/${admin.uid}`)).toMatchObject({ isActive: true });
  });

  it('is refused to a customer, a deactivated admin and a visitor', async () => {
    const target = await createUser();
    for (const caller of [customer, formerAdmin]) {
      expect(await callError(caller.call('setUserActive', { uid: target.uid, isActive: false }))).toMatchObject({
        code: 'permission-denied',
        message: 'Only admins can do this.',
      });
    }
    expect((await callError(anonymousCaller().call('setUserActive', { uid: target.uid, isActive: false }))).code).toBe(
      'unauthenticated',
    );
    expect((await adminAuth.getUser(target.uid)).disabled).toBe(false);
    expect(await readDoc(`users/${target.uid}`)).toMatchObject({ isActive: true });
  });

  it('says when the user does not exist', async () => {
    expect(await callError(admin.call('setUserActive', { uid: unique('nobody'), isActive: false }))).toMatchObject({
      code: 'not-found',
      message: 'User not found.',
    });
  });
});
