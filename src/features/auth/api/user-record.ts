import type { User } from 'firebase/auth';
import { doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore/lite';
import { newUserRecord } from '@domain/users/user';
import { AUTH_MESSAGES } from '@domain/users/messages';
import { getDb } from '@/lib/firebase/app';
import { serviceRead, serviceWrite } from '@/lib/firebase/service';
import { errorCode } from './auth-service-error';

/** The account record's own reads and writes are only logged (the account works without them): their message. */
const RECORD_FAILED = AUTH_MESSAGES.profileUpdateFailed;

/** users/{uid} of a new customer, exactly the keys firestore.rules accepts on create. */
export function createCustomerRecord(user: User, displayName: string): Promise<void> {
  const now = serverTimestamp();
  const record = newUserRecord({ email: user.email ?? '', displayName, role: 'customer' }, now, now);
  return serviceWrite(RECORD_FAILED, () => setDoc(doc(getDb(), 'users', user.uid), record));
}

/**
 * Stamps lastLoginAt. An account without a record (its sign-up was cut off) gets its customer record now.
 * Resolves true when it created the record. Never fails the sign-in: problems are logged.
 */
export async function recordLogin(user: User): Promise<boolean> {
  const ref = doc(getDb(), 'users', user.uid);
  try {
    await serviceWrite(RECORD_FAILED, () => updateDoc(ref, { lastLoginAt: serverTimestamp() }));
    return false;
  } catch (error) {
    // A missing record is refused by the rules (permission-denied) before Firestore could say not-found.
    const code = errorCode(error);
    if (code !== 'not-found' && code !== 'permission-denied') {
      console.error('Could not record the login time', error);
      return false;
    }
  }
  try {
    if ((await serviceRead(RECORD_FAILED, () => getDoc(ref))).exists()) return false;
    await createCustomerRecord(user, user.displayName ?? '');
    return true;
  } catch (error) {
    console.error('Could not create the missing user record', error);
    return false;
  }
}
