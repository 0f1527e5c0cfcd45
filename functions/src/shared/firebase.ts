import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

/** The functions' one firebase-admin app (credentials and project from the runtime or the emulators). */
const app = getApps()[0] ?? initializeApp();

export const db = (): Firestore => getFirestore(app);
export const adminAuth = (): Auth => getAuth(app);
