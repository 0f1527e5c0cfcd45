import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

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

export const adminUser = {
  email: 'boss@example.com',
  displayName: 'Boss',
  role: 'admin',
  isActive: true,
  totalOrders: 0,
  totalSpent: 0,
};

export const customerUser = { ...adminUser, email: 'ama@example.com', displayName: 'Ama', role: 'customer' };
