/**
 * Gives every admin of before the staff jobs the owner's job (docs/staff-roles.md): their users/{uid}.permissions
 * become the owner's preset, which is everything an admin could do before. An admin who already has a job, and
 * every customer, is left alone, so it is safe to run again. The owner then gives each member of the staff their
 * own job in Admin › Users.
 *
 *   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 npx tsx scripts/migrate-staff-jobs.ts   # the emulators
 *   GCLOUD_PROJECT=<project id> npx tsx scripts/migrate-staff-jobs.ts              # production
 *
 * (production with Application Default Credentials: `gcloud auth application-default login`).
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID } from './lib/emulators';
import { giveEarlierAdminsTheOwnersJob } from './lib/staff-jobs-migration';

async function main(): Promise<void> {
  const projectId = process.env.FIRESTORE_EMULATOR_HOST ? PROJECT_ID : process.env.GCLOUD_PROJECT;
  if (!projectId) throw new Error('Set FIRESTORE_EMULATOR_HOST (the emulators) or GCLOUD_PROJECT (production).');
  const db = getFirestore(initializeApp({ projectId }));
  const { changed, admins } = await giveEarlierAdminsTheOwnersJob(db);
  console.log(`${changed} of ${admins} staff accounts given the owner's job.`);
}

await main();
