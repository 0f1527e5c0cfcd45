/**
 * The accounts services (src/features/auth/api) against the Auth and Firestore emulators: real accounts, real
 * records, real rules. firebase-admin (pointed at the emulators by the runner's environment) checks the results.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth as AdminAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore as AdminDb } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../scripts/seed-data';
import { CUSTOMER_PERMISSIONS } from '@domain/users/user';
import { changePassword } from '../../src/features/auth/api/change-password';
import { sendPasswordReset } from '../../src/features/auth/api/send-password-reset';
import { ensureSession } from '../../src/features/auth/api/session';
import { loginRateLimiter, signIn } from '../../src/features/auth/api/sign-in';
import { signOut } from '../../src/features/auth/api/sign-out';
import { signUp } from '../../src/features/auth/api/sign-up';
import { updateDisplayName } from '../../src/features/auth/api/update-profile';
import { useSessionStore } from '../../src/features/auth/stores/session-store';

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-savanna-solar';
let admin: App;
let adminAuth: AdminAuth;
let adminDb: AdminDb;

let counter = 0;
const freshEmail = (label: string) => `it-${label}-${Date.now()}-${++counter}@example.com`;
const PASSWORD = 'Sunshine123';

async function oobCodes(): Promise<{ email: string; requestType: string; oobLink: string }[]> {
  const res = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}/oobCodes`,
  );
  return ((await res.json()) as { oobCodes: { email: string; requestType: string; oobLink: string }[] }).oobCodes;
}

async function userDoc(uid: string) {
  return (await adminDb.doc(`users/${uid}`).get()).data();
}

beforeAll(() => {
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  admin = initializeApp({ projectId: PROJECT_ID }, `auth-it-${process.pid}`);
  adminAuth = getAuth(admin);
  adminDb = getFirestore(admin);
});

afterEach(async () => {
  await signOut();
});

afterAll(async () => {
  await deleteApp(admin);
});

describe('sign up', () => {
  it('creates the account with its name and a customer record, and stays signed in', async () => {
    const email = freshEmail('signup');
    await signUp({ displayName: '  Abena   Owusu ', email: `  ${email} `, password: PASSWORD });

    const account = await adminAuth.getUserByEmail(email);
    expect(account.displayName).toBe('Abena Owusu');
    const record = await userDoc(account.uid);
    expect(Object.keys(record ?? {}).sort()).toEqual(
      [
        'createdAt',
        'displayName',
        'email',
        'isActive',
        'lastLoginAt',
        'permissions',
        'role',
        'totalOrders',
        'totalSpent',
        'updatedAt',
      ].sort(),
    );
    expect(record).toMatchObject({
      email,
      displayName: 'Abena Owusu',
      role: 'customer',
      isActive: true,
      permissions: CUSTOMER_PERMISSIONS,
      totalOrders: 0,
      totalSpent: 0,
    });
    for (const field of ['createdAt', 'updatedAt', 'lastLoginAt']) {
      expect(record?.[field]).toBeInstanceOf(Timestamp);
      expect(Math.abs((record?.[field] as Timestamp).toMillis() - Date.now())).toBeLessThan(60_000);
    }

    const session = useSessionStore.getState();
    expect(session.status).toBe('signed-in');
    expect(session.user).toEqual({ uid: account.uid, email, displayName: 'Abena Owusu' });
    expect(session.profile?.role).toBe('customer');
    expect(session.isUser).toBe(true);
    expect(session.isAdmin).toBe(false);
  });

  it('refuses an email that already has an account, plainly', async () => {
    await expect(
      signUp({ displayName: 'Someone', email: DEMO_USERS.customer.email, password: PASSWORD }),
    ).rejects.toThrow('An account with this email already exists. Please sign in instead.');
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('refuses a malformed email and a short password with the fixed messages, creating nothing', async () => {
    const email = freshEmail('bad');
    await expect(signUp({ displayName: 'X', email: 'not-an-email', password: PASSWORD })).rejects.toThrow(
      'Please enter a valid email address',
    );
    await expect(signUp({ displayName: 'X', email, password: '12345' })).rejects.toThrow(
      'Password must be at least 6 characters long',
    );
    await expect(adminAuth.getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });
});

describe('sign in', () => {
  it('signs the demo customer in with their role record and stamps lastLoginAt', async () => {
    const before = (await userDoc(DEMO_USERS.customer.uid))?.lastLoginAt as Timestamp | null;
    await signIn({ email: DEMO_USERS.customer.email, password: DEMO_USERS.customer.password });
    const session = useSessionStore.getState();
    expect(session.status).toBe('signed-in');
    expect(session.user?.uid).toBe(DEMO_USERS.customer.uid);
    expect(session.profile).toMatchObject({ role: 'customer', displayName: DEMO_USERS.customer.displayName });
    expect(session.isUser).toBe(true);
    expect(session.isAdmin).toBe(false);
    const after = (await userDoc(DEMO_USERS.customer.uid))?.lastLoginAt as Timestamp;
    expect(after).toBeInstanceOf(Timestamp);
    expect(after.toMillis()).toBeGreaterThan(before?.toMillis() ?? 0);
  });

  it('the demo admin is an admin by their stored role', async () => {
    await signIn({ email: DEMO_USERS.admin.email, password: DEMO_USERS.admin.password });
    const session = useSessionStore.getState();
    expect(session.isAdmin).toBe(true);
    expect(session.isUser).toBe(false);
    expect(session.profile?.permissions).toMatchObject({ createAdmins: true, manageUsers: true });
  });

  it('a wrong password or an unknown email is "Invalid email or password"', async () => {
    await expect(signIn({ email: DEMO_USERS.customer.email, password: 'wrong-password' })).rejects.toThrow(
      /^Invalid email or password$/,
    );
    await expect(signIn({ email: freshEmail('nobody'), password: PASSWORD })).rejects.toThrow(
      /^Invalid email or password$/,
    );
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('checks the email and password before asking Auth', async () => {
    await expect(signIn({ email: 'ama@', password: PASSWORD })).rejects.toThrow('Please enter a valid email address');
    await expect(signIn({ email: freshEmail('short'), password: '12345' })).rejects.toThrow(
      'Password must be at least 6 characters long',
    );
  });

  it('a disabled account is "This account has been disabled"', async () => {
    const email = freshEmail('disabled');
    await signUp({ displayName: 'Soon Disabled', email, password: PASSWORD });
    await signOut();
    const { uid } = await adminAuth.getUserByEmail(email);
    await adminAuth.updateUser(uid, { disabled: true });
    await expect(signIn({ email, password: PASSWORD })).rejects.toThrow(/^This account has been disabled$/);
  });

  it('the 6th attempt within a minute for one email is refused without asking Auth', async () => {
    const email = freshEmail('limit');
    await signUp({ displayName: 'Limit', email, password: PASSWORD });
    await signOut();
    for (let i = 0; i < 5; i++) {
      await expect(signIn({ email, password: 'wrong-password' })).rejects.toThrow(/^Invalid email or password$/);
    }
    // Even the right password is refused now: the limiter answers before Auth does.
    await expect(signIn({ email: email.toUpperCase(), password: PASSWORD })).rejects.toThrow(
      'Too many login attempts. Please try again later.',
    );
    expect(useSessionStore.getState().user).toBeNull();
    loginRateLimiter.reset();
    await signIn({ email, password: PASSWORD });
    expect(useSessionStore.getState().user?.email).toBe(email);
  });

  it('an account whose record is missing gets its customer record at sign-in', async () => {
    const email = freshEmail('norecord');
    const { uid } = await adminAuth.createUser({ email, password: PASSWORD, displayName: 'No Record' });
    await signIn({ email, password: PASSWORD });
    expect(await userDoc(uid)).toMatchObject({ role: 'customer', displayName: 'No Record', isActive: true });
    expect(useSessionStore.getState().profile?.role).toBe('customer');
  });
});

describe('sign out', () => {
  it('clears the user and their record from memory', async () => {
    await signIn({ email: DEMO_USERS.admin.email, password: DEMO_USERS.admin.password });
    expect(useSessionStore.getState().isAdmin).toBe(true);
    await signOut();
    expect(useSessionStore.getState()).toMatchObject({
      status: 'signed-out',
      user: null,
      profile: null,
      isAdmin: false,
      isUser: false,
    });
    expect((await ensureSession()).currentUser).toBeNull();
  });
});

describe('password reset', () => {
  it('sends the reset mail (the emulator shows the link)', async () => {
    const email = freshEmail('reset');
    await signUp({ displayName: 'Reset Me', email, password: PASSWORD });
    await signOut();
    await sendPasswordReset(` ${email} `);
    const codes = (await oobCodes()).filter((c) => c.email === email);
    expect(codes).toHaveLength(1);
    expect(codes[0]?.requestType).toBe('PASSWORD_RESET');
    expect(codes[0]?.oobLink).toContain('mode=resetPassword');
  });

  it('answers the same for an address without an account, and sends nothing', async () => {
    const email = freshEmail('ghost');
    await expect(sendPasswordReset(email)).resolves.toBeUndefined();
    expect((await oobCodes()).filter((c) => c.email === email)).toHaveLength(0);
  });

  it('refuses a malformed address', async () => {
    await expect(sendPasswordReset('ghost@')).rejects.toThrow('Please enter a valid email address');
  });
});

describe('account settings', () => {
  it('changes the display name on the account and the record', async () => {
    const email = freshEmail('rename');
    await signUp({ displayName: 'Old Name', email, password: PASSWORD });
    const { uid } = await adminAuth.getUserByEmail(email);
    const before = (await userDoc(uid))?.updatedAt as Timestamp;
    await updateDisplayName('  Kwame   Nkrumah ');
    expect((await adminAuth.getUser(uid)).displayName).toBe('Kwame Nkrumah');
    const record = await userDoc(uid);
    expect(record?.displayName).toBe('Kwame Nkrumah');
    expect((record?.updatedAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(before.toMillis());
    expect(useSessionStore.getState().user?.displayName).toBe('Kwame Nkrumah');
    expect(useSessionStore.getState().profile?.displayName).toBe('Kwame Nkrumah');
    await expect(updateDisplayName('   ')).rejects.toThrow('Display name is required.');
  });

  it('changes the password only with the right current password', async () => {
    const email = freshEmail('password');
    await signUp({ displayName: 'Pass Word', email, password: PASSWORD });
    await expect(changePassword({ currentPassword: 'not-my-password', newPassword: 'NewSecret456' })).rejects.toThrow(
      /^Current password is incorrect\.$/,
    );
    await changePassword({ currentPassword: PASSWORD, newPassword: 'NewSecret456' });
    await signOut();
    await expect(signIn({ email, password: PASSWORD })).rejects.toThrow(/^Invalid email or password$/);
    await signIn({ email, password: 'NewSecret456' });
    expect(useSessionStore.getState().user?.email).toBe(email);
  });

  it('a signed-out caller cannot change a name or a password', async () => {
    await expect(updateDisplayName('Nobody')).rejects.toThrow('Failed to update profile. Please try again.');
    await expect(changePassword({ currentPassword: PASSWORD, newPassword: 'NewSecret456' })).rejects.toThrow(
      'Failed to update password. Please try again.',
    );
  });
});
