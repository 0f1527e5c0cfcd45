import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { permissionsOfRole, roleOfPermissions, type StaffPermission } from '@domain/users/staff-roles';
import { asRecord } from '@domain/shared/stored-values';

/**
 * The permissions a users/{uid} record is given when staff jobs arrive (docs/staff-roles.md): an admin whose map is
 * not a job's preset (every admin before jobs: manageProducts, manageOrders, manageUsers, createAdmins,
 * viewAnalytics) gets the owner's, which is everything they could do before. Null when nothing changes: a
 * customer, or an admin who already has a job. Running it again changes nothing.
 */
export function permissionsWhenJobsArrive(record: unknown): Record<StaffPermission, boolean> | null {
  const d = asRecord(record);
  if (d.role !== 'admin') return null;
  const permissions: Record<string, boolean> = {};
  for (const [key, value] of Object.entries(asRecord(d.permissions))) permissions[key] = value === true;
  return roleOfPermissions(permissions) === null ? permissionsOfRole('owner') : null;
}

/**
 * Every admin of before the jobs given the owner's (permissionsWhenJobsArrive), in `db`: the migration script's
 * work, and `npm start`'s on demo data kept from before. Returns how many were changed of how many admins.
 */
export async function giveEarlierAdminsTheOwnersJob(db: Firestore): Promise<{ changed: number; admins: number }> {
  const admins = await db.collection('users').where('role', '==', 'admin').get();
  const writer = db.bulkWriter();
  let changed = 0;
  for (const doc of admins.docs) {
    const permissions = permissionsWhenJobsArrive(doc.data());
    if (!permissions) continue;
    void writer.update(doc.ref, { permissions, updatedAt: FieldValue.serverTimestamp() });
    changed += 1;
  }
  await writer.close();
  return { changed, admins: admins.size };
}
