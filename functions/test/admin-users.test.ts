import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateAdminResponse, SetUserActiveResponse } from '@domain/users/admin-users';
import { ADMIN_MESSAGES } from '@domain/users/staff-messages';
import { permissionsOfRole } from '@domain/users/staff-roles';
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

const newAdmin = (job = 'owner') => ({
  email: `${unique('new-admin')}@example.com`,
  password: 'Str0ngPass!',
  displayName: 'Fatima Iddrisu',
  job,
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
  it("the owner creates a staff member: the account signs in, its users doc has role, its job's permissions and createdBy", async () => {
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
      permissions: permissionsOfRole('owner'),
    });
    const created = await signIn(input.email, input.password);
    expect(created.uid).toBe(uid);
    // …and is an admin at once: it may create the next one.
    await expect(created.call<CreateAdminResponse>('createAdmin', newAdmin())).resolves.toHaveProperty('uid');
  });

  it('gives a technician only field work; a technician may not create staff', async () => {
    const input = newAdmin('technician');
    const { uid } = await admin.call<CreateAdminResponse>('createAdmin', input);
    expect((await readDoc(`users/${uid}`))?.permissions).toEqual(permissionsOfRole('technician'));
    const technician = await signIn(input.email, input.password);
    expect(await callError(technician.call('createAdmin', newAdmin()))).toEqual({
      code: 'permission-denied',
      message: ADMIN_MESSAGES.notYourJob,
      details: { reason: 'not_allowed' },
    });
    expect(await callError(admin.call('createAdmin', { ...newAdmin(), job: 'boss' }))).toMatchObject({
      code: 'invalid-argument',
      message: ADMIN_MESSAGES.chooseJob,
    });
  });

  it('is refused to a customer, a deactivated admin and a visitor with the fixed message', async () => {
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

describe('admins are checked inside the transaction; an active admin always remains', () => {
  it('two admins deactivating each other at the same moment: exactly one succeeds, the other is refused, 5 times over', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = await Promise.all([createUser({ role: 'admin' }), createUser({ role: 'admin' })]);
      const outcomes = await Promise.allSettled([
        a.call<SetUserActiveResponse>('setUserActive', { uid: b.uid, isActive: false }),
        b.call<SetUserActiveResponse>('setUserActive', { uid: a.uid, isActive: false }),
      ]);
      const winners = [a, b].filter((_, i) => outcomes[i]?.status === 'fulfilled');
      const refused = [a, b].filter((_, i) => outcomes[i]?.status === 'rejected');
      expect(winners, `round ${round}`).toHaveLength(1);
      expect(refused, `round ${round}`).toHaveLength(1);
      const [winner] = winners;
      const [loser] = refused;
      if (!winner || !loser) throw new Error('unreachable');
      const rejection = outcomes.find((o) => o.status === 'rejected');
      expect(await callError(Promise.reject(rejection?.status === 'rejected' ? rejection.reason : null))).toEqual({
        code: 'permission-denied',
        message: 'Only admins can do this.',
        details: { reason: 'not_allowed' },
      });
      // The one who acted first stays an active admin, in Firestore and in Auth; the refused one is deactivated.
      expect(await readDoc(`users/${winner.uid}`)).toMatchObject({ role: 'admin', isActive: true });
      expect((await adminAuth.getUser(winner.uid)).disabled).toBe(false);
      expect(await readDoc(`users/${loser.uid}`)).toMatchObject({ isActive: false });
      expect((await adminAuth.getUser(loser.uid)).disabled).toBe(true);
    }
  }, 120_000);

  it('an admin deactivated a moment ago changes nothing more: orders, payments, refunds, users, admins', async () => {
    const gone = await createUser({ role: 'admin' });
    const target = await createUser();
    await admin.call('setUserActive', { uid: gone.uid, isActive: false });
    // Their session is still signed in: every admin call is refused.
    for (const [name, data] of [
      ['setUserActive', { uid: target.uid, isActive: false }],
      ['updateOrderStatus', { orderId: 'some-order-id-0000000', status: 'confirmed' }],
      ['markOrderPaid', { orderId: 'some-order-id-0000000' }],
      ['recordRefund', { orderId: 'some-order-id-0000000', amount: 1, method: 'cash', reference: 'R1' }],
    ] as const) {
      expect((await callError(gone.call(name, data))).code, name).toBe('permission-denied');
    }
    const input = newAdmin();
    expect(await callError(gone.call('createAdmin', input))).toMatchObject({
      code: 'permission-denied',
      message: 'Only admins can create other admins',
    });
    await expect(adminAuth.getUserByEmail(input.email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect(await readDoc(`users/${target.uid}`)).toMatchObject({ isActive: true });
  });
});

describe('deactivation revokes the sessions', () => {
  it("deactivating a user revokes their refresh tokens: the Auth account's tokensValidAfterTime moves on", async () => {
    const shopper = await createUser();
    const before = Date.parse((await adminAuth.getUser(shopper.uid)).tokensValidAfterTime ?? '');
    // tokensValidAfterTime has a resolution of one second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await admin.call('setUserActive', { uid: shopper.uid, isActive: false });
    const after = Date.parse((await adminAuth.getUser(shopper.uid)).tokensValidAfterTime ?? '');
    expect(Number.isNaN(after)).toBe(false);
    expect(Number.isNaN(before) || after > before).toBe(true);
  });
});
