import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { permissionsOfRole, type StaffRole } from '@domain/users/staff-roles';
import { CUSTOMER_PERMISSIONS } from '@domain/users/user';

/** A rules test environment on the running Firestore emulator, in a project of its own. */
export async function rulesEnv(projectId: string): Promise<RulesTestEnvironment> {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  return initializeTestEnvironment({
    projectId,
    firestore: {
      host,
      port: Number(port),
      rules: readFileSync(join(import.meta.dirname, '..', '..', 'firestore.rules'), 'utf8'),
    },
  });
}

/** Seeds documents with rules switched off. */
export async function seedDocs(env: RulesTestEnvironment, docs: Record<string, Record<string, unknown>>) {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    for (const [path, data] of Object.entries(docs)) await db.doc(path).set(data);
  });
}

/** The shop's owner: a staff member with the owner's job (every permission: docs/staff-roles.md). */
export const adminUser = {
  email: 'boss@example.com',
  displayName: 'Boss',
  role: 'admin',
  isActive: true,
  permissions: permissionsOfRole('owner'),
  totalOrders: 0,
  totalSpent: 0,
};

/** A staff member with `job`'s preset of permissions. */
export const staffUser = (job: StaffRole) => ({
  ...adminUser,
  email: `${job}@example.com`,
  displayName: job,
  permissions: permissionsOfRole(job),
});

export const customerUser = {
  ...adminUser,
  email: 'ama@example.com',
  displayName: 'Ama',
  role: 'customer',
  permissions: CUSTOMER_PERMISSIONS,
};

/** An active admin, a deactivated admin and two customers (ama, kofi): the users most rules tests start with. */
export const STAFF_AND_CUSTOMERS = {
  'users/admin': adminUser,
  'users/former-admin': { ...adminUser, isActive: false },
  'users/ama': customerUser,
  'users/kofi': { ...customerUser, email: 'kofi@example.com' },
};

/** A Firestore REST value (the web SDK cannot send a whole number as a double: the attack a REST client can make). */
export type RestValue = { doubleValue: number } | { integerValue: string } | { nullValue: null };

export interface RestWrite {
  /** e.g. 'products/on-sale' */
  path: string;
  fields: Record<string, RestValue>;
  /** fields set to the server's time */
  serverTime?: string[];
  /** fields incremented by the given value */
  increment?: Record<string, RestValue>;
}

/**
 * Commits one update through the emulator's REST API, as anyone holding the public API key could: without a
 * token (a visitor), or as the owner (rules off, to seed what the SDK cannot write). Resolves with the status.
 */
export async function restUpdate(projectId: string, write: RestWrite, options: { owner?: boolean } = {}) {
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
  const database = `projects/${projectId}/databases/(default)`;
  const transforms = [
    ...(write.serverTime ?? []).map((fieldPath) => ({ fieldPath, setToServerValue: 'REQUEST_TIME' })),
    ...Object.entries(write.increment ?? {}).map(([fieldPath, increment]) => ({ fieldPath, increment })),
  ];
  const response = await fetch(`http://${host}/v1/${database}/documents:commit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(options.owner ? { Authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify({
      writes: [
        {
          update: { name: `${database}/documents/${write.path}`, fields: write.fields },
          updateMask: { fieldPaths: Object.keys(write.fields) },
          currentDocument: { exists: true },
          ...(transforms.length > 0 ? { updateTransforms: transforms } : {}),
        },
      ],
    }),
  });
  return response.status;
}
