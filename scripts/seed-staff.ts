import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { permissionsOfRole, type StaffRole } from '@domain/users/staff-roles';
import { newUserRecord, type NewUserRecord } from '@domain/users/user';
import { giveEarlierAdminsTheOwnersJob } from './lib/staff-jobs-migration';
import { DEMO_STAFF, DEMO_USERS, type DemoUser } from './seed-data';

/**
 * The demo's staff (docs/staff-roles.md): the owner (the demo admin) and one member for each other job, their Auth
 * accounts and users/{uid} records, and what demo data kept from before the staff jobs is given.
 */

/** Creates the auth account unless its uid exists already (its password is then left as it is). */
export async function ensureAccount(auth: Auth, user: DemoUser): Promise<void> {
  try {
    await auth.getUser(user.uid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    await auth.createUser({
      uid: user.uid,
      email: user.email,
      password: user.password,
      displayName: user.displayName,
      emailVerified: true,
    });
  }
}

/**
 * users/{uid} of the demo owner (the demo admin) and of one demo member for each other job (DEMO_STAFF), made
 * `dated(days)`: so many days before the seeding.
 */
export function demoStaffRecords(
  dated: (daysAgo: number) => Timestamp,
): [path: string, record: NewUserRecord<Timestamp>][] {
  const { admin } = DEMO_USERS;
  const record = (user: DemoUser, job: StaffRole, createdBy: string, days: number) =>
    newUserRecord(
      {
        email: user.email,
        displayName: user.displayName,
        role: 'admin',
        permissions: permissionsOfRole(job),
        createdBy,
      },
      dated(days),
    );
  return [
    [`users/${admin.uid}`, record(admin, 'owner', 'seed', 120)],
    ...(Object.entries(DEMO_STAFF) as [Exclude<StaffRole, 'owner'>, DemoUser][]).map(
      ([job, user]): [string, NewUserRecord<Timestamp>] => [`users/${user.uid}`, record(user, job, admin.uid, 60)],
    ),
  ];
}

/**
 * Demo data kept from before the staff jobs: the demo staff accounts made where missing, and admins from before the
 * jobs given the owner's. Returns what it did, in words.
 */
export async function upgradeStaff(db: Firestore, auth: Auth): Promise<string[]> {
  const done: string[] = [];
  await Promise.all(Object.values(DEMO_STAFF).map((user) => ensureAccount(auth, user)));
  // Made now: their records say so.
  for (const [path, data] of demoStaffRecords(() => Timestamp.now())) {
    const ref = db.doc(path);
    if ((await ref.get()).exists) continue;
    await ref.set(data);
    done.push(`made the demo account ${data.email}`);
  }
  const { changed } = await giveEarlierAdminsTheOwnersJob(db);
  if (changed > 0) done.push(`gave ${changed} admin account(s) from before the staff jobs the owner's job`);
  return done;
}
