import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteField, serverTimestamp, Timestamp } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { DISPLAY_NAME_MAX } from '@domain/users/auth-validation';
import { CUSTOMER_PERMISSIONS, newUserRecord } from '@domain/users/user';
import { adminUser, customerUser, rulesEnv, seedDocs } from './rules-env';

let env: RulesTestEnvironment;

const AMA = { uid: 'ama', email: 'ama@example.com' };

/** A Firestore client signed in as `uid` with `email` in its token, as Auth issues it. */
const as = (uid: string, email = `${uid}@example.com`) =>
  env.authenticatedContext(uid, { email, email_verified: false }).firestore();

/** Exactly what the app writes on sign-up. */
const newCustomer = (overrides: Record<string, unknown> = {}) => ({
  ...newUserRecord(
    { email: AMA.email, displayName: 'Ama Mensah', role: 'customer' },
    serverTimestamp(),
    serverTimestamp(),
  ),
  ...overrides,
});

const stored = {
  ...customerUser,
  email: AMA.email,
  permissions: CUSTOMER_PERMISSIONS,
  createdAt: Timestamp.fromMillis(Date.UTC(2025, 0, 1)),
  updatedAt: Timestamp.fromMillis(Date.UTC(2025, 0, 1)),
  lastLoginAt: Timestamp.fromMillis(Date.UTC(2025, 0, 1)),
};

beforeAll(async () => {
  env = await rulesEnv('demo-rules-users');
});

beforeEach(async () => {
  await env.clearFirestore();
  await seedDocs(env, {
    'users/boss': adminUser,
    'users/former-boss': { ...adminUser, isActive: false },
    'users/ama': stored,
    'users/kofi': { ...customerUser, email: 'kofi@example.com', displayName: 'Kofi' },
    'users/esi': { ...stored, email: 'esi@example.com', displayName: 'Esi', isActive: false },
  });
});

afterAll(async () => {
  await env.cleanup();
});

describe('reading users', () => {
  it('a user reads their own record', async () => {
    await assertSucceeds(as('ama', AMA.email).doc('users/ama').get());
  });

  it("a user cannot read another user's record, nor list users", async () => {
    await assertFails(as('ama', AMA.email).doc('users/kofi').get());
    await assertFails(as('ama', AMA.email).collection('users').get());
    await assertFails(as('ama', AMA.email).collection('users').where('role', '==', 'customer').get());
  });

  it('a visitor reads no record', async () => {
    await assertFails(env.unauthenticatedContext().firestore().doc('users/ama').get());
  });

  it('an active admin reads every record and lists them; a deactivated admin cannot', async () => {
    await assertSucceeds(as('boss').doc('users/ama').get());
    await assertSucceeds(as('boss').collection('users').get());
    await assertFails(as('former-boss').doc('users/ama').get());
    await assertFails(as('former-boss').collection('users').get());
  });
});

describe('creating a record on sign-up', () => {
  const newUser = { uid: 'yaw', email: 'yaw@example.com' };
  const yaw = () => as(newUser.uid, newUser.email);

  it('a new user creates their own customer record with the exact keys', async () => {
    await assertSucceeds(
      yaw()
        .doc('users/yaw')
        .set(newCustomer({ email: newUser.email })),
    );
  });

  it('lastLoginAt may be left out (an account repaired at sign-in sets it later)', async () => {
    const { lastLoginAt: _omit, ...withoutLogin } = newCustomer({ email: newUser.email });
    await assertSucceeds(yaw().doc('users/yaw').set(withoutLogin));
  });

  it("a user cannot create someone else's record, nor can a visitor", async () => {
    await assertFails(
      yaw()
        .doc('users/someone-else')
        .set(newCustomer({ email: newUser.email })),
    );
    await assertFails(env.unauthenticatedContext().firestore().doc('users/yaw').set(newCustomer()));
  });

  it('creating an admin is refused', async () => {
    await assertFails(
      yaw()
        .doc('users/yaw')
        .set(newCustomer({ email: newUser.email, role: 'admin' })),
    );
    await assertFails(
      yaw()
        .doc('users/yaw')
        .set(
          newCustomer({
            email: newUser.email,
            permissions: { ...CUSTOMER_PERMISSIONS, manageUsers: true, createAdmins: true },
          }),
        ),
    );
  });

  it('other keys are refused', async () => {
    await assertFails(
      yaw()
        .doc('users/yaw')
        .set(newCustomer({ email: newUser.email, createdBy: 'yaw' })),
    );
    await assertFails(
      yaw()
        .doc('users/yaw')
        .set(newCustomer({ email: newUser.email, discount: 50 })),
    );
    const { permissions: _p, ...withoutPermissions } = newCustomer({ email: newUser.email });
    await assertFails(yaw().doc('users/yaw').set(withoutPermissions));
  });

  it('counters not at 0, an inactive account, or a borrowed email are refused', async () => {
    await assertFails(
      yaw()
        .doc('users/yaw')
        .set(newCustomer({ email: newUser.email, totalOrders: 3 })),
    );
    await assertFails(
      yaw()
        .doc('users/yaw')
        .set(newCustomer({ email: newUser.email, totalSpent: 1000 })),
    );
    await assertFails(
      yaw()
        .doc('users/yaw')
        .set(newCustomer({ email: newUser.email, isActive: false })),
    );
    await assertFails(
      yaw()
        .doc('users/yaw')
        .set(newCustomer({ email: 'boss@example.com' })),
    );
  });

  it('timestamps must be the server time', async () => {
    const past = Timestamp.fromMillis(Date.UTC(2020, 0, 1));
    await assertFails(
      yaw()
        .doc('users/yaw')
        .set(newCustomer({ email: newUser.email, createdAt: past })),
    );
    await assertFails(
      yaw()
        .doc('users/yaw')
        .set(newCustomer({ email: newUser.email, lastLoginAt: past })),
    );
  });

  it('a record that exists cannot be created again over itself', async () => {
    await assertFails(as('ama', AMA.email).doc('users/ama').set(newCustomer()));
  });
});

describe('changing a record', () => {
  const ama = () => as('ama', AMA.email).doc('users/ama');

  it('a user changes their display name with updatedAt, and stamps lastLoginAt', async () => {
    await assertSucceeds(ama().update({ displayName: 'Ama K. Mensah', updatedAt: serverTimestamp() }));
    await assertSucceeds(ama().update({ lastLoginAt: serverTimestamp() }));
  });

  it('a blank or very long display name is refused', async () => {
    await assertFails(ama().update({ displayName: '', updatedAt: serverTimestamp() }));
    await assertFails(ama().update({ displayName: 'x'.repeat(101), updatedAt: serverTimestamp() }));
  });

  it('a user cannot change their role, isActive, permissions, counters, email or createdAt', async () => {
    await assertFails(ama().update({ role: 'admin' }));
    await assertFails(ama().update({ isActive: false }));
    await assertFails(ama().update({ permissions: { ...CUSTOMER_PERMISSIONS, manageUsers: true } }));
    await assertFails(ama().update({ totalOrders: 10 }));
    await assertFails(ama().update({ totalSpent: 99999 }));
    await assertFails(ama().update({ email: 'someone@example.com' }));
    await assertFails(ama().update({ createdAt: serverTimestamp() }));
    await assertFails(ama().update({ displayName: 'Ama', role: 'admin' }));
    await assertFails(ama().update({ totalOrders: deleteField() }));
  });

  it('timestamps the user sets must be the server time', async () => {
    const past = Timestamp.fromMillis(Date.UTC(2020, 0, 1));
    await assertFails(ama().update({ lastLoginAt: past }));
    await assertFails(ama().update({ displayName: 'Ama', updatedAt: past }));
  });

  it("a user cannot change another user's record; nobody deletes records", async () => {
    await assertFails(as('ama', AMA.email).doc('users/kofi').update({ displayName: 'Not Kofi' }));
    await assertFails(ama().delete());
    await assertFails(as('boss').doc('users/ama').delete());
  });

  it('an admin cannot raise a role from the client either (functions do that)', async () => {
    await assertFails(as('boss').doc('users/ama').update({ role: 'admin' }));
  });
});

describe('a deactivated account writes nothing of its record', () => {
  const esi = () => as('esi', 'esi@example.com').doc('users/esi');

  it('a deactivated customer cannot change their name nor stamp a login with their old token', async () => {
    await assertFails(esi().update({ displayName: 'Esi Owusu', updatedAt: serverTimestamp() }));
    await assertFails(esi().update({ lastLoginAt: serverTimestamp() }));
  });

  it('a deactivated user cannot switch themselves back on, nor sign up again over their record', async () => {
    await assertFails(esi().update({ isActive: true }));
    await assertFails(esi().set(newCustomer({ email: 'esi@example.com' })));
    await assertFails(
      as('esi', 'esi@example.com')
        .doc('users/esi-again')
        .set(newCustomer({ email: 'esi@example.com' })),
    );
  });

  it('a deactivated admin cannot change their own name either', async () => {
    await assertFails(
      as('former-boss').doc('users/former-boss').update({ displayName: 'Boss', updatedAt: serverTimestamp() }),
    );
  });

  it('they still read their own record (the app shows why they cannot act)', async () => {
    await assertSucceeds(esi().get());
  });
});

describe('names on records are bounded', () => {
  const yaw = () => as('yaw', 'yaw@example.com').doc('users/yaw');

  it(`a sign-up name is at most ${DISPLAY_NAME_MAX} characters of text`, async () => {
    await assertFails(
      yaw().set(newCustomer({ email: 'yaw@example.com', displayName: 'y'.repeat(DISPLAY_NAME_MAX + 1) })),
    );
    await assertFails(yaw().set(newCustomer({ email: 'yaw@example.com', displayName: 42 })));
    await assertFails(yaw().set(newCustomer({ email: 'yaw@example.com', displayName: null })));
    await assertSucceeds(
      yaw().set(newCustomer({ email: 'yaw@example.com', displayName: 'y'.repeat(DISPLAY_NAME_MAX) })),
    );
  });

  it(`a name change takes ${DISPLAY_NAME_MAX} characters and no more, and only text`, async () => {
    const ama = as('ama', AMA.email).doc('users/ama');
    await assertSucceeds(ama.update({ displayName: 'a'.repeat(DISPLAY_NAME_MAX), updatedAt: serverTimestamp() }));
    await assertFails(ama.update({ displayName: ['Ama'], updatedAt: serverTimestamp() }));
    await assertFails(ama.update({ displayName: { first: 'Ama' }, updatedAt: serverTimestamp() }));
  });
});

describe('only functions move roles, activity and counters (DESIGN.md section 4.1)', () => {
  it('an active admin cannot switch a user off or on, nor change their counters, from the client', async () => {
    const ama = as('boss').doc('users/ama');
    await assertFails(ama.update({ isActive: false }));
    await assertFails(as('boss').doc('users/esi').update({ isActive: true }));
    await assertFails(ama.update({ totalOrders: 1, totalSpent: 100 }));
    await assertFails(ama.update({ displayName: 'Renamed by staff', updatedAt: serverTimestamp() }));
  });

  it('an admin cannot create a record for someone else, not even a customer one', async () => {
    await assertFails(
      as('boss')
        .doc('users/new-person')
        .set(newCustomer({ email: 'new@example.com' })),
    );
  });
});
